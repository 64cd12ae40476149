import type { Generated } from 'kysely';

/**
 * The community catalogue's tables (migration 0007), as Kysely sees them. Counts come back from
 * PostgreSQL as numbers (integers) and doubles as numbers.
 */

/** A published level as the catalogue lists it, with its materialised counters. */
export interface CatalogueLevelTable {
  hash: string;
  /**
   * The row's integer id, given as it is inserted (migration 0026): the word index's key. A
   * bigint: PostgreSQL answers it as a string.
   */
  id: Generated<number | string>;
  name: string;
  maker: string;
  maker_time_ticks: number;
  width: number;
  height: number;
  size_class: string;
  /** Its name and maker's name normalised (NFKD, marks removed, lower case). */
  search_text: string;
  published_at: string;
  plays: Generated<number>;
  /** Plays on the days from the `catalogue-week-start` setting to today (the popular sort). */
  week_plays: Generated<number>;
  clears: Generated<number>;
  /** clears / plays once plays reach 10; null before (hardest, easiest). */
  clear_rate: number | null;
  best_time_ticks: number | null;
  rating_up: Generated<number>;
  rating_down: Generated<number>;
  /** The Wilson lower bound (95 %) of the up share of its ratings (the top sort). */
  top_score: Generated<number>;
}

/** A normalised word of a level's name or maker's name (byte order: prefixes are ranges). */
export interface CatalogueWordTable {
  word: string;
  /** The catalogue row's `id`. */
  level_id: number;
}

/** One play: a start token issued for the level, once per key or address and UTC day. */
export interface LevelPlayTable {
  level_hash: string;
  who: string;
  day: string;
}

/** One clear: a verified run of the level, once per player and UTC day (kept by triggers). */
export interface LevelClearTable {
  level_hash: string;
  player_id: string;
  day: string;
}

/** A key's rating of a level. */
export interface LevelRatingTable {
  level_hash: string;
  player_id: string;
  value: 'up' | 'down';
}

/** The level of each UTC day, chosen once (the first instance to ask writes it). */
export interface LevelOfDayTable {
  day: string;
  level_hash: string;
}

/** The catalogue's tables. */
export interface CatalogueTables {
  catalogue_levels: CatalogueLevelTable;
  catalogue_words: CatalogueWordTable;
  level_plays: LevelPlayTable;
  level_clears: LevelClearTable;
  level_ratings: LevelRatingTable;
  level_of_day: LevelOfDayTable;
}
