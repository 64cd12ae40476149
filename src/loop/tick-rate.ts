import { TICKS_PER_SECOND } from '../sim/core/constants';
import { FixedStepClock } from './fixed-step-clock';

/** The clock counts whole microseconds, so the ledger is in wall microseconds at every rate. */
export const MICROSECONDS_PER_SECOND = 1_000_000;
// Timestamps further than this (about 142 years) from the time origin cannot be real, and
// keeping them below 2^52 keeps the difference of any two a safe integer.
const MAX_TIMESTAMP_US = 2 ** 52;

/** Rounds each absolute timestamp, never a difference, so rounding errors cannot pile up. */
export function toMicroseconds(timestampMs: number): number | null {
  const us = Math.round(timestampMs * 1000);
  return Number.isFinite(us) && Math.abs(us) < MAX_TIMESTAMP_US ? us : null;
}

function ticksPerSecondAt(rate: number): number {
  const ticksPerSecond = TICKS_PER_SECOND * rate;
  // A whole number of microseconds per tick keeps the ledger exact in integers.
  if (
    !Number.isSafeInteger(ticksPerSecond) ||
    ticksPerSecond <= 0 ||
    MICROSECONDS_PER_SECOND % ticksPerSecond !== 0
  ) {
    throw new RangeError(
      `rate must make ${String(TICKS_PER_SECOND)} × rate a positive whole divisor of 1 000 000 ` +
        `(0.25, 0.5, 1, 2, 4, 5, …), got ${String(rate)}`,
    );
  }
  return ticksPerSecond;
}

/** A microsecond clock that hands out ticks at `rate` × the simulation's tick rate. */
export function clockAtRate(rate: number, maxTicksPerFrame: number): FixedStepClock {
  return new FixedStepClock(MICROSECONDS_PER_SECOND, ticksPerSecondAt(rate), maxTicksPerFrame);
}
