import type { Split, SplitEvent } from '../../replay/split-events';

/**
 * How a run's splits stand against a comparison's, event by event in order: the delta at each
 * event is this run's tick minus the comparison's tick there (negative: ahead). Where the two
 * routes part (a different event, or the comparison has none left), deltas stop: `partedAt` is
 * that event's index, or null while they agree.
 */
export interface SplitComparison {
  /** One per event of the run: its delta in ticks, or null from where the routes part on. */
  readonly deltas: readonly (number | null)[];
  readonly partedAt: number | null;
}

/** Compares a run's splits with a comparison's (null: nothing to compare with, no deltas). */
export function compareSplits(
  run: readonly Split[],
  against: readonly Split[] | null,
): SplitComparison {
  if (against === null) return { deltas: run.map(() => null), partedAt: null };
  let partedAt: number | null = null;
  const deltas = run.map((split, i) => {
    const theirs = against[i];
    if (partedAt === null && theirs?.event !== split.event) partedAt = i;
    return partedAt === null && theirs !== undefined ? split.tick - theirs.tick : null;
  });
  return { deltas, partedAt };
}

/** Each split's segment: the ticks since the split before (the first, since the start). */
export function segmentsOf(splits: readonly Split[]): number[] {
  return splits.map((split, i) => split.tick - (splits[i - 1]?.tick ?? 0));
}

/** Splits laid end to end from segments: each tick the sum of the segments up to it. */
export function splitsOfSegments(
  route: readonly SplitEvent[],
  segments: readonly number[],
): Split[] {
  let tick = 0;
  return route.map((event, i) => {
    tick += segments[i] ?? 0;
    return { tick, event };
  });
}
