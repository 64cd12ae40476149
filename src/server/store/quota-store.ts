import { sql, type Kysely } from 'kysely';
import type { ServiceDatabase } from './database/database';

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
   * Counts `bytes` more against the player's day. The quota is checked before a post is
   * verified; what it then stores is counted here once stored, so concurrent posts of one key
   * may pass the limit by what they stored together, and the next post is refused.
   */
  async add(playerId: string, day: string, bytes: number): Promise<void> {
    await this.db
      .insertInto('player_bytes')
      .values({ player_id: playerId, day, bytes })
      .onConflict((conflict) =>
        conflict
          .columns(['player_id', 'day'])
          .doUpdateSet({ bytes: sql`player_bytes.bytes + ${bytes}` }),
      )
      .execute();
  }
}
