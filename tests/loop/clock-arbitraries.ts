import fc from 'fast-check';

export const SAFE = Number.MAX_SAFE_INTEGER;

/** Exact floor(total × rate / frequency), the tick count a perfect clock would owe. */
export function owedTicks(total: bigint, rate: number, frequency: number): bigint {
  return (total * BigInt(rate)) / BigInt(frequency);
}

/** Clock settings from millisecond to nanosecond timers, common and odd tick rates, small caps. */
export const clockArb = fc.record({
  frequency: fc.constantFrom(1, 60, 1000, 1_000_000, 1_000_000_000),
  rate: fc.oneof(fc.constantFrom(1, 20, 40, 60, 80, 100, 1000), fc.integer({ min: 1, max: 5000 })),
  cap: fc.integer({ min: 1, max: 12 }),
});
