import { randomBytes } from 'node:crypto';
import type { CreateRoomRequest, RoomResponse, StartRunResponse } from '../../api';
import {
  checkLevelRef,
  isHashRef,
  levelKey,
  parseLevelKey,
  ReplayError,
  type LevelRef,
} from '../../replay';
import { isRefusal, refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import type { Player } from '../store/player-store';
import type { ReadRoom } from '../store/rooms/room-store';
import { newTokenId } from '../tokens/start-tokens';
import { roomAnswer, roomById } from './read-room';

type Deps = Pick<ServiceDeps, 'stores' | 'now' | 'live'>;
type Answer = { kind: 'room'; answer: RoomResponse; created?: boolean } | Refusal;

/** The level a room races: one a replay can name, and for a level by hash, one stored here. */
async function roomLevel(value: unknown, deps: Deps): Promise<LevelRef | Refusal> {
  let level: LevelRef;
  try {
    level = checkLevelRef(value);
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    return refused('invalid-request', error.field, error.problem);
  }
  if (isHashRef(level) && (await deps.stores.levels.level(level.hash)) === undefined) {
    const text = 'names a level this service does not store: publish it first (POST /api/levels)';
    return refused('unknown-level', 'level.hash', text);
  }
  return level;
}

/**
 * POST /api/rooms: a room on the level, with the settings' seats and countdown, its creator
 * seated first. Rooms per address are limited by the operation's rate (`room`).
 */
export async function createRoom(
  request: CreateRoomRequest,
  player: Pick<Player, 'id'>,
  deps: Deps,
): Promise<Answer> {
  const level = await roomLevel(request.level, deps);
  if (isRefusal(level)) return level;
  const id = `rm_${randomBytes(12).toString('base64url')}`;
  const now = deps.now();
  const { roomCountdownMs, roomRacers } = deps.live.settings;
  await deps.stores.transaction(async (stores) => {
    const room = { id, levelKey: levelKey(level), creatorId: player.id, createdAt: now };
    await stores.rooms.create({ ...room, maxRacers: roomRacers, countdownMs: roomCountdownMs });
    await stores.racers.seat(id, player.id, now, (await stores.rooms.takeSeat(id)) ?? 1);
  });
  return answered(id, deps, true);
}

/** The room of `id` answered as it stands now. */
async function answered(id: string, deps: Deps, created = false): Promise<Answer> {
  const room = await roomById(id, deps);
  if (isRefusal(room)) return room;
  return { kind: 'room', answer: await roomAnswer(room, deps), created };
}

/** Why a room gives no seat now, or undefined when it may. */
function closedRoom(room: ReadRoom): Refusal | undefined {
  if (room.closedAt !== null) return refused('room-closed', 'id', 'was closed by its creator');
  if (room.startAt !== null) {
    const text = `started its race at ${new Date(room.startAt).toISOString()}: no one joins after the start`;
    return refused('room-closed', 'id', text);
  }
  return undefined;
}

/**
 * POST /api/rooms/:id/join: a seat before the start, if one is free. The seat count's conditional
 * update decides between joins racing for the last seat and a join racing the start, on any
 * instance; joining again answers the room as it stands.
 */
export async function joinRoom(id: string, player: Pick<Player, 'id'>, deps: Deps) {
  const room = await roomById(id, deps);
  if (isRefusal(room)) return room;
  if ((await deps.stores.racers.seatOf(room.id, player.id)) !== undefined) {
    return answered(room.id, deps);
  }
  const closed = closedRoom(room);
  if (closed !== undefined) return closed;
  const seated = await deps.stores.transaction(async (stores) => {
    const seat = await stores.rooms.takeSeat(room.id);
    if (seat === undefined) return false;
    if (!(await stores.racers.seat(room.id, player.id, deps.now(), seat))) {
      await stores.rooms.freeSeat(room.id);
    }
    return true;
  });
  if (!seated) {
    const now = await roomById(room.id, deps);
    if (isRefusal(now)) return now;
    const text = `holds ${String(now.maxRacers)} racers, every seat taken`;
    return closedRoom(now) ?? refused('room-full', 'id', text);
  }
  return answered(room.id, deps);
}

/** Fixes the room's start a countdown ahead and gives every seat its start token's id. */
async function fixStart(room: ReadRoom, deps: Deps): Promise<void> {
  const startAt = deps.now() + room.countdownMs;
  await deps.stores.transaction(async (stores) => {
    if (!(await stores.rooms.start(room.id, startAt))) return;
    for (const playerId of await stores.racers.seated(room.id)) {
      await stores.racers.giveToken(room.id, playerId, newTokenId());
    }
  });
}

/**
 * POST /api/rooms/:id/start: the creator starts the race (its start fixed a countdown ahead by
 * the service's clock, once, whichever instance is asked); then every racer, the creator too,
 * gets here its start token, issued for that time, the same each time it asks.
 */
export async function startRoom(
  id: string,
  player: Pick<Player, 'id'>,
  deps: Deps & Pick<ServiceDeps, 'tokens'>,
): Promise<{ kind: 'token'; answer: StartRunResponse } | Refusal> {
  let room = await roomById(id, deps);
  if (isRefusal(room)) return room;
  const notRacer = refused('not-racer', 'authorization', `holds no seat in room ${room.id}`);
  if ((await deps.stores.racers.seatOf(room.id, player.id)) === undefined) return notRacer;
  if (room.closedAt !== null) return refused('room-closed', 'id', 'was closed by its creator');
  if (room.startAt === null) {
    if (room.creatorId !== player.id) {
      const text = `is not the creator of room ${room.id}: only its creator starts the race`;
      return refused('not-room-creator', 'authorization', text);
    }
    await fixStart(room, deps);
    room = await roomById(id, deps);
    if (isRefusal(room)) return room;
  }
  const seat = await deps.stores.racers.seatOf(room.id, player.id);
  if (room.startAt === null || seat?.tokenId == null) {
    return room.closedAt === null ? notRacer : refused('room-closed', 'id', 'was closed');
  }
  const claims = { id: seat.tokenId, levelKey: room.levelKey, issuedAt: room.startAt };
  const token = deps.tokens.signed({ ...claims, playerId: player.id });
  const level = parseLevelKey(room.levelKey);
  if (level === undefined) throw new Error(`room ${room.id} has the level key ${room.levelKey}`);
  const issuedAt = new Date(room.startAt).toISOString();
  return { kind: 'token', answer: { token, level, levelKey: room.levelKey, issuedAt } };
}

/**
 * POST /api/rooms/:id/leave: before the start the seat is freed (the creator's leave closes the
 * room: no one could start it); after the start the racer abandons (not finished in the result,
 * whatever it posts later; a run it posted before still counts).
 */
export async function leaveRoom(id: string, player: Pick<Player, 'id'>, deps: Deps) {
  const room = await roomById(id, deps);
  if (isRefusal(room)) return room;
  if ((await deps.stores.racers.seatOf(room.id, player.id)) === undefined) {
    return refused('not-racer', 'authorization', `holds no seat in room ${room.id}`);
  }
  const now = deps.now();
  const freed =
    room.creatorId === player.id
      ? await deps.stores.rooms.close(room.id, now)
      : await deps.stores.transaction(async (stores) => {
          // The room's row first: a start racing this leave waits for it, or wins.
          if (!(await stores.rooms.freeSeat(room.id))) return false;
          await stores.racers.unseat(room.id, player.id);
          return true;
        });
  if (!freed) await deps.stores.racers.abandon(room.id, player.id, now);
  return answered(room.id, deps);
}
