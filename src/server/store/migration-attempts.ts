import { sql, type Kysely, type Migration } from 'kysely';

/** The board's ranking keys, as migration 0009 indexed them. */
const BOARD_LISTED_COLUMNS = [
  'level_key',
  'sim_version',
  'status',
  'time_ticks',
  'received_at_ms',
  'player_key',
  'id',
  'player_id',
];

/**
 * Migration 0010: verified attempts. A run's `outcome` is how its re-simulation ended: 'won'
 * ranks; any other (caught, out of time, quit while 'playing') is an attempt, stored to prove its
 * key played the level and never ranked. Every run stored before was won. The board's partial
 * index leaves attempts out, so a rank still counts from the index alone. Each run also keeps the
 * hashed address bucket it was posted from.
 */
export const ATTEMPTS_MIGRATION: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration works on any schema
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('runs')
      .addColumn('outcome', 'varchar(16)', (col) => col.notNull().defaultTo('won'))
      .execute();
    // The SHA-256 of the address bucket the run was posted from (never the address): how many
    // buckets a level's players came from, for the level of the day. Null for runs before 0010.
    await db.schema.alterTable('runs').addColumn('sender_hash', 'varchar(64)').execute();
    await db.schema.dropIndex('runs_board_listed').execute();
    await db.schema
      .createIndex('runs_board_listed')
      .on('runs')
      .columns(BOARD_LISTED_COLUMNS)
      .where(sql<boolean>`hidden_reason is null and outcome = 'won'`)
      .execute();
  },
};
