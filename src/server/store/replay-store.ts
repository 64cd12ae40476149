import type { Kysely } from 'kysely';
import type { ServiceDatabase } from './database/database';

/**
 * Inserts a replay text under its hash unless it is there, from wherever the caller's statement
 * holds them (`$1`, or the parameters of a larger statement).
 */
export function replayInsert(hash: string, canonical: string): string {
  return `insert into replays (hash, canonical) values (${hash}, ${canonical})
    on conflict (hash) do nothing`;
}

/**
 * The `replays` table: canonical replay texts, each stored once under the SHA-256 of its text (a
 * run's replay, or a maker's proof) with the run or the level it came with, never changed after.
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
}
