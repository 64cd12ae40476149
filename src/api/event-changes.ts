import * as v from 'valibot';
import { EVENT_FORMATS } from '../replay';
import { eventSchema } from './events';
import { storableText, timestamp } from './fields';
import { MAX_ACTION_REASON } from './moderation';

/** The `level` that draws a labyrinth's seed for the event, kept from players until its start. */
export const SEALED_SEED = 'sealed-seed';

/** Most characters of an event's name as sent (the level names' rule is checked after). */
const MAX_SENT_NAME = 200;
/** Most characters of a level key as sent (a hash key is 69). */
const MAX_SENT_LEVEL = 200;

const name = v.pipe(v.string(), storableText, v.maxLength(MAX_SENT_NAME));
const level = v.pipe(
  v.string(),
  storableText,
  v.maxLength(MAX_SENT_LEVEL),
  v.description(
    `A level key (level:<id>, hash:<sha-256>, seed:<seed>:<options>) or ${SEALED_SEED}`,
  ),
);
const format = v.picklist(EVENT_FORMATS);
const reason = v.pipe(
  v.string(),
  storableText,
  v.trim(),
  v.minLength(1),
  v.maxLength(MAX_ACTION_REASON),
);

/** Body of POST /api/admin/events: a new event's name, level, format and window (ISO times). */
export const createEventRequest = v.strictObject({
  name,
  level,
  format,
  start: timestamp,
  end: timestamp,
  reason: v.optional(reason),
});
/** A new event as posted. */
export type CreateEventRequest = v.InferOutput<typeof createEventRequest>;

/** Body of PATCH /api/admin/events/:id: the fields to change (before the start), and why. */
export const editEventRequest = v.strictObject({
  name: v.optional(name),
  level: v.optional(level),
  format: v.optional(format),
  start: v.optional(timestamp),
  end: v.optional(timestamp),
  reason,
});
/** An edit as posted. */
export type EditEventRequest = v.InferOutput<typeof editEventRequest>;

/** Body of POST /api/admin/events/:id/cancel: why. */
export const cancelEventRequest = v.strictObject({ reason });
/** A cancellation as posted. */
export type CancelEventRequest = v.InferOutput<typeof cancelEventRequest>;

/** What an operator did to an event. */
export const EVENT_CHANGE_ACTIONS = ['create', 'edit', 'cancel'] as const;

/**
 * An event changed by an operator, and its row of the event log: who, when, why, and the event
 * before (null for a create) and after, as the service answered it at that time.
 */
export const eventChangeResponse = v.object({
  event: eventSchema,
  change: v.object({
    at: timestamp,
    operator: v.string(),
    action: v.picklist(EVENT_CHANGE_ACTIONS),
    eventId: v.string(),
    reason: v.string(),
    before: v.nullable(eventSchema),
    after: eventSchema,
  }),
});
/** The answer to a create, an edit or a cancellation. */
export type EventChangeResponse = v.InferOutput<typeof eventChangeResponse>;

/** The body limit of an event change: a name, a level key, two times and a reason. */
export const EVENT_CHANGE_BODY_LIMIT = {
  bytes: 4096,
  holds: "an event's fields and a reason need",
} as const;
