import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/store/database/database';
import { rawFor } from '../../src/server/store/database/engine-sql';
import { migrateToLatest } from '../../src/server/store/migrations';
import { openStores, type ServiceStores } from '../../src/server/store/service-stores';
import { CatalogueSeed } from './support/catalogue-seed';
import { freshStorage } from './support/service-harness';

/**
 * The level of the day's read, both ways it is made: the statement prepared once per engine (every
 * GET /api/levels/today) and the query builder's (the same store bound to a transaction). Both must
 * say what is stored for the day and the level's row while it is visible, and nothing else.
 */

let storage: Awaited<ReturnType<typeof freshStorage>>;
let handle: DatabaseHandle;
let stores: ServiceStores;
let seed: CatalogueSeed;

beforeAll(async () => {
  storage = await freshStorage();
  handle = openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
  await migrateToLatest(handle.db);
  stores = openStores(handle);
  await stores.start();
  seed = CatalogueSeed.open(storage);
}, 60_000);

afterAll(async () => {
  await seed.close();
  await stores.close();
  await handle.db.destroy();
  await storage.drop();
});

/** The day's read through the prepared statement and through the query builder. */
async function bothReads(day: string) {
  const prepared = await stores.levelsOfDay.ofDay(day);
  const built = await stores.transaction((trx) => trx.levelsOfDay.ofDay(day));
  return { prepared, built };
}

describe("the level of the day's read", () => {
  it("is the engine's prepared statement on the service's hot path", async () => {
    // Each way an engine prepares the day's read, as it is asked: SQLite prepares a text once,
    // pg prepares a named statement once per connection (the query builder does neither).
    const asked: string[] = [];
    if (handle.kind === 'sqlite') {
      const { sqlite } = handle;
      const prepare = sqlite.prepare.bind(sqlite);
      sqlite.prepare = (text: string) => {
        if (text.includes('from level_of_day d')) asked.push('prepared');
        return prepare(text);
      };
    } else {
      const { pool } = handle;
      const query = pool.query.bind(pool) as (config: unknown) => Promise<unknown>;
      pool.query = ((config: { name?: string; text?: string }) => {
        if (config.text?.includes('from level_of_day d') === true)
          asked.push(config.name?.startsWith('hot-') === true ? 'named' : 'unnamed');
        return query(config);
      }) as unknown as typeof pool.query;
    }
    const fresh = openStores(handle);
    for (let i = 0; i < 3; i++) await fresh.levelsOfDay.ofDay('2026-08-09');
    await fresh.close();
    expect(asked).toEqual(handle.kind === 'sqlite' ? ['prepared'] : ['named', 'named', 'named']);
  });

  it('says nothing is stored for a day without a level', async () => {
    const none = { stored: undefined, level: undefined };
    expect(await bothReads('2026-08-01')).toEqual({ prepared: none, built: none });
  });

  it("gives the stored level and its row, the same both ways, and the row's values as seeded", async () => {
    const hash = await seed.level({
      ...{ name: 'Thread of Ariadne', maker: 'Daedalus', width: 11, height: 7 },
      publishedAt: '2026-07-20T10:00:00.000Z',
    });
    const other = await seed.level({
      ...{ name: 'Another', maker: 'Icarus', width: 9, height: 9 },
      publishedAt: '2026-07-21T10:00:00.000Z',
    });
    const voter = await seed.player('voter');
    await seed.play(hash, voter, '2026-07-22');
    await seed.rate(hash, voter, 'up');
    expect(await stores.levelsOfDay.choose('2026-08-02', hash)).toBe(hash);
    expect(await stores.levelsOfDay.choose('2026-08-03', other)).toBe(other);

    const { prepared, built } = await bothReads('2026-08-02');
    expect(prepared).toEqual(built);
    expect(prepared).toEqual({
      stored: hash,
      level: {
        hash,
        name: 'Thread of Ariadne',
        maker: 'Daedalus',
        makerTimeTicks: 100,
        size: [11, 7],
        plays: 1,
        clears: 0,
        clearRate: null,
        bestTimeTicks: null,
        rating: { up: 1, down: 0 },
        publishedAt: '2026-07-20T10:00:00.000Z',
      },
    });
    // Each day its own level.
    expect((await bothReads('2026-08-03')).built.level?.name).toBe('Another');
  });

  it('still names a stored level once it is hidden, but gives no row for it', async () => {
    const hash = await seed.level({
      ...{ name: 'Soon hidden', maker: 'Minos', width: 9, height: 9 },
      publishedAt: '2026-07-23T10:00:00.000Z',
    });
    await stores.levelsOfDay.choose('2026-08-04', hash);
    expect((await bothReads('2026-08-04')).prepared.level?.name).toBe('Soon hidden');
    await seed.hide(hash);
    const hidden = { stored: hash, level: undefined };
    expect(await bothReads('2026-08-04')).toEqual({ prepared: hidden, built: hidden });
  });
});

describe('a $n statement run raw by the query builder', () => {
  it('binds in order on SQLite, each $n where it is used, and leaves PostgreSQL as written', () => {
    const sqlite = rawFor('sqlite', 'select $2 as a, $1 as b where $2 > 0', [7, 'x']);
    expect([sqlite.sql, sqlite.parameters]).toEqual([
      'select ? as a, ? as b where ? > 0',
      ['x', 7, 'x'],
    ]);
    const postgres = rawFor('postgres', 'select $2 as a, $1 as b where $2 > 0', [7, 'x']);
    expect([postgres.sql, postgres.parameters]).toEqual([
      'select $2 as a, $1 as b where $2 > 0',
      [7, 'x'],
    ]);
    expect(() => rawFor('sqlite', 'select $3', [1, 2])).toThrow(new RangeError('$3 has no value'));
  });
});
