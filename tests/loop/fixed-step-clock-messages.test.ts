import { describe, expect, it } from 'vitest';
import { FixedStepClock } from '../../src/loop/fixed-step-clock';

// floor((2^53 - 2) / 20) seconds of a 1 Hz timestamp: the largest elapsed a 20 Hz clock counts.
const MAX_ELAPSED_1HZ_20TPS = 450_359_962_737_049;

describe('FixedStepClock: errors say what went wrong, with the numbers', () => {
  it('names the accumulator bound a frequency and rate would break', () => {
    expect(() => new FixedStepClock(2 ** 52, 1)).toThrow(
      new RangeError(
        'timestampFrequency × (ticksPerSecond + 1) must not exceed 9007199254740991, ' +
          'got 4503599627370496 × (1 + 1)',
      ),
    );
  });

  it("names the elapsed value 'defer' mode cannot count", () => {
    const clock = new FixedStepClock(1, 20, 4, { catchUp: 'defer' });
    expect(clock.maxElapsed).toBe(MAX_ELAPSED_1HZ_20TPS);
    expect(() => clock.advance(MAX_ELAPSED_1HZ_20TPS + 1)).toThrow(
      new RangeError(
        `elapsedTimestamp 450359962737050 exceeds maxElapsed 450359962737049: ` +
          `'defer' mode would owe more ticks than a safe integer can count`,
      ),
    );
  });

  it("names the backlog 'defer' mode would overflow, and the elapsed value that did it", () => {
    const clock = new FixedStepClock(1, 20, 4, { catchUp: 'defer' });
    clock.advance(MAX_ELAPSED_1HZ_20TPS);
    expect(() => clock.advance(MAX_ELAPSED_1HZ_20TPS)).toThrow(
      new RangeError(
        "'defer' backlog would exceed 9007199254740991 ticks after elapsedTimestamp 450359962737049",
      ),
    );
  });
});
