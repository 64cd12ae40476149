/**
 * Blocks the main thread for `ms` milliseconds of the given clock, and returns how long it
 * actually blocked. It exists to simulate a stall (a long garbage collection, a slow frame)
 * from the diagnostics overlay, so anyone can watch the clock drop the time and recover.
 * Under a clock that does not advance by itself (a virtual test clock) it would never return.
 */
export function busyWait(ms: number, now: () => number = () => performance.now()): number {
  const start = now();
  let elapsed = 0;
  while (elapsed < ms) elapsed = now() - start;
  return elapsed;
}
