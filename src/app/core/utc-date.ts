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
