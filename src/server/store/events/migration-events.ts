import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Migration 0020: events. An event (`events`) is a level, a window and a format (`time-trial` or
 * `one-shot`; a cup adds its own format and rounds later), pinned to a simulation version; its
 * level may be sealed (a seed drawn for it, shown to no player before the start). A player enters by registering (`event_players`) and then asking the event for start tokens
 * (`event_starts`, one row per token issued, by the service's clock): a run enters when it spent
 * one of those tokens. A one-shot's start is unique per event and player in the database itself
 * (a partial unique index), so a second start is refused on every instance. Operators' changes
 * to events go to `event_changes`, append-only like the audit log.
 */
export const EVENTS_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('events')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('level_key', 'varchar(255)', (col) => col.notNull())
      .addColumn('format', 'varchar(16)', (col) => col.notNull())
      .addColumn('starts_at_ms', 'bigint', (col) => col.notNull())
      .addColumn('ends_at_ms', 'bigint', (col) => col.notNull())
      .addColumn('sim_version', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'varchar(64)', (col) => col.notNull())
      .addColumn('cancelled_reason', 'text')
      // 1 when the level is a seed drawn for the event, kept from players until the start.
      .addColumn('sealed', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('events_window').on('events').columns(['ends_at_ms']).execute();
    await db.schema
      .createTable('event_players')
      .addColumn('event_id', 'varchar(36)', (col) => col.notNull().references('events.id'))
      .addColumn('player_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('registered_at_ms', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('event_players_key', ['event_id', 'player_id'])
      .execute();
    await db.schema
      .createTable('event_starts')
      .addColumn('token_id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('event_id', 'varchar(36)', (col) => col.notNull().references('events.id'))
      .addColumn('player_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('issued_at_ms', 'bigint', (col) => col.notNull())
      // 1 for a one-shot's attempt: at most one per event and player.
      .addColumn('one_shot', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('event_starts_one_shot')
      .unique()
      .on('event_starts')
      .columns(['event_id', 'player_id'])
      .where(sql<boolean>`one_shot = 1`)
      .execute();
    await db.schema
      .createIndex('event_starts_event')
      .on('event_starts')
      .columns(['event_id', 'token_id'])
      .execute();
    await eventChanges(db);
  },
};

/** The operators' changes to events, append-only in the database as the audit log is. */
async function eventChanges(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('event_changes')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('at', 'varchar(64)', (col) => col.notNull())
    .addColumn('operator', 'varchar(64)', (col) => col.notNull())
    .addColumn('action', 'varchar(16)', (col) => col.notNull())
    .addColumn('event_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text', (col) => col.notNull())
    .execute();
  if (postgres) {
    // The function of migration 0006, which refuses the change.
    await sql`
      create trigger event_changes_append_only before update or delete on event_changes
      for each row execute function audit_log_append_only()`.execute(db);
    await sql`
      create trigger event_changes_no_truncate before truncate on event_changes
      for each statement execute function audit_log_append_only()`.execute(db);
    return;
  }
  for (const change of ['update', 'delete']) {
    await sql
      .raw(
        `create trigger event_changes_no_${change} before ${change} on event_changes
        begin select raise(abort, 'the event log is append-only'); end`,
      )
      .execute(db);
  }
}
