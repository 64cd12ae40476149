import { sql, type Kysely, type RawBuilder } from 'kysely';
import { HIDDEN_PLAYER, type CatalogueRow } from '../../../api';
import { orderOf, type Order, type PageOrder } from './catalogue-order';
import type { ServiceDatabase } from '../database/database';
import { levelHiddenSql, nameHiddenSql } from '../database/engine-sql';

/** A page to read: its sort, filters, where the page before ended and how many rows. */
export interface CataloguePageQuery extends PageOrder {
  /** Normalised search words: each must start a word of the level's name or maker's name. */
  readonly words: readonly string[];
  readonly limit: number;
}

/** A listed level, with the value its sort ordered it by (for the next page's cursor). */
export interface ListedLevel {
  readonly row: CatalogueRow;
  readonly sortValue: number | string;
}

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
 * Matches of one search word in the word index: the words that start with it. A one-character
 * search word matches whole words only, so that no search reads most of the index.
 */
function wordRange(word: string, column: RawBuilder<unknown>): RawBuilder<unknown> {
  return Array.from(word).length === 1
    ? sql`${column} = ${word}`
    : sql`${column} >= ${word} and ${column} < ${word + AFTER_EVERY_WORD}`;
}

/**
 * Index entries of a word counted up to DENSE_WORD: below it a word is rare, and a search starts
 * from its levels (at most that many rows to sort), probing each for the other words. At it,
 * every word starts words of many levels, and a search first walks WALK_ROWS rows of the sort's
 * index, keeping the levels with every word (a page when the words are common together); only
 * when that walk fills no page and the index goes on does it read the levels every word's range
 * has in common. Either way the work is bounded by the index, never by the catalogue's size (a
 * prefix of every level's maker once took a second to sort 100 000 rows).
 */
export const DENSE_WORD = 2_000;

/**
 * Rows of the sort's index a search of common words walks before it reads their ranges instead:
 * a full page (50 rows) from it when a tenth of the levels there have every word. Counting the
 * levels that have every word up to DENSE_WORD instead probed 2 000 levels (6 589 buffers,
 * 45 ms on PostgreSQL); the walk for the bench's two common words reads under 600.
 */
export const WALK_ROWS = 500;

/** Where a search's paths part: DENSE_WORD and WALK_ROWS (tests take small ones). */
export interface SearchBounds {
  readonly denseWord: number;
  readonly walkRows: number;
}

/** Whether catalogue row `c` has a word starting with `word`: one probe of the words' index. */
function hasWord(word: string): RawBuilder<unknown> {
  const column = sql.ref('w.word');
  return sql`exists (select 1 from catalogue_words w
    where w.level_id = c.id and ${wordRange(word, column)})`;
}

/**
 * The levels with a word starting with each of `words`, as catalogue rows `c`: the ids (integers,
 * migration 0026) every word's range has in common, each range read once off the word index.
 */
function levelsOf(words: readonly string[]): RawBuilder<unknown> {
  const ranges = words.map(
    (word) =>
      sql`select w.level_id from catalogue_words w where ${wordRange(word, sql.ref('w.word'))}`,
  );
  // Intersect gives each id once; one range alone may hold a level twice (two of its words).
  const ids =
    ranges.length === 1
      ? sql`select distinct * from (${ranges[0]}) r`
      : sql.join(ranges, sql` intersect `);
  return sql`(${ids}) m
    join catalogue_levels c on c.id = m.level_id`;
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

  /**
   * `reportThreshold`: the weight of reports that hides a maker's name or a level. `bounds`:
   * where a search word counts as common and how far a walk goes (tests take small ones to reach
   * every path on a small catalogue).
   */
  constructor(
    private readonly db: Kysely<ServiceDatabase>,
    reportThreshold: number,
    readonly bounds: SearchBounds = { denseWord: DENSE_WORD, walkRows: WALK_ROWS },
  ) {
    this.#columns = columns(reportThreshold);
    this.#levelHidden = sql.raw(levelHiddenSql(String(reportThreshold)));
  }

  async page(query: CataloguePageQuery): Promise<ListedLevel[]> {
    const order = orderOf(query);
    const read = (from: RawBuilder<unknown>, words: readonly string[]) =>
      this.#read(query, order, from, words);
    if (query.words.length === 0) return read(sql`catalogue_levels c`, []);
    let rarest = { word: query.words[0] ?? '', count: this.bounds.denseWord };
    for (const word of query.words) {
      const count = await this.#countUpTo(word, rarest.count);
      if (count < rarest.count) rarest = { word, count };
    }
    if (rarest.count < this.bounds.denseWord) {
      const others = query.words.filter((word) => word !== rarest.word);
      return read(levelsOf([rarest.word]), others);
    }
    const walk = sql`(select * from catalogue_levels c where true ${order.filters}
      order by ${order.value} ${order.direction}, c.hash ${order.direction}
      limit ${this.bounds.walkRows}) c`;
    const walked = await read(walk, query.words);
    if (walked.length >= query.limit || !(await this.#walkFull(order))) return walked;
    // Common words, rare together here: the levels every word's range has in common.
    return read(levelsOf(query.words), []);
  }

  /** A page of catalogue rows `c` from `from` that have every one of `words`. */
  async #read(
    query: CataloguePageQuery,
    order: Order,
    from: RawBuilder<unknown>,
    words: readonly string[],
  ): Promise<ListedLevel[]> {
    const probes = words.map((word) => sql`and ${hasWord(word)}`);
    const result = await sql<LevelRecord>`select ${this.#columns}, ${order.value} as sort_value
      from ${from} join levels l on l.hash = c.hash
      where not ${this.#levelHidden} ${sql.join(probes, sql` `)} ${order.filters}
      order by ${order.value} ${order.direction}, c.hash ${order.direction}
      limit ${query.limit}`.execute(this.db);
    return result.rows.map(rowOf);
  }

  /** Whether the sort's index has a walk's rows or more where a walk starts. */
  async #walkFull(order: Order): Promise<boolean> {
    const result = await sql<{ n: number | string }>`select count(*) as n from (select 1
      from catalogue_levels c where true ${order.filters} limit ${this.bounds.walkRows}) walked`.execute(
      this.db,
    );
    return Number(result.rows[0]?.n ?? 0) >= this.bounds.walkRows;
  }

  /** Entries of the word index that start with `word`, counted up to `limit`. */
  async #countUpTo(word: string, limit: number): Promise<number> {
    const column = sql.ref('w.word');
    const result = await sql<{ n: number | string }>`select count(*) as n from (select 1
      from catalogue_words w where ${wordRange(word, column)} limit ${limit}) found`.execute(
      this.db,
    );
    return Number(result.rows[0]?.n ?? 0);
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
   * `minKeys` keys (not banned, runs not hidden) from `minBuckets` address buckets, the maker's
   * published proof not among them.
   */
  async topEligible(options: EligibleQuery): Promise<string[]> {
    const excluded =
      options.excluded.length === 0
        ? sql``
        : sql`and c.hash not in (${sql.join(options.excluded.map((hash) => sql`${hash}`))})`;
    // The maker's published proof is stored as their run (issue 41) but proves no one played.
    const proofs = sql`from runs r where r.level_key = 'hash:' || c.hash
      and r.status = 'verified' and r.hidden_reason is null
      and r.replay_hash <> coalesce(l.maker_replay_hash, '')
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
