/**
 * The statements of the hot paths (a post, a board read), written once for both engines and
 * prepared once per connection: `$1`-style parameters (SQLite reads them as `?1`), and byte
 * order for text (`collate "C"` on PostgreSQL, SQLite's default BINARY).
 */

import { HIDDEN_PLAYER } from '../../api';
import { bytes, nameHiddenSql, type Dialect } from './database/engine-sql';

/** The columns of a stored run, as `toStoredRun` reads them. */
const RUN_COLUMNS = `r.id, r.level_key, r.player, r.player_key, r.time_ticks, r.gems, r.sim_version,
  r.recorded_at, r.recorded_at_ms, r.received_at, r.replay_hash, r.token_id, r.status, r.verdict,
  r.input_hash, r.splits`;

/**
 * Where a post stands, in one statement: the runs holding its replay hash ($1), its token id
 * ($2) or its identity ($4: a copy), none to three rows (a row with null columns when there are
 * none), each with the stored level document of hash $3 (null when $3 is null or unknown).
 */
export const STANDING = `select (select document from levels where hash = $3) as level_document,
  ${RUN_COLUMNS}
  from (select 1 as one) o left join runs r
    on r.replay_hash = $1 or r.token_id = $2 or r.input_hash = $4`;

/** Inserts a replay text under its hash unless it is there. */
export const INSERT_REPLAY = `insert into replays (hash, canonical) values ($1, $2)
  on conflict (hash) do nothing`;

/** Inserts an editor level under its hash unless it is there. */
export const INSERT_LEVEL = `insert into levels (hash, document, stored_at) values ($1, $2, $3)
  on conflict (hash) do nothing`;

/**
 * Inserts a verified run with its player ($14), identity ($15), receive time in ms ($16) and
 * splits ($17); a unique key (replay hash, token id, identity) refuses a duplicate or a copy.
 */
export const INSERT_RUN = `insert into runs (id, level_key, player, player_key, time_ticks, gems,
  sim_version, recorded_at, recorded_at_ms, received_at, replay_hash, token_id, status, verdict,
  player_id, input_hash, received_at_ms, splits)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'verified', $13, $14, $15, $16,
    $17)`;

/**
 * A run of `runs` that boards list: not hidden by an operator (migration 0005), and not of a
 * banned key. A hidden run keeps its row, so it comes back at its rank when restored. Written so
 * that a count of a board's runs reads only the index `runs_board_listed` (migration 0009): the
 * banned keys are read once per count from their own small index (a run from before keys has no
 * player id, and no player's id is empty).
 */
const VISIBLE = `runs.hidden_reason is null and coalesce(runs.player_id, '') not in
  (select id from players where banned_reason is not null)`;

/** Where rankAhead finds each key of the run it ranks: parameter names such as `$3`. */
interface RankParameters {
  readonly levelKey: string;
  readonly simVersion: string;
  readonly timeTicks: string;
  readonly receivedAtMs: string;
  readonly playerKey: string;
  readonly runId: string;
}

/**
 * Verified runs ranked ahead of a run, one count per ranking key (time, receive time, name, run
 * id), each a range of the board's index.
 */
export function rankAhead(dialect: Dialect, p: RankParameters): string {
  const board = (r: string) =>
    `${r}level_key = ${p.levelKey} and ${r}sim_version = ${p.simVersion} and ${r}status = 'verified'
      and ${VISIBLE}`;
  const tied = (r: string) =>
    `${r}time_ticks = ${p.timeTicks} and ${r}received_at_ms = ${p.receivedAtMs}`;
  return `select
    (select count(*) from runs where ${board('')} and time_ticks < ${p.timeTicks})
    + (select count(*) from runs where ${board('')} and time_ticks = ${p.timeTicks}
        and received_at_ms < ${p.receivedAtMs})
    + (select count(*) from runs where ${board('')} and ${tied('')}
        and player_key${bytes(dialect)} < ${p.playerKey})
    + (select count(*) from runs where ${board('')} and ${tied('')}
        and player_key = ${p.playerKey} and id${bytes(dialect)} < ${p.runId})
    as ahead`;
}

/** The rank query with `$1`..`$6`: level key, simVersion, time, receive ms, player key, run id. */
export function rankOf(dialect: Dialect): string {
  return rankAhead(dialect, {
    levelKey: '$1',
    simVersion: '$2',
    timeTicks: '$3',
    receivedAtMs: '$4',
    playerKey: '$5',
    runId: '$6',
  });
}

/**
 * PostgreSQL's whole post in one statement (one round trip, one transaction): the replay ($1,
 * $2), the editor level when $15 is not null ($15, $16), the run ($3..$14, and its player $17,
 * identity $18, receive time in ms $19 and splits $20) and the rank it takes.
 * The rank is counted on the statement's snapshot, which does not hold the new run: exactly the
 * runs ahead of it.
 */
export const POSTGRES_RECORD = `with replay as (insert into replays (hash, canonical)
    values ($1, $2) on conflict (hash) do nothing),
  level as (insert into levels (hash, document, stored_at) select $15::varchar, $16::text, $12
    where $15::varchar is not null on conflict (hash) do nothing),
  run as (insert into runs (id, level_key, player, player_key, time_ticks, gems, sim_version,
      recorded_at, recorded_at_ms, received_at, replay_hash, token_id, status, verdict,
      player_id, input_hash, received_at_ms, splits)
    values ($3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $1, $13, 'verified', $14, $17, $18, $19,
      $20)
    returning id)
  select (select count(*) from run) as inserted, (${rankAhead('postgres', {
    levelKey: '$4',
    simVersion: '$9',
    timeTicks: '$7',
    receivedAtMs: '$19',
    playerKey: '$6',
    runId: '$3',
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

/** The name a board shows for run `r` of player `p`: "hidden player" while the name is hidden. */
function shownName(r: string, threshold: string): string {
  return `case when ${nameHiddenSql(threshold)} then '${HIDDEN_PLAYER}' else ${r}.player end`;
}

/**
 * A page of a board (level key $1, simVersion $2, limit $3, offset $4; $5 the reports that hide a
 * name) in ranking order (time, receive time, name, run id), visible runs only, each row with the board's version, read by the same statement so
 * that they agree.
 */
export function boardPage(dialect: Dialect): string {
  return `select (${BOARD_VERSION}) as version,
    r.id, ${shownName('r', '$5')} as player, r.time_ticks, r.gems, r.recorded_at, r.replay_hash,
    r.splits
    from runs r left join players p on p.id = r.player_id
    where r.level_key = $1 and r.sim_version = $2 and r.status = 'verified'
      and r.hidden_reason is null and (p.banned_reason is null or p.id is null)
    order by r.time_ticks, r.received_at_ms, r.player_key${bytes(dialect)}, r.id${bytes(dialect)}
    limit $3 offset $4`;
}

/**
 * The maker's columns of editor level $1; the maker's name is "hidden player" while the name of
 * the key that published it is hidden (reports at least $2) or that key is banned.
 */
export const LEVEL_MAKER = `select l.maker_replay_hash,
  case when p.banned_reason is not null or ${nameHiddenSql('$2')}
    then '${HIDDEN_PLAYER}' else l.maker_player end as maker_player,
  l.maker_time_ticks, l.maker_gems, l.maker_recorded_at, l.maker_sim_version
  from levels l left join players p on p.id = l.maker_player_id where l.hash = $1`;
