import { MONTH_NAMES } from './month-names';
import { fnv1aBytes, type Level } from '../sim';
import { generateLevel } from './generate-level';
import { GeneratorError, type GeneratorOptions } from './generator-options';

/** Generator options of the daily labyrinth. */
export const DAILY_OPTIONS: Required<GeneratorOptions> = Object.freeze({
  width: 31,
  height: 23,
  minotaurs: 2,
  keys: 2,
  gems: 6,
  traps: 6,
  loops: 12,
});

/** Days in a month of the proleptic Gregorian calendar. */
function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The date as "YYYY-MM-DD", after checking it is a real calendar date. */
function isoDate(year: number, month: number, day: number): string {
  const ok = (v: number, min: number, max: number) => Number.isInteger(v) && v >= min && v <= max;
  if (!ok(year, 1, 9999))
    throw new GeneratorError('year', `year must be an integer from 1 to 9999, got ${String(year)}`);
  if (!ok(month, 1, 12))
    throw new GeneratorError(
      'month',
      `month must be an integer from 1 to 12, got ${String(month)}`,
    );
  if (!ok(day, 1, daysIn(year, month))) {
    throw new GeneratorError(
      'day',
      `day must be an integer from 1 to ${daysIn(year, month)} in ${year}-${month}, got ${String(day)}`,
    );
  }
  const pad = (v: number, n: number) => String(v).padStart(n, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * The daily seed: FNV-1a of the ASCII text "mythic-maze-daily-YYYY-MM-DD". Pure: the caller reads
 * the UTC date (year, month 1-12, day) and passes it, so everyone gets the same maze that day.
 */
export function dailySeed(year: number, month: number, day: number): number {
  const text = `mythic-maze-daily-${isoDate(year, month, day)}`;
  return fnv1aBytes(Array.from(text, (ch) => ch.charCodeAt(0)));
}

/** The daily labyrinth of a UTC date, with id "daily-YYYY-MM-DD". */
export function dailyLevel(year: number, month: number, day: number): Level {
  const level = generateLevel(dailySeed(year, month, day), DAILY_OPTIONS);
  return Object.freeze({
    ...level,
    id: `daily-${isoDate(year, month, day)}`,
    name: `Daily Labyrinth, ${day} ${MONTH_NAMES[month - 1] ?? ''} ${year}`,
  });
}
