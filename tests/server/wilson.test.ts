/**
 * The catalogue's `top` sort key: the Wilson lower bound, checked against the textbook formula
 * (tests/support) and against values published for it.
 */
import { describe, expect, it } from 'vitest';
import { wilsonLowerBound } from '../../src/server/levels/wilson';
import { textbookWilson } from '../support/seeded-levels';

describe('wilsonLowerBound', () => {
  it('is 0 without votes, and 0 with down votes only', () => {
    expect(wilsonLowerBound(0, 0)).toBe(0);
    expect(wilsonLowerBound(0, 5)).toBeCloseTo(0, 12);
  });

  it('gives the known values: one up vote 1 / (1 + z²), a hundred up and one down 0.946', () => {
    expect(wilsonLowerBound(1, 0)).toBeCloseTo(1 / (1 + 1.959963984540054 ** 2), 12);
    expect(wilsonLowerBound(1, 0)).toBeCloseTo(0.2065, 4);
    expect(wilsonLowerBound(100, 1)).toBeCloseTo(0.946, 3);
    expect(wilsonLowerBound(5, 5)).toBeCloseTo(0.2366, 4);
  });

  it.each([
    [1, 0],
    [0, 1],
    [1, 1],
    [3, 7],
    [9, 2],
    [100, 1],
    [250, 250],
    [1000, 3],
  ])('equals the textbook formula for %i up, %i down', (up, down) => {
    expect(wilsonLowerBound(up, down)).toBeCloseTo(textbookWilson(up, down), 12);
  });
});
