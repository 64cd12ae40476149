import { describe, expect, it } from 'vitest';
import { CATCH_DISTANCE } from '../../src/sim';
import { sweptTouch, type SweepView } from '../../src/sim/swept-touch';

/** a and b as [prevX, prevY, x, y]. */
const sweep = (a: readonly number[], b: readonly number[]): SweepView => ({
  aPrevX: a[0] ?? 0,
  aPrevY: a[1] ?? 0,
  aX: a[2] ?? 0,
  aY: a[3] ?? 0,
  bPrevX: b[0] ?? 0,
  bPrevY: b[1] ?? 0,
  bX: b[2] ?? 0,
  bY: b[3] ?? 0,
});

describe('sweptTouch at the exact edges (found by mutation testing)', () => {
  it('keeps apart two actors exactly 30 apart on an axis neither moves along, on either side', () => {
    expect(sweptTouch(sweep([30, 0, 30, 10], [0, 0, 0, 0]), CATCH_DISTANCE)).toBe(false);
    expect(sweptTouch(sweep([-30, 0, -30, 10], [0, 0, 0, 0]), CATCH_DISTANCE)).toBe(false);
  });

  it('keeps apart two actors whose x and y overlaps only meet at one instant', () => {
    // dx runs 0 -> 60 (under 30 for t < 1/2); dy runs -60 -> 0 (under 30 for t > 1/2).
    expect(sweptTouch(sweep([0, 0, 60, 0], [0, 60, 0, 0]), CATCH_DISTANCE)).toBe(false);
    // Start b one unit nearer (dy -59 -> 1) and they do touch, for t in (29/60, 1/2).
    expect(sweptTouch(sweep([0, 0, 60, 0], [0, 59, 0, -1]), CATCH_DISTANCE)).toBe(true);
  });
});
