import { eventStandings, slowestOf, type CupRacer } from '../../replay';
import type { StoredEvent } from '../store/events/event-store';
import type { ServiceStores } from '../store/service-stores';
import type { RacerResult } from '../store/rooms/racer-store';
import { CUP_ROUND_LIMIT_MS } from './cup-settings';

type Stores = Pick<ServiceStores, 'cups' | 'racers' | 'events'>;

/** A racer of a cup room as it stands: its seat's result and its qualifier place. */
export interface CupRoomRacer extends CupRacer {
  readonly result: RacerResult;
}

/** A cup room as it stands: its racers, whether it is over, and who is out once it is. */
export interface CupRoomState {
  readonly roomId: string;
  readonly startAt: number;
  readonly racers: readonly CupRoomRacer[];
  readonly over: boolean;
  readonly out: CupRoomRacer | undefined;
}

/** A round as it stands: over when every one of its rooms is. */
export interface CupRoundState {
  readonly round: number;
  readonly startsAt: number;
  readonly rooms: readonly CupRoomState[];
  readonly over: boolean;
}

/**
 * A room is over when every racer has finished (a verified run spent its token) or abandoned, or
 * at the round's limit: a racer still out on the course then does not finish.
 */
function roomState(
  room: { roomId: string; startAt: number; seeds: ReadonlyMap<string, number> },
  results: readonly RacerResult[],
  now: number,
): CupRoomState {
  const racers = results.map((result) => ({
    result,
    playerId: result.playerId,
    seed: room.seeds.get(result.playerId) ?? Number.MAX_SAFE_INTEGER,
    timeTicks: result.run?.outcome === 'won' ? result.run.timeTicks : null,
  }));
  const done = racers.every((r) => r.result.run !== undefined || r.result.abandonedAt !== null);
  const over = now >= room.startAt && (done || now >= room.startAt + CUP_ROUND_LIMIT_MS);
  return {
    roomId: room.roomId,
    startAt: room.startAt,
    racers,
    over,
    out: over ? slowestOf(racers) : undefined,
  };
}

/** The cup's rounds as they stand at `now`, each room's result read from the runs. */
export async function cupRounds(
  eventId: string,
  stores: Stores,
  now: number,
): Promise<CupRoundState[]> {
  const rooms = await stores.cups.rooms(eventId);
  const states = new Map<string, CupRoomState>();
  for (const room of rooms) {
    states.set(room.roomId, roomState(room, await stores.racers.result(room.roomId), now));
  }
  return (await stores.cups.rounds(eventId)).map(({ round, startsAt }) => {
    // Rooms in the order they were dealt: by the best seed in each.
    const own = rooms
      .filter((room) => room.round === round)
      .sort((a, b) => Math.min(...a.seeds.values()) - Math.min(...b.seeds.values()));
    const roundRooms = own.flatMap((room) => states.get(room.roomId) ?? []);
    return { round, startsAt, rooms: roundRooms, over: roundRooms.every((room) => room.over) };
  });
}

/** The qualifier's places: each entering player's id, best first (its index + 1: its seed). */
export async function qualifierSeeds(
  event: StoredEvent,
  stores: Pick<ServiceStores, 'events'>,
): Promise<string[]> {
  const entries = await stores.events.entries(event);
  const byRun = new Map(entries.map((entry) => [entry.runId, entry.playerId]));
  const places = eventStandings(
    entries.map((entry) => ({ ...entry, timeTicks: entry.won ? entry.timeTicks : null })),
  );
  return places.flatMap((place) => byRun.get(place.runId) ?? []);
}
