import { createHash } from 'node:crypto';

/**
 * What the database keeps of a request's sender (its address bucket): its SHA-256 in hex, never
 * the address itself. Two requests from one bucket keep the same hash.
 */
export function senderHash(sender: string): string {
  return createHash('sha256').update(sender).digest('hex');
}
