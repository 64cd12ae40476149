import { sql, type Kysely, type Migration } from 'kysely';
import { decodeReplay } from '../../replay';
import { runIdentity } from '../decode/run-identity';

/** Runs read per page while the identities and receive times of stored runs are filled in. */
const BACKFILL_PAGE = 500;

interface StoredRunRow {
  id: string;
  level_key: string;
  received_at: string;
  canonical: string;
}

/**
 * Fills in the receive time (ms) and the identity of every run stored before this migration, in
 * the order they were received: the first run of an identity keeps it; a later copy (stored
 * before copies were refused) keeps null, so it stays as it was and blocks no one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration works on any schema
async function backfillRuns(db: Kysely<any>): Promise<void> {
  const seen = new Set<string>();
  let after: { receivedAt: string; id: string } | undefined;
  for (;;) {
    const page = await sql<StoredRunRow>`select r.id, r.level_key, r.received_at, p.canonical
      from runs r join replays p on p.hash = r.replay_hash
      ${after === undefined ? sql`` : sql`where r.received_at > ${after.receivedAt} or (r.received_at = ${after.receivedAt} and r.id > ${after.id})`}
      order by r.received_at, r.id limit ${BACKFILL_PAGE}`.execute(db);
    for (const row of page.rows) {
      const identity = runIdentity(row.level_key, decodeReplay(row.canonical).inputs);
      const first = !seen.has(identity);
      seen.add(identity);
      await db
        .updateTable('runs')
        .set({ received_at_ms: Date.parse(row.received_at), input_hash: first ? identity : null })
        .where('id', '=', row.id)
        .execute();
    }
    const last = page.rows.at(-1);
    if (last === undefined || page.rows.length < BACKFILL_PAGE) return;
    after = { receivedAt: last.received_at, id: last.id };
  }
}

/**
 * 0004: player keys without accounts, and runs that cannot be copied. A `players` table (a name
 * claimed by its canonical skeleton, the SHA-256 of its key), the bytes each key stored per day,
 * and on runs the player who posted, the run's identity (unique) and its receive time in ms
 * (ties rank by it now, not by the client's recordedAt), with the board's index on the new keys.
 * The same statements on SQLite and PostgreSQL.
 */
export const PLAYERS_MIGRATION: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration works on any schema
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('players')
      .addColumn('id', 'varchar(24)', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('skeleton', 'text', (col) => col.notNull().unique())
      .addColumn('key_hash', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('created_at', 'varchar(64)', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('player_bytes')
      .addColumn('player_id', 'varchar(24)', (col) => col.notNull().references('players.id'))
      .addColumn('day', 'varchar(10)', (col) => col.notNull())
      .addColumn('bytes', 'bigint', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('player_bytes_pk', ['player_id', 'day'])
      .execute();
    await db.schema
      .alterTable('runs')
      .addColumn('player_id', 'varchar(24)', (col) => col.references('players.id'))
      .execute();
    await db.schema.alterTable('runs').addColumn('input_hash', 'varchar(64)').execute();
    await db.schema.alterTable('runs').addColumn('received_at_ms', 'bigint').execute();
    await db.schema
      .alterTable('levels')
      .addColumn('maker_player_id', 'varchar(24)', (col) => col.references('players.id'))
      .execute();
    await backfillRuns(db);
    await db.schema.createIndex('runs_identity').unique().on('runs').column('input_hash').execute();
    await db.schema.createIndex('runs_player').on('runs').column('player_id').execute();
    await db.schema.dropIndex('runs_board').execute();
    // The board's ranking keys in their order, so a page is read off the index.
    await db.schema
      .createIndex('runs_board_received')
      .on('runs')
      .columns([
        'level_key',
        'sim_version',
        'status',
        'time_ticks',
        'received_at_ms',
        'player_key',
        'id',
      ])
      .execute();
  },
};

/**
 * 0014: the bytes each address bucket stores per UTC day, all its keys together, beside each
 * key's (`player_bytes`): keys are free, so a key's quota alone did not bound an address.
 */
export const BUCKET_BYTES_MIGRATION = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('bucket_bytes')
      .addColumn('bucket', 'varchar(64)', (col) => col.notNull())
      .addColumn('day', 'varchar(10)', (col) => col.notNull())
      .addColumn('bytes', 'bigint', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('bucket_bytes_pk', ['bucket', 'day'])
      .execute();
  },
};
