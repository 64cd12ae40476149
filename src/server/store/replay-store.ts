import type { Kysely } from 'kysely';
import type { ServiceDatabase } from './database/database';

/**
 * The `replays` table's one writer: canonical replay texts, each stored once under the SHA-256
 * of its text (a run's replay, or a maker's proof), never changed after.
 */
export class ReplayStore {
  constructor(private readonly db: Kysely<ServiceDatabase>) {}

  /** The canonical replay text stored under `hash`, if any. */
  async replay(hash: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('replays')
      .select('canonical')
      .where('hash', '=', hash)
      .executeTakeFirst();
    return row?.canonical;
  }

  /** Stores a canonical replay text under its hash, unless it is stored already: true when new. */
  async keep(hash: string, canonical: string): Promise<boolean> {
    const inserted = await this.db
      .insertInto('replays')
      .values({ hash, canonical })
      .onConflict((conflict) => conflict.column('hash').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}
