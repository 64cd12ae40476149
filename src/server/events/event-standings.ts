import { DEFAULT_BOARD_LIMIT, type StandingsQuery, type StandingsResponse } from '../../api';
import { entriesEnd, type EventStore, type StoredEvent } from '../store/events/event-store';
import type { Player } from '../store/player-store';
import { EVENT_ENTRIES_FORMAT, EVENT_ENTRIES_VERSION, type EventEntries } from '../../replay';
import { isRefusal, refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import { eventById, eventAnswer } from './read-event';
import { cupEntries } from './cup-answer';
import { placeOf, rankStandings, standingsPage, type RankedStandings } from './standings-page';

type Deps = Pick<ServiceDeps, 'stores' | 'now'>;

/** Events whose standings a service keeps ranked; the one read longest ago goes first. */
const CACHED_EVENTS = 64;

/** Standings ranked, per event store (one per service): the answer and what it was ranked from. */
const ranked = new WeakMap<EventStore, Map<string, { key: string; standings: RankedStandings }>>();

/**
 * The event's standings, ranked again only when its entries may have changed: the answer is
 * kept under the event's fields the entries depend on and its level board's version, which the
 * database raises with every change of a run of that level, whichever instance writes.
 */
export async function rankedStandings(
  event: StoredEvent,
  store: EventStore,
): Promise<RankedStandings> {
  const version = await store.entriesVersion(event);
  const key = JSON.stringify([event.levelKey, event.simVersion, entriesEnd(event), version]);
  const cache = ranked.get(store) ?? new Map<string, { key: string; standings: RankedStandings }>();
  ranked.set(store, cache);
  const held = cache.get(event.id);
  cache.delete(event.id);
  if (held?.key === key) {
    cache.set(event.id, held);
    return held.standings;
  }
  const standings = rankStandings(await store.entries(event));
  cache.set(event.id, { key, standings });
  for (const id of cache.keys()) {
    if (cache.size <= CACHED_EVENTS) break;
    cache.delete(id);
  }
  return standings;
}

/**
 * GET /api/events/:id/standings: a page of each player's best won entry (a one-shot's one
 * attempt), in the boards' order, and the asking key's own place when a key is sent. Entries
 * are runs received by the end, so the standings are final, frozen, once it has passed.
 */
export async function readStandings(
  id: string,
  request: { readonly query: StandingsQuery; readonly caller: Pick<Player, 'id'> | undefined },
  deps: Deps,
): Promise<{ kind: 'standings'; answer: StandingsResponse } | Refusal> {
  const event = await eventById(id, deps);
  if (isRefusal(event)) return event;
  const standings = await rankedStandings(event, deps.stores.events);
  const { query, caller } = request;
  const page = standingsPage(standings, {
    limit: query.limit ?? DEFAULT_BOARD_LIMIT,
    cursor: query.cursor,
  });
  const final = deps.now() >= entriesEnd(event);
  const you = caller === undefined ? {} : { you: placeOf(standings, caller.id) };
  return { kind: 'standings', answer: { eventId: event.id, final, ...page, ...you } };
}

/**
 * GET /api/events/:id/entries: the entries file, every entry with its stored replay text (and
 * the level document of an editor level's event), so anyone can re-compute the standings.
 */
export async function readEntries(
  id: string,
  deps: Deps,
): Promise<{ kind: 'entries'; answer: EventEntries } | Refusal> {
  const event = await eventById(id, deps);
  if (isRefusal(event)) return event;
  const now = deps.now();
  // Nothing has entered before the start, and a sealed level stays sealed.
  if (now < event.startsAt) {
    const text = `starts at ${new Date(event.startsAt).toISOString()}: no entries before`;
    return refused('event-closed', 'id', text);
  }
  const entries = await deps.stores.events.entries(event, true);
  const answered = eventAnswer(event, now);
  const hash = event.levelKey.startsWith('hash:') ? event.levelKey.slice(5) : undefined;
  const level = hash === undefined ? undefined : await deps.stores.levels.level(hash);
  const answer: EventEntries = {
    format: EVENT_ENTRIES_FORMAT,
    version: EVENT_ENTRIES_VERSION,
    event: {
      id: event.id,
      name: event.name,
      levelKey: event.levelKey,
      format: event.format,
      startsAt: answered.startsAt,
      endsAt: answered.endsAt,
      simVersion: event.simVersion,
    },
    ...(level === undefined ? {} : { levelDocument: level.document }),
    entries: entries.map(({ runId, playerId, player, receivedAt, replay }) => ({
      runId,
      playerId,
      player,
      receivedAt,
      replay: replay ?? '',
    })),
    ...(event.format === 'cup'
      ? { cup: await cupEntries(event, { stores: deps.stores, now }) }
      : {}),
  };
  return { kind: 'entries', answer };
}
