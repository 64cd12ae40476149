import { decodeReplay, verifyReplay, type ReplayVerdict } from '../replay';

/** What a verifier worker is asked: the canonical replay text. */
export interface VerifyJob {
  readonly canonical: string;
}

/** The worker's answer: the verdict of re-simulating the replay. */
export type VerifyJobResult = ReplayVerdict;

/**
 * Runs in a verifier worker thread: decodes the replay again (the text crossed a thread
 * boundary) and re-simulates it. Pure: the same text always gives the same verdict.
 */
export default function verifyTask(job: VerifyJob): VerifyJobResult {
  return verifyReplay(decodeReplay(job.canonical));
}
