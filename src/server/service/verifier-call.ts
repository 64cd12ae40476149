import { VerifierUnavailable } from '../verify/verifier-pool';
import { refused, type Refusal } from './refusal';

/**
 * A call of the verifier pool: its answer, or, when the pool could not finish it (full, a worker
 * crashed or ran over its CPU limit, closed), the `unavailable` refusal that the client retries,
 * naming `field`, the part of the request the job was reading. Any other error is a bug, thrown.
 */
export async function callVerifier<T>(
  field: string,
  call: () => Promise<T>,
): Promise<T | Refusal<'unavailable'>> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof VerifierUnavailable)) throw error;
    return refused('unavailable', field, error.message);
  }
}
