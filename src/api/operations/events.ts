/**
 * The events' operations: the list, one event, a key's registration, an event's start token (a
 * one-shot's single attempt), the standings and the entries file anyone can re-verify; and the
 * operators' create, edit and cancel (with an operator code), each written to the event log.
 */
import {
  entriesResponse,
  eventPath,
  eventSchema,
  eventsResponse,
  registrationResponse,
  standingsQuery,
  standingsResponse,
} from '../events';
import {
  cancelEventRequest,
  createEventRequest,
  editEventRequest,
  EVENT_CHANGE_BODY_LIMIT,
  eventChangeResponse,
} from '../event-changes';
import { seasonPath, seasonsResponse, seasonTableResponse, SEASONS_LISTED } from '../seasons';
import { startRunResponse } from '../responses';
import { operation } from './operation';

const UNKNOWN = { 'not-found': 'No event has this id' } as const;

export const listEvents = operation({
  id: 'listEvents',
  method: 'get',
  path: '/api/events',
  summary: 'The events open now, the next to start and the last ended (cancelled ones left out)',
  answers: { 200: { description: 'Now, next and past', schema: eventsResponse } },
  refusals: {},
});

export const readEvent = operation({
  id: 'readEvent',
  method: 'get',
  path: '/api/events/{id}',
  summary:
    "One event: its level, window, format, pinned simulation version and state; a cup's rounds, rooms, who is out of each and its winner. With a key (optional), a cup names that player's room",
  params: eventPath,
  answers: { 200: { description: 'The event', schema: eventSchema } },
  refusals: { ...UNKNOWN, unauthorized: 'A key sent that no player holds (WWW-Authenticate)' },
});

export const registerForEvent = operation({
  id: 'registerForEvent',
  method: 'put',
  path: '/api/events/{id}/registration',
  summary:
    "Register the key's player for an event: only starts asked for after this time enter (again: the first time stands)",
  params: eventPath,
  rate: 'start',
  credential: 'player',
  answers: { 200: { description: 'Registered', schema: registrationResponse } },
  refusals: {
    ...UNKNOWN,
    'event-closed': 'The event has ended or is cancelled',
  },
});

export const startEventRun = operation({
  id: 'startEventRun',
  method: 'post',
  path: '/api/events/{id}/start',
  summary:
    "A start token for the event's level, issued inside its window to a registered key: its run enters the event. A one-shot gives one per key, ever",
  params: eventPath,
  rate: 'start',
  credential: 'player',
  answers: {
    200: { description: "A token bound to the key's player", schema: startRunResponse },
  },
  refusals: {
    ...UNKNOWN,
    'event-closed': 'The event has not started, has ended, or is cancelled',
    'not-registered': "The key's player did not register for the event",
    'attempt-taken': "A one-shot's second start by the same key: its one attempt is taken",
  },
});

export const readEventStandings = operation({
  id: 'readEventStandings',
  method: 'get',
  path: '/api/events/{id}/standings',
  summary:
    "A page of the places: each player's best verified entry (a one-shot's single attempt) in the boards' order, paged by `limit` and the `next` cursor; final once the event has ended. With a key (optional), that player's own place too",
  params: eventPath,
  query: standingsQuery,
  answers: { 200: { description: 'A page of the standings', schema: standingsResponse } },
  refusals: {
    ...UNKNOWN,
    unauthorized: 'A key sent that no player holds (WWW-Authenticate)',
  },
});

export const readEventEntries = operation({
  id: 'readEventEntries',
  method: 'get',
  path: '/api/events/{id}/entries',
  summary:
    'Every entry of an event with its replay, one JSON document (format mythic-maze-event-entries, version 1): `npm run verify -- --event <file>` re-computes the standings from it',
  params: eventPath,
  answers: { 200: { description: 'The entries file', schema: entriesResponse } },
  refusals: { ...UNKNOWN, 'event-closed': 'The event has not started: nothing has entered' },
});

export const listSeasons = operation({
  id: 'listSeasons',
  method: 'get',
  path: '/api/seasons',
  summary: `The newest seasons (up to ${String(SEASONS_LISTED)}): each one's id, name and how many results count`,
  answers: { 200: { description: 'The seasons, newest first', schema: seasonsResponse } },
  refusals: {},
});

export const readSeason = operation({
  id: 'readSeason',
  method: 'get',
  path: '/api/seasons/{id}',
  summary:
    "A season's table: points by rank band from each ended event, a player's best N results counted, and how many events remain",
  params: seasonPath,
  answers: { 200: { description: 'The season table', schema: seasonTableResponse } },
  refusals: { 'not-found': 'No season has this id' },
});

/** A field an operator sent that the event cannot take (the field named). */
const BAD_FIELD = {
  'invalid-request':
    'A field the event cannot take: a name against the naming rule, a level key this service cannot play, a window that does not end after its start or has ended (the field named)',
} as const;

export const createEvent = operation({
  id: 'createEvent',
  method: 'post',
  path: '/api/admin/events',
  summary:
    'An operator creates an event: its name, level (or a sealed seed drawn now), format and window; answered with the event and its row of the event log',
  body: { schema: createEventRequest },
  bodyLimit: EVENT_CHANGE_BODY_LIMIT,
  credential: 'operator',
  answers: { 201: { description: 'Created, and logged', schema: eventChangeResponse } },
  refusals: BAD_FIELD,
});

export const editEvent = operation({
  id: 'editEvent',
  method: 'patch',
  path: '/api/admin/events/{id}',
  summary:
    'An operator changes the fields sent of an event before its start, with a reason; answered with the event and its row of the event log',
  params: eventPath,
  body: { schema: editEventRequest },
  bodyLimit: EVENT_CHANGE_BODY_LIMIT,
  credential: 'operator',
  answers: { 200: { description: 'Changed, and logged', schema: eventChangeResponse } },
  refusals: {
    ...UNKNOWN,
    ...BAD_FIELD,
    'event-closed': 'The event has started or is cancelled: it can no longer be edited',
  },
});

export const cancelEvent = operation({
  id: 'cancelEvent',
  method: 'post',
  path: '/api/admin/events/{id}/cancel',
  summary:
    'An operator cancels an event, with a reason; answered with the event and its row of the event log',
  params: eventPath,
  body: { schema: cancelEventRequest },
  bodyLimit: EVENT_CHANGE_BODY_LIMIT,
  credential: 'operator',
  answers: { 200: { description: 'Cancelled, and logged', schema: eventChangeResponse } },
  refusals: { ...UNKNOWN, 'event-closed': 'The event is cancelled already' },
});
