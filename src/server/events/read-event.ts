import { EVENT_ID_PATTERN, type EventAnswer, type EventsResponse } from '../../api';
import { isRefusal, refused, type Refusal } from '../service/refusal';
import { cupAnswer } from './cup-answer';
import type { ServiceDeps } from '../service/service-deps';
import type { StoredEvent } from '../store/events/event-store';

/** Events of each list (now, next, past) answered at most. */
export const EVENTS_PER_LIST = 50;

/** An event as the API answers it, with where it stands at `now`. */
export function eventAnswer(event: StoredEvent, now: number): EventAnswer {
  const state =
    event.cancelledReason !== null
      ? 'cancelled'
      : now < event.startsAt
        ? 'next'
        : now < event.endsAt
          ? 'open'
          : 'ended';
  return {
    id: event.id,
    name: event.name,
    levelKey: event.sealed && now < event.startsAt ? null : event.levelKey,
    format: event.format,
    startsAt: new Date(event.startsAt).toISOString(),
    endsAt: new Date(event.endsAt).toISOString(),
    simVersion: event.simVersion,
    state,
    ...(event.cancelledReason === null ? {} : { cancelledReason: event.cancelledReason }),
  };
}

/**
 * The event of this id, or not-found: at once, without the database, for text no event id can be
 * (a NUL, which PostgreSQL cannot even compare, answered 500 before).
 */
export async function eventById(
  id: string,
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<StoredEvent | Refusal> {
  if (!EVENT_ID_PATTERN.test(id)) return refused('not-found', 'id', 'no event has this id');
  const event = await deps.stores.events.byId(id);
  return event ?? refused('not-found', 'id', 'no event has this id');
}

/**
 * GET /api/events/:id: the event as it stands now; a cup with its rounds, rooms and winner, and
 * with a caller (a key sent), that player's room.
 */
export async function readEvent(
  id: string,
  callerId: string | undefined,
  deps: Pick<ServiceDeps, 'stores' | 'now'>,
): Promise<{ kind: 'event'; answer: EventAnswer } | Refusal> {
  const event = await eventById(id, deps);
  if (isRefusal(event)) return event;
  const now = deps.now();
  const answer = eventAnswer(event, now);
  if (event.format !== 'cup') return { kind: 'event', answer };
  const context = { stores: deps.stores, now, ...(callerId === undefined ? {} : { callerId }) };
  return { kind: 'event', answer: { ...answer, cup: await cupAnswer(event, context) } };
}

/** GET /api/events: open now, next to start, last ended, by the service's clock. */
export async function listEvents(
  deps: Pick<ServiceDeps, 'stores' | 'now'>,
): Promise<{ kind: 'events'; answer: EventsResponse }> {
  const now = deps.now();
  const lists = await deps.stores.events.around(now, EVENTS_PER_LIST);
  const answers = (events: readonly StoredEvent[]) => events.map((e) => eventAnswer(e, now));
  return {
    kind: 'events',
    answer: { now: answers(lists.now), next: answers(lists.next), past: answers(lists.past) },
  };
}
