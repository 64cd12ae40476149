import { sql, type RawBuilder } from 'kysely';
import type { CatalogueSort, LevelSize } from '../../../api';

/** What orders and filters a page (CataloguePageQuery's sort, size and cursor). */
export interface PageOrder {
  readonly sort: CatalogueSort;
  readonly size?: LevelSize | undefined;
  readonly after?: { readonly value: number | string; readonly hash: string } | undefined;
}

/** Each sort's column and direction; the hash, in the same direction, breaks ties. */
const SORTS: Readonly<Record<CatalogueSort, { column: string; descending: boolean }>> = {
  new: { column: 'published_at', descending: true },
  popular: { column: 'week_plays', descending: true },
  top: { column: 'top_score', descending: true },
  hardest: { column: 'clear_rate', descending: false },
  easiest: { column: 'clear_rate', descending: true },
};

/** A page's order (the sort's column and direction) and its filters (size, rated, cursor). */
export interface Order {
  readonly value: RawBuilder<unknown>;
  readonly direction: RawBuilder<unknown>;
  readonly filters: RawBuilder<unknown>;
}

/** The order and filters of `query`'s page, as SQL text on catalogue rows `c`. */
export function orderOf(query: PageOrder): Order {
  const { column, descending } = SORTS[query.sort];
  const value = sql.ref(`c.${column}`);
  const after =
    query.after === undefined
      ? sql``
      : descending
        ? sql`and (${value}, c.hash) < (${query.after.value}, ${query.after.hash})`
        : sql`and (${value}, c.hash) > (${query.after.value}, ${query.after.hash})`;
  const size = query.size === undefined ? sql`` : sql`and c.size_class = ${query.size}`;
  const rated = column === 'clear_rate' ? sql`and c.clear_rate is not null` : sql``;
  return {
    value,
    direction: descending ? sql`desc` : sql`asc`,
    filters: sql`${rated} ${size} ${after}`,
  };
}
