/**
 * What every table's SQL text shares on both engines: `$1`-style parameters as each engine binds
 * them, byte order for text, waiting out the query builder's open transaction on SQLite, and the
 * "hidden player" rule that every shown name follows.
 */

import type Database from 'better-sqlite3';
import { CompiledQuery } from 'kysely';

/** Which engine a statement is written for. */
export type Dialect = 'sqlite' | 'postgres';

/** Text comparison byte by byte, as the ranking keys need (see README "Ranking"). */
export function bytes(dialect: Dialect): string {
  return dialect === 'postgres' ? ' collate "C"' : '';
}

/** `$1`-style parameters as each engine reads them. */
export function forEngine(dialect: Dialect, text: string): string {
  return dialect === 'postgres' ? text : text.replace(/\$(\d+)/g, '?$1');
}

/**
 * A `$1`-style statement and its values as the query builder runs them raw on each engine. Its
 * SQLite driver binds an array to `?` in order only (`?1` takes a keyed object), so there each
 * `$n` becomes `?` and its value is repeated wherever it is used.
 */
export function rawFor(dialect: Dialect, text: string, values: readonly unknown[]): CompiledQuery {
  if (dialect === 'postgres') return CompiledQuery.raw(text, [...values]);
  const bound: unknown[] = [];
  const sql = text.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index >= values.length) throw new RangeError(`$${n} has no value`);
    bound.push(values[index]);
    return '?';
  });
  return CompiledQuery.raw(sql, bound);
}

/** Positional values as SQLite's numbered parameters (`?1` is the first). */
export function bind(values: readonly unknown[]): Record<number, unknown> {
  const named: Record<number, unknown> = {};
  values.forEach((value, index) => {
    named[index + 1] = value;
  });
  return named;
}

/**
 * Waits while a transaction of the query builder is open on this connection (between its
 * statements), so that a prepared statement neither reads its uncommitted rows nor nests in it.
 */
export async function idle(sqlite: Database.Database): Promise<void> {
  while (sqlite.inTransaction) await new Promise((resolve) => setImmediate(resolve));
}

/** Address buckets the weighing reporters of a name must come from, at least, to hide it. */
export const REPORT_BUCKETS_TO_HIDE = 2;

/**
 * True while player `p`'s name is hidden: an operator hid it, or the weighed score of the open
 * reports on it (kept in `report_weight` by the moderation's weighing, report-weight.ts) reaches
 * `threshold` with reporters from at least two address buckets. False for no player (`p` null).
 */
export function nameHiddenSql(threshold: string): string {
  return `(p.name_hidden_reason is not null
      or (p.report_weight >= ${threshold} and p.report_buckets >= ${REPORT_BUCKETS_TO_HIDE}))`;
}

/**
 * Whether levels row `l` is off the catalogue: hidden by an operator, or by open reports that
 * weigh `threshold` (an integer or a parameter) from REPORT_BUCKETS_TO_HIDE address buckets,
 * until an operator decides. SQL text.
 */
export function levelHiddenSql(threshold: string): string {
  return `(l.hidden_reason is not null
      or (l.report_weight >= ${threshold} and l.report_buckets >= ${REPORT_BUCKETS_TO_HIDE}))`;
}

/** nameHiddenSql's reports rule on a name's stored score, for a read outside SQL. */
export function hiddenByReports(
  score: { readonly weight: number; readonly buckets: number },
  threshold: number,
): boolean {
  return score.weight >= threshold && score.buckets >= REPORT_BUCKETS_TO_HIDE;
}
