import { HIDDEN_PLAYER } from '../../api';
import { bytes, nameHiddenSql, type Dialect } from './database/engine-sql';
import { boardPlayerSql } from './board-best-store';
import { playerSortKey, type StoredRun } from './run-row';

/**
 * The one rank of a run and a board's page, for both engines. Boards are ordered by final time,
 * then the service's receive time (never the client's recordedAt), then the player name (UTF-16
 * order), then the run id: a total order over each player's best (see README "Ranking").
 */

/**
 * A player's best (board_bests) whose key is not banned: what a board lists. The banned keys are
 * read once per count from their own small index (a run from before keys has no player id, and
 * no player's id is empty); a banned key's bests keep their rows, so they are back when unbanned.
 */
export function notBanned(playerId: string): string {
  return `coalesce(${playerId}, '') not in (select id from players where banned_reason is not null)`;
}

/** Where rankAhead finds each key of the run it ranks: parameter names such as `$3`. */
export interface RankParameters {
  readonly levelKey: string;
  readonly simVersion: string;
  readonly timeTicks: string;
  readonly receivedAtMs: string;
  readonly playerKey: string;
  readonly runId: string;
  /** Who the run's player is (boardPlayerOf in board-best-store.ts), an SQL expression. */
  readonly player: string;
}

/**
 * The one rank: other players' bests ahead of a run (board_bests, migration 0017), their keys not
 * banned, one count per ranking key (time, receive time, name, run id), each a range of the
 * index `board_bests_rank`. The board's order (boardPage) is the same keys over the same rows, so
 * a player's best's rank is its place on the board, and another of their runs ranks where it
 * would stand were it their best.
 */
export function rankAhead(dialect: Dialect, p: RankParameters): string {
  const board = `level_key = ${p.levelKey} and sim_version = ${p.simVersion}
    and player <> ${p.player} and ${notBanned('player_id')}`;
  const tied = `time_ticks = ${p.timeTicks} and received_at_ms = ${p.receivedAtMs}`;
  return `select
    (select count(*) from board_bests where ${board} and time_ticks < ${p.timeTicks})
    + (select count(*) from board_bests where ${board} and time_ticks = ${p.timeTicks}
        and received_at_ms < ${p.receivedAtMs})
    + (select count(*) from board_bests where ${board} and ${tied}
        and player_key${bytes(dialect)} < ${p.playerKey})
    + (select count(*) from board_bests where ${board} and ${tied}
        and player_key = ${p.playerKey} and run_id${bytes(dialect)} < ${p.runId})
    as ahead`;
}

/**
 * The rank query with `$1`..`$6`: level key, simVersion, time, receive ms, player key, run id of
 * a stored run (its player read by its id).
 */
export function rankOf(dialect: Dialect): string {
  const [levelKey, simVersion, timeTicks, receivedAtMs, playerKey, runId] = [1, 2, 3, 4, 5, 6].map(
    (n) => `$${String(n)}`,
  ) as [string, string, string, string, string, string];
  const player = `coalesce((select ${boardPlayerSql('o')} from runs o where o.id = $6), '')`;
  return rankAhead(dialect, {
    levelKey,
    simVersion,
    timeTicks,
    receivedAtMs,
    playerKey,
    runId,
    player,
  });
}

/** rankOf's values for a stored run. */
export function rankValues(run: StoredRun): unknown[] {
  const { levelKey, simVersion, timeTicks, receivedAt, player, runId } = run;
  return [levelKey, simVersion, timeTicks, Date.parse(receivedAt), playerSortKey(player), runId];
}

/** The name a board shows for run `r` of player `p`: "hidden player" while the name is hidden. */
export function shownName(threshold: string): string {
  return `case when ${nameHiddenSql(threshold)} then '${HIDDEN_PLAYER}' else r.player end`;
}

/**
 * A page of a board (level key $1, simVersion $2, limit $3, offset $4; $5 the reports that hide a
 * name) in ranking order: each player's best listed run (board_bests), each row with the board's
 * version (`version`, a scalar subquery the caller gives), read by the same statement so that
 * they agree.
 */
export function boardPage(dialect: Dialect, version: string): string {
  return `select (${version}) as version,
    r.id, ${shownName('$5')} as player, r.time_ticks, r.gems, r.recorded_at, r.replay_hash,
    r.splits
    from board_bests b join runs r on r.id = b.run_id left join players p on p.id = r.player_id
    where b.level_key = $1 and b.sim_version = $2 and ${notBanned('b.player_id')}
    order by b.time_ticks, b.received_at_ms, b.player_key${bytes(dialect)}, b.run_id${bytes(dialect)}
    limit $3 offset $4`;
}
