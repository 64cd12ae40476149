import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServiceDatabase } from './database/database';

/**
 * This database's mark in board ETags, made on first start and shared by every instance (the
 * settings table): board versions start again from 0 in a new database, and a client's ETag of
 * another database's board must not match.
 */
export async function boardEpoch(db: Kysely<ServiceDatabase>): Promise<string> {
  await db
    .insertInto('settings')
    .values({ name: 'board-epoch', value: randomBytes(6).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('name', '=', 'board-epoch')
    .executeTakeFirstOrThrow();
  return row.value;
}
