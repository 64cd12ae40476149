/** The clocks a busy-wait watches, in milliseconds. */
export interface BusyWaitClocks {
  /** The page's clock (default performance.now). */
  readonly now?: () => number;
  /** A second clock (default Date.now), so a clock that stands still cannot hang the page. */
  readonly wall?: () => number;
}

/**
 * Blocks the main thread until `ms` milliseconds have passed on either clock, and returns how
 * long it blocked on the page's clock. It simulates a stall (a long garbage collection, a slow
 * frame) from the diagnostics overlay, so anyone can watch the clock drop the time and
 * recover. The second clock matters under a virtual test display, whose time moves only
 * between frames: there the wait ends on wall time, and the display decides when the next
 * frame comes.
 */
export function busyWait(ms: number, clocks: BusyWaitClocks = {}): number {
  const now = clocks.now ?? (() => performance.now());
  const wall = clocks.wall ?? Date.now;
  const start = now();
  const wallStart = wall();
  let elapsed = 0;
  while (elapsed < ms && wall() - wallStart < ms) elapsed = now() - start;
  return elapsed;
}
