import { sql, type Kysely } from 'kysely';
import type { ServiceDatabase } from '../database/database';
import { clearRateSql } from './clear-rate';

/**
 * Takes a rejected run (by its id) off its level's clear count: the clear (one per player and UTC day, see
 * migration-catalogue.ts) goes when no verified run of that player on that day is left, and the
 * level's best time is that of its verified runs again. Idempotent, and in one transaction; true
 * when a clear was taken off.
 */
export async function uncountRejectedRun(
  db: Kysely<ServiceDatabase>,
  runId: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const run = await trx
      .selectFrom('runs')
      .select(['level_key', 'player_id', 'received_at'])
      .where('id', '=', runId)
      .executeTakeFirst();
    const levelKey = run?.level_key ?? '';
    const playerId = run?.player_id ?? null;
    if (run === undefined || playerId === null || !levelKey.startsWith('hash:')) return false;
    const hash = levelKey.slice('hash:'.length);
    const day = run.received_at.slice(0, 10);
    const verified = trx
      .selectFrom('runs')
      .where('level_key', '=', levelKey)
      .where('status', '=', 'verified')
      .where('player_id', 'is not', null);
    const kept = await verified
      .select('id')
      .where('player_id', '=', playerId)
      .where(sql<string>`substr(received_at, 1, 10)`, '=', day)
      .limit(1)
      .executeTakeFirst();
    await trx
      .updateTable('catalogue_levels')
      .set({ best_time_ticks: verified.select((eb) => eb.fn.min('time_ticks').as('best')) })
      .where('hash', '=', hash)
      .execute();
    if (kept !== undefined) return false;
    const gone = await trx
      .deleteFrom('level_clears')
      .where('level_hash', '=', hash)
      .where('player_id', '=', playerId)
      .where('day', '=', day)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) return false;
    await trx
      .updateTable('catalogue_levels')
      .set({
        clears: sql`clears - 1`,
        clear_rate: sql.raw(clearRateSql('clears - 1', 'plays')),
      })
      .where('hash', '=', hash)
      .execute();
    return true;
  });
}
