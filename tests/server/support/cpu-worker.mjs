// A verifier worker whose jobs wait or compute on cue: a verify job whose canonical text is
// "wait:<ms>" waits that many ms of wall time without using a core, one of "compute:<ms>" keeps
// a core busy until its thread has used that many ms of CPU time (Linux schedstat). Anything
// else goes to the real verifier task.
import { readFileSync } from 'node:fs';
import verify from '../../../src/server/verify/verify-worker.mjs';

/** CPU time this thread has used, in ms. */
function threadCpuMs() {
  const text = readFileSync('/proc/thread-self/schedstat', 'latin1');
  return Number(text.slice(0, text.indexOf(' '))) / 1e6;
}

/** @param {{ job: { kind: string, canonical?: string, holdMs?: number }, slot: number }} envelope */
export default function cpuTask(envelope) {
  const canonical = envelope.job.kind === 'verify' ? (envelope.job.canonical ?? '') : '';
  const [what, amount] = canonical.split(':');
  if (what !== 'wait' && what !== 'compute') return verify(envelope);
  const ms = Number(amount);
  // Reports the job's start, as every real job does first.
  verify({ job: { kind: 'hold', holdMs: 0 }, slot: envelope.slot });
  const started = threadCpuMs();
  if (what === 'wait') {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
  } else {
    let spins = 0;
    while (threadCpuMs() - started < ms) spins += 1;
    return { done: canonical, spins: spins > 0 };
  }
  return { done: canonical };
}
