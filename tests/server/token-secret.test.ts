/**
 * The start tokens' secret: LEADERBOARD_TOKEN_SECRET when given (32 characters at least), else
 * one made on first start and kept in the database, the same for every later start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/store/database/database';
import { migrateToLatest } from '../../src/server/store/migrations';
import { MIN_SECRET_LENGTH, tokenSecret } from '../../src/server/tokens/token-secret';
import { freshStorage } from './support/service-harness';

let storage: Awaited<ReturnType<typeof freshStorage>>;
let handle: DatabaseHandle;
beforeAll(async () => {
  storage = await freshStorage();
  handle = openDatabase(storage);
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle.db.destroy();
  await storage.drop();
});

describe('tokenSecret', () => {
  it('takes a secret of exactly 32 characters from the environment, and refuses 31', async () => {
    expect(MIN_SECRET_LENGTH).toBe(32);
    const exact = 's'.repeat(32);
    expect(await tokenSecret(handle.db, exact)).toBe(exact);
    await expect(tokenSecret(handle.db, 's'.repeat(31))).rejects.toThrow(
      new RangeError('LEADERBOARD_TOKEN_SECRET must be at least 32 characters'),
    );
  });

  it('makes one secret in the database when none is given, and reads the same one after', async () => {
    const first = await tokenSecret(handle.db, undefined);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await tokenSecret(handle.db, '')).toBe(first);
    expect(await tokenSecret(handle.db, undefined)).toBe(first);
    const rows = await handle.db.selectFrom('settings').selectAll().execute();
    expect(rows.filter((row) => row.value === first)).toEqual([
      { name: 'token-secret', value: first },
    ]);
  });
});
