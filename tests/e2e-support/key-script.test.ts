import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOWN, LEFT, MAX_INPUT, RIGHT, UP } from '../../src/sim';
import { frameTimesOf, TICK_US, tickFrameTimes } from '../../e2e/support/frame-times';
import { keyEventsForTicks } from '../../e2e/support/key-script';
import type { PageEvent } from '../../e2e/support/schedule';

const BIT: Readonly<Record<string, number>> = {
  ArrowUp: UP,
  ArrowRight: RIGHT,
  ArrowDown: DOWN,
  ArrowLeft: LEFT,
};

/**
 * What a latched keyboard reads on each tick: keys held then, plus keys pressed since the
 * previous tick. Events due at a frame's time reach the page before that frame.
 */
function inputsRead(events: readonly PageEvent[], tickTimes: readonly number[]): number[] {
  let held = 0;
  let latched = 0;
  let next = 0;
  return tickTimes.map((at) => {
    for (let e = events[next]; e !== undefined && e.atUs <= at; e = events[(next += 1)]) {
      const bit = BIT[e.key ?? ''] ?? 0;
      if (e.kind === 'keydown') {
        held |= bit;
        latched |= bit;
      } else held &= ~bit;
    }
    const input = held | latched;
    latched = 0;
    return input;
  });
}

describe('keyEventsForTicks', () => {
  it('changes the keys halfway between ticks and releases them all at the end', () => {
    const events = keyEventsForTicks({
      inputs: [RIGHT, RIGHT, UP | RIGHT],
      baselineUs: 0,
      tickTimesUs: [50_000, 100_000, 150_000],
    });
    expect(events).toEqual([
      { atUs: 25_000, kind: 'keydown', key: 'ArrowRight', code: 'ArrowRight' },
      { atUs: 125_000, kind: 'keydown', key: 'ArrowUp', code: 'ArrowUp' },
      { atUs: 175_000, kind: 'keyup', key: 'ArrowUp', code: 'ArrowUp' },
      { atUs: 175_000, kind: 'keyup', key: 'ArrowRight', code: 'ArrowRight' },
    ]);
  });

  it('makes a latched keyboard read every input on its own tick, at any frame timing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: MAX_INPUT }), { minLength: 1, maxLength: 60 }),
        fc.array(fc.integer({ min: 1_000, max: TICK_US - 1 }), { minLength: 1, maxLength: 30 }),
        (inputs, pattern) => {
          // Frames repeat the pattern until the run's ticks are all due.
          const intervals: number[] = [];
          while (intervals.reduce((a, b) => a + b, 0) < (inputs.length + 2) * TICK_US) {
            intervals.push(...pattern);
          }
          const frames = frameTimesOf(intervals, 1_000);
          const tickTimesUs = tickFrameTimes(frames, inputs.length);
          const events = keyEventsForTicks({ inputs, baselineUs: frames[0] ?? 0, tickTimesUs });
          expect(inputsRead(events, tickTimesUs)).toEqual(inputs);
          expect(events.map((e) => e.atUs)).toEqual(
            [...events.map((e) => e.atUs)].sort((a, b) => a - b),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses tick times that do not move forward or do not match the inputs', () => {
    expect(() =>
      keyEventsForTicks({ inputs: [UP, UP], baselineUs: 0, tickTimesUs: [50_000, 50_000] }),
    ).toThrow(/tick 2 runs at 50000 µs/);
    expect(() => keyEventsForTicks({ inputs: [UP], baselineUs: 0, tickTimesUs: [] })).toThrow(
      RangeError,
    );
  });
});
