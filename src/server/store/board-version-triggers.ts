import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The channel PostgreSQL announces a changed board on; the payload is the board's level key. */
export const BOARD_CHANNEL = 'board_changed';

/**
 * The triggers that keep `board_versions` (migration 0003) exact: a board's version goes up with
 * every insert, change or deletion of one of its runs, and when its editor level's maker is set,
 * whichever instance, command or person writes. On PostgreSQL the same trigger announces the
 * board on BOARD_CHANNEL, delivered to every instance when the change commits (one announcement
 * per board and transaction: PostgreSQL folds identical payloads). Triggers are the one thing the
 * two engines write differently, so this is the one migration step with a statement per engine.
 */
export async function boardVersionTriggers(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await postgresTriggers(db);
  } else {
    await sqliteTriggers(db);
  }
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function bump_board(key text) returns void language plpgsql as $$
    begin
      insert into board_versions (level_key, version) values (key, 1)
        on conflict (level_key) do update set version = board_versions.version + 1;
      perform pg_notify(${sql.lit(BOARD_CHANNEL)}, key);
    end $$`.execute(db);
  await sql`
    create function runs_board_changed() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then perform bump_board(old.level_key); end if;
      if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.level_key <> old.level_key) then
        perform bump_board(new.level_key);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger runs_board_changed after insert or update or delete on runs
    for each row execute function runs_board_changed()`.execute(db);
  await sql`
    create function levels_maker_set() returns trigger language plpgsql as $$
    begin
      if new.maker_replay_hash is not null then perform bump_board('hash:' || new.hash); end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger levels_maker_set after insert or update of maker_replay_hash on levels
    for each row execute function levels_maker_set()`.execute(db);
}

/** SQLite's statements that bump one board's version; `key` is an expression of the row. */
function sqliteBump(key: string): string {
  return `insert into board_versions (level_key, version) values (${key}, 1)
      on conflict (level_key) do update set version = version + 1;`;
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const triggers = [
    `create trigger runs_board_insert after insert on runs begin ${sqliteBump('new.level_key')} end`,
    `create trigger runs_board_update after update on runs begin ${sqliteBump('old.level_key')} end`,
    `create trigger runs_board_moved after update of level_key on runs
      when new.level_key <> old.level_key begin ${sqliteBump('new.level_key')} end`,
    `create trigger runs_board_delete after delete on runs begin ${sqliteBump('old.level_key')} end`,
    `create trigger levels_made after insert on levels when new.maker_replay_hash is not null
      begin ${sqliteBump(`'hash:' || new.hash`)} end`,
    `create trigger levels_maker_set after update of maker_replay_hash on levels
      begin ${sqliteBump(`'hash:' || new.hash`)} end`,
  ];
  for (const trigger of triggers) await sql.raw(trigger).execute(db);
}
