import * as v from 'valibot';
import { EVENT_FORMATS, eventEntriesSchema } from '../replay';
import { levelKeyText, playerName, timestamp, whole } from './fields';
import { ROOM_ID_PATTERN } from './rooms';
import { DEFAULT_BOARD_LIMIT, MAX_BOARD_LIMIT } from './requests';

/** An event's id: `ev_` and random base64url (any other text: 404). */
export const EVENT_ID_PATTERN = /^ev_[A-Za-z0-9_-]{1,33}$/;

/** Path of the event operations. */
export const eventPath = v.object({
  id: v.pipe(v.string(), v.regex(EVENT_ID_PATTERN), v.description('The id of an event')),
});

/** Where an event stands at the service's time now. */
export const EVENT_STATES = ['next', 'open', 'ended', 'cancelled'] as const;

/** A cup room as the event shows it: its id (join it, watch it), racers, and who is out. */
export const cupRoom = v.object({
  roomId: v.pipe(v.string(), v.regex(ROOM_ID_PATTERN)),
  /** Its racers in seat order: seats are dealt snake-wise from the qualifier's places. */
  racers: v.array(playerName),
  /** The slowest racer, out of the cup: null until the room is over. */
  out: v.nullable(playerName),
});

/**
 * A cup's knockout: its qualifier's end (the standings up to it seed round 1), the racers per
 * room, each round's rooms (the service makes them, their start fixed), and the winner.
 */
export const cupSchema = v.object({
  qualifierEndsAt: timestamp,
  roomSize: whole(2),
  rounds: v.array(
    v.object({
      round: whole(1),
      /** The start of every room of the round (the service's clock). */
      startsAt: timestamp,
      /** `over` once every room of it is: then the next round is made, or the cup decided. */
      state: v.picklist(['next', 'racing', 'over']),
      rooms: v.array(cupRoom),
    }),
  ),
  /** The last racer left (or the only one who qualified); null until then, or if none did. */
  winner: v.nullable(playerName),
  /** True once the cup is decided: no round follows. */
  decided: v.boolean(),
  /** With a key: the room of its player in the last round, null when it has none there. */
  yourRoomId: v.optional(v.nullable(v.pipe(v.string(), v.regex(ROOM_ID_PATTERN)))),
});
/** A cup's knockout as answered. */
export type CupAnswer = v.InferOutput<typeof cupSchema>;

/** An event: a level, a window and a format, pinned to a simulation version. */
export const eventSchema = v.object({
  id: v.string(),
  name: v.string(),
  /** Null before the start when the level is a seed drawn for the event (sealed until then). */
  levelKey: v.nullable(levelKeyText),
  /**
   * `time-trial`: a player's best run counts; `one-shot`: one attempt each; `cup`: a time-trial
   * qualifier, then knockout rounds of race rooms (see `cup`).
   */
  format: v.picklist(EVENT_FORMATS),
  startsAt: timestamp,
  endsAt: timestamp,
  /** Only runs of this simulation version enter. */
  simVersion: whole(1),
  state: v.picklist(EVENT_STATES),
  /** Why an operator cancelled it, when they did. */
  cancelledReason: v.optional(v.string()),
  /** A cup's qualifier and rounds: in the answer of one event (GET /api/events/:id) only. */
  cup: v.optional(cupSchema),
});
/** An event as answered. */
export type EventAnswer = v.InferOutput<typeof eventSchema>;

/** GET /api/events: the events open now, the next to start, and the last ended. */
export const eventsResponse = v.object({
  now: v.array(eventSchema),
  next: v.array(eventSchema),
  past: v.array(eventSchema),
});
/** The answer to GET /api/events. */
export type EventsResponse = v.InferOutput<typeof eventsResponse>;

/** PUT /api/events/:id/registration: the key's player takes part from `registeredAt`. */
export const registrationResponse = v.object({
  eventId: v.string(),
  registeredAt: timestamp,
});
/** The answer to PUT /api/events/:id/registration. */
export type RegistrationResponse = v.InferOutput<typeof registrationResponse>;

/** One player's place in an event's standings. */
export const standingsPlace = v.object({
  rank: whole(1),
  player: v.string(),
  runId: v.string(),
  timeTicks: whole(0),
});

/**
 * The cursor of a standings page: the final time (ticks), receive time (ms) and run id of the
 * last place of the page before, as its `next` gives them: the standings' own order, so a page
 * follows on from its place even when entries come in between two reads.
 */
export const STANDINGS_CURSOR_PATTERN = /^(\d{1,9})\.(\d{1,15})\.([A-Za-z0-9_-]{16})$/;

const limitProblem = `must be a whole number from 1 to ${String(MAX_BOARD_LIMIT)}`;

/** Query of GET /api/events/:id/standings: a page size, and the `next` of the page before. */
export const standingsQuery = v.strictObject(
  {
    limit: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,3}$/, limitProblem),
        v.description(
          `Places on the page: 1 to ${String(MAX_BOARD_LIMIT)} (default ${String(DEFAULT_BOARD_LIMIT)})`,
        ),
        v.transform(Number),
        v.minValue(1, limitProblem),
        v.maxValue(MAX_BOARD_LIMIT, limitProblem),
      ),
    ),
    cursor: v.optional(
      v.pipe(
        v.string(),
        v.regex(STANDINGS_CURSOR_PATTERN, 'is not a cursor of standings: send a `next` as given'),
        v.description('The `next` of the page before (default: from the first place)'),
      ),
    ),
  },
  'takes only limit and cursor',
);
/** The query of GET /api/events/:id/standings. */
export type StandingsQuery = v.InferOutput<typeof standingsQuery>;

/**
 * GET /api/events/:id/standings: a page of the places, `final` once the event has ended, how
 * many places there are, the cursor of the next page (null on the last) and, when a key is
 * sent, that key's own place (null while it has none).
 */
export const standingsResponse = v.object({
  eventId: v.string(),
  final: v.boolean(),
  standings: v.array(standingsPlace),
  total: whole(0),
  next: v.nullable(v.string()),
  you: v.optional(v.nullable(standingsPlace)),
});
/** The answer to GET /api/events/:id/standings. */
export type StandingsResponse = v.InferOutput<typeof standingsResponse>;

/** GET /api/events/:id/entries: every entry's replay, the file `verify --event` reads. */
export const entriesResponse = eventEntriesSchema;
