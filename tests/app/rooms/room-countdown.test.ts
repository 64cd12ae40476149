/**
 * A seated racer's countdown follows the room as the service answers it: it counts down to the
 * start once, and a racer gone from the race (left, removed) or a room closed stops it, so no run
 * starts at the start time.
 */
import { describe, expect, it } from 'vitest';
import type { RoomResponse } from '../../../src/api/rooms';
import type { LevelRef } from '../../../src/replay/format';
import { RoomCountdown } from '../../../src/app/rooms/room-countdown';
import { ManualTimers } from '../global/fake-service';
import { NOON, ROOM_ID, STARTS_AT } from './rooms-service';

/** Theseus's room in its countdown, Ariadne seated in it (as `racers` says). */
function counting(racers: RoomResponse['racers'], state: RoomResponse['state'] = 'countdown') {
  return {
    roomId: ROOM_ID,
    levelKey: 'level:first-steps',
    level: { id: 'first-steps' },
    creator: 'Theseus',
    createdAt: '2026-03-14T11:59:00.000Z',
    state,
    startsAt: STARTS_AT,
    countdownMs: 3000,
    maxRacers: 8,
    racers,
  } satisfies RoomResponse;
}

const SEATED = [
  { player: 'Theseus', state: 'waiting' },
  { player: 'Ariadne', state: 'waiting' },
] as const;

function countdown() {
  const timers = new ManualTimers();
  const started: LevelRef[] = [];
  let now = NOON;
  const clock = new RoomCountdown({
    timer: timers.timer,
    clockMs: () => now,
    startRef: (ref) => started.push(ref),
  });
  const atStart = () => {
    now = NOON + 3000;
    timers.fire();
  };
  return { clock, timers, started, atStart };
}

describe('the room countdown', () => {
  it('starts the run of the room level at the start time, once', () => {
    const c = countdown();
    c.clock.follow(counting([...SEATED]), 'Ariadne');
    expect(c.clock.seconds()).toBe(3);
    c.clock.follow(counting([...SEATED]), 'Ariadne');
    expect(c.timers.due()).toEqual([3000]);
    c.atStart();
    expect(c.started).toEqual([{ id: 'first-steps' }]);
    expect(c.clock.enter('level:first-steps')).toEqual({
      roomId: ROOM_ID,
      levelKey: 'level:first-steps',
    });
  });

  it('stops when the racer is answered gone from the room: no run starts', () => {
    const c = countdown();
    c.clock.follow(counting([...SEATED]), 'Ariadne');
    expect(c.clock.seconds()).toBe(3);
    c.clock.follow(counting([{ player: 'Theseus', state: 'waiting' }]), 'Ariadne');
    expect(c.clock.seconds()).toBeNull();
    expect(c.timers.due()).toEqual([]);
    c.atStart();
    expect(c.started).toEqual([]);
  });

  it('stops when the racer is answered abandoned: no run starts', () => {
    const c = countdown();
    c.clock.follow(counting([...SEATED]), 'Ariadne');
    const left = [SEATED[0], { player: 'Ariadne', state: 'abandoned' }] as const;
    c.clock.follow(counting([...left]), 'Ariadne');
    expect(c.clock.seconds()).toBeNull();
    c.atStart();
    expect(c.started).toEqual([]);
  });

  it('stops when the room is answered closed, the racer still seated: no run starts', () => {
    const c = countdown();
    c.clock.follow(counting([...SEATED]), 'Ariadne');
    c.clock.follow(counting([...SEATED], 'closed'), 'Ariadne');
    expect(c.clock.seconds()).toBeNull();
    expect(c.timers.due()).toEqual([]);
    c.atStart();
    expect(c.started).toEqual([]);
  });
});
