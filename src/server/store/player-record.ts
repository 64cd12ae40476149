import { rankAhead } from './board-rank';
import type { PlayerRunRow } from '../../api';
import { boardPlayerSql } from './board-best-store';

import { nameHiddenSql, type Dialect } from './database/engine-sql';

/**
 * A page of player $1's record (most reports hiding a name $2; the page before ending at receive
 * ms $3 and run id $4; $5 rows): their verified won runs no operator hid, none while their key is
 * banned or their name hidden, newest first, each with the one rank of its board (rankAhead, in
 * the statement: no query per row) and whether it is their best of it. Read off
 * `runs_player_received` (migration 0019).
 */
export function recordPage(dialect: Dialect): string {
  const rank = rankAhead(dialect, {
    levelKey: 'r.level_key',
    simVersion: 'r.sim_version',
    timeTicks: 'r.time_ticks',
    receivedAtMs: 'r.received_at_ms',
    playerKey: 'r.player_key',
    runId: 'r.id',
    player: boardPlayerSql('r'),
  });
  return `select r.id, r.level_key, r.time_ticks, r.gems, r.sim_version, r.received_at,
    r.received_at_ms, r.replay_hash, (${rank}) as ahead,
    exists (select 1 from board_bests b where b.run_id = r.id) as personal_best
    from runs r join players p on p.id = r.player_id
    where r.player_id = $1 and r.status = 'verified' and r.outcome = 'won'
      and r.hidden_reason is null and p.banned_reason is null and not ${nameHiddenSql('$2')}
      and (r.received_at_ms, r.id) < ($3, $4)
    order by r.received_at_ms desc, r.id desc
    limit $5`;
}

/** Where a page of a record starts: after the run of this receive ms and id (its `next`). */
export interface RecordCursor {
  readonly receivedAtMs: number;
  readonly runId: string;
}

/** One run of a player's record, and where the page after it would start. */
export interface RecordRun {
  readonly run: PlayerRunRow;
  readonly cursor: RecordCursor;
}

export interface RecordRow {
  id: string;
  level_key: string;
  time_ticks: number;
  gems: number;
  sim_version: number;
  received_at: string;
  received_at_ms: number | string;
  replay_hash: string;
  ahead: number | string;
  personal_best: boolean | number;
}

/** A record row as the API's run of a record, with the cursor of the page after it. */
export function recordRunOf(row: RecordRow): RecordRun {
  return {
    run: {
      runId: row.id,
      levelKey: row.level_key,
      timeTicks: row.time_ticks,
      gems: row.gems,
      simVersion: row.sim_version,
      receivedAt: row.received_at,
      replayHash: row.replay_hash,
      rank: Number(row.ahead) + 1,
      personalBest: row.personal_best === true || Number(row.personal_best) === 1,
    },
    cursor: { receivedAtMs: Number(row.received_at_ms), runId: row.id },
  };
}
