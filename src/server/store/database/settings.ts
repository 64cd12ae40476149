import type { Kysely } from 'kysely';
import type { ServiceDatabase } from './database';

/**
 * The `settings` table: values every instance sharing the database shares (the token secret,
 * the board epoch, the catalogue's 7-day window).
 */

/**
 * Setting `name`, made by `make` on first use and never changed after: the first instance to
 * insert wins and every other reads the same row, so instances sharing a database agree on it.
 */
export async function settingMadeOnce(
  db: Kysely<ServiceDatabase>,
  name: string,
  make: () => string,
): Promise<string> {
  await db
    .insertInto('settings')
    .values({ name, value: make() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** Changes setting `name` (a row its migration made) to `value`. */
export async function changeSetting(
  db: Kysely<ServiceDatabase>,
  name: string,
  value: string,
): Promise<void> {
  await db.updateTable('settings').set({ value }).where('name', '=', name).execute();
}
