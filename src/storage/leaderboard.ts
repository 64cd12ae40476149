import * as v from 'valibot';
import {
  decodeReplay,
  encodeReplay,
  isGeneratedRef,
  isHashRef,
  levelKey,
  type LevelRef,
  type VerifiedRunOptions,
} from '../replay';
import {
  LEADERBOARD_SIZE,
  rankBoard,
  rankRun,
  verifiedRun,
  type RankedRun,
} from '../replay/ranking';
import type { LocalStore } from './local-store';

export { LEADERBOARD_SIZE };
/**
 * Boards kept for generated levels (the daily labyrinth among them): a month of dailies. When a
 * new one is needed, the board whose latest run is oldest makes way, so storage stays bounded.
 */
export const MAX_GENERATED_BOARDS = 30;
/** Boards kept for levels made in the editor, in slots of their own, made way for likewise. */
export const MAX_EDITOR_BOARDS = 30;

/** Which slot pool a board lives in: generated levels, or levels made in the editor. */
type Pool = 'generated' | 'editor';

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
export interface LeaderboardOptions {
  readonly store: LocalStore;
  /** Runs per board, 1 to 100 (default LEADERBOARD_SIZE). */
  readonly size?: number;
  /** Generated-level boards kept (default MAX_GENERATED_BOARDS). */
  readonly maxGeneratedBoards?: number;
  /** Editor-level boards kept (default MAX_EDITOR_BOARDS). */
  readonly maxEditorBoards?: number;
  /**
   * The level made in the editor with a content hash, when the game holds it (a draft, a level
   * opened from its link). A run of an editor level is verified on it, when submitted and when
   * its board is read; one whose level this does not give is refused (or dropped from storage
   * on reading, its text backed up), so hand in every level whose board is shown.
   */
  readonly editorLevel?: VerifiedRunOptions['editorLevel'];
}

/** A generated-board slot: the board it holds (null when free) and when its latest run was. */
interface Slot {
  key: string | null;
  latest: number;
}

const RANK_KEY = /^(0|[1-9][0-9]?)$/;

const storedEntry = v.strictObject({
  name: v.string(),
  ticks: v.number(),
  gems: v.number(),
  date: v.string(),
  replay: v.unknown(),
});

/**
 * The verified local leaderboard: per built-in, generated and editor level, the fastest won
 * runs with their replays. A run enters only once its replay re-verifies as won in the simulation,
 * and the time stored is the one the simulation gives. Every stored run is decoded and re-verified
 * when its board is first read, so edited storage cannot forge a time: runs that fail are dropped
 * and the raw text is backed up by the store, while the valid ones are kept.
 */
export class Leaderboard {
  readonly #store: LocalStore;
  readonly #size: number;
  readonly #slotCounts: Readonly<Record<Pool, number>>;
  readonly #verify: VerifiedRunOptions;
  readonly #boards = new Map<string, readonly LeaderboardEntry[]>();
  /** What each slot of each pool holds, read once. */
  readonly #slots = new Map<Pool, Slot[]>();

  constructor(options: LeaderboardOptions) {
    this.#store = options.store;
    this.#size = options.size ?? LEADERBOARD_SIZE;
    this.#slotCounts = {
      generated: options.maxGeneratedBoards ?? MAX_GENERATED_BOARDS,
      editor: options.maxEditorBoards ?? MAX_EDITOR_BOARDS,
    };
    this.#verify = { editorLevel: options.editorLevel };
    // Runs are stored under their rank, "0" to "99".
    if (!Number.isInteger(this.#size) || this.#size < 1 || this.#size > 100) {
      throw new RangeError(`size must be an integer from 1 to 100, got ${this.#size}`);
    }
    for (const [name, count] of [
      ['maxGeneratedBoards', this.#slotCounts.generated],
      ['maxEditorBoards', this.#slotCounts.editor],
    ] as const) {
      if (!Number.isInteger(count) || count < 1) {
        throw new RangeError(`${name} must be a positive integer, got ${count}`);
      }
    }
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
    const document = this.#documentFor(key, poolOf(entry.replay.level));
    const saved = this.#store.writeEntries(
      document.name,
      new Map(next.map((e, i) => [String(i), e])),
    );
    if (!saved) return { status: 'not-saved', rank };
    this.#boards.set(key, next);
    if (document.pool !== null) this.#claimSlot(document.pool, document.slot, key, next);
    return { status: 'entered', rank };
  }

  #board(key: string): readonly LeaderboardEntry[] {
    const cached = this.#boards.get(key);
    if (cached !== undefined) return cached;
    const pool = key.startsWith('seed:') ? 'generated' : key.startsWith('hash:') ? 'editor' : null;
    const slot = pool === null ? null : this.#slotsRead(pool).findIndex((s) => s.key === key);
    const board = slot === -1 ? [] : this.#read(this.#documentName(key, pool, slot), key);
    this.#boards.set(key, board);
    return board;
  }

  #read(name: string, key: string): readonly LeaderboardEntry[] {
    const entry = v.pipe(
      storedEntry,
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const stored = dataset.value;
        const checked = verifiedRun(stored.replay, this.#verify);
        const matches =
          typeof checked !== 'string' &&
          levelKey(checked.replay.level) === key &&
          checked.ticks === stored.ticks &&
          checked.gems === stored.gems &&
          checked.name === stored.name &&
          checked.date === stored.date;
        if (typeof checked === 'string' || !matches) {
          addIssue({
            message: typeof checked === 'string' ? checked : 'does not match its replay',
          });
          return NEVER;
        }
        return checked;
      }),
    );
    const stored = this.#store.readEntries(name, (k) => (RANK_KEY.test(k) ? entry : undefined));
    return rankBoard(stored.values(), this.#size);
  }

  #documentName(key: string, pool: Pool | null, slot: number | null): string {
    return pool === null || slot === null ? `leaderboard:${key}` : `leaderboard:${pool}:${slot}`;
  }

  /** Where a board is written: its own document, or a slot of its pool. */
  #documentFor(
    key: string,
    pool: Pool | null,
  ): { name: string; pool: null; slot: null } | { name: string; pool: Pool; slot: number } {
    if (pool === null) return { name: this.#documentName(key, null, null), pool, slot: null };
    const slots = this.#slotsRead(pool);
    let slot = slots.findIndex((s) => s.key === key);
    if (slot < 0) slot = slots.findIndex((s) => s.key === null);
    if (slot < 0) slot = this.#stalestSlot(slots);
    return { name: this.#documentName(key, pool, slot), pool, slot };
  }

  /** The slot whose board's latest run is oldest. */
  #stalestSlot(slots: readonly Slot[]): number {
    let stalest = 0;
    slots.forEach((slot, i) => {
      if (slot.latest < (slots[stalest]?.latest ?? -Infinity)) stalest = i;
    });
    return stalest;
  }

  #claimSlot(pool: Pool, index: number, key: string, board: readonly LeaderboardEntry[]): void {
    const slots = this.#slotsRead(pool);
    const evicted = slots[index]?.key;
    if (evicted !== undefined && evicted !== null && evicted !== key) this.#boards.delete(evicted);
    slots[index] = { key, latest: latestRun(board) };
  }

  /**
   * Which board each slot of a pool holds, from the level of its runs, and when its latest run
   * was. Runs are only decoded here; they are re-verified when the board itself is read.
   */
  #slotsRead(pool: Pool): Slot[] {
    const known = this.#slots.get(pool);
    if (known !== undefined) return known;
    const decoded = v.pipe(
      storedEntry,
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        try {
          return decodeReplay(dataset.value.replay);
        } catch (error) {
          addIssue({ message: error instanceof Error ? error.message : 'invalid replay' });
          return NEVER;
        }
      }),
    );
    const slots: Slot[] = [];
    for (let slot = 0; slot < this.#slotCounts[pool]; slot++) {
      const runs = [
        ...this.#store
          .readEntries(this.#documentName('', pool, slot), (k) =>
            RANK_KEY.test(k) ? decoded : undefined,
          )
          .values(),
      ];
      const key = runs[0] === undefined ? null : levelKey(runs[0].level);
      const taken = key !== null && slots.some((s) => s.key === key);
      slots.push({
        key: taken ? null : key,
        latest: Math.max(...runs.map((replay) => Date.parse(replay.recordedAt)), -Infinity),
      });
    }
    this.#slots.set(pool, slots);
    return slots;
  }
}

/** The slot pool of a level's board; null for a built-in level, whose board has its own document. */
function poolOf(ref: LevelRef): Pool | null {
  if (isGeneratedRef(ref)) return 'generated';
  return isHashRef(ref) ? 'editor' : null;
}

/** Time of a board's latest run, in ms since 1970. */
function latestRun(board: readonly LeaderboardEntry[]): number {
  return Math.max(...board.map((e) => Date.parse(e.date)), -Infinity);
}
