import { RoomClient } from '../../../src/app';
import { encodeReplay } from '../../../src/replay';
import { LocalStore } from '../../../src/storage/local-store';
import { FakeStorage } from '../../support/fake-storage';
import { winningReplay } from '../../replay/support/replays';
import { FakeService, fakeKey, type FakeAnswer, type SentRequest } from '../global/fake-service';
import { postingOver } from '../global/poster-support';

export const ROOM_ID = 'rm_AbCdEfGhIjKlMnOp';
/** The harness's clock starts at noon; the creator's Start fixes the race 3 s later. */
export const NOON = Date.parse('2026-03-14T12:00:00.000Z');
export const STARTS_AT = '2026-03-14T12:00:03.000Z';

/** The hash Ariadne's verified run is stored under. */
export const ARIADNE_HASH = 'a'.repeat(64);

/** Ariadne's run as `GET /api/runs/:id` answers it. */
function runAnswer() {
  return {
    runId: 'AriadneRunId0001',
    levelKey: 'level:first-steps',
    player: 'Ariadne',
    timeTicks: 70,
    gems: 0,
    simVersion: 1,
    recordedAt: '2026-03-14T12:00:03.000Z',
    receivedAt: '2026-03-14T12:00:07.000Z',
    replayHash: ARIADNE_HASH,
    status: 'verified',
    verdict: {},
    rank: 1,
    personalBest: true,
  };
}

interface FakeRacer {
  player: string;
  state: 'waiting' | 'racing' | 'finished' | 'abandoned';
  place?: number;
  run?: { runId: string; outcome: 'won'; timeTicks: number };
}

function problem(kind: string, status: number): FakeAnswer {
  return { status, body: { type: `/api/problems#${kind}`, title: kind, status } };
}

/**
 * A race room service behind `fetch`, as small as the game needs: one room (ROOM_ID) on the
 * first level, made by the key's player, joined, started by its creator only (its start fixed at
 * STARTS_AT), left, each racer's token `room-token-<name>`; a post of a run is ranked #1. Players are
 * told apart by their keys (fakeKey(name)).
 */
export function roomsService(player: string) {
  const service = new FakeService();
  const honest = encodeReplay(winningReplay('first-steps', { player: 'Ariadne' }));
  const room = {
    creator: '',
    startsAt: null as string | null,
    racers: [] as FakeRacer[],
    state: 'waiting' as 'waiting' | 'countdown' | 'racing' | 'over' | 'closed',
  };
  const whose = (request: SentRequest) =>
    ['Theseus', 'Ariadne'].find((name) => request.authorization === `Bearer ${fakeKey(name)}`);
  const answerRoom = (status = 200): FakeAnswer => ({
    status,
    body: {
      roomId: ROOM_ID,
      levelKey: 'level:first-steps',
      level: { id: 'first-steps' },
      creator: room.creator,
      createdAt: '2026-03-14T11:59:00.000Z',
      state: room.state,
      startsAt: room.startsAt,
      countdownMs: 3000,
      maxRacers: 8,
      racers: room.racers,
    },
  });
  service.answer = (request) => {
    const { path, method } = request;
    const name = whose(request);
    if (path === '/api/rooms' && method === 'POST') {
      if (name === undefined) return problem('unauthorized', 401);
      room.creator = name;
      room.racers.push({ player: name, state: 'waiting' });
      return answerRoom(201);
    }
    if (path === `/api/rooms/${ROOM_ID}` && method === 'GET') return answerRoom();
    if (path === `/api/rooms/${ROOM_ID}/join`) {
      if (name === undefined) return problem('unauthorized', 401);
      if (!room.racers.some((racer) => racer.player === name)) {
        room.racers.push({ player: name, state: 'waiting' });
      }
      return answerRoom();
    }
    if (path === `/api/rooms/${ROOM_ID}/start`) {
      if (name === undefined) return problem('unauthorized', 401);
      if (room.startsAt === null && name !== room.creator) return problem('not-room-creator', 403);
      room.startsAt = STARTS_AT;
      room.state = 'countdown';
      return {
        status: 200,
        body: {
          token: `room-token-${name}`,
          level: { id: 'first-steps' },
          levelKey: 'level:first-steps',
          issuedAt: STARTS_AT,
        },
      };
    }
    if (path === `/api/rooms/${ROOM_ID}/leave`) {
      // As the service's rooms do: before the start the seat goes (the creator's leave closes
      // the room); after it the racer is abandoned.
      const seat = room.racers.find((racer) => racer.player === name);
      if (seat === undefined) return problem('not-racer', 403);
      if (room.startsAt !== null) seat.state = 'abandoned';
      else if (name === room.creator) room.state = 'closed';
      else room.racers = room.racers.filter((racer) => racer !== seat);
      return answerRoom();
    }
    if (path === '/api/runs/AriadneRunId0001') return { status: 200, body: runAnswer() };
    if (path === `/api/replays/${ARIADNE_HASH}`) {
      return { status: 200, body: JSON.parse(honest) as unknown };
    }
    if (path === '/api/runs' && method === 'POST') {
      const ranked = { runId: `${player}RunId0001`, rank: 1, levelKey: 'level:first-steps' };
      return { status: 201, body: { ...ranked, timeTicks: 78, replayHash: 'b'.repeat(64) } };
    }
    return problem('not-found', 404);
  };
  const storage = new FakeStorage();
  const store = new LocalStore({ storage: () => storage });
  const rooms = new RoomClient({ fetch: service.fetch });
  return { service, room, rooms, ...postingOver(service, { store, player }) };
}
