import { createHash } from 'node:crypto';

/** SHA-256 of a replay's canonical JSON text, hex: the address it is stored and served under. */
export function replayHash(canonical: string): string {
  return createHash('sha256').update(canonical).digest('hex');
}
