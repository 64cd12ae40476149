import { describe, expect, it } from 'vitest';
import { FrameStats } from '../../src/loop/frame-stats';
import { startLoop, vsync } from './loop-harness';

describe('FrameStats', () => {
  it('reports the last interval, ticks and alpha, frames per second and refresh rate at 60 Hz', () => {
    const h = startLoop();
    h.run(vsync(60, 121));
    const stats = h.loop.stats();
    expect(stats.frames).toBe(121);
    expect(stats.lastIntervalUs).toBe(16_667);
    expect(stats.lastTicks).toBe(1);
    expect(stats.lastAlpha).toBe(0);
    expect(stats.framesPerSecond).toBe(60);
    expect(stats.refreshHz).toBeCloseTo(60, 1);
    expect(stats).toMatchObject({ running: true, paused: false, pauseReason: null, rate: 1 });
  });

  it("measures each frame's own work (clock, ticks, render) on the frame source's clock", () => {
    let workMs = 0;
    const h = startLoop({
      // Ticks and renders take time on the source's clock; the frame's timestamp does not move.
      tick: () => {
        h.frames.nowMs += 0.25;
      },
      render: () => {
        h.frames.nowMs += workMs;
      },
    });
    workMs = 0.1;
    h.run(vsync(60, 100));
    workMs = 2;
    h.frame(100 * (1000 / 60));
    const stats = h.loop.stats();
    // At 60 Hz a tick comes every third frame: of the first 100 frames, 33 ran a tick
    // (350 µs of work) and 67 ran none (100 µs); the slow 101st frame ran none (2 ms).
    expect(stats.lastWorkUs).toBe(2_000);
    expect(stats.workP50Us).toBe(100);
    expect(stats.workP99Us).toBe(350);
    const history = h.loop.workHistory();
    expect(history).toHaveLength(101);
    expect(history.at(-1)).toBe(2_000);
    expect(history.filter((us) => us === 350)).toHaveLength(33);
    expect(history.filter((us) => us === 100)).toHaveLength(67);
  });

  it('counts the ticks-per-frame cadence over the last second', () => {
    const h = startLoop();
    h.run(vsync(60, 181));
    expect(h.loop.stats().cadence).toEqual([40, 20, 0, 0, 0]);
    h.run(vsync(15, 16, 3100));
    // At 15 Hz frames alternate: 66.7 ms brings one tick, sometimes two.
    const [idle, one, two, three, more] = h.loop.stats().cadence;
    expect([idle, three, more]).toEqual([0, 0, 0]);
    expect((one ?? 0) + (two ?? 0)).toBe(15);
    expect((one ?? 0) + 2 * (two ?? 0)).toBe(20);
  });

  it('puts a stall in the 4-or-more bucket without moving the refresh-rate estimate', () => {
    const h = startLoop();
    const before = vsync(144, 300);
    h.run(before);
    const resumeAt = (before.at(-1) ?? 0) + 750;
    h.run(vsync(144, 50, resumeAt));
    const stats = h.loop.stats();
    expect(stats.cadence[4]).toBe(1);
    expect(stats.refreshHz).toBeCloseTo(144, 0);
    expect(h.loop.ledger.droppedEvents).toBe(1);
  });

  it('keeps a five-second history of frame intervals, oldest first', () => {
    const h = startLoop();
    h.run(vsync(240, 240 * 12 + 1));
    const history = h.loop.intervalHistory();
    expect(history).toHaveLength(1200);
    for (const interval of history) expect([4166, 4167]).toContain(interval);
    h.frame(12_000 + 100);
    expect(h.loop.intervalHistory().at(-1)).toBe(100_000);
  });

  it('counts paused frames as frames that ran no ticks', () => {
    const h = startLoop();
    h.run(vsync(60, 61));
    h.loop.pause('user');
    h.run(vsync(60, 60, 1016.7));
    const stats = h.loop.stats();
    expect(stats.cadence).toEqual([60, 0, 0, 0, 0]);
    expect(stats).toMatchObject({ paused: true, pauseReason: 'user' });
  });

  it('has no interval or refresh rate before two frames, and none across a broken timestamp', () => {
    const stats = new FrameStats();
    expect(stats.snapshot()).toMatchObject({ frames: 0, lastIntervalUs: null, refreshHz: null });
    stats.record(1_000, 0, 0);
    expect(stats.snapshot()).toMatchObject({ frames: 1, lastIntervalUs: null, refreshHz: null });
    stats.record(null, 0, 0.5);
    expect(stats.snapshot()).toMatchObject({
      lastIntervalUs: null,
      badTimestamps: 1,
      lastAlpha: 0.5,
    });
    stats.record(21_000, 1, 0);
    expect(stats.snapshot()).toMatchObject({ lastIntervalUs: 20_000, refreshHz: 50 });
  });

  it('measures windows on forward time only, so a backward timestamp cannot empty them', () => {
    const stats = new FrameStats();
    for (let frame = 0; frame <= 50; frame += 1) stats.record(frame * 10_000, 0, 0);
    stats.record(-1_000_000_000, 0, 0);
    stats.record(-1_000_000_000 + 10_000, 0, 0);
    const snapshot = stats.snapshot();
    expect(snapshot.backwardTimestamps).toBe(1);
    expect(snapshot.framesPerSecond).toBe(53);
    expect(snapshot.lastIntervalUs).toBe(10_000);
  });

  it('starts fresh figures when restarted', () => {
    const stats = new FrameStats();
    stats.record(0, 1, 0.25);
    stats.record(16_000, 1, 0.25);
    stats.restart();
    expect(stats.snapshot()).toMatchObject({ frames: 0, framesPerSecond: 0, refreshHz: null });
    expect(stats.intervalHistory()).toHaveLength(0);
  });

  it('keeps working after the ring buffer wraps', () => {
    const stats = new FrameStats();
    for (let frame = 0; frame < 10_000; frame += 1) stats.record(frame * 1000, frame % 3, 0);
    const snapshot = stats.snapshot();
    expect(snapshot.frames).toBe(10_000);
    // 1000 Hz: the last second holds 1000 frames, 5 s would need 5000 but the ring keeps 4096.
    expect(snapshot.framesPerSecond).toBe(1000);
    expect(snapshot.refreshHz).toBe(1000);
    expect(stats.intervalHistory().length).toBeLessThanOrEqual(4096);
    expect(stats.intervalHistory().length).toBeGreaterThan(4000);
  });
});
