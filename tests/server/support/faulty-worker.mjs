// A verifier worker that misbehaves on cue: a replay by player "Crash" ends its thread, one by
// "Hang" never returns. Anything else goes to the real verifier task.
import process from 'node:process';
import verify from '../../../src/server/verify/verify-worker.mjs';

/** @param {{ canonical: string; started?: import('node:worker_threads').MessagePort } | { holdMs: number }} job */
export default function faultyTask(job) {
  if ('canonical' in job && job.canonical.includes('"player":"Crash"')) process.exit(1);
  if ('canonical' in job && job.canonical.includes('"player":"Hang"')) {
    // Hang as a runaway re-simulation would: after the job has started.
    job.started?.postMessage('started');
    for (;;);
  }
  return verify(job);
}
