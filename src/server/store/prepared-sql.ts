/**
 * The statements of the hot paths (a post, a board read), written once for both engines and
 * prepared once per connection: `$1`-style parameters (SQLite reads them as `?1`), and byte
 * order for text (`collate "C"` on PostgreSQL, SQLite's default BINARY).
 */

import { HIDDEN_PLAYER } from '../../api';
import { nameHiddenSql } from './database/engine-sql';
import { INSERT_RUN, rankAhead } from './run-store';

/** Inserts a replay text under its hash unless it is there. */
export const INSERT_REPLAY = `insert into replays (hash, canonical) values ($1, $2)
  on conflict (hash) do nothing`;

/** Inserts an editor level under its hash unless it is there. */
export const INSERT_LEVEL = `insert into levels (hash, document, stored_at) values ($1, $2, $3)
  on conflict (hash) do nothing`;

/**
 * PostgreSQL's whole post in one statement (one round trip, one transaction): the run ($1..$17,
 * as `runValues` lists them, its replay hash $11), its replay text $18, the editor level when
 * $19 is not null ($19, document $20, stored at the run's receive time $10) and the rank it
 * takes. The rank is counted on the statement's snapshot, which does not hold the new run:
 * exactly the runs ahead of it.
 */
export const POSTGRES_RECORD = `with replay as (insert into replays (hash, canonical)
    values ($11, $18) on conflict (hash) do nothing),
  level as (insert into levels (hash, document, stored_at) select $19::varchar, $20::text, $10
    where $19::varchar is not null on conflict (hash) do nothing),
  run as (${INSERT_RUN} returning id)
  select (select count(*) from run) as inserted, (${rankAhead('postgres', {
    levelKey: '$2',
    simVersion: '$7',
    timeTicks: '$5',
    receivedAtMs: '$16',
    playerKey: '$4',
    runId: '$1',
  })}) as ahead`;

/**
 * Publishes editor level $1 (document $2, stored at $3) with its maker ($4 replay hash, $5
 * player, $6 time, $7 gems, $8 recordedAt, $9 simVersion, $10 the publishing key's player id):
 * stored if new, its maker set unless it has one (the first published proof stays). Returns its
 * hash when this statement set the maker.
 */
export const PUBLISH_LEVEL = `insert into levels (hash, document, stored_at, maker_replay_hash,
    maker_player, maker_time_ticks, maker_gems, maker_recorded_at, maker_sim_version,
    maker_player_id)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
  on conflict (hash) do update set maker_replay_hash = excluded.maker_replay_hash,
    maker_player = excluded.maker_player, maker_time_ticks = excluded.maker_time_ticks,
    maker_gems = excluded.maker_gems, maker_recorded_at = excluded.maker_recorded_at,
    maker_sim_version = excluded.maker_sim_version, maker_player_id = excluded.maker_player_id
  where levels.maker_replay_hash is null
  returning hash`;

/** PostgreSQL's publication in one statement: the proof's replay ($4, text $11), then PUBLISH_LEVEL. */
export const POSTGRES_PUBLISH = `with replay as (insert into replays (hash, canonical)
    values ($4, $11) on conflict (hash) do nothing)
  ${PUBLISH_LEVEL}`;

/** The version of board $1: 0 until its first change. */
export const BOARD_VERSION = `select coalesce(max(version), 0) as version from board_versions
  where level_key = $1`;

/**
 * The maker's columns of editor level $1; the maker's name is "hidden player" while the name of
 * the key that published it is hidden (reports at least $2) or that key is banned.
 */
export const LEVEL_MAKER = `select l.maker_replay_hash,
  case when p.banned_reason is not null or ${nameHiddenSql('$2')}
    then '${HIDDEN_PLAYER}' else l.maker_player end as maker_player,
  l.maker_time_ticks, l.maker_gems, l.maker_recorded_at, l.maker_sim_version
  from levels l left join players p on p.id = l.maker_player_id where l.hash = $1`;
