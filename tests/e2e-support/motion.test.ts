import { describe, expect, it } from 'vitest';
import { longestStraightRun, stepsOf } from '../../e2e/support/motion';

const at = (x: number, y: number) => ({ x, y });

describe('longestStraightRun', () => {
  it('finds the longest stretch of equal non-zero steps, the earliest of equal length', () => {
    const positions = [
      at(0, 0),
      at(12, 0), // tick 1: right
      at(24, 0), // tick 2: right
      at(24, 0), // tick 3: still
      at(24, 12), // tick 4: down
      at(24, 24), // tick 5: down
      at(24, 36), // tick 6: down
      at(36, 36), // tick 7: right
      at(48, 36), // tick 8
      at(60, 36), // tick 9
    ];
    expect(longestStraightRun(positions)).toEqual({ firstTick: 4, lastTick: 6, dx: 0, dy: 12 });
  });

  it('starts a new run where the step changes, even without a stop', () => {
    expect(longestStraightRun([at(0, 0), at(12, 0), at(0, 0), at(-12, 0)])).toEqual({
      firstTick: 2,
      lastTick: 3,
      dx: -12,
      dy: 0,
    });
  });

  it('is null when nothing moves', () => {
    expect(longestStraightRun([at(5, 5), at(5, 5)])).toBeNull();
    expect(longestStraightRun([])).toBeNull();
  });
});

describe('stepsOf', () => {
  it('gives successive differences', () => {
    expect(stepsOf([1, 4, 4, 2])).toEqual([3, 0, -2]);
    expect(stepsOf([7])).toEqual([]);
  });
});
