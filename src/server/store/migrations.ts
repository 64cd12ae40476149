import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { AUDIT_NO_TRUNCATE, MODERATION_MIGRATION } from './migration-moderation';
import {
  WEIGHED_LEVEL_REPORTS_MIGRATION,
  WEIGHED_REPORTS_MIGRATION,
} from './moderation/migration-weighed-reports';
import {
  CATALOGUE_MIGRATION,
  CATALOGUE_WORDS_BY_LEVEL_MIGRATION,
} from './catalogue/migration-catalogue';
import { CATALOGUE_WORD_IDS_MIGRATION } from './catalogue/migration-word-ids';
import { BUCKET_BYTES_MIGRATION, PLAYERS_MIGRATION } from './migration-players';
import { ATTEMPTS_MIGRATION } from './migration-attempts';
import { VERIFIED_PLAYS_MIGRATION } from './catalogue/migration-verified-plays';
import { boardVersionTriggers } from './board-version-triggers';
import { BOARD_BESTS_MIGRATION } from './migration-board-bests';
import { COPIES_AND_AUTHORS_MIGRATION } from './migration-copies-authors';
import { EVENTS_MIGRATION } from './events/migration-events';
import { RACE_ROOMS_MIGRATION } from './rooms/migration-rooms';
import { SEASONS_MIGRATION } from './events/migration-seasons';
import { LIVE_CLUSTER_MIGRATION } from './live/migration-live';
import { CUPS_MIGRATION } from './events/migration-cups';

/**
 * Versioned migrations, one set for both engines: only types and statements SQLite and
 * PostgreSQL read alike (the one exception, triggers, is written per engine and says why).
 * Applied in name order on start; never edit one that has shipped.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-runs-replays-settings': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('replays')
        .addColumn('hash', 'varchar(64)', (col) => col.primaryKey())
        .addColumn('canonical', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('runs')
        .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
        .addColumn('level_key', 'varchar(255)', (col) => col.notNull())
        .addColumn('player', 'text', (col) => col.notNull())
        .addColumn('player_key', 'varchar(255)', (col) => col.notNull())
        .addColumn('time_ticks', 'integer', (col) => col.notNull())
        .addColumn('gems', 'integer', (col) => col.notNull())
        .addColumn('sim_version', 'integer', (col) => col.notNull())
        .addColumn('recorded_at', 'varchar(64)', (col) => col.notNull())
        .addColumn('recorded_at_ms', 'bigint', (col) => col.notNull())
        .addColumn('received_at', 'varchar(64)', (col) => col.notNull())
        .addColumn('replay_hash', 'varchar(64)', (col) =>
          col.notNull().unique().references('replays.hash'),
        )
        .addColumn('token_id', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('verdict', 'text', (col) => col.notNull())
        .execute();
      // The board's ranking keys in compareRuns' order, so a page is read off the index.
      await db.schema
        .createIndex('runs_board')
        .on('runs')
        .columns([
          'level_key',
          'sim_version',
          'status',
          'time_ticks',
          'recorded_at_ms',
          'player_key',
        ])
        .execute();
      await db.schema
        .createTable('settings')
        .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .execute();
      // rate-limiter-flexible's PostgreSQL store table, made here so instances never race to.
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'varchar(255)', (col) => col.primaryKey())
        .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('expire', 'bigint')
        .execute();
    },
  },
  '0002-editor-levels': {
    async up(db: Kysely<unknown>) {
      // A level made in the editor, stored once under the SHA-256 of its canonical document,
      // with its maker's proof (the level link's winning replay) once that has been published.
      await db.schema
        .createTable('levels')
        .addColumn('hash', 'varchar(64)', (col) => col.primaryKey())
        .addColumn('document', 'text', (col) => col.notNull())
        .addColumn('stored_at', 'varchar(64)', (col) => col.notNull())
        .addColumn('maker_replay_hash', 'varchar(64)', (col) => col.references('replays.hash'))
        .addColumn('maker_player', 'text')
        .addColumn('maker_time_ticks', 'integer')
        .addColumn('maker_gems', 'integer')
        .addColumn('maker_recorded_at', 'varchar(64)')
        .addColumn('maker_sim_version', 'integer')
        .execute();
    },
  },
  '0004-players-run-identity': PLAYERS_MIGRATION,
  '0005-moderation-state': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration works on any schema
    async up(db: Kysely<any>) {
      // Moderation is a state, never a deletion: a reason set means hidden (or banned) until an
      // operator restores it; null means visible. Runs and levels leave boards and the
      // catalogue while hidden; a player's name shows as "hidden player"; a banned key's posts
      // are refused and its runs hidden.
      await db.schema.alterTable('runs').addColumn('hidden_reason', 'text').execute();
      await db.schema.alterTable('levels').addColumn('hidden_reason', 'text').execute();
      await db.schema.alterTable('players').addColumn('name_hidden_reason', 'text').execute();
      await db.schema.alterTable('players').addColumn('banned_reason', 'text').execute();
    },
  },
  '0008-run-splits': {
    async up(db: Kysely<unknown>) {
      // A run's splits as the verifier derived them from its replay (JSON `[{tick, event}]`);
      // null for a run stored before, until reverify derives them.
      await db.schema.alterTable('runs').addColumn('splits', 'text').execute();
    },
  },
  '0007-catalogue': CATALOGUE_MIGRATION,
  '0009-rank-indexes': {
    async up(db: Kysely<unknown>) {
      // A post's rank counts the listed runs ahead of it on its board (rankAhead): from this
      // index alone, with no read of each run's row, and the banned keys from their own index.
      await db.schema
        .createIndex('runs_board_listed')
        .on('runs')
        .columns([
          'level_key',
          'sim_version',
          'status',
          'time_ticks',
          'received_at_ms',
          'player_key',
          'id',
          'player_id',
        ])
        .where(sql.ref('hidden_reason'), 'is', null)
        .execute();
      await db.schema
        .createIndex('players_banned')
        .on('players')
        .column('id')
        .where(sql.ref('banned_reason'), 'is not', null)
        .execute();
    },
  },
  '0003-board-versions': {
    async up(db: Kysely<unknown>) {
      // Each board's version: bumped by the database itself whenever a run of that board is
      // inserted, changed or deleted, or its editor level's maker is set, whoever writes. Board
      // answers carry it as their ETag, and instances cache a board until it changes.
      await db.schema
        .createTable('board_versions')
        .addColumn('level_key', 'varchar(255)', (col) => col.primaryKey())
        .addColumn('version', 'bigint', (col) => col.notNull())
        .execute();
      await boardVersionTriggers(db);
    },
  },
  '0006-moderation': MODERATION_MIGRATION,
  '0010-run-attempts': ATTEMPTS_MIGRATION,
  '0011-catalogue-verified-plays': VERIFIED_PLAYS_MIGRATION,
  '0012-weighed-reports': WEIGHED_REPORTS_MIGRATION,
  '0013-audit-no-truncate': AUDIT_NO_TRUNCATE,
  '0014-bucket-bytes': BUCKET_BYTES_MIGRATION,
  '0015-weighed-level-reports': WEIGHED_LEVEL_REPORTS_MIGRATION,
  '0016-catalogue-words-by-level': CATALOGUE_WORDS_BY_LEVEL_MIGRATION,
  '0017-board-bests': BOARD_BESTS_MIGRATION,
  '0018-run-course-signed-makers': COPIES_AND_AUTHORS_MIGRATION,
  '0019-runs-player-received': {
    async up(db: Kysely<unknown>) {
      // A player's record (GET /api/players/:name/runs) pages newest first by receive time, then
      // run id: each page a range of this index, not a sort of all the player's runs.
      await db.schema
        .createIndex('runs_player_received')
        .on('runs')
        .columns(['player_id', 'received_at_ms', 'id'])
        .execute();
    },
  },
  '0020-events': EVENTS_MIGRATION,
  '0021-race-rooms': RACE_ROOMS_MIGRATION,
  '0022-seasons': SEASONS_MIGRATION,
  '0023-event-schedule-slots': {
    async up(db: Kysely<unknown>) {
      // An event the recurring schedule created names its slot (`<series>@<start>`); null for an
      // operator's. Unique, so two instances creating the same slot at once store one event.
      await db.schema.alterTable('events').addColumn('schedule_slot', 'varchar(64)').execute();
      await db.schema
        .createIndex('events_schedule_slot')
        .unique()
        .on('events')
        .column('schedule_slot')
        .execute();
    },
  },
  '0024-live-cluster': LIVE_CLUSTER_MIGRATION,
  '0025-cups': CUPS_MIGRATION,
  '0026-catalogue-word-ids': CATALOGUE_WORD_IDS_MIGRATION,
};

/**
 * Applies every pending migration (or those up to `target`, as a test of an upgrade does);
 * throws with the failing migration's error.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, target?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  });
  const { error } =
    target === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  if (error !== undefined) throw error instanceof Error ? error : new Error('a migration failed');
}
