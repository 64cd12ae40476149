// A verifier worker that misbehaves on cue: a replay by player "Crash" ends its thread, one by
// "Hang" never returns. Anything else goes to the real verifier task.
import process from 'node:process';
import verify from '../../../src/server/verify/verify-worker.mjs';

/** @param {{ job: { kind: string, canonical?: string, holdMs?: number }, slot: number }} envelope */
export default function faultyTask(envelope) {
  const canonical = envelope.job.kind === 'verify' ? (envelope.job.canonical ?? '') : '';
  if (canonical.includes('"player":"Crash"')) process.exit(1);
  if (canonical.includes('"player":"Hang"')) {
    // Hang as a runaway re-simulation would: after the job has reported its start.
    verify({ job: { kind: 'hold', holdMs: 0 }, slot: envelope.slot });
    for (;;);
  }
  return verify(envelope);
}
