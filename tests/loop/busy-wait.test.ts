import { describe, expect, it } from 'vitest';
import { busyWait } from '../../src/loop/busy-wait';

describe('busyWait', () => {
  it('returns once the clock has moved on by the asked time, and says how long it took', () => {
    let now = 1000;
    const reads: number[] = [];
    const clock = () => {
      reads.push(now);
      now += 120;
      return reads.at(-1) ?? 0;
    };
    expect(busyWait(500, clock)).toBe(600);
    // Start, then 120 ms steps until 500 ms had passed.
    expect(reads).toEqual([1000, 1120, 1240, 1360, 1480, 1600]);
  });

  it('returns at once for no time', () => {
    let reads = 0;
    expect(
      busyWait(0, () => {
        reads += 1;
        return 5;
      }),
    ).toBe(0);
    expect(reads).toBe(1);
  });
});
