/**
 * Per-tick player input: a small integer of held-direction bits. Replays store one per tick.
 *
 * Several held directions resolve like this: opposite pairs cancel (UP+DOWN is neither); of the
 * two that remain, the one perpendicular to the current motion is tried first at each tile centre
 * (so holding UP+RIGHT while running up turns right at the first opening), then the other one.
 * A held perpendicular direction that is not open yet keeps the player running straight on.
 */
export const UP = 1;
/** Held right. */
export const RIGHT = 2;
/** Held down. */
export const DOWN = 4;
/** Held left. */
export const LEFT = 8;
/** Bits an input uses. */
export const INPUT_BITS = 4;
/** Largest valid input (all four directions held). */
export const MAX_INPUT = (1 << INPUT_BITS) - 1;

/** True when `n` is an integer input in 0..MAX_INPUT. */
export function isValidInput(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_INPUT;
}
