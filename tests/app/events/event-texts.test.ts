import { describe, expect, it } from 'vitest';
import { countdownText, durationText } from '../../../src/app/events';
import { formatText, rulesText } from '../../../src/app/events/event-texts';
import { isoInstantMs } from '../../../src/app/core/utc-date';
import { NEXT_EVENT, NOW_EVENT } from './events-service';

/** 2026-03-14T12:00:00Z in ms since 1970, worked out by hand: 20 526 days and 12 hours. */
const NOON = 20_526 * 86_400_000 + 12 * 3_600_000;

describe('event countdowns', () => {
  it('writes a time left as a clock, rounded up to the whole second', () => {
    expect(durationText(0)).toBe('00:00');
    expect(durationText(1)).toBe('00:01');
    expect(durationText(59_001)).toBe('01:00');
    expect(durationText(3_599_000)).toBe('59:59');
    expect(durationText(3_600_000)).toBe('1:00:00');
    expect(durationText(86_399_000)).toBe('23:59:59');
    expect(durationText(86_400_000)).toBe('1 d 00:00:00');
    expect(durationText(90_061_000)).toBe('1 d 01:01:01');
    expect(durationText(-5)).toBe('00:00');
  });

  it('counts to the start while next, to the end while open, and names the day once ended', () => {
    const event = { ...NOW_EVENT, format: 'one-shot' as const, state: 'open' as const };
    expect(countdownText(event, NOON - 3_600_000 - 1)).toBe('Starts in 00:01');
    expect(countdownText(event, NOON - 3_600_000)).toBe('Ends in 2:30:00');
    expect(countdownText(event, NOON + 5_399_000)).toBe('Ends in 00:01');
    expect(countdownText(event, NOON + 5_400_000)).toBe('Ended on 14 March 2026');
    const next = { ...NEXT_EVENT, format: 'time-trial' as const, state: 'next' as const };
    expect(countdownText(next, NOON)).toBe('Starts in 2 d 00:00:05');
  });
});

describe('event formats in words', () => {
  it('names each format and its rules, a cup as a cup', () => {
    const words = (['time-trial', 'one-shot', 'cup'] as const).map((format) => {
      const event = { ...NOW_EVENT, format, state: 'open' as const };
      return [formatText(event), rulesText(event).split(':')[0]];
    });
    expect(words).toEqual([
      ['Time trial.', 'Play as often as you like; your best won run in the window counts.'],
      ['One shot.', 'One attempt each'],
      ['Cup.', 'A qualifier first (your best won run in it counts), then knockout race rooms'],
    ]);
  });
});

describe('isoInstantMs', () => {
  it('reads the service timestamps without a Date, offsets and fractions included', () => {
    expect(isoInstantMs('2026-03-14T12:00:00.000Z')).toBe(NOON);
    expect(isoInstantMs('2026-03-14T12:00Z')).toBe(NOON);
    expect(isoInstantMs('2026-03-14T12:00:00.5Z')).toBe(NOON + 500);
    expect(isoInstantMs('2026-03-14T13:30:00+01:30')).toBe(NOON);
    expect(isoInstantMs('2026-03-14T10:00:00-02:00')).toBe(NOON);
    expect(isoInstantMs('1970-01-01T00:00:00Z')).toBe(0);
    expect(isoInstantMs('2024-02-29T00:00:00Z')).toBe(19_782 * 86_400_000);
    expect(isoInstantMs('next Tuesday')).toBeNaN();
  });
});
