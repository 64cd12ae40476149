/**
 * A cup's knockout rules: snake seeding over the fewest rooms of at most 4, and the slowest of a
 * room out (no won run is slowest; ties by game time, then by the worse qualifier place).
 */
import { describe, expect, it } from 'vitest';
import { slowestOf, snakeSeed, survivorsOf } from '../../src/replay';

const seeds = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const racer = (seed: number, timeTicks: number | null) => ({
  playerId: `p${String(seed)}`,
  seed,
  timeTicks,
});

describe('snake seeding', () => {
  it('deals the seeds 1..k then k..1 over the fewest rooms of at most 4', () => {
    expect(snakeSeed(seeds(2), 4)).toEqual([[1, 2]]);
    expect(snakeSeed(seeds(4), 4)).toEqual([[1, 2, 3, 4]]);
    expect(snakeSeed(seeds(5), 4)).toEqual([
      [1, 4, 5],
      [2, 3],
    ]);
    expect(snakeSeed(seeds(9), 4)).toEqual([
      [1, 6, 7],
      [2, 5, 8],
      [3, 4, 9],
    ]);
    expect(snakeSeed(seeds(16), 4).map((room) => room.length)).toEqual([4, 4, 4, 4]);
    // 17 in 5: the fourth row runs back (16 to room 5, 17 to room 4).
    expect(snakeSeed(seeds(17), 4).map((room) => room.length)).toEqual([3, 3, 3, 4, 4]);
  });
});

describe('the slowest of a room', () => {
  it('is the longest won time, and a racer with no won run before any', () => {
    expect(slowestOf([racer(1, 90), racer(2, 80), racer(3, 85)])?.seed).toBe(1);
    expect(slowestOf([racer(3, 200), racer(1, null), racer(2, 90)])?.seed).toBe(1);
  });

  it('on a tie is the worse qualifier place, whatever the order', () => {
    expect(slowestOf([racer(2, 90), racer(1, 90)])?.seed).toBe(2);
    expect(slowestOf([racer(1, 90), racer(2, 90)])?.seed).toBe(2);
    expect(slowestOf([racer(4, null), racer(3, null), racer(1, 50)])?.seed).toBe(4);
    expect(slowestOf<ReturnType<typeof racer>>([])).toBeUndefined();
  });

  it('goes out: the rest go on in qualifier order', () => {
    const rooms = [
      [racer(1, 95), racer(4, 90), racer(5, null)],
      [racer(2, 100), racer(3, 99)],
    ];
    expect(survivorsOf(rooms).map((r) => r.seed)).toEqual([1, 3, 4]);
  });
});
