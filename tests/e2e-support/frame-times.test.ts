import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frameTimesOf, TICK_US, tickFrameTimes } from '../../e2e/support/frame-times';

describe('frameTimesOf', () => {
  it('adds the intervals up from the start', () => {
    expect(frameTimesOf([16_666, 16_667, 16_667], 1_000)).toEqual([17_666, 34_333, 51_000]);
    expect(frameTimesOf([])).toEqual([]);
  });
});

describe('tickFrameTimes', () => {
  it('puts tick k on the first frame at least k × 50 ms after the baseline frame', () => {
    // 60 Hz from a baseline at 16 666 µs: tick 1 is due at 66 666 µs, on the frame at 66 667.
    const frames = frameTimesOf(new Array<number>(20).fill(16_667), -1);
    expect(frames[0]).toBe(16_666);
    expect(tickFrameTimes(frames, 3)).toEqual([66_667, 116_668, 166_669]);
  });

  it('holds for any display whose frames come less than a tick apart', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: TICK_US - 1 }), { minLength: 2, maxLength: 400 }),
        (intervals) => {
          const frames = frameTimesOf(intervals);
          const base = frames[0] ?? 0;
          const count = Math.floor(((frames.at(-1) ?? 0) - base) / TICK_US);
          const ticks = tickFrameTimes(frames, count);
          expect(ticks).toHaveLength(count);
          ticks.forEach((at, i) => {
            const due = base + (i + 1) * TICK_US;
            const index = frames.indexOf(at);
            expect(at).toBeGreaterThanOrEqual(due);
            expect(frames[index - 1] ?? 0).toBeLessThan(due);
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses two ticks on one frame, and a run longer than its frames', () => {
    expect(() => tickFrameTimes([0, 60_000, 160_000], 3)).toThrow(/ticks 2 and 3 both run/);
    expect(() => tickFrameTimes([0, 50_000], 2)).toThrow(/before tick 2 is due at 100000 µs/);
    expect(() => tickFrameTimes([], 1)).toThrow(RangeError);
  });
});
