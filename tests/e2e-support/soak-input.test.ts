import { describe, expect, it } from 'vitest';
import { RATES } from '../../e2e/support/schedule';
import { soakStretch } from '../../e2e/support/soak-input';

const rate = { label: '15 Hz', numerator: 15, denominator: 1 };

describe('soak input', () => {
  const startUs = 7_000_000;
  const slices = soakStretch({ seed: 3, seconds: 60, startUs, rate });

  it('gives one schedule per second, each ending exactly on its last frame', () => {
    expect(slices).toHaveLength(60);
    for (const slice of slices) {
      expect(slice.intervalsUs).toHaveLength(15);
      expect(slice.intervalsUs.reduce((sum, us) => sum + us, 0)).toBe(1_000_000);
    }
  });

  it('puts each press in the second it falls in, and releases every key before the end', () => {
    const held = new Set<string>();
    slices.forEach((slice, s) => {
      for (const event of slice.events) {
        expect(event.atUs).toBeGreaterThanOrEqual(startUs + s * 1_000_000);
        expect(event.atUs).toBeLessThanOrEqual(startUs + (s + 1) * 1_000_000);
        const key = event.key ?? '';
        if (event.kind === 'keydown') {
          expect(held.has(key)).toBe(false);
          held.add(key);
        } else {
          expect(held.delete(key)).toBe(true);
        }
      }
    });
    expect(held.size).toBe(0);
    expect(slices.flatMap((s) => s.events).length).toBeGreaterThan(60);
  });

  it('is the same for the same seed and differs for another', () => {
    expect(soakStretch({ seed: 3, seconds: 60, startUs, rate })).toEqual(slices);
    expect(soakStretch({ seed: 4, seconds: 60, startUs, rate })).not.toEqual(slices);
  });

  it('refuses a rate whose seconds would not end on a frame', () => {
    const odd = RATES.find((r) => r.label === '59.94 Hz');
    if (odd === undefined) throw new Error('no 59.94 Hz');
    expect(() => soakStretch({ seed: 1, seconds: 1, startUs: 0, rate: odd })).toThrow(RangeError);
  });
});
