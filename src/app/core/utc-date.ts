import { MONTH_NAMES } from '../../levels/month-names';

/** A calendar date: year, month 1 to 12, day 1 to 31. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * The UTC date of the instant `now`, which names the daily labyrinth everywhere in the world at
 * once. The page reads its clock and hands the instant in (src/app reads no clock).
 */
export function todayUtc(now: Date): CalendarDate {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

/** "12 March 2026". */
export function formatDate(date: CalendarDate): string {
  return `${String(date.day)} ${MONTH_NAMES[date.month - 1] ?? '?'} ${String(date.year)}`;
}

/**
 * Days from 1970-01-01 to a day of the proleptic Gregorian calendar (H. Hinnant's
 * days_from_civil), in integers: src/app reads no clock and builds no Date.
 */
export function daysFromEpoch({
  year,
  month,
  day,
}: {
  year: number;
  month: number;
  day: number;
}): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})$/i;

/**
 * The instant an ISO 8601 timestamp names (`2026-06-07T18:00:00.000Z`, an offset allowed), in
 * milliseconds since 1970 UTC, without a Date; NaN for text that is no such timestamp.
 */
export function isoInstantMs(iso: string): number {
  const match = ISO_INSTANT.exec(iso);
  if (match === null) return Number.NaN;
  const [, year, month, day, hours, minutes, seconds, fraction, zone] = match;
  const days = daysFromEpoch({ year: Number(year), month: Number(month), day: Number(day) });
  const ms = Number(((fraction ?? '') + '000').slice(0, 3));
  const offset =
    zone === undefined || zone.toUpperCase() === 'Z'
      ? 0
      : (zone.startsWith('-') ? -1 : 1) *
        (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6))) *
        60_000;
  const clock = (Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds ?? 0);
  return days * 86_400_000 + clock * 1000 + ms - offset;
}
