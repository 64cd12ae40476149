import type { Kysely, Migration } from 'kysely';

/**
 * Migration 0012: reports weighed by their reporters' proof of play (issue 40). Each report keeps
 * the SHA-256 of the address bucket it was sent from (null for reports made before), and closes
 * as `upheld` (the operator hid or banned its target), `dismissed`, or `closed` (restored or
 * unbanned: no verdict on the report). Each player keeps the weighed score of the open reports on
 * their name and how many address buckets those reporters came from, written whenever the
 * reports or their reporters change, so the boards read two columns rather than weigh reports on
 * every row. Both start at 0: reports made before this migration carry no bucket, so they hide
 * no name until an operator decides.
 */
export const WEIGHED_REPORTS_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('reports').addColumn('sender_hash', 'varchar(64)').execute();
    await db.schema
      .alterTable('players')
      .addColumn('report_weight', 'double precision', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('players')
      .addColumn('report_buckets', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    // A reporter's record (upheld, dismissed) and the targets of their open reports.
    await db.schema
      .createIndex('reports_reporter')
      .on('reports')
      .columns(['reporter_id', 'status'])
      .execute();
    // The console's pages of open targets, and the weighing of one target's reports.
    await db.schema
      .createIndex('reports_target')
      .on('reports')
      .columns(['target_kind', 'target_id', 'status'])
      .execute();
  },
};

/**
 * Migration 0015: a level is weighed like a name. Its score and buckets are kept on `levels`, and
 * a level whose open reports weigh the threshold from two buckets is off the catalogue, its rating
 * and the level of the day until an operator decides, as a hidden level is.
 */
export const WEIGHED_LEVEL_REPORTS_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('levels')
      .addColumn('report_weight', 'double precision', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('levels')
      .addColumn('report_buckets', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
};
