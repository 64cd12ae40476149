import { describe, expect, it } from 'vitest';
import { formatDate, todayUtc } from '../../src/app/core/utc-date';

describe('the daily date', () => {
  it('is the UTC date of the instant the page hands in, wherever the player is', () => {
    // 23:30 in New York on 13 March is already 14 March in UTC; 01:30 in Tokyo still 13 March.
    expect(todayUtc(new Date('2026-03-13T23:30:00-04:00'))).toEqual({
      year: 2026,
      month: 3,
      day: 14,
    });
    expect(todayUtc(new Date('2026-03-14T01:30:00+09:00'))).toEqual({
      year: 2026,
      month: 3,
      day: 13,
    });
    expect(formatDate(todayUtc(new Date('2026-12-31T23:59:59.999Z')))).toBe('31 December 2026');
  });
});
