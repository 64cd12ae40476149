import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { clearRateSql } from './clear-rate';

/** The settings row holding the first UTC day of the 7-day window `week_plays` counts. */
export const WEEK_START_SETTING = 'catalogue-week-start';

/**
 * The clear counter's triggers: a verified run of a listed level counts one clear per player and
 * UTC day (as a play counts once per key and day), and lowers the level's best time, in the
 * transaction that stores the run, whichever path writes it. Triggers are written per engine.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration works on any schema
async function clearTriggers(db: Kysely<any>): Promise<void> {
  const counted = clearRateSql('clears + 1', 'plays');
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create function catalogue_run_stored() returns trigger language plpgsql as $$
      begin
        if new.status <> 'verified' or new.player_id is null or left(new.level_key, 5) <> 'hash:'
        then return null; end if;
        update catalogue_levels set best_time_ticks = least(best_time_ticks, new.time_ticks)
          where hash = substr(new.level_key, 6);
        insert into level_clears (level_hash, player_id, day)
          select hash, new.player_id, left(new.received_at, 10) from catalogue_levels
          where hash = substr(new.level_key, 6)
          on conflict do nothing;
        if found then
          update catalogue_levels set clears = clears + 1, clear_rate = ${sql.raw(counted)}
            where hash = substr(new.level_key, 6);
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger catalogue_run_stored after insert on runs
      for each row execute function catalogue_run_stored()`.execute(db);
    return;
  }
  const triggers = [
    `create trigger catalogue_run_stored after insert on runs
      when new.status = 'verified' and new.player_id is not null
        and substr(new.level_key, 1, 5) = 'hash:'
      begin
        update catalogue_levels
          set best_time_ticks = min(coalesce(best_time_ticks, new.time_ticks), new.time_ticks)
          where hash = substr(new.level_key, 6);
        insert or ignore into level_clears (level_hash, player_id, day)
          select hash, new.player_id, substr(new.received_at, 1, 10) from catalogue_levels
          where hash = substr(new.level_key, 6);
      end`,
    `create trigger catalogue_clear_counted after insert on level_clears
      begin
        update catalogue_levels set clears = clears + 1, clear_rate = ${counted}
          where hash = new.level_hash;
      end`,
  ];
  for (const trigger of triggers) await sql.raw(trigger).execute(db);
}

/** The word column: byte order on both engines, so a prefix is a range of the index. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration works on any schema
function wordType(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter ? sql`text collate "C"` : sql`text`;
}

/** The listed levels with their counters, and one index per sort: `(value, hash)`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration works on any schema
async function catalogueLevels(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue_levels')
    .addColumn('hash', 'varchar(64)', (col) => col.primaryKey().references('levels.hash'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('maker', 'text', (col) => col.notNull())
    .addColumn('maker_time_ticks', 'integer', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('size_class', 'varchar(8)', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('published_at', 'varchar(64)', (col) => col.notNull())
    .addColumn('plays', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('week_plays', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('clears', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('clear_rate', 'double precision')
    .addColumn('best_time_ticks', 'integer')
    .addColumn('rating_up', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rating_down', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('top_score', 'double precision', (col) => col.notNull().defaultTo(0))
    .execute();
  const sorts = {
    catalogue_new: 'published_at',
    catalogue_popular: 'week_plays',
    catalogue_top: 'top_score',
    catalogue_clear_rate: 'clear_rate',
  };
  for (const [name, column] of Object.entries(sorts)) {
    await db.schema.createIndex(name).on('catalogue_levels').columns([column, 'hash']).execute();
  }
}

/**
 * 0007: the community catalogue. One row per published level with its listing fields and its
 * counters kept materialised (plays, plays in the current 7-day window, clears, clear rate,
 * best time, ratings and their Wilson lower bound), written in the transaction of the play,
 * clear or rating that changes them; an index per sort (the sort's value, then the hash, so a
 * keyset cursor reads the next page off the index); the search words of each level; plays per
 * key or address per day; clears per player per day; one rating per key; the level of each day.
 */
export const CATALOGUE_MIGRATION: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration works on any schema
  async up(db: Kysely<any>) {
    await catalogueLevels(db);
    await db.schema
      .createTable('catalogue_words')
      .addColumn('word', wordType(db), (col) => col.notNull())
      .addColumn('level_hash', 'varchar(64)', (col) => col.notNull())
      .addPrimaryKeyConstraint('catalogue_words_pk', ['word', 'level_hash'])
      .execute();
    await db.schema
      .createTable('level_plays')
      .addColumn('level_hash', 'varchar(64)', (col) => col.notNull())
      // `key:<player id>` or `address:<SHA-256 of the address>`.
      .addColumn('who', 'varchar(80)', (col) => col.notNull())
      .addColumn('day', 'varchar(10)', (col) => col.notNull())
      .addPrimaryKeyConstraint('level_plays_pk', ['level_hash', 'who', 'day'])
      .execute();
    await db.schema.createIndex('level_plays_day').on('level_plays').columns(['day']).execute();
    await db.schema
      .createTable('level_clears')
      .addColumn('level_hash', 'varchar(64)', (col) => col.notNull())
      .addColumn('player_id', 'varchar(24)', (col) => col.notNull())
      .addColumn('day', 'varchar(10)', (col) => col.notNull())
      .addPrimaryKeyConstraint('level_clears_pk', ['level_hash', 'player_id', 'day'])
      .execute();
    await db.schema
      .createTable('level_ratings')
      .addColumn('level_hash', 'varchar(64)', (col) => col.notNull())
      .addColumn('player_id', 'varchar(24)', (col) => col.notNull().references('players.id'))
      .addColumn('value', 'varchar(4)', (col) => col.notNull())
      .addPrimaryKeyConstraint('level_ratings_pk', ['level_hash', 'player_id'])
      .execute();
    await db.schema
      .createTable('level_of_day')
      .addColumn('day', 'varchar(10)', (col) => col.primaryKey())
      .addColumn('level_hash', 'varchar(64)', (col) => col.notNull())
      .execute();
    // No play yet: the first window to leave starts before any day.
    await db
      .insertInto('settings')
      .values({ name: WEEK_START_SETTING, value: '0000-00-00' })
      .execute();
    await clearTriggers(db);
  },
};

/**
 * 0016: the word index by level as well as by word, so that a search whose words are all common
 * checks each level it walks in the sort's order with one probe per word (catalogue-reader.ts).
 */
export const CATALOGUE_WORDS_BY_LEVEL_MIGRATION = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('catalogue_words_by_level')
      .on('catalogue_words')
      .columns(['level_hash', 'word'])
      .execute();
  },
};
