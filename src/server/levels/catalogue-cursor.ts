import * as v from 'valibot';
import { sha256Hex, type CatalogueSort } from '../../api';

/** Where a page ends: its last level's sort value and hash, for the sort it was read in. */
export interface CataloguePlace {
  readonly sort: CatalogueSort;
  readonly value: number | string;
  readonly hash: string;
}

const placeSchema = v.tuple([
  v.picklist(['new', 'popular', 'top', 'hardest', 'easiest']),
  v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.isoTimestamp())]),
  sha256Hex,
]);

/** Largest value of a 32-bit signed integer column (PostgreSQL's `integer`). */
const MAX_INTEGER_COLUMN = 2 ** 31 - 1;

const isPlayCount = (value: number | string) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_INTEGER_COLUMN;

/** The opaque cursor of a place: base64url of `[sort, value, hash]`. */
export function encodeCursor(place: CataloguePlace): string {
  return Buffer.from(JSON.stringify([place.sort, place.value, place.hash])).toString('base64url');
}

/**
 * The place a cursor names, or a sentence saying why it names none (not one of ours, or of
 * another sort).
 */
export function decodeCursor(cursor: string, sort: CatalogueSort): CataloguePlace | string {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return 'is not a cursor of this catalogue';
  }
  const read = v.safeParse(placeSchema, value);
  if (!read.success) return 'is not a cursor of this catalogue';
  const [placeSort, placeValue, hash] = read.output;
  if (placeSort !== sort) return `is a cursor of sort=${placeSort}, not of sort=${sort}`;
  if ((sort === 'new') !== (typeof placeValue === 'string')) {
    return 'is not a cursor of this catalogue';
  }
  // `popular` orders by a count, a 32-bit integer column on PostgreSQL, where a value outside
  // it (1.5, 1e300, 2^63) failed the query with 500 instead of naming the cursor.
  if (sort === 'popular' && !isPlayCount(placeValue)) return 'is not a cursor of this catalogue';
  return { sort, value: placeValue, hash };
}
