import { MAX_INPUT, Sfc32 } from '../../src/sim';

/** Longest a random input is held, in ticks (1.5 s): long enough to walk a few tiles. */
export const MAX_HOLD_TICKS = 30;

/**
 * Held inputs like a player mashing keys: each input (0..MAX_INPUT) is held for 1 to
 * MAX_HOLD_TICKS ticks, drawn from a seeded generator so every run sees the same tape. Made
 * before any timing, so drawing random numbers is not part of what is measured.
 */
export function heldInputTape(seed: number, length: number): Uint8Array {
  if (!Number.isSafeInteger(length) || length <= 0) {
    throw new RangeError(`tape length must be a positive integer, got ${String(length)}`);
  }
  const random = new Sfc32(seed);
  const tape = new Uint8Array(length);
  let at = 0;
  while (at < length) {
    const input = random.nextBelow(MAX_INPUT + 1);
    const hold = 1 + random.nextBelow(MAX_HOLD_TICKS);
    const end = Math.min(length, at + hold);
    tape.fill(input, at, end);
    at = end;
  }
  return tape;
}
