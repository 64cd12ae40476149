import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Migration 0021: seasons. A season (`seasons`) is a name and the number of its events that
 * count for each player (`best_of`: their best N results, so that no end-of-season rush decides
 * it); events are attached to it (`season_events`), an event to one season at most. Operators'
 * changes to seasons go to `season_changes`, append-only like the event log.
 */
export const SEASONS_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('seasons')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('best_of', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'varchar(64)', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('season_events')
      .addColumn('season_id', 'varchar(36)', (col) => col.notNull().references('seasons.id'))
      // An event counts for one season at most.
      .addColumn('event_id', 'varchar(36)', (col) => col.notNull().unique().references('events.id'))
      .addPrimaryKeyConstraint('season_events_key', ['season_id', 'event_id'])
      .execute();
    await seasonChanges(db);
  },
};

/** The operators' changes to seasons, append-only in the database as the event log is. */
async function seasonChanges(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('season_changes')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('at', 'varchar(64)', (col) => col.notNull())
    .addColumn('operator', 'varchar(64)', (col) => col.notNull())
    .addColumn('action', 'varchar(16)', (col) => col.notNull())
    .addColumn('season_id', 'varchar(36)', (col) => col.notNull())
    // The event attached or detached; null for the season's own changes.
    .addColumn('event_id', 'varchar(36)')
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('after', 'text', (col) => col.notNull())
    .execute();
  if (postgres) {
    // The function of migration 0006, which refuses the change.
    await sql`
      create trigger season_changes_append_only before update or delete on season_changes
      for each row execute function audit_log_append_only()`.execute(db);
    await sql`
      create trigger season_changes_no_truncate before truncate on season_changes
      for each statement execute function audit_log_append_only()`.execute(db);
    return;
  }
  for (const change of ['update', 'delete']) {
    await sql
      .raw(
        `create trigger season_changes_no_${change} before ${change} on season_changes
        begin select raise(abort, 'the season log is append-only'); end`,
      )
      .execute(db);
  }
}
