/**
 * A test's own time limit: `ms`, times TEST_TIME_SCALE when that is set. Limits end hangs and
 * never judge speed; the mutation run (vitest.mutate.config.ts) sets the scale, because code
 * instrumented for every mutant on a shared two-core machine runs many times slower, and a test
 * stopped by its limit there would count as a mutant killed.
 */
export function timeLimit(ms: number): number {
  const raw = process.env.TEST_TIME_SCALE;
  if (raw === undefined || raw === '') return ms;
  const scale = Number(raw);
  if (!Number.isFinite(scale) || scale < 1) {
    throw new RangeError(`TEST_TIME_SCALE must be a number of at least 1, got '${raw}'`);
  }
  return Math.ceil(ms * scale);
}
