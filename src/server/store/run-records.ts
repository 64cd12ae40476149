import type { Kysely } from 'kysely';
import type { ServiceDatabase } from './database/database';

/** A run as moderation needs it: its board, its player and why it is hidden (null: shown). */
export interface ModeratedRun {
  readonly levelKey: string;
  readonly playerId: string | null;
  readonly hiddenReason: string | null;
}

/** A player's proof of play: what their reports are weighed by (moderation/report-weight.ts). */
export interface VerifiedRecord {
  /** Their won runs the verifier re-simulated and accepted, none hidden by an operator. */
  readonly runs: number;
}

/**
 * What moderation reads of the `runs` table (RunStore.records): a run's board, player and
 * hidden state, a player's verified record, their boards and their hidden runs. Reads only: the
 * writes and the rank stay in run-store.ts.
 */
export class RunRecords {
  constructor(private readonly db: Kysely<ServiceDatabase>) {}

  /**
   * The verified record of each player of `playerIds` that has one (a player with none is
   * absent): their won runs that verify and that no operator hid, whatever their board or
   * version. An attempt is no record: a lost run of one tick costs nothing to make.
   */
  async verifiedRecords(playerIds: readonly string[]): Promise<Map<string, VerifiedRecord>> {
    if (playerIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('runs')
      .select((eb) => ['player_id', eb.fn.countAll<number | string>().as('runs')])
      .where('player_id', 'in', [...playerIds])
      .where('status', '=', 'verified')
      .where('outcome', '=', 'won')
      .where('hidden_reason', 'is', null)
      .groupBy('player_id')
      .execute();
    return new Map(rows.map((row) => [row.player_id ?? '', { runs: Number(row.runs) }]));
  }

  /** A run as moderation finds it: its board, its player and why it is hidden. */
  async moderated(id: string): Promise<ModeratedRun | undefined> {
    const row = await this.db
      .selectFrom('runs')
      .select(['level_key', 'player_id', 'hidden_reason'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined
      ? undefined
      : { levelKey: row.level_key, playerId: row.player_id, hiddenReason: row.hidden_reason };
  }

  /** A run's preview for the operator console: its board, time, player and replay. */
  async preview(id: string) {
    return this.db
      .selectFrom('runs')
      .select(['level_key', 'time_ticks', 'replay_hash', 'player'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The boards (level keys) holding a run of the player. */
  async levelKeysOf(playerId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('runs')
      .select('level_key')
      .distinct()
      .where('player_id', '=', playerId)
      .execute();
    return rows.map((row) => row.level_key);
  }

  /** The player's hidden runs, newest first (at most 100): ids and reasons. */
  async hiddenOf(playerId: string): Promise<{ id: string; reason: string }[]> {
    const rows = await this.db
      .selectFrom('runs')
      .select(['id', 'hidden_reason'])
      .where('player_id', '=', playerId)
      .where('hidden_reason', 'is not', null)
      .orderBy('received_at_ms', 'desc')
      .limit(100)
      .execute();
    return rows.map((row) => ({ id: row.id, reason: row.hidden_reason ?? '' }));
  }
}
