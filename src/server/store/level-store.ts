import type { Kysely } from 'kysely';
import type { LevelMaker } from '../../api';
import type { ServiceDatabase } from './database/database';

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
 * The `levels` table's one writer: editor levels, stored once each under their content hash
 * (with the first verified run of the level, or when their link is published), and the maker's
 * proof of each, set once. One set of queries for both engines.
 */
export class LevelStore {
  constructor(private readonly db: Kysely<ServiceDatabase>) {}

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

  /**
   * Stores a level (its canonical document under its hash), unless it is stored already: true
   * when new.
   */
  async keep(level: {
    readonly hash: string;
    readonly document: string;
    readonly storedAt: string;
  }): Promise<boolean> {
    const inserted = await this.db
      .insertInto('levels')
      .values({ hash: level.hash, document: level.document, stored_at: level.storedAt })
      .onConflict((conflict) => conflict.column('hash').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /**
   * Sets a stored level's maker (the proof, and the player whose key published it) unless it has
   * one already: the first published proof stays. True when this call set it.
   */
  async setMaker(hash: string, maker: LevelMaker, playerId: string): Promise<boolean> {
    const updated = await this.db
      .updateTable('levels')
      .set({
        maker_replay_hash: maker.replayHash,
        maker_player: maker.player,
        maker_time_ticks: maker.timeTicks,
        maker_gems: maker.gems,
        maker_recorded_at: maker.recordedAt,
        maker_sim_version: maker.simVersion,
        maker_player_id: playerId,
      })
      .where('hash', '=', hash)
      .where('maker_replay_hash', 'is', null)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }
}
