import { encodeReplay, levelKey, type LevelRef, type VerifiedRunOptions } from '../../replay';
import {
  LEADERBOARD_SIZE,
  rankBoard,
  rankRun,
  verifiedRun,
  type RankedRun,
} from '../../replay/ranking';
import { BoardStore, type BoardStoreOptions, type StoredRun } from '../../storage/board-store';

export { LEADERBOARD_SIZE };

/** One run on a local board. */
export type LeaderboardEntry = RankedRun;

/** What became of a submitted run. `rank` is 1-based. */
export type SubmitResult =
  | { readonly status: 'entered'; readonly rank: number }
  | { readonly status: 'not-saved'; readonly rank: number }
  | { readonly status: 'not-ranked' }
  | { readonly status: 'duplicate'; readonly rank: number }
  | { readonly status: 'refused'; readonly reason: string };

/** Where a leaderboard keeps its boards, and how many. */
export interface LeaderboardOptions extends BoardStoreOptions {
  /** Runs per board, 1 to 100 (default LEADERBOARD_SIZE). */
  readonly size?: number;
  /**
   * The level made in the editor with a content hash, when the game holds it (a draft, a level
   * opened from its link). A run of an editor level is verified on it, when submitted and when
   * its board is read; one whose level this does not give is refused (or dropped from storage
   * on reading, its text backed up), so hand in every level whose board is shown.
   */
  readonly editorLevel?: VerifiedRunOptions['editorLevel'];
}

/**
 * The verified local leaderboard: per built-in, generated and editor level, the fastest won
 * runs with their replays. A run enters only once its replay re-verifies as won in the simulation,
 * and the time stored is the one the simulation gives. Every stored run is decoded and re-verified
 * when its board is first read, so edited storage cannot forge a time: runs that fail are dropped
 * and the raw text is backed up by the store, while the valid ones are kept. The documents and
 * their slots are `BoardStore`'s (src/storage).
 */
export class Leaderboard {
  readonly #size: number;
  readonly #documents: BoardStore;
  readonly #verify: VerifiedRunOptions;
  readonly #boards = new Map<string, readonly LeaderboardEntry[]>();

  constructor(options: LeaderboardOptions) {
    this.#size = options.size ?? LEADERBOARD_SIZE;
    this.#verify = { editorLevel: options.editorLevel };
    // Runs are stored under their rank, "0" to "99".
    if (!Number.isInteger(this.#size) || this.#size < 1 || this.#size > 100) {
      throw new RangeError(`size must be an integer from 1 to 100, got ${this.#size}`);
    }
    this.#documents = new BoardStore(options);
  }

  /** The runs of a level's board, fastest first. */
  entries(level: LevelRef): readonly LeaderboardEntry[] {
    return this.#board(levelKey(level));
  }

  /** The fastest run of a level (its replay drives the ghost), or null. */
  best(level: LevelRef): LeaderboardEntry | null {
    return this.entries(level)[0] ?? null;
  }

  /** Best final time in ticks of each of `levels` (built-in levels) that has a run, by level id. */
  bestTimes(levels: readonly { readonly id: string }[]): ReadonlyMap<string, number> {
    const times = new Map<string, number>();
    for (const level of levels) {
      const best = this.best({ id: level.id });
      if (best !== null) times.set(level.id, best.ticks);
    }
    return times;
  }

  /**
   * Offers a run: a replay as text, parsed JSON or a Replay. It is decoded and re-verified first;
   * anything that fails is refused with a reason and leaves storage untouched.
   */
  submitRun(input: unknown): SubmitResult {
    const entry = verifiedRun(input, this.#verify);
    if (typeof entry === 'string') return { status: 'refused', reason: entry };
    const key = levelKey(entry.replay.level);
    const board = this.#board(key);
    const text = encodeReplay(entry.replay);
    const same = board.findIndex((e) => encodeReplay(e.replay) === text);
    if (same >= 0) return { status: 'duplicate', rank: same + 1 };
    const { board: next, rank } = rankRun(board, entry, this.#size);
    if (rank === 0) return { status: 'not-ranked' };
    const written = this.#documents.write(key, next);
    if (!written.saved) return { status: 'not-saved', rank };
    this.#boards.set(key, next);
    if (written.evicted !== null) this.#boards.delete(written.evicted);
    return { status: 'entered', rank };
  }

  #board(key: string): readonly LeaderboardEntry[] {
    const cached = this.#boards.get(key);
    if (cached !== undefined) return cached;
    const board = rankBoard(
      this.#documents.read(key, (stored) => this.#reverified(stored, key)),
      this.#size,
    );
    this.#boards.set(key, board);
    return board;
  }

  /** A stored run, re-verified on board `key`: the run the simulation gives, or why it is dropped. */
  #reverified(stored: StoredRun, key: string): LeaderboardEntry | string {
    const checked = verifiedRun(stored.replay, this.#verify);
    if (typeof checked === 'string') return checked;
    const matches =
      levelKey(checked.replay.level) === key &&
      checked.ticks === stored.ticks &&
      checked.gems === stored.gems &&
      checked.name === stored.name &&
      checked.date === stored.date;
    return matches ? checked : 'does not match its replay';
  }
}
