import type { Kysely, Migration } from 'kysely';

/**
 * Migration 0024: live runs across instances on one PostgreSQL. Each instance appends what its
 * runs' spectators are held (a run's opening, its batches of inputs, pauses, its end) to
 * `live_frames`, numbered by `seq` per instance, and announces the append with one NOTIFY; the
 * others read the instance's rows after the last `seq` they took and show the run as their own.
 * `live_instances` is each instance's heartbeat (`seen_at_ms`) with its spectator counts by live
 * id (`viewers`, JSON), so a list on any instance counts every instance's viewers, and the runs of
 * an instance that stopped beating are shown abandoned after the resume time. SQLite deployments
 * are single instance: the tables exist there and stay empty.
 */
export const LIVE_CLUSTER_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('live_frames')
      .addColumn('instance', 'varchar(32)', (col) => col.notNull())
      .addColumn('seq', 'bigint', (col) => col.notNull())
      .addColumn('live_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('at_ms', 'bigint', (col) => col.notNull())
      .addColumn('ticks', 'integer', (col) => col.notNull())
      .addColumn('frame', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('live_frames_key', ['instance', 'seq'])
      .execute();
    await db.schema
      .createTable('live_instances')
      .addColumn('instance', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('seen_at_ms', 'bigint', (col) => col.notNull())
      .addColumn('viewers', 'text', (col) => col.notNull())
      .execute();
  },
};
