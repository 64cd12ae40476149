/** FNV-1a 32-bit offset basis: the hash of nothing. */
export const FNV_OFFSET_BASIS = 0x811c9dc5;

const FNV_PRIME = 0x01000193;

/** Folds one byte (its low 8 bits) into an FNV-1a 32-bit hash. */
export function fnv1aByte(hash: number, byte: number): number {
  return Math.imul(hash ^ (byte & 0xff), FNV_PRIME) >>> 0;
}

/**
 * Folds a 32-bit integer into an FNV-1a hash as its four little-endian bytes, which is how every
 * canonical state and level encoding in the simulation is hashed.
 */
export function fnv1aWord(hash: number, word: number): number {
  let h = fnv1aByte(hash, word);
  h = fnv1aByte(h, word >>> 8);
  h = fnv1aByte(h, word >>> 16);
  return fnv1aByte(h, word >>> 24);
}

/** FNV-1a 32-bit hash of bytes, as the reference algorithm defines it. */
export function fnv1aBytes(bytes: Iterable<number>, hash: number = FNV_OFFSET_BASIS): number {
  let h = hash;
  for (const byte of bytes) h = fnv1aByte(h, byte);
  return h;
}
