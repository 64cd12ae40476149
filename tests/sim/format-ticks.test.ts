import { describe, expect, it } from 'vitest';
import { formatTicks, isValidInput, MAX_INPUT } from '../../src/sim';

describe('formatTicks', () => {
  it.each([
    [0, '0.00'],
    [1, '0.05'],
    [20, '1.00'],
    [247, '12.35'],
    [72000, '3600.00'],
  ])('shows %i ticks as %s seconds', (ticks, shown) => {
    expect(formatTicks(ticks)).toBe(shown);
  });
});

describe('isValidInput', () => {
  it('accepts exactly the integers 0..MAX_INPUT', () => {
    expect(MAX_INPUT).toBe(15);
    for (let n = 0; n <= 15; n++) expect(isValidInput(n)).toBe(true);
    for (const bad of [-1, 16, 1.5, Number.NaN, Infinity, '1', null, undefined]) {
      expect(isValidInput(bad)).toBe(false);
    }
  });
});
