import * as v from 'valibot';
import { decodeReplay } from './codec';
import { isHashRef } from './format';
import { levelFromDocument } from './level-link/level-document';
import { decodeLevelDocument } from './level-link/level-link-schema';
import type { Level } from '../sim';
import { levelKey } from './level-ref';
import { ReplayError } from './replay-error';
import { verifyReplay } from './verify-replay';
import { cupEntriesSchema, verifyCup, type CupVerdict } from './cup-entries';

/**
 * An event's entries file: every entry's replay in one JSON document, from which anyone can
 * re-compute the event's standings (`npm run verify -- --event <file>`). The service writes it;
 * its `format` and `version` say how to read it.
 */
export const EVENT_ENTRIES_FORMAT = 'mythic-maze-event-entries';
/** The version of the entries file this code writes and reads. */
export const EVENT_ENTRIES_VERSION = 1;

/**
 * How an event is played: a player's best run in the window, one attempt each, or a cup (a
 * time-trial qualifier, then knockout rounds of race rooms: ./cup-rounds.ts).
 */
export const EVENT_FORMATS = ['time-trial', 'one-shot', 'cup'] as const;
/** An event's format. */
export type EventFormat = (typeof EVENT_FORMATS)[number];

const entrySchema = v.strictObject({
  runId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  /** The entering key's player: a player's entries count together whatever their name. */
  playerId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  player: v.string(),
  /** When the service received the run (ISO 8601): ties rank by it. */
  receivedAt: v.pipe(v.string(), v.isoTimestamp()),
  /** The run's canonical replay text, as stored. */
  replay: v.string(),
});

/** The entries file, as the service writes it. */
export const eventEntriesSchema = v.strictObject({
  format: v.literal(EVENT_ENTRIES_FORMAT),
  version: v.literal(EVENT_ENTRIES_VERSION),
  event: v.strictObject({
    id: v.string(),
    name: v.string(),
    levelKey: v.string(),
    format: v.picklist(EVENT_FORMATS),
    startsAt: v.string(),
    endsAt: v.string(),
    simVersion: v.number(),
  }),
  /** The canonical level document of an editor level's event (its runs are played on it). */
  levelDocument: v.optional(v.string()),
  entries: v.array(entrySchema),
  /** A cup's rounds and rooms, each racer's counting run's replay (a cup's entries: its qualifier). */
  cup: v.optional(cupEntriesSchema),
});
/** An event's entries file. */
export type EventEntries = v.InferOutput<typeof eventEntriesSchema>;

/** One entry as standings read it: its final time when won, else null (it does not place). */
export interface EventEntryTime {
  readonly runId: string;
  readonly playerId: string;
  readonly player: string;
  readonly timeTicks: number | null;
  readonly receivedAt: string;
}

/** One place of an event's standings. */
export interface EventPlace {
  readonly rank: number;
  readonly player: string;
  readonly runId: string;
  readonly timeTicks: number;
}

/** Final time, then the earlier received, then the run id: the boards' order, total. */
function byBoardOrder(a: EventEntryTime & { timeTicks: number }, b: typeof a): number {
  return (
    a.timeTicks - b.timeTicks ||
    Date.parse(a.receivedAt) - Date.parse(b.receivedAt) ||
    (a.runId < b.runId ? -1 : a.runId > b.runId ? 1 : 0)
  );
}

/**
 * An event's standings from its entries: each player's best won entry once (a one-shot player
 * has one entry), in the boards' order. The service and `verify --event` both compute them here,
 * the service from its stored times, verify from times it re-simulated.
 */
export function eventStandings(entries: Iterable<EventEntryTime>): EventPlace[] {
  const best = new Map<string, EventEntryTime & { timeTicks: number }>();
  for (const entry of entries) {
    if (entry.timeTicks === null) continue;
    const won = { ...entry, timeTicks: entry.timeTicks };
    const held = best.get(entry.playerId);
    if (held === undefined || byBoardOrder(won, held) < 0) best.set(entry.playerId, won);
  }
  return [...best.values()].sort(byBoardOrder).map((entry, index) => ({
    rank: index + 1,
    player: entry.player,
    runId: entry.runId,
    timeTicks: entry.timeTicks,
  }));
}

/** An entry that does not hold: its run id and what is wrong with it. */
export interface RefusedEntry {
  readonly runId: string;
  readonly problem: string;
}

/** What re-verifying an entries file found: the standings, and every entry that does not hold. */
export interface EventVerdict {
  readonly standings: EventPlace[];
  readonly refused: RefusedEntry[];
  /** A cup's rooms recomputed from their replays, and what does not hold in them. */
  readonly cup?: CupVerdict;
}

/** The level of the file's level document, or what is wrong with it. */
function levelOf(document: string): Level | string {
  try {
    return levelFromDocument(decodeLevelDocument(JSON.parse(document)));
  } catch (error) {
    return `needs a playable levelDocument: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** An entry's final time by re-simulation (null when not won), or what is wrong with it. */
function entryTime(
  entry: Pick<EventEntries['entries'][number], 'replay' | 'player'>,
  file: EventEntries,
): number | null | string {
  try {
    const replay = decodeReplay(entry.replay);
    const key = levelKey(replay.level);
    if (key !== file.event.levelKey) return `is a run of ${key}, not of ${file.event.levelKey}`;
    if (replay.player !== entry.player) return `is played by ${replay.player}, not ${entry.player}`;
    if (replay.practice !== undefined) return 'is a practice run';
    const document = isHashRef(replay.level) ? file.levelDocument : undefined;
    if (isHashRef(replay.level) && document === undefined) return 'needs the levelDocument';
    const level = document === undefined ? undefined : levelOf(document);
    if (typeof level === 'string') return level;
    const verdict = verifyReplay(replay, level === undefined ? {} : { level });
    if (!verdict.ok) {
      return `does not verify: it diverges by tick ${String(verdict.firstMismatchTick)}`;
    }
    return verdict.outcome === 'won' ? verdict.finalTimeTicks : null;
  } catch (error) {
    if (error instanceof ReplayError) return `is not a valid replay: ${error.message}`;
    throw error;
  }
}

/**
 * Re-simulates every entry of an entries file and computes the standings from the times found:
 * an entry whose replay does not verify, is of another level or names another player than its
 * entry is refused, named, and not counted. The file is checked against its format first (a
 * ReplayError naming the field when it does not follow it).
 */
export function verifyEventEntries(input: unknown): EventVerdict {
  const checked = v.safeParse(eventEntriesSchema, input);
  if (!checked.success) {
    const issue = checked.issues[0];
    const path = v.getDotPath(issue) ?? '(document)';
    throw new ReplayError(
      path,
      `does not follow the event entries format: ${issue.message}`,
      'invalid-field',
    );
  }
  const file = checked.output;
  const refused: RefusedEntry[] = [];
  const times: EventEntryTime[] = [];
  for (const entry of file.entries) {
    const time = entryTime(entry, file);
    if (typeof time === 'string') refused.push({ runId: entry.runId, problem: time });
    else times.push({ ...entry, timeTicks: time });
  }
  const standings = eventStandings(times);
  if (file.cup === undefined) return { standings, refused };
  const byRun = new Map(file.entries.map((entry) => [entry.runId, entry.playerId]));
  const places = standings.map((place) => byRun.get(place.runId) ?? '');
  const cup = verifyCup(file.cup, places, (run) => entryTime(run, file));
  return { standings, refused, cup };
}
