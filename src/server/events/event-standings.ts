import type { StandingsResponse } from '../../api';
import {
  EVENT_ENTRIES_FORMAT,
  EVENT_ENTRIES_VERSION,
  eventStandings,
  type EventEntries,
} from '../../replay';
import { isRefusal, refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import { eventById, eventAnswer } from './read-event';

type Deps = Pick<ServiceDeps, 'stores' | 'now'>;

/**
 * GET /api/events/:id/standings: each player's best won entry (a one-shot's one attempt), in the
 * boards' order (`eventStandings`, the very function `verify --event` ranks with). Entries are
 * runs received by the end, so the standings are final, frozen, once it has passed.
 */
export async function readStandings(
  id: string,
  deps: Deps,
): Promise<{ kind: 'standings'; answer: StandingsResponse } | Refusal> {
  const event = await eventById(id, deps);
  if (isRefusal(event)) return event;
  const entries = await deps.stores.events.entries(event);
  const standings = eventStandings(
    entries.map((entry) => ({ ...entry, timeTicks: entry.won ? entry.timeTicks : null })),
  );
  const final = deps.now() >= event.endsAt;
  return { kind: 'standings', answer: { eventId: event.id, final, standings } };
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
  };
  return { kind: 'entries', answer };
}
