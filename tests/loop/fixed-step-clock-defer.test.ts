import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedStepClock } from '../../src/loop/fixed-step-clock';
import { clockArb, owedTicks, SAFE } from './clock-arbitraries';

describe("FixedStepClock: 'defer' catch-up", () => {
  it("'defer' recovers after one transient stall when cap x tick period exceeds the frame time", () => {
    // 20 Hz, cap 4: a frame can run 200 ms of ticks, far more than a 60 Hz frame brings.
    const clock = new FixedStepClock(1_000_000, 20, 4, { catchUp: 'defer' });
    const frames = [16_667, 16_667, 16_666];
    let total = 0;
    let ticks = 0;
    const feed = (elapsed: number) => {
      const step = clock.advance(elapsed);
      total += elapsed;
      ticks += step.ticks;
      expect(step.dropped).toBe(false);
      expect(step.droppedTicks).toBe(0);
      expect(step.ticks).toBeLessThanOrEqual(4);
      return step;
    };
    for (let i = 0; i < 30; i += 1) feed(frames[i % 3] ?? 0);
    expect(feed(1_000_000).ticks).toBe(4);
    expect(clock.backlogTicks).toBe(16);
    const backlogs: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      feed(frames[i % 3] ?? 0);
      backlogs.push(clock.backlogTicks);
    }
    // The backlog shrinks by about 3⅔ ticks a frame until it is gone, then stays gone.
    expect(backlogs.slice(0, 5)).toEqual([12, 8, 5, 1, 0]);
    expect(backlogs.slice(4).every((backlog) => backlog === 0)).toBe(true);
    // Nothing was lost: every whole tick the elapsed time paid for has run.
    expect(ticks).toBe(Math.floor((total * 20) / 1_000_000));
  });

  it("'defer' backlog grows every frame under a sustained mismatch (1 ms ticks, cap 5, 60 Hz frames)", () => {
    const clock = new FixedStepClock(1_000_000, 1000, 5, { catchUp: 'defer' });
    const frames = [16_667, 16_667, 16_666];
    let previousBacklog = clock.backlogTicks;
    let ticks = 0;
    let total = 0;
    for (let i = 0; i < 120; i += 1) {
      const elapsed = frames[i % 3] ?? 0;
      const step = clock.advance(elapsed);
      total += elapsed;
      ticks += step.ticks;
      expect(step).toMatchObject({ ticks: 5, dropped: false, droppedTicks: 0 });
      expect(clock.backlogTicks).toBeGreaterThan(previousBacklog);
      previousBacklog = clock.backlogTicks;
    }
    // Two seconds owe 2000 ticks; 600 ran, the other 1400 are still owed, none dropped.
    expect(total).toBe(2_000_000);
    expect(ticks).toBe(600);
    expect(clock.backlogTicks).toBe(1400);
  });

  it("reset() clears the 'defer' backlog", () => {
    const clock = new FixedStepClock(1000, 20, 4, { catchUp: 'defer' });
    clock.advance(1030);
    expect(clock.backlogTicks).toBe(16);
    clock.reset();
    expect(clock.backlogTicks).toBe(0);
    expect(clock.advance(50)).toEqual({ ticks: 1, alpha: 0, dropped: false, droppedTicks: 0 });
  });

  it("reset({ keepFraction: true }) clears the 'defer' backlog but keeps the fraction", () => {
    const clock = new FixedStepClock(1000, 20, 4, { catchUp: 'defer' });
    clock.advance(1030);
    clock.reset({ keepFraction: true });
    expect(clock.backlogTicks).toBe(0);
    expect(clock.advance(20)).toEqual({ ticks: 1, alpha: 0, dropped: false, droppedTicks: 0 });
  });

  it("throws RangeError rather than let the 'defer' backlog leave the safe-integer range", () => {
    const clock = new FixedStepClock(1, 20, 4, { catchUp: 'defer' });
    expect(clock.maxElapsed).toBeLessThan(SAFE);
    clock.advance(clock.maxElapsed);
    const backlog = clock.backlogTicks;
    expect(backlog).toBeGreaterThan(SAFE - 30);
    expect(() => clock.advance(clock.maxElapsed)).toThrow(RangeError);
    expect(() => clock.advance(clock.maxElapsed + 1)).toThrow(/exceeds maxElapsed/);
    // A refused advance changes nothing.
    expect(clock.backlogTicks).toBe(backlog);
  });

  it("'defer' never drops: ticks run + backlog = floor(total elapsed x rate / frequency) exactly", () => {
    const deferElapsed = fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 0, max: 100_000 }) },
      { weight: 2, arbitrary: fc.integer({ min: -1_000_000, max: 0 }) },
      { weight: 1, arbitrary: fc.integer({ min: 0, max: 2 ** 40 }) },
    );
    fc.assert(
      fc.property(clockArb, fc.array(deferElapsed, { maxLength: 40 }), (config, trace) => {
        const clock = new FixedStepClock(config.frequency, config.rate, config.cap, {
          catchUp: 'defer',
        });
        let total = 0n;
        let ran = 0n;
        for (const elapsed of trace) {
          const owedAfter = owedTicks(
            total + BigInt(Math.max(0, elapsed)),
            config.rate,
            config.frequency,
          );
          if (owedAfter - ran > BigInt(SAFE)) {
            expect(() => clock.advance(elapsed)).toThrow(RangeError);
            return;
          }
          const step = clock.advance(elapsed);
          total += BigInt(Math.max(0, elapsed));
          ran += BigInt(step.ticks);
          expect(step).toMatchObject({ dropped: false, droppedTicks: 0 });
          expect(step.ticks).toBeLessThanOrEqual(config.cap);
          expect(step.alpha).toBeGreaterThanOrEqual(0);
          expect(step.alpha).toBeLessThan(1);
          expect(ran + BigInt(clock.backlogTicks)).toBe(owedAfter);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
