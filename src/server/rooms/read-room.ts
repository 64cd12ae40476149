import {
  HIDDEN_PLAYER,
  ROOM_ID_PATTERN,
  type RacerState,
  type RoomRacer,
  type RoomResponse,
  type RoomState,
} from '../../api';
import { parseLevelKey } from '../../replay';
import { isRefusal, refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import type { RacerResult } from '../store/rooms/racer-store';
import type { ReadRoom } from '../store/rooms/room-store';

type Deps = Pick<ServiceDeps, 'stores' | 'now' | 'live'>;

/**
 * The room of this id, or not-found: at once, without the database, for text no room id can be
 * (a NUL, which PostgreSQL cannot even compare, would answer 500).
 */
export async function roomById(
  id: string,
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<ReadRoom | Refusal> {
  if (!ROOM_ID_PATTERN.test(id)) return refused('not-found', 'id', 'no room has this id');
  const room = await deps.stores.rooms.byId(id);
  return room ?? refused('not-found', 'id', 'no room has this id');
}

/**
 * Where a racer stands: a verified run that spent its token finishes it (the result's query
 * counts only a run that came before an abandonment), else it abandoned or still races.
 */
function racerState(room: ReadRoom, racer: RacerResult): RacerState {
  if (room.startAt === null) return 'waiting';
  if (racer.run !== undefined) return 'finished';
  return racer.abandonedAt === null ? 'racing' : 'abandoned';
}

/** Order of the result: won by game time, other finished by game time, racing, abandoned. */
function resultKey(state: RacerState, racer: RacerResult): [number, number, number] {
  const run = racer.run;
  if (run !== undefined) {
    return [run.outcome === 'won' ? 0 : 1, run.timeTicks, run.receivedAt];
  }
  return [state === 'abandoned' ? 3 : 2, 0, 0];
}

/** The racers in the result's order (seat order within a group), won runs placed. */
function racersOf(room: ReadRoom, racers: readonly RacerResult[], deps: Deps): RoomRacer[] {
  const keyed = racers.map((racer, seat) => {
    const state = racerState(room, racer);
    return { racer, state, key: [...resultKey(state, racer), seat] };
  });
  keyed.sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) {
      const diff = (a.key[i] ?? 0) - (b.key[i] ?? 0);
      if (diff !== 0) return diff;
    }
    return 0;
  });
  let place = 0;
  return keyed.map(({ racer, state }) => {
    const { run } = racer;
    const live =
      state === 'racing' && racer.tokenId !== null ? deps.live.byToken(racer.tokenId) : undefined;
    return {
      player: racer.hidden ? HIDDEN_PLAYER : racer.player,
      state,
      ...(run?.outcome === 'won' ? { place: ++place } : {}),
      ...(run === undefined
        ? {}
        : { run: { runId: run.runId, outcome: run.outcome, timeTicks: run.timeTicks } }),
      ...(live === undefined ? {} : { liveId: live.identity.liveId }),
    };
  });
}

/** Where the room stands at `now`. */
function roomState(room: ReadRoom, racers: readonly RoomRacer[], now: number): RoomState {
  if (room.closedAt !== null) return 'closed';
  if (room.startAt === null) return 'waiting';
  if (now < room.startAt) return 'countdown';
  return racers.some((racer) => racer.state === 'racing') ? 'racing' : 'over';
}

/** The room as the API answers it, with its result read now. */
export async function roomAnswer(room: ReadRoom, deps: Deps): Promise<RoomResponse> {
  const level = parseLevelKey(room.levelKey);
  if (level === undefined) throw new Error(`room ${room.id} has the level key ${room.levelKey}`);
  const racers = racersOf(room, await deps.stores.racers.result(room.id), deps);
  return {
    roomId: room.id,
    levelKey: room.levelKey,
    level,
    creator: room.creatorHidden ? HIDDEN_PLAYER : room.creator,
    createdAt: new Date(room.createdAt).toISOString(),
    state: roomState(room, racers, deps.now()),
    startsAt: room.startAt === null ? null : new Date(room.startAt).toISOString(),
    countdownMs: room.countdownMs,
    maxRacers: room.maxRacers,
    racers,
  };
}

/** GET /api/rooms/:id: the room and its result. */
export async function readRoom(
  id: string,
  deps: Deps,
): Promise<{ kind: 'room'; answer: RoomResponse } | Refusal> {
  const room = await roomById(id, deps);
  if (isRefusal(room)) return room;
  return { kind: 'room', answer: await roomAnswer(room, deps) };
}
