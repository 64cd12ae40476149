import type { Split, SplitEvent } from '../../replay/split-events';
import { GEM_BONUS_TICKS } from '../../sim';
import type { BestSegments } from '../../storage/best-segments';
import { segmentsOf } from './split-compare';

/** What a finished run did to the best segments of its level. */
export interface SegmentsMerge {
  /** The record after the run (null: still none). */
  readonly record: BestSegments | null;
  /** One per split of the run: true where its segment beat the best kept before it. */
  readonly gold: readonly boolean[];
  /** True when the record changed and should be saved. */
  readonly changed: boolean;
}

/** A route's final time: raw ticks less one second per gem along it. */
function finalTime(route: readonly SplitEvent[], ticks: number): number {
  return Math.max(0, ticks - GEM_BONUS_TICKS * route.filter((event) => event === 'gem').length);
}

/** How many events two routes share from the start. */
function sharedPrefix(a: readonly SplitEvent[], b: readonly SplitEvent[]): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * The best segments after a run (the sum-of-best comparison's rules). The first won run lays
 * down the route. After that every run, won or lost, improves the segments it shares with the
 * route from the start (a segment ends at an event: where routes part, the rest is another
 * race), and those it beat are gold. A won run along another route takes the route over when
 * its final time beats the route's fastest finish; the segments the two share keep their best.
 */
export function mergeBestSegments(
  record: BestSegments | null,
  run: readonly Split[],
  won: boolean,
  stamp: number,
): SegmentsMerge {
  const segments = segmentsOf(run);
  const events = run.map((split) => split.event);
  const exit = run.at(-1)?.tick ?? 0;
  if (record === null) {
    const gold = run.map(() => false);
    if (!won || run.length === 0) return { record: null, gold, changed: false };
    return { record: { route: events, best: segments, finish: exit, stamp }, gold, changed: true };
  }
  const shared = sharedPrefix(record.route, events);
  const gold = run.map((_, i) => i < shared && (segments[i] ?? 0) < (record.best[i] ?? 0));
  const best = record.best.map((ticks, i) =>
    i < shared ? Math.min(ticks, segments[i] ?? 0) : ticks,
  );
  const sameRoute = shared === events.length && shared === record.route.length;
  let next: BestSegments = { ...record, best, stamp };
  if (won && sameRoute && exit < record.finish) next = { ...next, finish: exit };
  else if (won && !sameRoute && finalTime(events, exit) < finalTime(record.route, record.finish)) {
    next = {
      route: events,
      best: [...best.slice(0, shared), ...segments.slice(shared)],
      finish: exit,
      stamp,
    };
  }
  const changed =
    gold.includes(true) || next.finish !== record.finish || next.route !== record.route;
  return { record: changed ? next : record, gold, changed };
}
