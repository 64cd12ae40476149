import * as v from 'valibot';
import { MAX_REPLAY_CHARS } from '../replay/format';
import type { LevelDocument } from '../replay/level-link/level-document';
import { levelDocumentSchema } from '../replay/level-link/level-link-schema';
import type { LocalStore } from './local-store';

/**
 * Most won runs kept waiting for the global leaderboard. A player offline for a week wins
 * perhaps dozens of runs; the oldest beyond this are dropped (their tokens would expire anyway).
 */
export const MAX_OUTBOX_RUNS = 20;
/** Longest start token kept (the service's own limit). */
export const MAX_OUTBOX_TOKEN = 512;

/** A won run waiting to be posted: the start token it was played under and its replay's text. */
export interface OutboxRun {
  readonly token: string;
  /** The replay's canonical JSON text, as posted. */
  readonly replay: string;
  /** The board it goes to (a level key), for saying where it ranked. */
  readonly levelKey: string;
  /** When it was put in the outbox, ISO 8601 (the page's clock). */
  readonly queuedAt: string;
  /** The level document of a level made in the editor, posted with the run. */
  readonly levelDocument?: LevelDocument;
  /**
   * The simulation version the run was recorded under (its replay's `simVersion`). Entries
   * written before the outbox kept it leave it out: their replay's text says it.
   */
  readonly simVersion?: number;
  /**
   * The player key the run was played under, posted with it even when this browser's key changed
   * since (absent for runs queued before keys were kept).
   */
  readonly key?: string;
}

const runSchema = v.strictObject({
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_OUTBOX_TOKEN)),
  replay: v.pipe(v.string(), v.minLength(2), v.maxLength(MAX_REPLAY_CHARS)),
  levelKey: v.pipe(v.string(), v.minLength(1), v.maxLength(1024)),
  queuedAt: v.pipe(v.string(), v.isoTimestamp()),
  levelDocument: v.optional(levelDocumentSchema),
  simVersion: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  key: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/))),
});
const outboxSchema = v.pipe(v.array(runSchema), v.maxLength(MAX_OUTBOX_RUNS));

const DOCUMENT = 'global-outbox';

/**
 * The outbox of won runs not yet accepted by the leaderboard service, in local storage under the
 * store's versioned envelope. A document that does not validate is backed up and read as empty.
 */
export function loadOutbox(store: LocalStore): OutboxRun[] {
  return store.read(DOCUMENT, outboxSchema, []);
}

/**
 * Saves the outbox, keeping the newest MAX_OUTBOX_RUNS; false when storage refused (full, or
 * unavailable), in which case the runs still wait in memory for this session.
 */
export function saveOutbox(store: LocalStore, runs: readonly OutboxRun[]): boolean {
  return store.write(DOCUMENT, runs.slice(-MAX_OUTBOX_RUNS));
}
