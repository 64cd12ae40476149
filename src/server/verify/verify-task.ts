import type { MessagePort } from 'node:worker_threads';
import {
  decodeLevelDocument,
  decodeReplay,
  levelFromDocument,
  verifyReplay,
  type ReplayVerdict,
} from '../../replay';

/**
 * What a verifier worker is asked: the canonical replay text (and for an editor level the
 * canonical JSON of its level document), or to hold still (warm-up).
 */
export type VerifyJob =
  | {
      readonly canonical: string;
      readonly levelDocument?: string;
      readonly started?: MessagePort;
    }
  | { readonly holdMs: number };

/** The worker's answer: the verdict of re-simulating the replay. */
export type VerifyJobResult = ReplayVerdict;

/**
 * Runs in a verifier worker thread: decodes the replay again (the text crossed a thread
 * boundary) and re-simulates it. Pure: the same text always gives the same verdict.
 */
export default function verifyTask(job: VerifyJob): VerifyJobResult | null {
  if ('holdMs' in job) {
    // Warm-up: keep this worker busy briefly so that the next warm-up job lands on another one.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, job.holdMs);
    return null;
  }
  // Tell the pool the job runs now: its time limit counts from here, not from the queue.
  job.started?.postMessage('started');
  job.started?.close();
  const replay = decodeReplay(job.canonical);
  if (job.levelDocument === undefined) return verifyReplay(replay);
  // The level crossed the boundary as text too; verifyReplay checks it is the replay's level.
  const level = levelFromDocument(decodeLevelDocument(JSON.parse(job.levelDocument)));
  return verifyReplay(replay, { level });
}
