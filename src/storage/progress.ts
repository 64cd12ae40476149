import * as v from 'valibot';
import { MAX_TIME_LIMIT_TICKS } from '../sim';
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

/** True when `key` is a level id a progress document can hold: kebab-case, at most 64 characters. */
export function isLevelId(key: string): boolean {
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
