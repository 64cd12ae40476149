import * as v from 'valibot';
import {
  decodeReplay,
  encodeReplay,
  isGeneratedRef,
  isHashRef,
  levelKey,
  ReplayError,
  verifyReplay,
  type LevelRef,
} from '../replay';
import type { Level } from '../sim';
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
 * The verified local leaderboard: per built-in level and per generated level, the fastest won
 * runs with their replays. A run enters only once its replay re-verifies as won in the simulation,
 * and the time stored is the one the simulation gives. Every stored run is decoded and re-verified
 * when its board is first read, so edited storage cannot forge a time: runs that fail are dropped
 * and the raw text is backed up by the store, while the valid ones are kept.
 */
export class Leaderboard {
  readonly #store: LocalStore;
  readonly #size: number;
  readonly #maxGenerated: number;
  readonly #boards = new Map<string, readonly LeaderboardEntry[]>();
  /** What each generated-board slot holds, read once. */
  #slots: Slot[] | null = null;
  /** Editor levels met this session, by content hash: their runs verify on them. */
  readonly #editorLevels = new Map<string, Level>();

  constructor(options: LeaderboardOptions) {
    this.#store = options.store;
    this.#size = options.size ?? LEADERBOARD_SIZE;
    this.#maxGenerated = options.maxGeneratedBoards ?? MAX_GENERATED_BOARDS;
    // Runs are stored under their rank, "0" to "99".
    if (!Number.isInteger(this.#size) || this.#size < 1 || this.#size > 100) {
      throw new RangeError(`size must be an integer from 1 to 100, got ${this.#size}`);
    }
    if (!Number.isInteger(this.#maxGenerated) || this.#maxGenerated < 1) {
      throw new RangeError(
        `maxGeneratedBoards must be a positive integer, got ${this.#maxGenerated}`,
      );
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
   * Makes an editor level known (a level link's, after its proof verified), so runs recorded with
   * its `{ hash }` reference can be verified, entered and read back. Its board is read only after.
   */
  knowEditorLevel(hash: string, level: Level): void {
    this.#editorLevels.set(hash, level);
  }

  /**
   * Offers a run: a replay as text, parsed JSON or a Replay. It is decoded and re-verified first;
   * anything that fails is refused with a reason and leaves storage untouched.
   */
  submitRun(input: unknown): SubmitResult {
    const entry = this.#verified(input);
    if (typeof entry === 'string') return { status: 'refused', reason: entry };
    const key = levelKey(entry.replay.level);
    const board = this.#board(key);
    const text = encodeReplay(entry.replay);
    const same = board.findIndex((e) => encodeReplay(e.replay) === text);
    if (same >= 0) return { status: 'duplicate', rank: same + 1 };
    const { board: next, rank } = rankRun(board, entry, this.#size);
    if (rank === 0) return { status: 'not-ranked' };
    const document = this.#documentFor(key, isGeneratedRef(entry.replay.level));
    const saved = this.#store.writeEntries(
      document.name,
      new Map(next.map((e, i) => [String(i), e])),
    );
    if (!saved) return { status: 'not-saved', rank };
    this.#boards.set(key, next);
    if (document.slot !== null) this.#claimSlot(document.slot, key, next);
    return { status: 'entered', rank };
  }

  /** verifiedRun, and for an editor level's run, the same checks on the level made known. */
  #verified(input: unknown): RankedRun | string {
    let replay;
    try {
      replay = decodeReplay(input);
    } catch (error) {
      if (error instanceof ReplayError) return `the replay is invalid: ${error.message}`;
      throw error;
    }
    if (!isHashRef(replay.level)) return verifiedRun(replay);
    const level = this.#editorLevels.get(replay.level.hash);
    if (level === undefined) return 'the replay is of an editor level that is not open';
    const verdict = verifyReplay(replay, { level });
    if (!verdict.ok)
      return `the replay does not verify: it diverges by tick ${String(verdict.firstMismatchTick)}`;
    if (verdict.outcome !== 'won')
      return `only won runs enter, and this run was ${verdict.outcome}`;
    const { player: name, recordedAt: date } = replay;
    return { name, ticks: verdict.finalTimeTicks, gems: verdict.gems, date, replay };
  }

  #board(key: string): readonly LeaderboardEntry[] {
    const cached = this.#boards.get(key);
    if (cached !== undefined) return cached;
    const slot = key.startsWith('seed:') ? this.#slotsRead().findIndex((s) => s.key === key) : null;
    const board = slot === -1 ? [] : this.#read(this.#documentName(key, slot), key);
    this.#boards.set(key, board);
    return board;
  }

  #read(name: string, key: string): readonly LeaderboardEntry[] {
    const entry = v.pipe(
      storedEntry,
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const stored = dataset.value;
        const checked = this.#verified(stored.replay);
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

  #documentName(key: string, slot: number | null): string {
    return slot === null ? `leaderboard:${key}` : `leaderboard:generated:${slot}`;
  }

  /** Where a board is written: its own document, or a generated-board slot. */
  #documentFor(key: string, generated: boolean): { name: string; slot: number | null } {
    if (!generated) return { name: this.#documentName(key, null), slot: null };
    const slots = this.#slotsRead();
    let slot = slots.findIndex((s) => s.key === key);
    if (slot < 0) slot = slots.findIndex((s) => s.key === null);
    if (slot < 0) slot = this.#stalestSlot(slots);
    return { name: this.#documentName(key, slot), slot };
  }

  /** The slot whose board's latest run is oldest. */
  #stalestSlot(slots: readonly Slot[]): number {
    let stalest = 0;
    slots.forEach((slot, i) => {
      if (slot.latest < (slots[stalest]?.latest ?? -Infinity)) stalest = i;
    });
    return stalest;
  }

  #claimSlot(index: number, key: string, board: readonly LeaderboardEntry[]): void {
    const slots = this.#slotsRead();
    const evicted = slots[index]?.key;
    if (evicted !== undefined && evicted !== null && evicted !== key) this.#boards.delete(evicted);
    slots[index] = { key, latest: latestRun(board) };
  }

  /**
   * Which board each generated slot holds, from the level of its runs, and when its latest run
   * was. Runs are only decoded here; they are re-verified when the board itself is read.
   */
  #slotsRead(): Slot[] {
    if (this.#slots !== null) return this.#slots;
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
    for (let slot = 0; slot < this.#maxGenerated; slot++) {
      const runs = [
        ...this.#store
          .readEntries(this.#documentName('', slot), (k) =>
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
    this.#slots = slots;
    return slots;
  }
}

/** Time of a board's latest run, in ms since 1970. */
function latestRun(board: readonly LeaderboardEntry[]): number {
  return Math.max(...board.map((e) => Date.parse(e.date)), -Infinity);
}
