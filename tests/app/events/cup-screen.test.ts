/**
 * A cup on the Events screen (issue 44), through the whole game against a fake service: the
 * title's notice while the player's cup room waits, the knockout of the cup chosen (the
 * qualifier over, each round's rooms and who went out, the next round's countdown), Join your
 * race opening the player's room as a room link does, Watch opening another room, the winner.
 */
import { describe, expect, it } from 'vitest';
import type { CupView } from '../../../src/app/events';
import { RoomClient } from '../../../src/app/rooms';
import { gameHarness } from '../game-harness';
import { fakeKey, ManualTimers, settle, type FakeAnswer } from '../global/fake-service';
import { CUP_EVENT, eventsService } from './events-service';

const KEY = `Bearer ${fakeKey('Theseus')}`;

/** Round 1 is over (Icarus and Minos out); round 2 starts 42 s after the harness's noon. */
function cupOf(decided = false) {
  const round1 = {
    round: 1,
    startsAt: '2026-03-14T11:16:30.000Z',
    state: 'over',
    rooms: [
      { roomId: 'rm_AAAAAAAAAAAAAAAA', racers: ['Theseus', 'Icarus'], out: 'Icarus' },
      { roomId: 'rm_BBBBBBBBBBBBBBBB', racers: ['Ariadne', 'Minos'], out: 'Minos' },
    ],
  };
  const round2 = {
    round: 2,
    startsAt: '2026-03-14T12:00:42.000Z',
    state: decided ? 'over' : 'next',
    rooms: [
      {
        roomId: 'rm_FFFFFFFFFFFFFFFF',
        racers: ['Ariadne', 'Theseus'],
        out: decided ? 'Theseus' : null,
      },
    ],
  };
  return {
    qualifierEndsAt: '2026-03-14T11:15:00.000Z',
    roomSize: 4,
    rounds: [round1, round2],
    winner: decided ? 'Ariadne' : null,
    decided,
  };
}

/** A room of the cup as `GET /api/rooms/:id` answers it: seated, its start fixed. */
function roomAnswer(roomId: string): FakeAnswer {
  return {
    status: 200,
    body: {
      roomId,
      levelKey: 'level:first-steps',
      level: { id: 'first-steps' },
      creator: 'Ariadne',
      createdAt: '2026-03-14T11:59:42.000Z',
      state: 'countdown',
      startsAt: '2026-03-14T12:00:42.000Z',
      countdownMs: 60_000,
      maxRacers: 2,
      racers: [
        { player: 'Ariadne', state: 'waiting' },
        { player: 'Theseus', state: 'waiting' },
      ],
    },
  };
}

/** A game as Theseus, his key kept, whose service lists one cup open now. */
function setup(options: { decided?: boolean } = {}) {
  const fake = eventsService({ keyKept: true });
  const { client, poster, identity, events, service, answers } = fake;
  answers.list = () => ({ status: 200, body: { now: [CUP_EVENT], next: [], past: [] } });
  const listed = service.answer;
  service.answer = (request) => {
    if (request.path === '/api/events/ev_cup') {
      const cup = cupOf(options.decided);
      const yours = request.authorization === KEY ? { yourRoomId: 'rm_FFFFFFFFFFFFFFFF' } : {};
      return { status: 200, body: { ...CUP_EVENT, cup: { ...cup, ...yours } } };
    }
    if (request.path.startsWith('/api/rooms/rm_')) {
      return roomAnswer(request.path.slice('/api/rooms/'.length));
    }
    return listed(request);
  };
  const live = {
    connect: () => ({
      send: () => undefined,
      close: () => undefined,
    }),
    timer: new ManualTimers().timer,
  };
  const rooms = new RoomClient({ fetch: service.fetch });
  const h = gameHarness({
    global: { client, poster, identity, events, live, rooms },
    settings: { globalPost: true, playerName: 'Theseus', ghost: false },
  });
  return { ...h, ...fake };
}

type Harness = ReturnType<typeof setup>;

function knockout(h: Harness): CupView {
  const cup = h.view.modelOf('events').events?.cup;
  if (cup?.knockout == null) throw new Error('no knockout on the Events screen');
  return cup.knockout;
}

function sent(h: Harness): string[][] {
  return h.service.sent.map((r) => [r.method, r.path, r.authorization ?? '']);
}

describe('a cup in the game', () => {
  it("tells the title the player's cup race waits, from the cup read with the kept key", async () => {
    const h = setup();
    h.game.launch({ kind: 'title', notice: null });
    await settle();
    await settle();
    expect(sent(h)).toEqual([
      ['GET', '/api/events', ''],
      ['GET', '/api/events/ev_cup', KEY],
    ]);
    expect(h.view.model).toMatchObject({ screen: 'title', cupRoom: 'Saturday cup' });
  });

  it('says no cup race waits once its round is over', async () => {
    const h = setup({ decided: true });
    h.game.launch({ kind: 'title', notice: null });
    await settle();
    await settle();
    expect(h.view.model).toMatchObject({ screen: 'title', openEvent: 'Saturday cup' });
    expect(h.view.model).not.toHaveProperty('cupRoom');
  });

  it("shows the qualifier over, each round's rooms and who went out, and the next round's countdown", async () => {
    const h = setup();
    h.view.act('events');
    await settle();
    await settle();
    const cup = knockout(h);
    expect(cup.qualifier()).toBe('The qualifier is over: its standings seeded round 1.');
    expect(cup.rounds.map((round) => [round.round, round.status()])).toEqual([
      [1, 'Over.'],
      [2, 'Starts in 00:42'],
    ]);
    const racers = cup.rounds.map((round) =>
      round.rooms.map((room) => room.racers.map((r) => `${r.player}${r.out ? ' out' : ''}`)),
    );
    expect(racers).toEqual([
      [
        ['Theseus', 'Icarus out'],
        ['Ariadne', 'Minos out'],
      ],
      [['Ariadne', 'Theseus']],
    ]);
    expect(cup.result).toBe('');
    expect(cup.yourRoom?.roomId).toBe('rm_FFFFFFFFFFFFFFFF');
    // The player's room of round 1 is over: watched, not joined; the other room watched too.
    expect(
      cup.rounds[0]?.rooms.map((room) => [room.mine, room.onJoin, room.onWatch !== null]),
    ).toEqual([
      [true, null, true],
      [false, null, true],
    ]);
  });

  it("joins the player's room as its link would, and watches another room", async () => {
    const h = setup();
    h.view.act('events');
    await settle();
    await settle();
    knockout(h).yourRoom?.onJoin?.();
    await settle();
    expect(sent(h).at(-1)).toEqual(['GET', '/api/rooms/rm_FFFFFFFFFFFFFFFF', '']);
    expect(h.view.model.screen).toBe('room');
    expect(h.view.modelOf('room').room?.roomId).toBe('rm_FFFFFFFFFFFFFFFF');
    h.view.act('events');
    await settle();
    await settle();
    knockout(h).rounds[0]?.rooms[1]?.onWatch?.();
    await settle();
    expect(h.view.modelOf('room').room?.roomId).toBe('rm_BBBBBBBBBBBBBBBB');
  });

  it('names the winner of a decided cup and offers no race to join', async () => {
    const h = setup({ decided: true });
    h.view.act('events');
    await settle();
    await settle();
    const cup = knockout(h);
    expect(cup.result).toBe('Winner: Ariadne');
    expect(cup.yourRoom).toBeNull();
    expect(cup.rounds[1]?.status()).toBe('Over.');
    expect(cup.rounds[1]?.rooms[0]?.racers.map((r) => [r.player, r.out, r.mine])).toEqual([
      ['Ariadne', false, false],
      ['Theseus', true, true],
    ]);
  });
});
