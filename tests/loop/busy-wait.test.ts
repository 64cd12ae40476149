import { describe, expect, it } from 'vitest';
import { busyWait } from '../../src/loop/busy-wait';

/** A clock that moves `step` ms each time it is read. */
function steppingClock(start: number, step: number) {
  let now = start;
  const reads: number[] = [];
  return {
    reads,
    read: () => {
      reads.push(now);
      now += step;
      return reads.at(-1) ?? 0;
    },
  };
}

describe('busyWait', () => {
  it('returns once the page clock has moved on by the asked time, and says how long it took', () => {
    const page = steppingClock(1000, 120);
    const wall = steppingClock(0, 0.001);
    expect(busyWait(500, { now: page.read, wall: wall.read })).toBe(600);
    expect(page.reads).toEqual([1000, 1120, 1240, 1360, 1480, 1600]);
  });

  it('ends on the wall clock when the page clock stands still (a virtual display)', () => {
    const page = steppingClock(5, 0);
    const wall = steppingClock(0, 50);
    expect(busyWait(500, { now: page.read, wall: wall.read })).toBe(0);
    // Started at 0, then 50 ms per read until 500 ms had passed.
    expect(wall.reads.at(-1)).toBe(500);
  });

  it('returns at once for no time', () => {
    const page = steppingClock(5, 1);
    expect(busyWait(0, { now: page.read, wall: () => 0 })).toBe(0);
    expect(page.reads).toEqual([5]);
  });
});
