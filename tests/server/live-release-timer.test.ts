/**
 * The one timer that releases watched runs' held frames: armed for the earliest due time only,
 * it lets go what is due when it fires and re-arms for the next due time it is told.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReleaseTimer } from '../../src/server/live/release-timer';

const T0 = Date.parse('2026-06-01T12:00:00.000Z');

describe('the release timer of live frames', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires at the earliest due time asked, then at the next the release answers', () => {
    const fired: number[] = [];
    const next = [T0 + 350, undefined];
    const timer = new ReleaseTimer((now) => {
      fired.push(now);
      return next.shift();
    }, Date.now);
    timer.wakeAt(T0 + 300);
    timer.wakeAt(T0 + 320); // later than the armed time: no new timer
    timer.wakeAt(T0 + 200); // earlier: armed for it instead
    vi.advanceTimersByTime(199);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual([T0 + 200]);
    vi.advanceTimersByTime(149);
    expect(fired).toEqual([T0 + 200]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual([T0 + 200, T0 + 350]);
    vi.advanceTimersByTime(10_000);
    expect(fired).toHaveLength(2);
    timer.wakeAt(T0 + 10_500);
    timer.stop();
    vi.advanceTimersByTime(1_000);
    expect(fired).toHaveLength(2);
  });

  it('arms nothing once stopped: a frame held while the service closes wakes no timer', () => {
    const fired: number[] = [];
    const timer = new ReleaseTimer((now) => {
      fired.push(now);
      return undefined;
    }, Date.now);
    timer.wakeAt(T0 + 300);
    expect(vi.getTimerCount()).toBe(1);
    timer.stop();
    expect(vi.getTimerCount()).toBe(0);
    timer.wakeAt(T0 + 200);
    timer.wakeAt(T0 + 5_000);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(fired).toEqual([]);
  });
});
