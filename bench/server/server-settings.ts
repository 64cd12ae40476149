/** The fixed rate of the latency phase, posts/s. */
export const FIXED_RATE = 500;
/** The fixed rate of board reads during the hostile phase, reads/s. */
export const HOSTILE_READ_RATE = 500;
/** PostgreSQL as well as the embedded SQLite when DATABASE_URL is set (a throwaway cluster). */
export const DATABASE_URL = process.env.DATABASE_URL ?? '';
/** A database the service section measures. */
export type Backend = 'SQLite' | 'PostgreSQL';
/** The backends the service section measures, in order. */
export const BACKENDS: readonly Backend[] =
  DATABASE_URL === '' ? ['SQLite'] : ['SQLite', 'PostgreSQL'];
/**
 * BENCH_SERVER_PHASES=posting runs the full-load posting phase alone (its posts/s and the
 * service's CPU per verified post), to measure a change to the post path quickly.
 */
export const POSTING_ONLY = process.env.BENCH_SERVER_PHASES === 'posting';
/**
 * BENCH_SERVER_PHASES=reads runs the two board-read phases alone (reads/s with and without
 * If-None-Match, and the service's CPU per answer), profiling the conditional one when
 * BENCH_SERVICE_PROFILE_DIR is set.
 */
export const READS_ONLY = process.env.BENCH_SERVER_PHASES === 'reads';
