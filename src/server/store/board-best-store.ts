import type { Kysely } from 'kysely';
import type { ServiceDatabase } from './database/database';
import { bytes, rawFor, type Dialect } from './database/engine-sql';
import { playerSortKey, type NewRun } from './run-row';

/**
 * The `board_bests` table (migration 0017): each player's best listed run of each board, the rows
 * a board page and the one rank (run-store.ts) read. Written with the runs it follows, in their
 * transaction: a stored run through MERGE_BEST (the engine adapters), a run hidden, shown or
 * re-verified through refreshBest (RunStore). Banned keys keep their rows; boards leave them out.
 */

/**
 * Who a run's player is on a board (board_bests.player): its key's player id, or its name for a
 * run stored before keys. A player id and a name never meet: the prefixes differ.
 */
export function boardPlayerOf(playerId: string | null, player: string): string {
  return playerId === null ? `n:${player}` : `k:${playerId}`;
}

/** boardPlayerOf in SQL, for the runs row `alias`. */
export function boardPlayerSql(alias: string): string {
  return `coalesce('k:' || ${alias}.player_id, 'n:' || ${alias}.player)`;
}

/**
 * Makes the run of `values` (level key, simVersion, player as boardPlayerOf, run id, time,
 * receive ms, player key, player id: a VALUES list, or a SELECT with a WHERE) its player's best
 * of its board unless that player's best is before it: by time, receive time, then run id. One
 * statement, so two posts of one player at the same moment leave the better one (PostgreSQL
 * checks the condition again on the row as the other transaction committed it).
 */
export function mergeBest(dialect: Dialect, values: string): string {
  const b = bytes(dialect);
  return `insert into board_bests (level_key, sim_version, player, run_id, time_ticks,
      received_at_ms, player_key, player_id) ${values}
    on conflict (level_key, sim_version, player) do update set run_id = excluded.run_id,
      time_ticks = excluded.time_ticks, received_at_ms = excluded.received_at_ms,
      player_key = excluded.player_key, player_id = excluded.player_id
    where (excluded.time_ticks, excluded.received_at_ms, excluded.run_id${b})
      < (board_bests.time_ticks, board_bests.received_at_ms, board_bests.run_id${b})`;
}

/** mergeBest of a new won run, its values ($1..$8) as `bestValues` lists them. */
export function mergeNewBest(dialect: Dialect): string {
  return mergeBest(dialect, 'values ($1, $2, $3, $4, $5, $6, $7, $8)');
}

/** The values of mergeNewBest for a new run stored under `id`. */
export function bestValues(id: string, run: NewRun): unknown[] {
  return [
    run.levelKey,
    run.simVersion,
    boardPlayerOf(run.playerId, run.player),
    id,
    run.timeTicks,
    Date.parse(run.receivedAt),
    playerSortKey(run.player),
    run.playerId,
  ];
}

/** The run whose player's row refreshBest makes again. */
export interface BestOf {
  readonly level_key: string;
  readonly sim_version: number;
  readonly player_id: string | null;
  readonly player: string;
}

/**
 * Makes the best listed run (verified, won, not hidden) of `run`'s player on its board their row
 * of it again, or none when they have no listed run left: after one of their runs was hidden,
 * shown, rejected or verified again. Inside the caller's transaction; a post of that player at
 * the same moment merges its run after (mergeBest), so the better one stays.
 */
export async function refreshBest(
  db: Kysely<ServiceDatabase>,
  dialect: Dialect,
  run: BestOf,
): Promise<void> {
  const values = refreshValues(run);
  await db.executeQuery(rawFor(dialect, REFRESH_DELETE, values.slice(0, 3)));
  await db.executeQuery(rawFor(dialect, refreshMerge(dialect, run.player_id !== null), values));
}

/** refreshBest's first statement: the player's row of the board ($1 level, $2 simVersion, $3 player). */
export const REFRESH_DELETE = `delete from board_bests
  where level_key = $1 and sim_version = $2 and player = $3`;

/**
 * refreshBest's second statement: the player's best listed run made their row ($1 level key, $2
 * simVersion, $3 player as boardPlayerOf, $4 the player id, or the name for a run before keys).
 * A key's runs are read by their player's index, a name's (before keys) from its board.
 */
export function refreshMerge(dialect: Dialect, byKey: boolean): string {
  const who = byKey ? 'player_id = $4' : 'player_id is null and player = $4';
  return mergeBest(
    dialect,
    `select level_key, sim_version, $3, id, time_ticks, received_at_ms, player_key, player_id
      from runs where level_key = $1 and sim_version = $2 and ${who}
        and status = 'verified' and outcome = 'won' and hidden_reason is null
      order by time_ticks, received_at_ms, id${bytes(dialect)} limit 1`,
  );
}

/** The values of REFRESH_DELETE (the first three) and refreshMerge for `run`'s player. */
export function refreshValues(run: BestOf): unknown[] {
  const player = boardPlayerOf(run.player_id, run.player);
  return [run.level_key, run.sim_version, player, run.player_id ?? run.player];
}
