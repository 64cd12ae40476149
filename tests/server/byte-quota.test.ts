/**
 * Each key's stored bytes per UTC day, on a real (migrated) database: a post that would pass the
 * day's limit is refused before any work, up to the limit exactly is taken, the count starts again
 * at midnight UTC, and Retry-After says how long until then.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ByteQuota, quotaDay, storedBytes } from '../../src/server/service/byte-quota';
import { openDatabase, type DatabaseHandle } from '../../src/server/store/database/database';
import { migrateToLatest } from '../../src/server/store/migrations';
import { builderStatements } from '../../src/server/store/database/statements';
import { QuotaStore } from '../../src/server/store/quota-store';
import { freshStorage } from './support/service-harness';

let storage: Awaited<ReturnType<typeof freshStorage>>;
let handle: DatabaseHandle;
let stores: { quotas: QuotaStore };
beforeAll(async () => {
  storage = await freshStorage();
  handle = openDatabase(storage);
  await migrateToLatest(handle.db);
  for (const id of ['p-ann', 'p-bob', 'p-cy']) {
    await sql`insert into players (id, name, skeleton, key_hash, created_at)
      values (${id}, ${id}, ${id}, ${id.padEnd(64, '0')}, '2026-01-01T00:00:00.000Z')`.execute(
      handle.db,
    );
  }
  stores = { quotas: new QuotaStore(builderStatements(handle.db, handle.kind)) };
});
afterAll(async () => {
  await handle.db.destroy();
  await storage.drop();
});

const NOON = Date.parse('2026-03-14T12:00:00.000Z');
const refusal = (retryAfterS: number) => ({
  kind: 'refused',
  refusal: 'quota-exceeded',
  field: 'authorization',
  problem: 'has stored its 100 bytes for today (UTC); more can be stored tomorrow',
  retryAfterS,
});

describe('the UTC day and the bytes of a text', () => {
  it('counts a day from midnight to midnight UTC', () => {
    expect(quotaDay(Date.parse('2026-03-14T23:59:59.999Z'))).toBe('2026-03-14');
    expect(quotaDay(Date.parse('2026-03-15T00:00:00.000Z'))).toBe('2026-03-15');
  });

  it('counts UTF-8 bytes, not characters', () => {
    expect(storedBytes('a\u00e9\u20ac\u{1f600}')).toBe(1 + 2 + 3 + 4);
  });
});

describe('ByteQuota', () => {
  it('takes bytes up to the limit exactly, and refuses one more', async () => {
    let now = NOON;
    const quota = new ByteQuota({ key: 100, bucket: 1000 }, () => now);
    const ann = { player: { id: 'p-ann', name: 'p-ann' }, bucket: '198.51.100.1' };
    expect(await quota.precheck(stores, ann, 100)).toBeUndefined();
    expect(await quota.precheck(stores, ann, 101)).toEqual(refusal(43_200));
    await quota.count(stores, ann, 60);
    expect(await quota.precheck(stores, ann, 40)).toBeUndefined();
    expect(await quota.precheck(stores, ann, 41)).toEqual(refusal(43_200));
    // Another key has its own count, and the next UTC day starts again at 0.
    expect(
      await quota.precheck(
        stores,
        { player: { id: 'p-bob', name: 'p-bob' }, bucket: '198.51.100.2' },
        100,
      ),
    ).toBeUndefined();
    now = Date.parse('2026-03-15T00:00:00.000Z');
    expect(await quota.precheck(stores, ann, 100)).toBeUndefined();
    expect(await quota.precheck(stores, ann, 101)).toEqual(refusal(86_400));
  });

  it('says to retry in 1 s at least, rounded up', async () => {
    const ann = { player: { id: 'p-ann', name: 'p-ann' }, bucket: '198.51.100.1' };
    for (const [at, seconds] of [
      ['2026-03-16T23:59:59.500Z', 1],
      ['2026-03-16T23:59:59.999Z', 1],
      ['2026-03-16T23:59:58.100Z', 2],
    ] as const) {
      const quota = new ByteQuota({ key: 100, bucket: 1000 }, () => Date.parse(at));
      expect(await quota.precheck(stores, ann, 101), at).toEqual(refusal(seconds));
    }
  });

  it('counts nothing, not even a row, for a post that stored no bytes', async () => {
    const quota = new ByteQuota({ key: 100, bucket: 1000 }, () => NOON);
    await quota.count(stores, { player: { id: 'p-cy', name: 'p-cy' }, bucket: '198.51.100.3' }, 0);
    const rows = await handle.db.selectFrom('player_bytes').selectAll().execute();
    expect(rows.filter((row) => row.player_id === 'p-cy')).toEqual([]);
  });

  it("bounds an address bucket's bytes, whatever keys it uses", async () => {
    let now = NOON;
    const quota = new ByteQuota({ key: 100, bucket: 250 }, () => now);
    const bucket = '2001:db8:5::/64';
    const [ann, bob, cy] = ['p-ann', 'p-bob', 'p-cy'].map((id) => ({
      player: { id, name: id },
      bucket,
    }));
    if (ann === undefined || bob === undefined || cy === undefined) throw new Error('three keys');
    const day = '2026-03-20T12:00:00.000Z';
    now = Date.parse(day);
    // Three fresh keys: each under its own 100, but together at most 250 from one bucket.
    for (const spender of [ann, bob]) {
      expect(await quota.precheck(stores, spender, 100)).toBeUndefined();
      await quota.count(stores, spender, 100);
    }
    expect(await quota.precheck(stores, cy, 50)).toBeUndefined();
    expect(await quota.precheck(stores, cy, 51)).toEqual({
      kind: 'refused',
      refusal: 'quota-exceeded',
      field: 'authorization',
      problem:
        'is sent from an address that stored its 250 bytes for today (UTC), all its keys together; more can be stored tomorrow',
      retryAfterS: 43_200,
    });
    // Another bucket is counted apart; the stored bucket is its SHA-256, not the address.
    const elsewhere = { player: { id: 'p-cy', name: 'p-cy' }, bucket: '2001:db8:6::/64' };
    expect(await quota.precheck(stores, elsewhere, 100)).toBeUndefined();
    const rows = await handle.db
      .selectFrom('bucket_bytes')
      .selectAll()
      .where('day', '=', '2026-03-20')
      .execute();
    expect(rows.map((row) => row.bucket)).not.toContain(bucket);
    expect(rows.map((row) => Number(row.bytes))).toEqual([200]);
  });
});
