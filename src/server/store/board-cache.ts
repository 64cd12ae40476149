import type { BoardChanges } from './board-changes';

/** A board page's answer as sent: its board's version, its ETag and its JSON text. */
export interface BoardAnswer {
  readonly version: number;
  readonly etag: string;
  readonly body: string;
}

/** A read of a board from the database, under way: its answer is kept only if nothing changed. */
export interface PendingRead {
  readonly levelKey: string;
  stale: boolean;
}

/** What the cache may hold: at most this many characters of answers in all. */
export const BOARD_CACHE_CHARS = 32 * 1024 * 1024;
/** Pages kept per board (page size, offset and simVersion make a page). */
const PAGES_PER_BOARD = 32;

interface CachedBoard {
  readonly pages: Map<string, BoardAnswer>;
  chars: number;
}

/**
 * Board answers kept in this process until their board changes: a hit costs no query, and a
 * client that sends the answer's ETag back gets 304. Correct across instances because a page is
 * served from here only after `BoardChanges.settled` (every change committed before the request
 * has been heard and has dropped its board's pages), and a page read from the database while
 * its board changed is not kept. Bounded by BOARD_CACHE_CHARS, least recently used board first.
 */
export class BoardCache {
  readonly #boards = new Map<string, CachedBoard>();
  readonly #reads = new Set<PendingRead>();
  #chars = 0;

  constructor(
    changes: Pick<BoardChanges, 'listen'>,
    private readonly maxChars = BOARD_CACHE_CHARS,
  ) {
    changes.listen((levelKey) => {
      this.#changed(levelKey);
    });
  }

  /** The cached answer of a page, if any (the caller has settled first). */
  get(levelKey: string, page: string): BoardAnswer | undefined {
    const board = this.#boards.get(levelKey);
    const answer = board?.pages.get(page);
    if (board === undefined || answer === undefined) return undefined;
    // Most recently used last: eviction takes the first.
    this.#boards.delete(levelKey);
    this.#boards.set(levelKey, board);
    return answer;
  }

  /** Starts a read of a board from the database; end it with `keep` or `end`. */
  begin(levelKey: string): PendingRead {
    const read: PendingRead = { levelKey, stale: false };
    this.#reads.add(read);
    return read;
  }

  /** Keeps the answer a read found, unless its board changed while it was read. */
  keep(read: PendingRead, page: string, answer: BoardAnswer): void {
    this.end(read);
    if (read.stale || answer.body.length > this.maxChars / 4) return;
    let board = this.#boards.get(read.levelKey);
    if (board === undefined) {
      board = { pages: new Map(), chars: 0 };
      this.#boards.set(read.levelKey, board);
    }
    const before = board.pages.get(page);
    if (before !== undefined) this.#forget(board, page, before);
    if (board.pages.size >= PAGES_PER_BOARD) {
      const [oldest, answerOf] = board.pages.entries().next().value ?? [];
      if (oldest !== undefined && answerOf !== undefined) this.#forget(board, oldest, answerOf);
    }
    board.pages.set(page, answer);
    board.chars += answer.body.length;
    this.#chars += answer.body.length;
    this.#evict();
  }

  /** Ends a read without keeping anything. */
  end(read: PendingRead): void {
    this.#reads.delete(read);
  }

  /** Characters of answers held now. */
  get chars(): number {
    return this.#chars;
  }

  #changed(levelKey: string | null): void {
    for (const read of this.#reads) {
      if (levelKey === null || read.levelKey === levelKey) read.stale = true;
    }
    if (levelKey === null) {
      this.#boards.clear();
      this.#chars = 0;
      return;
    }
    const board = this.#boards.get(levelKey);
    if (board === undefined) return;
    this.#boards.delete(levelKey);
    this.#chars -= board.chars;
  }

  #forget(board: CachedBoard, page: string, answer: BoardAnswer): void {
    board.pages.delete(page);
    board.chars -= answer.body.length;
    this.#chars -= answer.body.length;
  }

  #evict(): void {
    for (const [levelKey, board] of this.#boards) {
      if (this.#chars <= this.maxChars) return;
      this.#boards.delete(levelKey);
      this.#chars -= board.chars;
    }
  }
}
