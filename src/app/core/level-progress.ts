import type { Level } from '../../sim';
import { isLevelId, type Progress } from '../../storage/progress';

/** The outcome of recording a win. */
export interface WinRecord {
  readonly progress: Progress;
  /** The best time before this run, or null on the first win. */
  readonly previousBestTicks: number | null;
  /** True when this run beat the previous best (or was the first win). */
  readonly newBest: boolean;
}

/**
 * Progress with a won run of `levelId` in `finalTimeTicks` added: the lowest final time is kept.
 * Pure; an id or time that progress could not be stored with is a RangeError.
 */
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

/** The level Play starts: the first not yet won, or the last once all are. */
export function nextToPlay(levels: readonly Level[], progress: Progress): Level | undefined {
  return levels.find((level) => !progress.has(level.id)) ?? levels.at(-1);
}
