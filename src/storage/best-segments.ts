import * as v from 'valibot';
import { MAX_REPLAY_TICKS } from '../replay/format';
import { SPLIT_EVENTS, type SplitEvent } from '../replay/split-events';
import type { LocalStore } from './local-store';

/**
 * The player's best segment times on one level, along one route: what the "sum of best"
 * comparison is made of. The rules that fill it in are the app's (src/app/splits).
 */
export interface BestSegments {
  /** The events of the route, in order (see src/replay/splits.ts). */
  readonly route: readonly SplitEvent[];
  /** The fewest ticks ever taken for each segment: from the event before (or the start). */
  readonly best: readonly number[];
  /** Raw ticks of the fastest won run along this route. */
  readonly finish: number;
  /** When it last changed, counted across levels: the oldest is dropped when all slots are used. */
  readonly stamp: number;
}

/** Levels whose best segments are kept; a new one replaces the one changed longest ago. */
export const BEST_SEGMENT_LEVELS = 64;
/** Most events on one route: far more than a level's keys, doors and gems can give a run. */
export const MAX_ROUTE_EVENTS = 2000;
/** Longest level key kept (`levelKey`: a built-in id, a seed and its options, or a hash). */
const MAX_KEY_LENGTH = 256;

const DOCUMENT = 'best-segments';

const ticks = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_REPLAY_TICKS));

const record: v.GenericSchema<unknown, BestSegments> = v.pipe(
  v.strictObject({
    route: v.pipe(v.array(v.picklist(SPLIT_EVENTS)), v.maxLength(MAX_ROUTE_EVENTS)),
    best: v.pipe(v.array(ticks), v.maxLength(MAX_ROUTE_EVENTS)),
    finish: ticks,
    stamp: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  v.check((r) => r.route.length === r.best.length, 'route and best differ in length'),
);

/** Best segments by level key (`levelKey`), each checked on its own. */
export function loadBestSegments(store: LocalStore): Map<string, BestSegments> {
  return store.readEntries(DOCUMENT, (key) => (key.length <= MAX_KEY_LENGTH ? record : undefined));
}

/**
 * Saves the records, keeping the BEST_SEGMENT_LEVELS most recently changed; false when storage
 * refused (the store has told the player why, and the stored ones are as they were).
 */
export function saveBestSegments(
  store: LocalStore,
  records: ReadonlyMap<string, BestSegments>,
): boolean {
  const kept = [...records].sort(([, a], [, b]) => b.stamp - a.stamp).slice(0, BEST_SEGMENT_LEVELS);
  return store.writeEntries(DOCUMENT, new Map(kept));
}
