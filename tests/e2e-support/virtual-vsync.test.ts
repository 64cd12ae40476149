// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest';
import { virtualVsyncInit } from '../../e2e/support/virtual-vsync-init';
import type { Schedule } from '../../e2e/support/schedule';

interface VirtualVsync {
  run(schedule: Partial<Schedule>): { readonly nowUs: number; readonly frames: number };
  nowUs(): number;
}

const realNow = performance.now.bind(performance);
const realRaf = window.requestAnimationFrame.bind(window);
virtualVsyncInit();
const vsync = (window as unknown as { __virtualVsync: VirtualVsync }).__virtualVsync;

/** Timestamps each frame's callback received, and performance.now() inside it. */
const seen: { timestamp: number; now: number }[] = [];
function onFrame(timestamp: number): void {
  seen.push({ timestamp, now: performance.now() });
  window.requestAnimationFrame(onFrame);
}
window.requestAnimationFrame(onFrame);

afterAll(() => {
  performance.now = realNow;
  window.requestAnimationFrame = realRaf;
});

describe('virtual vsync', () => {
  it('delivers frames at the scheduled intervals, with performance.now standing still inside each', () => {
    seen.length = 0;
    expect(vsync.run({ intervalsUs: [16_666, 16_667] })).toEqual({ nowUs: 33_333, frames: 2 });
    expect(seen).toEqual([
      { timestamp: 16.666, now: 16.666 },
      { timestamp: 33.333, now: 33.333 },
    ]);
  });

  it('delivers raw timestamps verbatim, broken ones included, while its own clock keeps pace', () => {
    seen.length = 0;
    const raw = [50, 40, 40, Number.NaN, 3_600_050, Number.POSITIVE_INFINITY, -0, 1e300];
    const start = vsync.nowUs();
    const keys: number[] = [];
    const onKey = () => keys.push(performance.now());
    window.addEventListener('keydown', onKey);
    vsync.run({
      intervalsUs: [],
      rawTimestampsMs: raw,
      events: [{ atUs: start + 40_000, kind: 'keydown', key: 'ArrowUp', code: 'ArrowUp' }],
    });
    window.removeEventListener('keydown', onKey);
    expect(seen.map((s) => s.timestamp)).toEqual(raw);
    expect(Object.is(seen[6]?.timestamp, -0)).toBe(true);
    expect(seen.map((s) => s.now)).toEqual(raw.map((_, i) => (start + 16_667 * (i + 1)) / 1000));
    // The event is due between the second and third raw frames of the display's own clock.
    expect(keys).toEqual([(start + 40_000) / 1000]);
    expect(vsync.nowUs()).toBe(start + 16_667 * raw.length);
  });

  it('still refuses a malformed interval', () => {
    expect(() => vsync.run({ intervalsUs: [Number.NaN] })).toThrow(RangeError);
  });
});
