import * as v from 'valibot';
import type { LocalStore } from './local-store';

/** Global boards kept for reading offline: the ones seen last. */
export const MAX_SEEN_BOARDS = 30;
/** Rows kept of each (the game shows the fastest ten). */
export const MAX_SEEN_ROWS = 10;

/** One row of a global board as it was seen. */
export interface SeenRow {
  readonly rank: number;
  readonly player: string;
  readonly timeTicks: number;
  readonly gems: number;
  readonly recordedAt: string;
  readonly replayHash: string;
}

/** A global board as the game last saw it, and when (the page's clock, ms since 1970 UTC). */
export interface SeenBoard {
  readonly levelKey: string;
  readonly seenAtMs: number;
  readonly rows: readonly SeenRow[];
}

const whole = v.pipe(v.number(), v.integer(), v.minValue(0));
const rowSchema = v.strictObject({
  rank: whole,
  player: v.pipe(v.string(), v.maxLength(64)),
  timeTicks: whole,
  gems: whole,
  recordedAt: v.pipe(v.string(), v.maxLength(64)),
  replayHash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});
const boardSchema = v.strictObject({
  levelKey: v.pipe(v.string(), v.minLength(1), v.maxLength(1024)),
  seenAtMs: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  rows: v.pipe(v.array(rowSchema), v.maxLength(MAX_SEEN_ROWS)),
});
const seenSchema = v.pipe(v.array(boardSchema), v.maxLength(MAX_SEEN_BOARDS));

const DOCUMENT = 'global-boards-seen';

/**
 * The global boards last seen, newest last, in local storage under the store's versioned
 * envelope; a document that does not validate is backed up and read as empty.
 */
export function loadSeenBoards(store: LocalStore): SeenBoard[] {
  return store.read(DOCUMENT, seenSchema, []);
}

/** Saves the boards seen, keeping the newest MAX_SEEN_BOARDS; false when storage refused. */
export function saveSeenBoards(store: LocalStore, boards: readonly SeenBoard[]): boolean {
  return store.write(DOCUMENT, boards.slice(-MAX_SEEN_BOARDS));
}
