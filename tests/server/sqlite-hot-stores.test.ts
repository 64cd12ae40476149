import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/store/database/database';
import { migrateToLatest } from '../../src/server/store/migrations';
import { QuotaStore } from '../../src/server/store/quota-store';
import { openStores, type ServiceStores } from '../../src/server/store/service-stores';
import { builderStatements } from '../../src/server/store/database/statements';

let dataDir: string;
let handle: DatabaseHandle;
let stores: ServiceStores;
beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hot-stores-'));
  handle = openDatabase({ dataDir, databaseUrl: '' });
  await migrateToLatest(handle.db);
  stores = openStores(handle);
  await stores.start();
});
afterEach(async () => {
  await stores.close();
  await handle.db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const claimed = { name: 'Ariadne', skeleton: 'ariadne', keyHash: 'a'.repeat(64) };

describe('the key check and byte quota of every post on SQLite (statements prepared once)', () => {
  it('are prepared once on the embedded database, however often they are asked', async () => {
    const id = (await stores.players.claim({ ...claimed, createdAt: '2026-06-01T12:00:00Z' }))?.id;
    if (handle.kind !== 'sqlite') throw new Error('an embedded database was asked for');
    const { sqlite } = handle;
    const prepared: string[] = [];
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = (text: string) => {
      prepared.push(text);
      return prepare(text);
    };
    const fresh = openStores(handle);
    for (let i = 0; i < 3; i++) {
      await fresh.players.byKeyHash('a'.repeat(64));
      await fresh.quotas.used(id ?? '', '2026-06-01');
      await fresh.quotas.add(id ?? '', '2026-06-01', 1);
    }
    await fresh.close();
    // The query builder prepares anew for every query: 9 here. The post path's recorder prepares
    // its own count of a run's bytes once, when the stores open (it runs in the run's transaction).
    expect(
      prepared.filter((text) => /from players where key_hash|player_bytes/.test(text)),
    ).toEqual([
      expect.stringMatching(/^insert into player_bytes/) as unknown,
      'select id, name, banned_reason from players where key_hash = ?1',
      'select bytes from player_bytes where player_id = ?1 and day = ?2',
      expect.stringMatching(/^insert into player_bytes/) as unknown,
    ]);
    expect(await fresh.quotas.used(id ?? '', '2026-06-01')).toBe(3);
  });

  it('finds a player by the hash of its key, with its ban once banned', async () => {
    const player = await stores.players.claim({ ...claimed, createdAt: '2026-06-01T12:00:00Z' });
    expect(player).toBeDefined();
    expect(await stores.players.byKeyHash('a'.repeat(64))).toEqual({
      id: player?.id,
      name: 'Ariadne',
      bannedReason: null,
    });
    expect(await stores.players.byKeyHash('b'.repeat(64))).toBeUndefined();
    await handle.db
      .updateTable('players')
      .set({ banned_reason: 'copies runs' })
      .where('name', '=', 'Ariadne')
      .execute();
    expect(await stores.players.byKeyHash('a'.repeat(64))).toMatchObject({
      bannedReason: 'copies runs',
    });
  });

  it('counts bytes per player and day, as the query builder reads them', async () => {
    const at = '2026-06-01T12:00:00Z';
    const p1 = (await stores.players.claim({ ...claimed, createdAt: at }))?.id ?? '';
    const p2 =
      (
        await stores.players.claim({
          name: 'Minos',
          skeleton: 'minos',
          keyHash: 'd'.repeat(64),
          createdAt: at,
        })
      )?.id ?? '';
    expect(await stores.quotas.used(p1, '2026-06-01')).toBe(0);
    await stores.quotas.add(p1, '2026-06-01', 100);
    await stores.quotas.add(p1, '2026-06-01', 50);
    await stores.quotas.add(p1, '2026-06-02', 7);
    await stores.quotas.add(p2, '2026-06-01', 9);
    expect(await stores.quotas.used(p1, '2026-06-01')).toBe(150);
    expect(await stores.quotas.used(p1, '2026-06-02')).toBe(7);
    expect(await stores.quotas.used(p2, '2026-06-01')).toBe(9);
    expect(
      await new QuotaStore(builderStatements(handle.db, 'sqlite')).used(p1, '2026-06-01'),
    ).toBe(150);
  });

  it('does not read what an open transaction of the query builder has not committed', async () => {
    const keyHash = 'c'.repeat(64);
    let seen: unknown = 'not asked';
    await stores.transaction(async (trx) => {
      await trx.players.claim({ ...claimed, keyHash, createdAt: '2026-06-01T12:00:00Z' });
      // Asked inside the open transaction: it waits for the commit, so it sees the player.
      const asked = stores.players.byKeyHash(keyHash).then((found) => {
        seen = found?.name;
      });
      await new Promise((resolve) => setImmediate(resolve));
      expect(seen).toBe('not asked');
      void asked;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toBe('Ariadne');
  });
});
