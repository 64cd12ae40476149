import * as v from 'valibot';
import { MAX_TIME_LIMIT_TICKS, type Level } from '../sim';
import type { LocalStore } from './local-store';

/** What the player has achieved on one level. */
export interface LevelRecord {
  /** The lowest final time (ticks, gems already taken off) of a won run. */
  readonly bestTicks: number;
}

/** Won levels by level id; a level with a record has been won at least once. */
export type Progress = ReadonlyMap<string, LevelRecord>;

const DOCUMENT = 'progress';
/** Level ids are kebab-case, as in a URL (`?level=<id>`); daily ids carry their date. */
const LEVEL_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_ID_LENGTH = 64;

const record = v.strictObject({
  bestTicks: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_TIME_LIMIT_TICKS)),
});

function isLevelId(key: string): boolean {
  return key.length <= MAX_ID_LENGTH && LEVEL_ID.test(key);
}

/** Loads progress; each level's record is checked on its own, so damage costs only that level. */
export function loadProgress(store: LocalStore): Progress {
  return store.readEntries(DOCUMENT, (key) => (isLevelId(key) ? record : undefined));
}

/** Saves progress; false when storage refused (the store has told the player why). */
export function saveProgress(store: LocalStore, progress: Progress): boolean {
  return store.writeEntries(DOCUMENT, progress);
}

/** The outcome of recording a win. */
export interface WinRecord {
  readonly progress: Progress;
  /** The best time before this run, or null on the first win. */
  readonly previousBestTicks: number | null;
  /** True when this run beat the previous best (or was the first win). */
  readonly newBest: boolean;
}

/** Progress with a won run of `levelId` in `finalTimeTicks` added; pure. */
export function recordWin(progress: Progress, levelId: string, finalTimeTicks: number): WinRecord {
  if (!isLevelId(levelId)) throw new RangeError(`not a level id: '${levelId}'`);
  if (!Number.isInteger(finalTimeTicks) || finalTimeTicks < 0) {
    throw new RangeError(
      `final time must be a whole number of ticks, got ${String(finalTimeTicks)}`,
    );
  }
  const previousBestTicks = progress.get(levelId)?.bestTicks ?? null;
  const newBest = previousBestTicks === null || finalTimeTicks < previousBestTicks;
  if (!newBest) return { progress, previousBestTicks, newBest };
  const next = new Map(progress);
  next.set(levelId, { bestTicks: finalTimeTicks });
  return { progress: next, previousBestTicks, newBest };
}

/** True when the level at `index` of `levels` may be played: the first always, any other once the one before it is won. */
export function isUnlocked(levels: readonly Level[], progress: Progress, index: number): boolean {
  if (index === 0) return levels.length > 0;
  const before = levels[index - 1];
  return before !== undefined && index < levels.length && progress.has(before.id);
}
