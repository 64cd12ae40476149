import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle, ServiceDatabase } from '../database/database';

/** A run's, a level's or a player's moderation columns (migration 0005) as read. */
export interface StoredState {
  readonly hiddenReason: string | null;
  readonly bannedReason: string | null;
}

/** A run as moderation needs it: its board, and the state columns. */
export interface ModeratedRun extends StoredState {
  readonly levelKey: string;
  readonly playerId: string | null;
}

/** The weighed score of the open reports on a player's name, and the buckets they came from. */
export interface ReportScore {
  readonly weight: number;
  readonly buckets: number;
}

/** A hidden item of one player: a run by id or a level by hash, and why. */
export interface HiddenOf {
  readonly kind: 'run' | 'level';
  readonly id: string;
  readonly reason: string;
}

/**
 * The one writer of the moderation columns of 0005 (`runs.hidden_reason`, `levels.hidden_reason`,
 * `players.name_hidden_reason`, `players.banned_reason`) and 0010 (`players.report_weight`,
 * `players.report_buckets`, the reports' weighed score); the other columns of those tables stay
 * with their own writers. Hiding is a state: nothing is ever deleted. A change to a player (name
 * hidden, key banned) changes every board with a run or a level of theirs: `bumpBoardsOf` raises
 * those boards' versions in the same transaction (on PostgreSQL through `bump_board`, which also tells
 * every instance), so each instance's board cache sees it.
 */
export class ModerationStateStore {
  constructor(
    private readonly db: Kysely<ServiceDatabase>,
    private readonly dialect: DatabaseHandle['kind'],
  ) {}

  async run(id: string): Promise<ModeratedRun | undefined> {
    const row = await this.db
      .selectFrom('runs')
      .select(['level_key', 'player_id', 'hidden_reason'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined
      ? undefined
      : {
          levelKey: row.level_key,
          playerId: row.player_id,
          hiddenReason: row.hidden_reason,
          bannedReason: null,
        };
  }

  async level(hash: string): Promise<StoredState | undefined> {
    const row = await this.db
      .selectFrom('levels')
      .select('hidden_reason')
      .where('hash', '=', hash)
      .executeTakeFirst();
    return row === undefined ? undefined : { hiddenReason: row.hidden_reason, bannedReason: null };
  }

  async player(id: string): Promise<StoredState | undefined> {
    const row = await this.db
      .selectFrom('players')
      .select(['name_hidden_reason', 'banned_reason'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined
      ? undefined
      : { hiddenReason: row.name_hidden_reason, bannedReason: row.banned_reason };
  }

  /** A player's name as claimed, by id. */
  async playerName(id: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('players')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.name;
  }

  /** A run's preview for the operator console: its board, time, player and replay. */
  async runPreview(id: string) {
    return this.db
      .selectFrom('runs')
      .select(['level_key', 'time_ticks', 'replay_hash', 'player'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async setNameHidden(id: string, reason: string | null): Promise<void> {
    await this.db
      .updateTable('players')
      .set({ name_hidden_reason: reason })
      .where('id', '=', id)
      .execute();
  }

  async setBanned(id: string, reason: string | null): Promise<void> {
    await this.db
      .updateTable('players')
      .set({ banned_reason: reason })
      .where('id', '=', id)
      .execute();
  }

  /** Which of `ids` are banned keys. */
  async bannedAmong(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('players')
      .select('id')
      .where('id', 'in', [...ids])
      .where('banned_reason', 'is not', null)
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Holds player `id`'s row until the transaction ends (PostgreSQL; SQLite runs one writer at a
   * time), so two reports weighed at once are weighed one after the other, the second seeing the
   * first's report.
   */
  async lockPlayer(id: string): Promise<void> {
    if (this.dialect !== 'postgres') return;
    await sql`select id from players where id = ${id} for update`.execute(this.db);
  }

  /** The weighed score of the open reports on a player's name, as last weighed. */
  async reportScore(id: string): Promise<ReportScore> {
    const row = await this.db
      .selectFrom('players')
      .select(['report_weight', 'report_buckets'])
      .where('id', '=', id)
      .executeTakeFirst();
    return { weight: row?.report_weight ?? 0, buckets: row?.report_buckets ?? 0 };
  }

  /** Stores a name's weighed score: true when it changed. */
  async setReportScore(id: string, score: ReportScore): Promise<boolean> {
    const result = await this.db
      .updateTable('players')
      .set({ report_weight: score.weight, report_buckets: score.buckets })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([eb('report_weight', '<>', score.weight), eb('report_buckets', '<>', score.buckets)]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Raises the version of every board holding a run of the player or showing them as a level's
   * maker (their name may now show as "hidden player" there): those boards' level keys.
   */
  async bumpBoardsOf(playerId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('runs')
      .select('level_key')
      .distinct()
      .where('player_id', '=', playerId)
      .execute();
    const made = await this.db
      .selectFrom('levels')
      .select('hash')
      .where('maker_player_id', '=', playerId)
      .execute();
    const keys = [
      ...new Set([...rows.map((row) => row.level_key), ...made.map((row) => `hash:${row.hash}`)]),
    ];
    for (const key of keys) {
      if (this.dialect === 'postgres') {
        await sql`select bump_board(${key}::text)`.execute(this.db);
      } else {
        await sql`insert into board_versions (level_key, version) values (${key}, 1)
          on conflict (level_key) do update set version = version + 1`.execute(this.db);
      }
    }
    return keys;
  }

  /** A player's hidden runs and levels, with the reasons. */
  async hiddenOf(playerId: string): Promise<HiddenOf[]> {
    const runs = await this.db
      .selectFrom('runs')
      .select(['id', 'hidden_reason'])
      .where('player_id', '=', playerId)
      .where('hidden_reason', 'is not', null)
      .orderBy('received_at_ms', 'desc')
      .limit(100)
      .execute();
    const levels = await this.db
      .selectFrom('levels')
      .select(['hash', 'hidden_reason'])
      .where('maker_player_id', '=', playerId)
      .where('hidden_reason', 'is not', null)
      .orderBy('stored_at', 'desc')
      .limit(100)
      .execute();
    return [
      ...runs.map((row): HiddenOf => ({
        kind: 'run',
        id: row.id,
        reason: row.hidden_reason ?? '',
      })),
      ...levels.map((row): HiddenOf => ({
        kind: 'level',
        id: row.hash,
        reason: row.hidden_reason ?? '',
      })),
    ];
  }
}
