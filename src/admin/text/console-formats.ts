import { intlLocale } from '../../app/text/formats';

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: (tag: string) => F,
): F {
  const tag = intlLocale();
  let formatter = formatters.get(`${tag} ${key}`) as F | undefined;
  if (formatter === undefined) {
    formatter = make(tag);
    formatters.set(`${tag} ${key}`, formatter);
  }
  return formatter;
}

/** A report's weight, to two decimals as the console's language writes them: "1.50", "1,50". */
export function formatWeight(weight: number): string {
  return cached(
    'weight',
    (tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(weight);
}

/**
 * A moment the service wrote (an ISO 8601 time), to the minute in UTC, as the console's language
 * writes it: "1 Jun 2026, 12:00 UTC", "1. Juni 2026, 12:00 UTC". Operators in several time zones
 * read the same time; text that is no time stays as written.
 */
export function formatWhen(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return cached(
    'when',
    (tag) =>
      new Intl.DateTimeFormat(tag, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'UTC',
        timeZoneName: 'short',
      }),
  ).format(ms);
}
