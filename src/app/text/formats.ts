import { TICKS_PER_SECOND } from '../../sim';
import { textLanguage } from './text';
import type { Language } from './languages';
import { numberWriter } from './numbers';
import { daysFromEpoch } from '../core/utc-date';

/**
 * Numbers, times and dates as the language on screen writes them, through Intl. The game's
 * English is British, so English dates read "12 March 2026".
 */
export function intlLocale(language: Language = textLanguage()): string {
  return language === 'en' ? 'en-GB' : language;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

/** One formatter per language and options: building them costs more than using them. */
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: (tag: string) => F,
): F {
  const tag = intlLocale();
  const id = `${tag} ${key}`;
  let formatter = cache.get(id) as F | undefined;
  if (formatter === undefined) {
    formatter = make(tag);
    cache.set(id, formatter);
  }
  return formatter;
}

/** A count or other plain number: 7, 1234, 12,345 (four digits stay ungrouped). */
export function formatNumber(value: number): string {
  return numberWriter(intlLocale()).format(value);
}

/**
 * A run's time in seconds to the tick (a tick is 5 hundredths): "12.35", German "12,35".
 * Negative or fractional ticks read as their whole ticks from zero, as the simulation counts.
 */
export function formatRunTime(ticks: number): string {
  const hundredths = (Math.max(0, Math.trunc(ticks)) * 100) / TICKS_PER_SECOND;
  return cached(
    'seconds',
    (tag) =>
      new Intl.NumberFormat(tag, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        useGrouping: false,
      }),
  ).format(hundredths / 100);
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A calendar day, in UTC: "12 March 2026", "12. März 2026", "2026年3月12日". */
export function formatDay(date: { year: number; month: number; day: number }): string {
  return cached(
    'day',
    (tag) =>
      new Intl.DateTimeFormat(tag, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(daysFromEpoch(date) * DAY_MS);
}

/** How long ago `ms` milliseconds was, roughly: "3 minutes ago", "vor 2 Stunden", "now". */
export function formatAgo(ms: number): string {
  const words = cached('ago', (tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }));
  if (ms < MINUTE_MS) return words.format(0, 'second');
  if (ms < HOUR_MS) return words.format(-Math.floor(ms / MINUTE_MS), 'minute');
  if (ms < DAY_MS) return words.format(-Math.floor(ms / HOUR_MS), 'hour');
  return words.format(-Math.floor(ms / DAY_MS), 'day');
}

/** Items joined as the language lists them: "red, green and blue", "红、绿和蓝". */
export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat(intlLocale(), { style: 'long', type: 'conjunction' }).format(items);
}

/** A share from 0 to 1 as a whole percentage: "42 %", "42 %" (German), "42%" (Chinese). */
export function formatPercent(share: number): string {
  return cached(
    'percent',
    (tag) => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }),
  ).format(share);
}
