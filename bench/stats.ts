/** Median, min and max of repeated runs: what every figure in the benchmark report is made of. */
export interface Summary {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  /** Runs the figures come from. */
  readonly runs: number;
  /** Every run's figure, in the order the runs happened. */
  readonly samples: readonly number[];
}

/** Summarises the figures of repeated runs; throws a RangeError when there are none or one is not finite. */
export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) throw new RangeError('summarize needs at least one sample');
  const bad = samples.find((value) => !Number.isFinite(value));
  if (bad !== undefined) throw new RangeError(`samples must be finite numbers, got ${String(bad)}`);
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const upper = sorted[middle] ?? 0;
  // An even count takes the mean of the two middle runs, so the median is not biased up or down.
  const median = sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
  return {
    median,
    min: sorted[0] ?? median,
    max: sorted[sorted.length - 1] ?? median,
    runs: samples.length,
    samples: [...samples],
  };
}

/** Nearest-rank percentile (fraction 0..1) of unsorted values; throws a RangeError when there are none. */
export function percentile(values: ArrayLike<number>, fraction: number): number {
  if (values.length === 0) throw new RangeError('percentile needs at least one value');
  if (!(fraction >= 0 && fraction <= 1)) {
    throw new RangeError(`fraction must be from 0 to 1, got ${String(fraction)}`);
  }
  const sorted = Array.from(values).sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[rank - 1] ?? 0;
}
