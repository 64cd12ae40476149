import { sql, type Kysely, type RawBuilder } from 'kysely';
import { HIDDEN_PLAYER, type CatalogueRow, type CatalogueSort, type LevelSize } from '../../../api';
import type { ServiceDatabase } from '../database/database';
import { levelHiddenSql, nameHiddenSql } from '../database/engine-sql';

/** A page to read: its sort, filters, where the page before ended and how many rows. */
export interface CataloguePageQuery {
  readonly sort: CatalogueSort;
  /** Normalised search words: each must start a word of the level's name or maker's name. */
  readonly words: readonly string[];
  readonly size?: LevelSize | undefined;
  readonly after?: { readonly value: number | string; readonly hash: string } | undefined;
  readonly limit: number;
}

/** A listed level, with the value its sort ordered it by (for the next page's cursor). */
export interface ListedLevel {
  readonly row: CatalogueRow;
  readonly sortValue: number | string;
}

/** Each sort's column and direction; the hash, in the same direction, breaks ties. */
const SORTS: Readonly<Record<CatalogueSort, { column: string; descending: boolean }>> = {
  new: { column: 'published_at', descending: true },
  popular: { column: 'week_plays', descending: true },
  top: { column: 'top_score', descending: true },
  hardest: { column: 'clear_rate', descending: false },
  easiest: { column: 'clear_rate', descending: true },
};

/** A catalogue row as the engines answer it. */
export interface LevelRecord {
  hash: string;
  name: string;
  maker: string;
  maker_time_ticks: number;
  width: number;
  height: number;
  published_at: string;
  plays: number;
  clears: number;
  clear_rate: number | null;
  best_time_ticks: number | null;
  rating_up: number;
  rating_down: number;
  sort_value: number | string;
}

export function rowOf(record: LevelRecord): ListedLevel {
  return {
    sortValue: record.sort_value,
    row: {
      hash: record.hash,
      name: record.name,
      maker: record.maker,
      makerTimeTicks: record.maker_time_ticks,
      size: [record.width, record.height],
      plays: record.plays,
      clears: record.clears,
      clearRate: record.clear_rate,
      bestTimeTicks: record.best_time_ticks,
      rating: { up: record.rating_up, down: record.rating_down },
      publishedAt: record.published_at,
    },
  };
}

/**
 * The largest code point: in byte order (the words' order on both engines) every word that
 * starts with a prefix sorts from the prefix up to the prefix followed by it.
 */
const AFTER_EVERY_WORD = '\u{10FFFF}';

/**
 * A row's columns (`c` the catalogue row, `l` its levels row), as SQL text. The maker shows as
 * "hidden player" while the name of the key that published the level is hidden (an operator, or
 * open reports from `threshold` distinct players) or that key is banned; read per row returned,
 * after the limit. `threshold` is an integer or a parameter (`$2`).
 */
export function catalogueColumns(threshold: string): string {
  return `c.hash, c.name,
  case when exists (select 1 from players p where p.id = l.maker_player_id
      and (p.banned_reason is not null or ${nameHiddenSql(threshold)}))
    then '${HIDDEN_PLAYER}' else c.maker end as maker,
  c.maker_time_ticks, c.width, c.height,
  c.published_at, c.plays, c.clears, c.clear_rate, c.best_time_ticks, c.rating_up, c.rating_down`;
}

function columns(threshold: number): RawBuilder<unknown> {
  if (!Number.isSafeInteger(threshold))
    throw new Error(`report threshold ${threshold} is not an integer`);
  return sql.raw(catalogueColumns(String(threshold)));
}

/**
 * Levels with a word starting with every search word: a range of the word index per word. A
 * one-character search word matches whole words only, so that no search reads most of the index.
 */
function matching(words: readonly string[]): RawBuilder<unknown> {
  const each = words.map((word) =>
    Array.from(word).length === 1
      ? sql`select level_hash from catalogue_words where word = ${word}`
      : sql`select level_hash from catalogue_words where word >= ${word} and word < ${word + AFTER_EVERY_WORD}`,
  );
  return sql.join(each, sql` intersect `);
}

/**
 * The catalogue's reads: a page in one of its sorts (keyset: the rows after the page before's
 * last, read off the sort's index), one listed level, and the top-rated levels with enough
 * plays. Hidden levels are never read.
 */
export class CatalogueReader {
  readonly #columns: RawBuilder<unknown>;
  /** Whether levels row `l` is off the catalogue (levelHiddenSql at this reader's threshold). */
  readonly #levelHidden: RawBuilder<unknown>;

  /** `reportThreshold`: distinct players' open reports that hide a maker's name. */
  constructor(
    private readonly db: Kysely<ServiceDatabase>,
    reportThreshold: number,
  ) {
    this.#columns = columns(reportThreshold);
    this.#levelHidden = sql.raw(levelHiddenSql(String(reportThreshold)));
  }

  async page(query: CataloguePageQuery): Promise<ListedLevel[]> {
    const { column, descending } = SORTS[query.sort];
    const value = sql.ref(`c.${column}`);
    const direction = descending ? sql`desc` : sql`asc`;
    const after =
      query.after === undefined
        ? sql``
        : descending
          ? sql`and (${value}, c.hash) < (${query.after.value}, ${query.after.hash})`
          : sql`and (${value}, c.hash) > (${query.after.value}, ${query.after.hash})`;
    const size = query.size === undefined ? sql`` : sql`and c.size_class = ${query.size}`;
    const rated = column === 'clear_rate' ? sql`and c.clear_rate is not null` : sql``;
    const from =
      query.words.length === 0
        ? sql`catalogue_levels c`
        : sql`(${matching(query.words)}) m
            join catalogue_levels c on c.hash = m.level_hash`;
    const result = await sql<LevelRecord>`select ${this.#columns}, ${value} as sort_value
      from ${from} join levels l on l.hash = c.hash
      where not ${this.#levelHidden} ${rated} ${size} ${after}
      order by ${value} ${direction}, c.hash ${direction} limit ${query.limit}`.execute(this.db);
    return result.rows.map(rowOf);
  }

  /** A listed, visible level. */
  async level(hash: string): Promise<CatalogueRow | undefined> {
    const result = await sql<LevelRecord>`select ${this.#columns}, c.hash as sort_value
      from catalogue_levels c join levels l on l.hash = c.hash
      where c.hash = ${hash} and not ${this.#levelHidden}`.execute(this.db);
    const record = result.rows[0];
    return record === undefined ? undefined : rowOf(record).row;
  }

  /**
   * The hashes of the `limit` best-rated levels eligible as a level of the day, best first (ties
   * by hash), leaving out `excluded`: visible, listed by `listedBefore`, no open report on it,
   * its maker not banned, and with verified runs or attempts received before `playedBefore` by
   * `minKeys` keys (not banned, runs not hidden) from `minBuckets` address buckets.
   */
  async topEligible(options: EligibleQuery): Promise<string[]> {
    const excluded =
      options.excluded.length === 0
        ? sql``
        : sql`and c.hash not in (${sql.join(options.excluded.map((hash) => sql`${hash}`))})`;
    const proofs = sql`from runs r where r.level_key = 'hash:' || c.hash
      and r.status = 'verified' and r.hidden_reason is null
      and r.received_at < ${options.playedBefore}
      and r.player_id not in (select id from players where banned_reason is not null)`;
    const result = await sql<{ hash: string }>`select c.hash
      from catalogue_levels c join levels l on l.hash = c.hash
      where not ${this.#levelHidden} and c.plays >= ${options.minKeys}
        and c.published_at <= ${options.listedBefore} ${excluded}
        and not exists (select 1 from players p where p.id = l.maker_player_id
          and p.banned_reason is not null)
        and not exists (select 1 from reports o where o.target_kind = 'level'
          and o.target_id = c.hash and o.status = 'open')
        and (select count(distinct r.player_id) ${proofs}) >= ${options.minKeys}
        and (select count(distinct r.sender_hash) ${proofs}) >= ${options.minBuckets}
      order by c.top_score desc, c.hash desc limit ${options.limit}`.execute(this.db);
    return result.rows.map((row) => row.hash);
  }
}

/** What makes a level eligible as a level of the day (see CatalogueReader.topEligible). */
export interface EligibleQuery {
  readonly minKeys: number;
  readonly minBuckets: number;
  /** ISO time a level must have been listed by. */
  readonly listedBefore: string;
  /** ISO time: only runs received before it count. */
  readonly playedBefore: string;
  readonly limit: number;
  readonly excluded: readonly string[];
}
