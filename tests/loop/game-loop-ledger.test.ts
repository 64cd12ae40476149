import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LifecycleEvent } from '../../src/loop/lifecycle-source';
import { PAUSE_REASONS, type PauseReason } from '../../src/loop/pause-reason';
import { expectBalanced, startLoop } from './loop-harness';

type Action =
  | { kind: 'frame'; ms: number }
  | { kind: 'at'; ms: number }
  | { kind: 'broken'; value: number }
  | { kind: 'pause'; reason: PauseReason }
  | { kind: 'resume' }
  | { kind: 'rate'; rate: number }
  | { kind: 'page'; event: LifecycleEvent }
  | { kind: 'pauseInTick' };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  // Display frames, fractional milliseconds apart, from 0 (repeat) upward.
  {
    weight: 12,
    arbitrary: fc
      .double({ min: 0, max: 60, noNaN: true })
      .map((ms) => ({ kind: 'frame' as const, ms })),
  },
  // Stalls up to several hours, and steps backwards.
  {
    weight: 2,
    arbitrary: fc
      .double({ min: 60, max: 3 * 3600 * 1000, noNaN: true })
      .map((ms) => ({ kind: 'frame' as const, ms })),
  },
  {
    weight: 2,
    arbitrary: fc
      .double({ min: -5000, max: -0.001, noNaN: true })
      .map((ms) => ({ kind: 'frame' as const, ms })),
  },
  // Jumps to an absolute time anywhere, including negative and beyond any real clock.
  {
    weight: 1,
    arbitrary: fc
      .double({ min: -1e13, max: 1e13, noNaN: true })
      .map((ms) => ({ kind: 'at' as const, ms })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e300)
      .map((value) => ({ kind: 'broken' as const, value })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(...PAUSE_REASONS)
      .map((reason) => ({ kind: 'pause' as const, reason })),
  },
  { weight: 3, arbitrary: fc.constant({ kind: 'resume' as const }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(0.25, 0.5, 1, 2, 4).map((rate) => ({ kind: 'rate' as const, rate })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom<LifecycleEvent>('hidden', 'visible', 'blur', 'focus')
      .map((event) => ({ kind: 'page' as const, event })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'pauseInTick' as const }) },
);

describe('GameLoop: time ledger', () => {
  it('keeps fed = simulated + dropped + discarded + pending exactly at every frame, over random traces with pauses, resumes, stalls, negatives and NaN', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 80 }), fc.boolean(), (actions, blurPauses) => {
        let pauseInTick = false;
        const h = startLoop({
          autoPauseOnBlur: blurPauses,
          tick: () => {
            if (pauseInTick) {
              pauseInTick = false;
              h.loop.pause('menu');
            }
          },
        });
        // An independent model of what the loop should feed: whole-microsecond differences
        // between usable timestamps of running frames, restarting after each resume.
        let now = 0;
        let baseline: number | null = null;
        let fed = 0;
        let simulated = 0;
        let resets = 0;
        const frame = (timestampMs: number) => {
          const paused = h.loop.paused;
          const tickUs = 50_000 / h.loop.rate;
          const ticks = h.frame(timestampMs);
          const us = Math.round(timestampMs * 1000);
          if (!paused) {
            expect(ticks).toBeLessThanOrEqual(4);
            if (Number.isFinite(us) && Math.abs(us) < 2 ** 52) {
              if (baseline !== null) fed += Math.max(0, us - baseline);
              baseline = us;
            }
          } else {
            expect(ticks).toBe(0);
          }
          simulated += ticks * tickUs;
          const ledger = h.loop.ledger;
          expect(ledger.fedUs).toBe(fed);
          expect(ledger.simulatedUs).toBe(simulated);
          expect(ledger.ticksRun).toBe(h.ticks());
          expect(ledger.pendingUs).toBeLessThan(tickUs);
          expectBalanced(ledger);
        };
        frame(now);
        for (const action of actions) {
          switch (action.kind) {
            case 'frame':
              now += action.ms;
              frame(now);
              break;
            case 'at':
              now = action.ms;
              frame(now);
              break;
            case 'broken':
              frame(action.value);
              break;
            case 'pause':
              h.loop.pause(action.reason);
              break;
            case 'resume':
              if (h.loop.paused) {
                baseline = null;
                resets += 1;
              }
              h.loop.resume();
              break;
            case 'rate':
              if (action.rate !== h.loop.rate) resets += 1;
              h.loop.setRate(action.rate);
              break;
            case 'page':
              h.lifecycle.emit(action.event);
              break;
            case 'pauseInTick':
              pauseInTick = true;
              break;
          }
          expectBalanced(h.loop.ledger);
        }
        const ledger = h.loop.ledger;
        const pauses = Object.values(ledger.pausesByReason).reduce((a, b) => a + b, 0);
        expect(h.pauseChanges.filter(([paused]) => paused)).toHaveLength(pauses);
        expect(ledger.resetEvents).toBe(resets);
        if (ledger.droppedEvents === 0) expect(ledger.droppedUs).toBe(0);
        expect(h.errors).toEqual([]);
      }),
      { numRuns: 1500 },
    );
  });
});
