import { describe, expect, it } from 'vitest';
import { failed, measured, meetsGoal, notMeasured, type Goal } from '../../bench/metric';
import { summarize } from '../../bench/stats';

const row = { id: 'x', label: 'X', unit: 'ms' as const };

describe('meetsGoal', () => {
  it('judges each comparison on its boundary', () => {
    const at = (comparison: Goal['comparison'], value: number) =>
      meetsGoal({ comparison, value: 50 }, value);
    expect([at('at-least', 49), at('at-least', 50), at('at-least', 51)]).toEqual([
      false,
      true,
      true,
    ]);
    expect([at('above', 49), at('above', 50), at('above', 51)]).toEqual([false, false, true]);
    expect([at('below', 49), at('below', 50), at('below', 51)]).toEqual([true, false, false]);
    expect([at('at-most', 49), at('at-most', 50), at('at-most', 51)]).toEqual([true, true, false]);
  });
});

describe('rows', () => {
  it('judges a measured row on the median, not on its best run', () => {
    const goal: Goal = { comparison: 'below', value: 50 };
    expect(measured({ ...row, goal, summary: summarize([40, 60, 70]) }).status).toBe('missed');
    expect(measured({ ...row, goal, summary: summarize([30, 45, 90]) }).status).toBe('met');
  });

  it('marks a measured row without a goal as information', () => {
    expect(measured({ ...row, goal: null, summary: summarize([1]) }).status).toBe('info');
  });

  it('never counts a row that was not measured as met, and says why', () => {
    const result = notMeasured(
      { ...row, goal: { comparison: 'below', value: 50 } },
      'no verifier yet',
    );
    expect(result.status).toBe('n/a');
    expect(result.summary).toBeNull();
    expect(result.note).toBe('not measured: no verifier yet');
  });

  it('carries the message of a failed measurement', () => {
    const result = failed({ ...row, goal: null }, new Error('Chromium is missing'));
    expect(result.status).toBe('error');
    expect(result.note).toBe('could not measure: Chromium is missing');
    expect(failed({ ...row, goal: null }, 'plain text').note).toBe('could not measure: plain text');
  });
});
