/**
 * Child process: seeking in a 20-minute replay (24 000 ticks) as the replay viewer does, with a
 * ReplaySeeker prepared when the replay opens: the time of each of 2 000 seeks to random ticks
 * (seeded), their p99 and maximum, and the time `prepare` took (the workload is
 * `bench/seek-workload.ts`, which the browser figure runs too).
 * Usage: node --import tsx bench/node/replay-seek.ts
 */
import { runSeekWorkload } from '../seek-workload';
import { reportOutcome } from './child-protocol';

const { p99Ms, ...details } = runSeekWorkload(() => performance.now());
reportOutcome({ kind: 'measured', value: p99Ms, details });
