import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Migration 0006: players' reports, the operators (their codes' hashes only) and the audit log,
 * beside 0005's moderation state. The audit log is append-only in the database itself: a trigger
 * refuses any update or deletion of its rows, whoever tries (the API has no route that could).
 */
export const MODERATION_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('reports')
      .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('target_kind', 'varchar(16)', (col) => col.notNull())
      .addColumn('target_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('reporter_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('reason', 'varchar(32)', (col) => col.notNull())
      .addColumn('text', 'text')
      .addColumn('created_at', 'varchar(64)', (col) => col.notNull())
      // 'open' until an operator acts on the target; then 'closed', never deleted.
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .execute();
    // One open report per player per target: a repeat is answered, not stored.
    await db.schema
      .createIndex('reports_one_open')
      .unique()
      .on('reports')
      .columns(['target_kind', 'target_id', 'reporter_id'])
      .where(sql.ref('status'), '=', 'open')
      .execute();
    await db.schema
      .createTable('operators')
      .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(64)', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('audit_log')
      .addColumn('id', postgres ? 'bigserial' : 'integer', (col) =>
        postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
      )
      .addColumn('at', 'varchar(64)', (col) => col.notNull())
      .addColumn('operator', 'varchar(64)', (col) => col.notNull())
      .addColumn('action', 'varchar(16)', (col) => col.notNull())
      .addColumn('target_kind', 'varchar(16)', (col) => col.notNull())
      .addColumn('target_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('before', 'text', (col) => col.notNull())
      .addColumn('after', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('audit_log_target')
      .on('audit_log')
      .columns(['target_kind', 'target_id', 'id'])
      .execute();
    await appendOnly(db, postgres);
  },
};

/**
 * PostgreSQL's TRUNCATE fires no row trigger, so 0006's append-only trigger let it empty the
 * audit log: a statement trigger refuses it too. SQLite has no TRUNCATE (its DELETE without
 * WHERE fires the row triggers while any exist).
 */
export const AUDIT_NO_TRUNCATE = {
  async up(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`
      create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`.execute(db);
  },
};

/** Triggers refusing every update and deletion of audit_log rows. */
async function appendOnly(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  if (postgres) {
    await sql`
      create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'the audit log is append-only';
      end $$`.execute(db);
    await sql`
      create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
    return;
  }
  for (const event of ['update', 'delete']) {
    await sql
      .raw(
        `create trigger audit_log_no_${event} before ${event} on audit_log
        begin select raise(abort, 'the audit log is append-only'); end`,
      )
      .execute(db);
  }
}
