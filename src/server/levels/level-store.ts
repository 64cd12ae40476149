import type { Kysely } from 'kysely';
import type { ServiceDatabase } from '../database';

/** The maker's proof of a level, as the board and the level answer show it. */
export interface LevelMaker {
  readonly player: string;
  /** The proof's final time in ticks, from the service's own re-simulation. */
  readonly timeTicks: number;
  readonly gems: number;
  readonly recordedAt: string;
  readonly simVersion: number;
  /** Where the proof's canonical replay is served: `GET /api/replays/<replayHash>`. */
  readonly replayHash: string;
}

/** A stored editor level. */
export interface StoredLevel {
  readonly hash: string;
  /** The canonical JSON of its level document. */
  readonly document: string;
  readonly maker: LevelMaker | null;
}

/** A maker's proof to store with its level. */
export interface NewMaker extends LevelMaker {
  readonly canonical: string;
}

/**
 * Editor levels, stored once each under their content hash: with the first verified run of
 * the level (by RunStore.insert) or when their link is published, which also keeps the maker's
 * proof. One set of queries for both engines.
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
    if (row === undefined) return undefined;
    const maker =
      row.maker_replay_hash === null ||
      row.maker_player === null ||
      row.maker_time_ticks === null ||
      row.maker_gems === null ||
      row.maker_recorded_at === null ||
      row.maker_sim_version === null
        ? null
        : {
            player: row.maker_player,
            timeTicks: row.maker_time_ticks,
            gems: row.maker_gems,
            recordedAt: row.maker_recorded_at,
            simVersion: row.maker_sim_version,
            replayHash: row.maker_replay_hash,
          };
    return { hash: row.hash, document: row.document, maker };
  }

  /**
   * Stores a level with its maker's proof, in one transaction: the level if new, the proof's
   * replay if new, and the maker unless the level already has one (the first published proof
   * stays). True when this call set the maker.
   */
  async publish(
    level: { readonly hash: string; readonly document: string; readonly storedAt: string },
    maker: NewMaker,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('replays')
        .values({ hash: maker.replayHash, canonical: maker.canonical })
        .onConflict((conflict) => conflict.column('hash').doNothing())
        .execute();
      await trx
        .insertInto('levels')
        .values({
          hash: level.hash,
          document: level.document,
          stored_at: level.storedAt,
          maker_replay_hash: null,
          maker_player: null,
          maker_time_ticks: null,
          maker_gems: null,
          maker_recorded_at: null,
          maker_sim_version: null,
        })
        .onConflict((conflict) => conflict.column('hash').doNothing())
        .execute();
      const updated = await trx
        .updateTable('levels')
        .set({
          maker_replay_hash: maker.replayHash,
          maker_player: maker.player,
          maker_time_ticks: maker.timeTicks,
          maker_gems: maker.gems,
          maker_recorded_at: maker.recordedAt,
          maker_sim_version: maker.simVersion,
        })
        .where('hash', '=', level.hash)
        .where('maker_replay_hash', 'is', null)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    });
  }
}
