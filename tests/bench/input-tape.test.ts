import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heldInputTape, MAX_HOLD_TICKS } from '../../bench/node/input-tape';
import { MAX_INPUT } from '../../src/sim';

describe('heldInputTape', () => {
  it('is the same tape for the same seed and another for another seed', () => {
    expect(heldInputTape(7, 4096)).toEqual(heldInputTape(7, 4096));
    expect(heldInputTape(7, 4096)).not.toEqual(heldInputTape(8, 4096));
  });

  it('holds only valid inputs, for as long as asked', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 0xffffffff }),
        fc.integer({ min: 1, max: 3000 }),
        (seed, length) => {
          const tape = heldInputTape(seed, length);
          expect(tape.length).toBe(length);
          expect(tape.every((input) => input <= MAX_INPUT)).toBe(true);
        },
      ),
    );
  });

  it('changes input within every span longer than the longest hold, but not at every tick', () => {
    const tape = heldInputTape(1, 1 << 16);
    let run = 1;
    let longest = 1;
    let changes = 0;
    for (let i = 1; i < tape.length; i++) {
      if (tape[i] === tape[i - 1]) run++;
      else {
        changes++;
        run = 1;
      }
      longest = Math.max(longest, run);
    }
    // Two holds in a row may draw the same input, so a run can span a few holds, never many.
    expect(longest).toBeLessThanOrEqual(4 * MAX_HOLD_TICKS);
    expect(changes).toBeGreaterThan(tape.length / (2 * MAX_HOLD_TICKS));
    expect(changes).toBeLessThan(tape.length / 4);
    expect(new Set(tape).size).toBe(MAX_INPUT + 1);
  });

  it('refuses an empty or fractional length', () => {
    expect(() => heldInputTape(1, 0)).toThrow(RangeError);
    expect(() => heldInputTape(1, 2.5)).toThrow(/positive integer/);
  });
});
