import type { RegistrationResponse, StartRunResponse } from '../../api';
import { parseLevelKey } from '../../replay';
import { SIM_VERSION } from '../../sim';
import { isRefusal, refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import type { Player } from '../store/player-store';
import { entriesEnd, type StoredEvent } from '../store/events/event-store';
import { eventById } from './read-event';

type Deps = Pick<ServiceDeps, 'stores' | 'now' | 'tokens' | 'tokenBackdateMs'>;

/** The refusal of an event that has ended (a cup's entries: its qualifier). */
function ended(event: StoredEvent): Refusal {
  const end = new Date(entriesEnd(event)).toISOString();
  const text = event.format === 'cup' ? `ended its qualifier at ${end}` : `ended at ${end}`;
  return refused('event-closed', 'id', text);
}

/** Why an event does not issue a start at `at` (ms), or undefined when it does. */
function closedAt(event: StoredEvent, at: number): Refusal | undefined {
  if (event.cancelledReason !== null) {
    return refused('event-closed', 'id', `is cancelled: ${event.cancelledReason}`);
  }
  if (at < event.startsAt) {
    const text = `starts at ${new Date(event.startsAt).toISOString()}: no start before`;
    return refused('event-closed', 'id', text);
  }
  if (at >= entriesEnd(event)) return ended(event);
  if (event.simVersion !== SIM_VERSION) {
    const text = `is pinned to simVersion ${String(event.simVersion)}, and this service runs ${String(SIM_VERSION)}: no run of it can enter`;
    return refused('event-closed', 'id', text);
  }
  return undefined;
}

/**
 * PUT /api/events/:id/registration: the key's player takes part, from now on (a start asked
 * for before does not enter). Open until the event ends; registering again keeps the first time.
 */
export async function registerForEvent(
  id: string,
  player: Pick<Player, 'id'>,
  deps: Pick<ServiceDeps, 'stores' | 'now'>,
): Promise<{ kind: 'registered'; answer: RegistrationResponse } | Refusal> {
  const event = await eventById(id, deps);
  if (isRefusal(event)) return event;
  const now = deps.now();
  if (event.cancelledReason !== null) {
    return refused('event-closed', 'id', `is cancelled: ${event.cancelledReason}`);
  }
  if (now >= entriesEnd(event)) return ended(event);
  const at = await deps.stores.events.register(event.id, player.id, now);
  return {
    kind: 'registered',
    answer: { eventId: event.id, registeredAt: new Date(at).toISOString() },
  };
}

/**
 * POST /api/events/:id/start: a start token for the event's level, issued by the service's
 * clock inside the window to a key registered before it, and recorded with the event: the run
 * that spends it is an entry. A one-shot's start is recorded once per key; a second (on any
 * instance: the database's unique index decides) is `attempt-taken`, and its token never leaves.
 */
export async function startEventRun(
  id: string,
  player: Pick<Player, 'id'>,
  deps: Deps,
): Promise<{ kind: 'token'; answer: StartRunResponse } | Refusal> {
  const event = await eventById(id, deps);
  if (isRefusal(event)) return event;
  const issuedAt = deps.now() - deps.tokenBackdateMs;
  const closed = closedAt(event, issuedAt);
  if (closed !== undefined) return closed;
  const registeredAt = await deps.stores.events.registeredAt(event.id, player.id);
  if (registeredAt === undefined || registeredAt > issuedAt) {
    const text = `is not registered for event ${event.id}: register (PUT /api/events/${event.id}/registration) first`;
    return refused('not-registered', 'authorization', text);
  }
  const level = parseLevelKey(event.levelKey);
  if (level === undefined) throw new Error(`event ${event.id} has the level key ${event.levelKey}`);
  const { token, claims } = deps.tokens.issue(event.levelKey, issuedAt, player.id);
  const oneShot = event.format === 'one-shot';
  const start = { tokenId: claims.id, eventId: event.id, playerId: player.id, issuedAt, oneShot };
  if (!(await deps.stores.events.recordStart(start))) {
    const text = `has started its one attempt at event ${event.id} already: a one-shot gives one`;
    return refused('attempt-taken', 'authorization', text);
  }
  const answer = {
    token,
    level,
    levelKey: event.levelKey,
    issuedAt: new Date(issuedAt).toISOString(),
  };
  return { kind: 'token', answer };
}
