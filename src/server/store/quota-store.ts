import { sql, type Kysely } from 'kysely';
import type { ServiceDatabase } from './database';

/**
 * The `player_bytes` table's one writer: how many bytes each player's key has stored on each UTC
 * day (replay texts and level documents), counted against its daily quota.
 */
export class QuotaStore {
  constructor(private readonly db: Kysely<ServiceDatabase>) {}

  /** Bytes the player stored on `day` (`YYYY-MM-DD`). */
  async used(playerId: string, day: string): Promise<number> {
    const row = await this.db
      .selectFrom('player_bytes')
      .select('bytes')
      .where('player_id', '=', playerId)
      .where('day', '=', day)
      .executeTakeFirst();
    return row === undefined ? 0 : Number(row.bytes);
  }

  /**
   * Counts `bytes` more against the player's day, unless that would pass `limit`: false then,
   * and nothing counted. One conditional update, so concurrent posts cannot both slip under.
   */
  async charge(playerId: string, day: string, bytes: number, limit: number): Promise<boolean> {
    await this.db
      .insertInto('player_bytes')
      .values({ player_id: playerId, day, bytes: 0 })
      .onConflict((conflict) => conflict.columns(['player_id', 'day']).doNothing())
      .execute();
    const updated = await this.db
      .updateTable('player_bytes')
      .set({ bytes: sql`bytes + ${bytes}` })
      .where('player_id', '=', playerId)
      .where('day', '=', day)
      .where(sql<boolean>`bytes + ${bytes} <= ${limit}`)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }
}
