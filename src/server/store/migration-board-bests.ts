import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Migration 0017: boards of personal bests. `board_bests` keeps each player's best listed run of
 * each board (a key's player, or the name of a run from before keys): verified, won, not hidden
 * by an operator; ordered within the player by time, receive time, then run id. A board page and
 * a rank read this table's index alone, one row per player, so neither counts a player's other
 * runs (a player's record keeps them all). Banned keys stay out of a board in its statements, as
 * before. Filled here once from the stored runs; kept by run-store.ts with every write of a run.
 */
export const BOARD_BESTS_MIGRATION: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration works on any schema
  async up(db: Kysely<any>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('board_bests')
      .addColumn('level_key', 'varchar(255)', (col) => col.notNull())
      .addColumn('sim_version', 'integer', (col) => col.notNull())
      .addColumn('player', 'text', (col) => col.notNull())
      .addColumn('run_id', 'varchar(36)', (col) => col.notNull().unique())
      .addColumn('time_ticks', 'integer', (col) => col.notNull())
      .addColumn('received_at_ms', 'bigint', (col) => col.notNull())
      .addColumn('player_key', 'varchar(255)', (col) => col.notNull())
      .addColumn('player_id', 'varchar(64)')
      .addPrimaryKeyConstraint('board_bests_board_player', ['level_key', 'sim_version', 'player'])
      .execute();
    // The board's ranking keys in their order, and the player id its ban check reads.
    await db.schema
      .createIndex('board_bests_rank')
      .on('board_bests')
      .columns([
        'level_key',
        'sim_version',
        'time_ticks',
        'received_at_ms',
        'player_key',
        'run_id',
        'player_id',
      ])
      .execute();
    const runId = postgres ? 'id collate "C"' : 'id';
    await sql
      .raw(
        `insert into board_bests (level_key, sim_version, player, run_id, time_ticks,
          received_at_ms, player_key, player_id)
        select level_key, sim_version, who, id, time_ticks, received_at_ms, player_key, player_id
        from (select level_key, sim_version, id, time_ticks, received_at_ms, player_key, player_id,
            coalesce('k:' || player_id, 'n:' || player) as who,
            row_number() over (partition by level_key, sim_version,
              coalesce('k:' || player_id, 'n:' || player)
              order by time_ticks, received_at_ms, ${runId}) as place
          from runs
          where status = 'verified' and outcome = 'won' and hidden_reason is null) ranked
        where place = 1`,
      )
      .execute(db);
  },
};
