/**
 * Leaving a race room: before the start the seat frees (Join is offered again), in the countdown
 * the racer leaves the race and no run starts, and a race run left mid-race (back to the title)
 * tells the room at once, whose result shows the racer abandoned.
 */
import { describe, expect, it } from 'vitest';
import { fakeKey, settle } from '../global/fake-service';
import { roomGame } from './room-game';
import { ROOM_ID, STARTS_AT } from './rooms-service';

const LEAVE = `/api/rooms/${ROOM_ID}/leave`;

/** Ariadne, in Theseus's room, seated by its link. */
async function seated() {
  const s = roomGame('Ariadne');
  s.svc.room.creator = 'Theseus';
  s.svc.room.racers.push({ player: 'Theseus', state: 'waiting' });
  s.h.game.router.open({ kind: 'room', roomId: ROOM_ID });
  await settle();
  expect(s.room().onLeave).toBeNull();
  s.room().onJoin?.();
  await settle();
  return s;
}

/** The creator started: the room counts down to STARTS_AT, read on the page's next second. */
async function countdownBegun(s: Awaited<ReturnType<typeof seated>>) {
  s.svc.room.startsAt = STARTS_AT;
  s.svc.room.state = 'countdown';
  s.timers.fire(1000);
  await settle();
}

/** Past the start time, the room is still on show and no run was started. */
async function expectNoRunAtStart(s: Awaited<ReturnType<typeof seated>>) {
  s.advance(5000);
  s.timers.fire();
  await settle();
  expect(s.h.game.screen).toBe('room');
  expect(s.svc.service.sent.filter((r) => r.path.endsWith('/start'))).toEqual([]);
}

describe('leaving a race room', () => {
  it('frees the seat before the start: the racer may join again', async () => {
    const s = await seated();
    expect(s.racers()).toEqual([
      ['Theseus', 'waiting'],
      ['Ariadne', 'waiting'],
    ]);
    s.room().onLeave?.();
    await settle();
    const leaves = s.svc.service.sent.filter((r) => r.path === LEAVE);
    expect(leaves.map((r) => [r.method, r.authorization])).toEqual([
      ['POST', `Bearer ${fakeKey('Ariadne')}`],
    ]);
    expect(s.racers()).toEqual([['Theseus', 'waiting']]);
    expect(s.room().onLeave).toBeNull();
    expect(s.room().onJoin).not.toBeNull();
  });

  it('leaves the race in the countdown: no run starts at the start time', async () => {
    const s = await seated();
    await countdownBegun(s);
    expect(s.room().countdown).toBe(3);
    s.room().onLeave?.();
    await settle();
    expect(s.racers()).toEqual([
      ['Theseus', 'waiting'],
      ['Ariadne', 'abandoned'],
    ]);
    expect(s.room().countdown).toBeNull();
    expect(s.room().onLeave).toBeNull();
    await expectNoRunAtStart(s);
  });

  it('drops a read in flight at the leave, whose answer arrives first: no run starts', async () => {
    const s = await seated();
    // The creator starts while the room's next read is on its way; its answer shows the start.
    s.svc.room.startsAt = STARTS_AT;
    s.svc.room.state = 'countdown';
    s.svc.service.hold = (request) => request.path.startsWith(`/api/rooms/${ROOM_ID}`);
    s.timers.fire(1000);
    await settle();
    s.room().onLeave?.();
    await settle();
    expect(s.svc.service.sent.map((r) => [r.method, r.path]).slice(-2)).toEqual([
      ['GET', `/api/rooms/${ROOM_ID}`],
      ['POST', LEAVE],
    ]);
    s.svc.service.release();
    await settle();
    expect(s.room().countdown).toBeNull();
    s.svc.service.release();
    await settle();
    expect(s.racers()).toEqual([
      ['Theseus', 'waiting'],
      ['Ariadne', 'abandoned'],
    ]);
    await expectNoRunAtStart(s);
  });

  it('stops the countdown when the room is answered closed: no run starts', async () => {
    const s = await seated();
    await countdownBegun(s);
    expect(s.room().countdown).toBe(3);
    // The room closed under the racer, whose seat it still lists as waiting.
    const answer = s.svc.service.answer;
    s.svc.service.answer = (request) => {
      if (request.path !== LEAVE) return answer(request);
      s.svc.room.state = 'closed';
      return answer({ method: 'GET', path: `/api/rooms/${ROOM_ID}`, body: undefined });
    };
    s.room().onLeave?.();
    await settle();
    expect(s.room().state).toBe('closed');
    expect(s.racers()).toEqual([
      ['Theseus', 'waiting'],
      ['Ariadne', 'waiting'],
    ]);
    expect(s.room().countdown).toBeNull();
    await expectNoRunAtStart(s);
  });

  it('abandons the race when its run is left mid-race, and the result shows it', async () => {
    const s = await seated();
    await countdownBegun(s);
    s.advance(3000);
    s.timers.fire();
    await settle();
    expect(s.h.game.screen).toBe('playing');
    s.h.run(10);
    expect(s.svc.service.sent.filter((r) => r.path === LEAVE)).toEqual([]);
    s.h.game.quitToTitle();
    await settle();
    expect(s.h.game.screen).toBe('title');
    const leaves = s.svc.service.sent.filter((r) => r.path === LEAVE);
    expect(leaves.map((r) => r.authorization)).toEqual([`Bearer ${fakeKey('Ariadne')}`]);
    s.h.game.router.open({ kind: 'room', roomId: ROOM_ID });
    await settle();
    expect(s.racers()).toEqual([
      ['Theseus', 'waiting'],
      ['Ariadne', 'abandoned'],
    ]);
  });
});
