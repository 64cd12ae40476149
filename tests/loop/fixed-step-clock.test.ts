import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedStepClock } from '../../src/loop/fixed-step-clock';
import { clockArb, owedTicks, SAFE } from './clock-arbitraries';

describe('FixedStepClock: exact ticks', () => {
  it('60 frames of 16 or 17 units (frequency 1000), in an uneven pattern totalling exactly 1000, give exactly 20 ticks at 20 Hz', () => {
    const pattern = [...Array<number>(20).fill(16), ...Array<number>(40).fill(17)];
    fc.assert(
      fc.property(fc.shuffledSubarray(pattern, { minLength: 60, maxLength: 60 }), (frames) => {
        expect(frames.reduce((a, b) => a + b, 0)).toBe(1000);
        const clock = new FixedStepClock(1000, 20);
        let ticks = 0;
        let elapsed = 0;
        for (const frame of frames) {
          const step = clock.advance(frame);
          elapsed += frame;
          ticks += step.ticks;
          // After every frame the clock has run exactly the whole ticks that fit so far.
          expect(ticks).toBe(Math.floor((elapsed * 20) / 1000));
          expect(step.dropped).toBe(false);
        }
        expect(ticks).toBe(20);
        expect(clock.remainder).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('30 ms held of a 50 ms tick gives alpha 0.6', () => {
    const clock = new FixedStepClock(1000, 20);
    expect(clock.advance(30)).toEqual({ ticks: 0, alpha: 0.6, dropped: false, droppedTicks: 0 });
  });

  it('carries the fraction across frames: 30 ms then 30 ms is one tick and alpha 0.2', () => {
    const clock = new FixedStepClock(1000, 20);
    clock.advance(30);
    const step = clock.advance(30);
    expect(step.ticks).toBe(1);
    expect(step.alpha).toBeCloseTo(0.2, 12);
    expect(clock.remainder).toBe(200);
  });

  it('A 10 s stall at 20 Hz, cap 4, gives 4 ticks, dropped, 196 dropped ticks, and the next normal frame is normal', () => {
    const clock = new FixedStepClock(1000, 20, 4);
    expect(clock.advance(10_000)).toEqual({ ticks: 4, alpha: 0, dropped: true, droppedTicks: 196 });
    expect(clock.advance(50)).toEqual({ ticks: 1, alpha: 0, dropped: false, droppedTicks: 0 });
    expect(clock.advance(16)).toEqual({ ticks: 0, alpha: 0.32, dropped: false, droppedTicks: 0 });
  });

  it('keeps the fractional remainder through a dropped stall', () => {
    const clock = new FixedStepClock(1000, 20, 4);
    const stall = clock.advance(10_030);
    expect(stall).toMatchObject({ ticks: 4, dropped: true, droppedTicks: 196 });
    expect(stall.alpha).toBe(0.6);
    expect(clock.advance(20)).toEqual({ ticks: 1, alpha: 0, dropped: false, droppedTicks: 0 });
  });

  it('At 100 ticks/s, cap 10: 25 ms elapsed gives 2 ticks and alpha 0.5; at cap 5, 10 s elapsed gives 5 ticks', () => {
    const cap10 = new FixedStepClock(1000, 100, 10);
    expect(cap10.advance(25)).toEqual({ ticks: 2, alpha: 0.5, dropped: false, droppedTicks: 0 });
    const cap5 = new FixedStepClock(1000, 100, 5);
    expect(cap5.advance(10_000)).toEqual({
      ticks: 5,
      alpha: 0,
      dropped: true,
      droppedTicks: 995,
    });
  });

  it('uses 20 ticks per second and a cap of 4 by default', () => {
    const clock = new FixedStepClock(1000);
    expect(FixedStepClock.DEFAULT_MAX_TICKS_PER_FRAME).toBe(4);
    expect(clock.ticksPerSecond).toBe(20);
    expect(clock.maxTicksPerFrame).toBe(4);
    expect(clock.catchUp).toBe('drop');
    expect(clock.advance(100)).toMatchObject({ ticks: 2, dropped: false });
    expect(clock.advance(250)).toMatchObject({ ticks: 4, dropped: true, droppedTicks: 1 });
  });

  it('counts negative elapsed as 0', () => {
    const clock = new FixedStepClock(1000, 20);
    clock.advance(30);
    expect(clock.advance(-500)).toEqual({ ticks: 0, alpha: 0.6, dropped: false, droppedTicks: 0 });
    expect(clock.advance(20)).toMatchObject({ ticks: 1, alpha: 0 });
  });

  it('reset() discards the pending fraction', () => {
    const clock = new FixedStepClock(1000, 20);
    clock.advance(40);
    clock.reset();
    expect(clock.remainder).toBe(0);
    expect(clock.advance(30)).toEqual({ ticks: 0, alpha: 0.6, dropped: false, droppedTicks: 0 });
  });

  it('reset({ keepFraction: true }) keeps alpha and the time to the next tick', () => {
    const clock = new FixedStepClock(1000, 20);
    clock.advance(40);
    clock.reset({ keepFraction: true });
    expect(clock.remainder).toBe(800);
    expect(clock.advance(0)).toMatchObject({ ticks: 0, alpha: 0.8 });
    expect(clock.advance(10)).toEqual({ ticks: 1, alpha: 0, dropped: false, droppedTicks: 0 });
  });

  it('counts exactly at a microsecond frequency with uneven display frames', () => {
    // 144 Hz for ten seconds, each absolute timestamp rounded to whole microseconds.
    const clock = new FixedStepClock(1_000_000, 20);
    let previous = 0;
    let ticks = 0;
    for (let frame = 1; frame <= 1440; frame += 1) {
      const now = Math.round((frame * 1_000_000) / 144);
      ticks += clock.advance(now - previous).ticks;
      previous = now;
    }
    expect(ticks).toBe(200);
    expect(clock.remainder).toBe(0);
  });
});

/**
 * The largest elapsed value one advance() may count, worked out in BigInt: any safe integer
 * while a timestamp unit is worth at most one tick; otherwise the most whole seconds whose ticks
 * stay below 2^53 - 1.
 */
function clampLimit(frequency: number, rate: number): bigint {
  const safe = BigInt(SAFE);
  if (rate <= frequency) return safe;
  return ((safe - 1n) / BigInt(rate)) * BigInt(frequency);
}

describe('FixedStepClock: invariants over random traces', () => {
  const elapsedArb = fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 100_000 }) },
    { weight: 2, arbitrary: fc.constant(0) },
    { weight: 2, arbitrary: fc.integer({ min: -1_000_000_000, max: -1 }) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: SAFE }) },
    { weight: 1, arbitrary: fc.constantFrom(SAFE, SAFE - 1, 2 ** 40, 2 ** 53, 1e20, 1e300) },
  );
  it("Property (fast-check, thousands of random frame traces incl. zeros, negatives, huge gaps): ticks <= cap, 0 <= alpha < 1, and for 'drop': ticks run + ticks dropped = floor(total elapsed x rate / frequency) exactly", () => {
    fc.assert(
      fc.property(clockArb, fc.array(elapsedArb, { maxLength: 40 }), (config, trace) => {
        const clock = new FixedStepClock(config.frequency, config.rate, config.cap);
        let total = 0n;
        let accounted = 0n;
        for (const elapsed of trace) {
          const step = clock.advance(elapsed);
          expect(Number.isSafeInteger(step.ticks)).toBe(true);
          expect(step.ticks).toBeGreaterThanOrEqual(0);
          expect(step.ticks).toBeLessThanOrEqual(config.cap);
          expect(step.alpha).toBeGreaterThanOrEqual(0);
          expect(step.alpha).toBeLessThan(1);
          expect(step.dropped).toBe(step.droppedTicks > 0 || clock.clampedElapsed > 0);
          const positive = elapsed > 0 ? BigInt(elapsed) : 0n;
          const limit = clampLimit(config.frequency, config.rate);
          const counted = positive < limit ? positive : limit;
          expect(clock.clampedElapsed).toBe(Number(positive - counted));
          total += counted;
          accounted += BigInt(step.ticks) + BigInt(step.droppedTicks);
          expect(accounted).toBe(owedTicks(total, config.rate, config.frequency));
          expect(BigInt(clock.remainder)).toBe(
            (total * BigInt(config.rate)) % BigInt(config.frequency),
          );
          expect(step.alpha).toBe(clock.remainder / config.frequency);
        }
      }),
      { numRuns: 4000 },
    );
  });

  it('clamps only elapsed values beyond every safe integer when ticks per second <= frequency', () => {
    const clock = new FixedStepClock(1_000_000, 20);
    expect(clock.maxElapsed).toBe(SAFE);
    const step = clock.advance(SAFE);
    expect(step).toMatchObject({ ticks: 4, dropped: true });
    expect(step.droppedTicks).toBe(Number(owedTicks(BigInt(SAFE), 20, 1_000_000)) - 4);
    expect(clock.clampedElapsed).toBe(0);
    const huge = clock.advance(1e300);
    expect(huge).toMatchObject({ ticks: 4, dropped: true });
    expect(clock.clampedElapsed).toBe(1e300 - SAFE);
    expect(Number.isSafeInteger(clock.remainder)).toBe(true);
    expect(clock.advance(50_000)).toMatchObject({ ticks: 1, dropped: false });
    expect(clock.clampedElapsed).toBe(0);
  });
});

describe('FixedStepClock: argument checks', () => {
  const badArguments: [name: string, args: [number, number?, number?]][] = [
    ['timestampFrequency', [0]],
    ['timestampFrequency', [-1000]],
    ['timestampFrequency', [1000.5]],
    ['timestampFrequency', [Number.NaN]],
    ['timestampFrequency', [2 ** 53]],
    ['ticksPerSecond', [1000, 0]],
    ['ticksPerSecond', [1000, 2.5]],
    ['ticksPerSecond', [1000, Number.POSITIVE_INFINITY]],
    ['maxTicksPerFrame', [1000, 20, 0]],
    ['maxTicksPerFrame', [1000, 20, -4]],
  ];
  it.each(badArguments)('rejects a bad %s: %j', (name, args) => {
    const [frequency, rate, cap] = args;
    const bad = String(args.at(-1));
    expect(() => new FixedStepClock(frequency, rate, cap)).toThrow(RangeError);
    expect(() => new FixedStepClock(frequency, rate, cap)).toThrow(
      `${name} must be a positive safe integer, got ${bad}`,
    );
  });

  it('rejects an unknown catch-up mode, naming it', () => {
    const options = { catchUp: 'rewind' } as unknown as { catchUp: 'drop' };
    expect(() => new FixedStepClock(1000, 20, 4, options)).toThrow(
      "options.catchUp must be 'drop' or 'defer', got 'rewind'",
    );
  });

  it('rejects a frequency and rate whose accumulator could leave the safe-integer range', () => {
    expect(() => new FixedStepClock(1_000_000_000, 10_000_000)).toThrow(RangeError);
    expect(() => new FixedStepClock(1_000_000_000, 10_000_000)).toThrow(
      /1000000000 × \(10000000 \+ 1\)/,
    );
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 16.5, -0.25])(
    'rejects the elapsed value %s with RangeError, naming it',
    (elapsed) => {
      const clock = new FixedStepClock(1000);
      expect(() => clock.advance(elapsed)).toThrow(RangeError);
      expect(() => clock.advance(elapsed)).toThrow(
        `elapsedTimestamp must be a finite integer, got ${String(elapsed)}`,
      );
    },
  );
});
