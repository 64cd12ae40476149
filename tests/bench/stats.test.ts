import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentile, summarize } from '../../bench/stats';

// Adding 0 turns -0 into 0: the two compare equal in a sort, but Object.is tells them apart.
const finite = fc
  .double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 })
  .map((value) => value + 0);

describe('summarize', () => {
  it('gives the middle run of an odd count, with the extremes', () => {
    expect(summarize([5, 1, 9, 3, 7])).toEqual({
      median: 5,
      min: 1,
      max: 9,
      runs: 5,
      samples: [5, 1, 9, 3, 7],
    });
  });

  it('gives the mean of the two middle runs of an even count', () => {
    const summary = summarize([10, 40, 20, 30]);
    expect(summary.median).toBe(25);
    expect(summary.min).toBe(10);
    expect(summary.max).toBe(40);
  });

  it('keeps the samples in run order and does not reorder the input', () => {
    const samples = [3, 1, 2];
    expect(summarize(samples).samples).toEqual([3, 1, 2]);
    expect(samples).toEqual([3, 1, 2]);
  });

  it('refuses no samples, NaN and infinities', () => {
    expect(() => summarize([])).toThrow(RangeError);
    expect(() => summarize([1, Number.NaN])).toThrow(/finite/);
    expect(() => summarize([Number.POSITIVE_INFINITY])).toThrow(/finite/);
  });

  it('puts the median between min and max whatever the order of the runs', () => {
    fc.assert(
      fc.property(fc.array(finite, { minLength: 1, maxLength: 40 }), (samples) => {
        const summary = summarize(samples);
        const reversed = summarize([...samples].reverse());
        expect(summary.min).toBe(Math.min(...samples));
        expect(summary.max).toBe(Math.max(...samples));
        expect(summary.median).toBeGreaterThanOrEqual(summary.min);
        expect(summary.median).toBeLessThanOrEqual(summary.max);
        expect(reversed.median).toBe(summary.median);
        expect(summary.runs).toBe(samples.length);
      }),
    );
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = [50, 10, 40, 20, 30, 60, 70, 80, 90, 100];
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(100);
    expect(percentile(values, 0.1)).toBe(10);
    expect(percentile(values, 0)).toBe(10);
    expect(percentile(values, 1)).toBe(100);
  });

  it('reads typed arrays without changing them', () => {
    const values = Float64Array.from([3, 1, 2]);
    expect(percentile(values, 0.5)).toBe(2);
    expect(Array.from(values)).toEqual([3, 1, 2]);
  });

  it('refuses no values and fractions outside 0..1', () => {
    expect(() => percentile([], 0.5)).toThrow(RangeError);
    expect(() => percentile([1], 1.5)).toThrow(/fraction/);
    expect(() => percentile([1], Number.NaN)).toThrow(/fraction/);
  });

  it('returns a value with at least that fraction of the values at or below it', () => {
    fc.assert(
      fc.property(
        fc.array(finite, { minLength: 1, maxLength: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (values, fraction) => {
          const result = percentile(values, fraction);
          expect(values).toContain(result);
          const atOrBelow = values.filter((value) => value <= result).length;
          expect(atOrBelow).toBeGreaterThanOrEqual(fraction * values.length);
          const below = values.filter((value) => value < result).length;
          expect(below).toBeLessThan(Math.max(1, Math.ceil(fraction * values.length)));
        },
      ),
    );
  });
});
