import * as v from 'valibot';
import { decodeReplay } from '../replay/codec';
import { isGeneratedRef, isHashRef } from '../replay/format';
import { levelKey, parseLevelKey } from '../replay/level-ref';
import type { LocalStore } from './local-store';

/**
 * Boards kept for generated levels (the daily labyrinth among them): a month of dailies. When a
 * new one is needed, the board whose latest run is oldest makes way, so storage stays bounded.
 */
export const MAX_GENERATED_BOARDS = 30;
/** Boards kept for levels made in the editor, in slots of their own, made way for likewise. */
export const MAX_EDITOR_BOARDS = 30;

/** One run as a board document keeps it; its replay is the caller's to check. */
export interface StoredRun {
  readonly name: string;
  readonly ticks: number;
  readonly gems: number;
  /** When the run was recorded, ISO 8601. */
  readonly date: string;
  readonly replay: unknown;
}

/** Where local boards are kept, and how many of each pool. */
export interface BoardStoreOptions {
  readonly store: LocalStore;
  /** Generated-level boards kept (default MAX_GENERATED_BOARDS). */
  readonly maxGeneratedBoards?: number;
  /** Editor-level boards kept (default MAX_EDITOR_BOARDS). */
  readonly maxEditorBoards?: number;
}

/** What became of writing a board: not saved, or saved with the board that made way for it (if any). */
export type BoardWrite =
  { readonly saved: false } | { readonly saved: true; readonly evicted: string | null };

/** Which slot pool a board lives in: generated levels, or levels made in the editor. */
type Pool = 'generated' | 'editor';

/** A slot: the board it holds (null when free) and when its latest run was. */
interface Slot {
  key: string | null;
  latest: number;
}

const RANK_KEY = /^(0|[1-9][0-9]?)$/;

const storedRun = v.strictObject({
  name: v.string(),
  ticks: v.number(),
  gems: v.number(),
  date: v.string(),
  replay: v.unknown(),
});

/**
 * The local boards' documents, by level key (`level:…`, `seed:…`, `hash:…`). A built-in level's
 * board has a document of its own, `leaderboard:<key>`; generated and editor levels' boards live
 * in a fixed number of slots per pool, `leaderboard:<pool>:<slot>`, so storage stays bounded.
 * Runs are stored under their rank, "0" to "99". What a run is worth (its replay verified, its
 * rank) is the caller's: this keeps documents only.
 */
export class BoardStore {
  readonly #store: LocalStore;
  readonly #slotCounts: Readonly<Record<Pool, number>>;
  /** What each slot of each pool holds, read once. */
  readonly #slots = new Map<Pool, Slot[]>();

  constructor(options: BoardStoreOptions) {
    this.#store = options.store;
    this.#slotCounts = {
      generated: options.maxGeneratedBoards ?? MAX_GENERATED_BOARDS,
      editor: options.maxEditorBoards ?? MAX_EDITOR_BOARDS,
    };
    for (const [name, count] of [
      ['maxGeneratedBoards', this.#slotCounts.generated],
      ['maxEditorBoards', this.#slotCounts.editor],
    ] as const) {
      if (!Number.isInteger(count) || count < 1) {
        throw new RangeError(`${name} must be a positive integer, got ${count}`);
      }
    }
  }

  /**
   * The runs stored for a board, each turned by `check` into what the caller keeps (an object), or
   * the reason it is refused. A run that is refused or not a run is dropped, and the document's text is
   * backed up by the store; the others are kept. Empty when no document holds the board.
   */
  read<T extends object>(key: string, check: (run: StoredRun) => T | string): T[] {
    const pool = poolOfKey(key);
    const slot = pool === null ? null : this.#slotsRead(pool).findIndex((s) => s.key === key);
    if (slot === -1) return [];
    const checked = v.pipe(
      storedRun,
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const kept = check(dataset.value);
        if (typeof kept !== 'string') return kept;
        addIssue({ message: kept });
        return NEVER;
      }),
    );
    const name = documentName(key, pool, slot);
    return [
      ...this.#store.readEntries(name, (k) => (RANK_KEY.test(k) ? checked : undefined)).values(),
    ];
  }

  /**
   * Writes a board's runs, fastest first, over what it held. A generated or editor board takes its
   * own slot, else a free one, else the one whose latest run is oldest: that board is evicted.
   * Nothing changes when storage refuses (the store has told the player why).
   */
  write(key: string, runs: readonly StoredRun[]): BoardWrite {
    const pool = poolOfKey(key);
    const slot = pool === null ? null : this.#slotFor(pool, key);
    const saved = this.#store.writeEntries(
      documentName(key, pool, slot),
      new Map(runs.map((run, i) => [String(i), run])),
    );
    if (!saved) return { saved: false };
    if (pool === null || slot === null) return { saved: true, evicted: null };
    const slots = this.#slotsRead(pool);
    const before = slots[slot]?.key ?? null;
    slots[slot] = { key, latest: latestRun(runs) };
    return { saved: true, evicted: before !== null && before !== key ? before : null };
  }

  /** The slot a board is written to: its own, else a free one, else the stalest. */
  #slotFor(pool: Pool, key: string): number {
    const slots = this.#slotsRead(pool);
    let slot = slots.findIndex((s) => s.key === key);
    if (slot < 0) slot = slots.findIndex((s) => s.key === null);
    if (slot < 0) slot = stalestSlot(slots);
    return slot;
  }

  /**
   * Which board each slot of a pool holds, from the level of its runs, and when its latest run
   * was. Runs are only decoded here; the caller checks them when the board itself is read.
   */
  #slotsRead(pool: Pool): Slot[] {
    const known = this.#slots.get(pool);
    if (known !== undefined) return known;
    const decoded = v.pipe(
      storedRun,
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
          .readEntries(documentName('', pool, slot), (k) =>
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

/** The slot pool of a board; null for a built-in level, whose board has its own document. */
function poolOfKey(key: string): Pool | null {
  const ref = parseLevelKey(key);
  if (ref === undefined) return null;
  if (isGeneratedRef(ref)) return 'generated';
  return isHashRef(ref) ? 'editor' : null;
}

function documentName(key: string, pool: Pool | null, slot: number | null): string {
  return pool === null || slot === null ? `leaderboard:${key}` : `leaderboard:${pool}:${slot}`;
}

/** The slot whose board's latest run is oldest. */
function stalestSlot(slots: readonly Slot[]): number {
  let stalest = 0;
  slots.forEach((slot, i) => {
    if (slot.latest < (slots[stalest]?.latest ?? -Infinity)) stalest = i;
  });
  return stalest;
}

/** Time of a board's latest run, in ms since 1970. */
function latestRun(runs: readonly StoredRun[]): number {
  return Math.max(...runs.map((run) => Date.parse(run.date)), -Infinity);
}
