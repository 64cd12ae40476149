import { sql, type Kysely } from 'kysely';
import { HIDDEN_PLAYER, type LevelMaker } from '../../api';
import type { DatabaseHandle, ServiceDatabase } from './database/database';
import type { ReportScore } from './player-store';
import { nameHiddenSql } from './database/engine-sql';

/** A stored editor level. */
export interface StoredLevel {
  readonly hash: string;
  /** The canonical JSON of its level document. */
  readonly document: string;
  readonly maker: LevelMaker | null;
}

type LevelRow = ServiceDatabase['levels'];

/** The maker of a levels row, or null until its link is published. */
export function makerOf(
  row: Pick<
    LevelRow,
    | 'maker_replay_hash'
    | 'maker_player'
    | 'maker_time_ticks'
    | 'maker_gems'
    | 'maker_recorded_at'
    | 'maker_sim_version'
  >,
): LevelMaker | null {
  if (
    row.maker_replay_hash === null ||
    row.maker_player === null ||
    row.maker_time_ticks === null ||
    row.maker_gems === null ||
    row.maker_recorded_at === null ||
    row.maker_sim_version === null
  ) {
    return null;
  }
  return {
    player: row.maker_player,
    timeTicks: row.maker_time_ticks,
    gems: row.maker_gems,
    recordedAt: row.maker_recorded_at,
    simVersion: row.maker_sim_version,
    replayHash: row.maker_replay_hash,
  };
}

/**
 * Inserts an editor level unless it is stored, from wherever the caller's statement holds its
 * hash, document and time (PostgreSQL needs `$n::varchar` where a value's type is not implied);
 * nothing when the hash is null (a run of a built-in level).
 */
export function levelInsert(hash: string, document: string, storedAt: string): string {
  return `insert into levels (hash, document, stored_at) select ${hash}, ${document}, ${storedAt}
    where ${hash} is not null on conflict (hash) do nothing`;
}

/**
 * Publishes editor level $1 (document $2, stored at $3) with its maker ($4 replay hash, $5
 * player, $6 time, $7 gems, $8 recordedAt, $9 simVersion, $10 the publishing key's player id,
 * $11 1 when its link was signed by its author, else 0): stored if new, its maker set unless it
 * has one, or has an unsigned one and this one is signed (the first published proof stays, but
 * an author's signed link takes the level from an unsigned publication, which anyone could have
 * relabelled). Returns its hash when this statement set the maker, after `returning`.
 */
export function publishLevel(returning: string): string {
  return `insert into levels (hash, document, stored_at, maker_replay_hash,
    maker_player, maker_time_ticks, maker_gems, maker_recorded_at, maker_sim_version,
    maker_player_id, maker_signed)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
  on conflict (hash) do update set maker_replay_hash = excluded.maker_replay_hash,
    maker_player = excluded.maker_player, maker_time_ticks = excluded.maker_time_ticks,
    maker_gems = excluded.maker_gems, maker_recorded_at = excluded.maker_recorded_at,
    maker_sim_version = excluded.maker_sim_version, maker_player_id = excluded.maker_player_id,
    maker_signed = excluded.maker_signed
  where levels.maker_replay_hash is null
    or (excluded.maker_signed = 1 and levels.maker_signed = 0)
  returning hash${returning}`;
}

/** The maker of level $1 before a publication: who an author's signed link takes it from. */
export const MAKER_BEFORE = `select maker_player as previous_player,
  maker_player_id as previous_player_id from levels where hash = $1`;

/**
 * The maker's columns of editor level $1; the maker's name is "hidden player" while the name of
 * the key that published it is hidden (reports at least $2) or that key is banned.
 */
export const LEVEL_MAKER = `select l.maker_replay_hash,
  case when p.banned_reason is not null or ${nameHiddenSql('$2')}
    then '${HIDDEN_PLAYER}' else l.maker_player end as maker_player,
  l.maker_time_ticks, l.maker_gems, l.maker_recorded_at, l.maker_sim_version
  from levels l left join players p on p.id = l.maker_player_id where l.hash = $1`;

/**
 * The `levels` table: editor levels, stored once each under their content hash (with the first
 * verified run of the level, or when their link is published: levelInsert and PUBLISH_LEVEL,
 * run by the engine adapters), the maker's proof of each, set once, and an operator's hiding.
 */
export class LevelStore {
  constructor(
    private readonly db: Kysely<ServiceDatabase>,
    private readonly dialect: DatabaseHandle['kind'],
  ) {}

  /** The level stored under `hash`, if any. */
  async level(hash: string): Promise<StoredLevel | undefined> {
    const row = await this.db
      .selectFrom('levels')
      .selectAll()
      .where('hash', '=', hash)
      .executeTakeFirst();
    return row === undefined
      ? undefined
      : { hash: row.hash, document: row.document, maker: makerOf(row) };
  }

  /** Hides a level (a reason) or lists it again (null). */
  async setHidden(hash: string, reason: string | null): Promise<void> {
    await this.db
      .updateTable('levels')
      .set({ hidden_reason: reason })
      .where('hash', '=', hash)
      .execute();
  }

  /** Why a stored level is hidden (null: listed), or undefined when no level has that hash. */
  async hiddenReason(hash: string): Promise<{ hiddenReason: string | null } | undefined> {
    const row = await this.db
      .selectFrom('levels')
      .select('hidden_reason')
      .where('hash', '=', hash)
      .executeTakeFirst();
    return row === undefined ? undefined : { hiddenReason: row.hidden_reason };
  }

  /** The hashes of the levels the player published. */
  async madeBy(playerId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('levels')
      .select('hash')
      .where('maker_player_id', '=', playerId)
      .execute();
    return rows.map((row) => row.hash);
  }

  /** The player's hidden levels, newest first (at most 100): hashes and reasons. */
  async hiddenOf(playerId: string): Promise<{ hash: string; reason: string }[]> {
    const rows = await this.db
      .selectFrom('levels')
      .select(['hash', 'hidden_reason'])
      .where('maker_player_id', '=', playerId)
      .where('hidden_reason', 'is not', null)
      .orderBy('stored_at', 'desc')
      .limit(100)
      .execute();
    return rows.map((row) => ({ hash: row.hash, reason: row.hidden_reason ?? '' }));
  }

  /**
   * Holds level `hash`'s row until the transaction ends (PostgreSQL; SQLite runs one writer at a
   * time), so two reports weighed at once are weighed one after the other.
   */
  async lock(hash: string): Promise<void> {
    if (this.dialect !== 'postgres') return;
    await sql`select hash from levels where hash = ${hash} for update`.execute(this.db);
  }

  /** Stores a level's weighed report score (migration 0015): true when it changed. */
  async setReportScore(hash: string, score: ReportScore): Promise<boolean> {
    const result = await this.db
      .updateTable('levels')
      .set({ report_weight: score.weight, report_buckets: score.buckets })
      .where('hash', '=', hash)
      .where((eb) =>
        eb.or([eb('report_weight', '<>', score.weight), eb('report_buckets', '<>', score.buckets)]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
