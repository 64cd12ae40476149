import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { clearRateSql } from './clear-rate';
import { WEEK_START_SETTING } from './migration-catalogue';

/** Whether a stored run of a community level counts: verified, by a key, of a `hash:` level. */
const COUNTED_RUN = `new.status = 'verified' and new.player_id is not null
  and substr(new.level_key, 1, 5) = 'hash:'`;

/** A play's columns from a new run: its level, its key and its UTC day. */
const PLAY_OF_RUN = `substr(new.level_key, 6), 'key:' || new.player_id,
  substr(new.received_at, 1, 10)`;

/** The counters one more play of a level's row changes (plays, the 7-day window, clear rate). */
function playCounted(day: string): string {
  return `plays = plays + 1,
    week_plays = week_plays + case when ${day} >=
      (select value from settings where name = '${WEEK_START_SETTING}') then 1 else 0 end,
    clear_rate = ${clearRateSql('clears', '(plays + 1)')}`;
}

/** SQLite: a clear counts won runs only; a play is counted before its row is written. */
const SQLITE_TRIGGERS = [
  'drop trigger catalogue_run_stored',
  `create trigger catalogue_run_stored after insert on runs
    when ${COUNTED_RUN} and new.outcome = 'won'
    begin
      update catalogue_levels
        set best_time_ticks = min(coalesce(best_time_ticks, new.time_ticks), new.time_ticks)
        where hash = substr(new.level_key, 6);
      insert or ignore into level_clears (level_hash, player_id, day)
        select hash, new.player_id, substr(new.received_at, 1, 10) from catalogue_levels
        where hash = substr(new.level_key, 6);
    end`,
  // One writer: the play's row is absent exactly when this run is the key's first of the day.
  `create trigger catalogue_play_stored after insert on runs
    when ${COUNTED_RUN}
    begin
      update catalogue_levels set ${playCounted('substr(new.received_at, 1, 10)')}
        where hash = substr(new.level_key, 6) and not exists (select 1 from level_plays
          where level_hash = substr(new.level_key, 6) and who = 'key:' || new.player_id
          and day = substr(new.received_at, 1, 10));
      insert or ignore into level_plays (level_hash, who, day)
        select ${PLAY_OF_RUN} from catalogue_levels where hash = substr(new.level_key, 6);
    end`,
];

/** PostgreSQL: the same rules, a play counted only when its unique row went in. */
const POSTGRES_TRIGGERS = [
  `create or replace function catalogue_run_stored() returns trigger language plpgsql as $$
  begin
    if new.status <> 'verified' or new.outcome <> 'won' or new.player_id is null
      or left(new.level_key, 5) <> 'hash:'
    then return null; end if;
    update catalogue_levels set best_time_ticks = least(best_time_ticks, new.time_ticks)
      where hash = substr(new.level_key, 6);
    insert into level_clears (level_hash, player_id, day)
      select hash, new.player_id, left(new.received_at, 10) from catalogue_levels
      where hash = substr(new.level_key, 6)
      on conflict do nothing;
    if found then
      update catalogue_levels set clears = clears + 1,
        clear_rate = ${clearRateSql('clears + 1', 'plays')}
        where hash = substr(new.level_key, 6);
    end if;
    return null;
  end $$`,
  `create function catalogue_play_stored() returns trigger language plpgsql as $$
  begin
    if not (${COUNTED_RUN}) then return null; end if;
    insert into level_plays (level_hash, who, day)
      select ${PLAY_OF_RUN} from catalogue_levels where hash = substr(new.level_key, 6)
      on conflict do nothing;
    if found then
      update catalogue_levels set ${playCounted('left(new.received_at, 10)')}
        where hash = substr(new.level_key, 6);
    end if;
    return null;
  end $$`,
  `create trigger catalogue_play_stored after insert on runs
    for each row execute function catalogue_play_stored()`,
];

/**
 * The plays counted again from the stored runs: one per key, level and UTC day with a verified
 * run or attempt. Starts counted before 0011 (with or without a key) are dropped.
 */
const RECOUNT = [
  'delete from level_plays',
  `insert into level_plays (level_hash, who, day)
    select distinct c.hash, 'key:' || r.player_id, substr(r.received_at, 1, 10)
    from runs r join catalogue_levels c on 'hash:' || c.hash = r.level_key
    where r.status = 'verified' and r.player_id is not null`,
  `update catalogue_levels set
    plays = (select count(*) from level_plays p where p.level_hash = catalogue_levels.hash),
    week_plays = (select count(*) from level_plays p where p.level_hash = catalogue_levels.hash
      and p.day >= (select value from settings where name = '${WEEK_START_SETTING}'))`,
  `update catalogue_levels set clear_rate = ${clearRateSql('clears', 'plays')}`,
];

/**
 * Migration 0011: a play is proof of play. A level's play is a key's verified run or attempt of
 * it (counted once per key and UTC day, by a trigger on `runs` in the transaction that stores
 * it, whichever path writes it), never a start; a clear counts won runs only (0010's attempts are
 * runs too). The plays stored before are counted again from the runs.
 */
export const VERIFIED_PLAYS_MIGRATION: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration works on any schema
  async up(db: Kysely<any>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    for (const text of postgres ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) {
      await sql.raw(text).execute(db);
    }
    for (const text of RECOUNT) await sql.raw(text).execute(db);
  },
};
