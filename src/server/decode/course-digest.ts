import { createHash } from 'node:crypto';

/**
 * The SHA-256 (hex) of a run's course (its hash of the seen state after every tick, as
 * little-endian words, whatever this machine's order): equal for two runs of a level exactly
 * when every tick of them looks the same, short of a 32-bit collision on every tick they differ.
 */
export function courseDigest(hashes: Uint32Array): string {
  const bytes = new DataView(new ArrayBuffer(hashes.length * 4));
  hashes.forEach((hash, tick) => {
    bytes.setUint32(tick * 4, hash, true);
  });
  return createHash('sha256').update(bytes).digest('hex');
}
