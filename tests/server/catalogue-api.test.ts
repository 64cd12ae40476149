import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueSeed } from './support/catalogue-seed';
import { freshStorage, startTestService, type TestService } from './support/service-harness';

/**
 * The catalogue's rules through the API: plays counted once per key per day from verified runs
 * and attempts (never from starts), clears once per player per day, ratings (once per key,
 * changed, taken back, 403 without a proof of play), search with accents and case, and keyset
 * pages while levels are published.
 */

let service: TestService;
let seed: CatalogueSeed;

beforeAll(async () => {
  const storage = await freshStorage();
  service = await startTestService({ storage });
  service.now = Date.parse('2026-06-10T15:00:00.000Z');
  seed = CatalogueSeed.open(storage);
});

afterAll(async () => {
  await seed.close();
  await service.close();
});

interface Row {
  hash: string;
  name: string;
  plays: number;
  clears: number;
  bestTimeTicks: number | null;
  rating: { up: number; down: number };
}

async function listed(hash: string): Promise<Row> {
  const page = (await (await service.get('/api/levels?limit=50')).json()) as { levels: Row[] };
  const row = page.levels.find((level) => level.hash === hash);
  if (row === undefined) throw new Error(`${hash} is not listed`);
  return row;
}

function start(hash: string, key?: string): Promise<Response> {
  return fetch(`${service.url}/api/runs/start`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(key === undefined ? {} : { authorization: `Bearer ${key}` }),
    },
    body: JSON.stringify({ level: { hash } }),
  });
}

function rate(hash: string, value: unknown, key?: string): Promise<Response> {
  return fetch(`${service.url}/api/levels/${hash}/rating`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      ...(key === undefined ? {} : { authorization: `Bearer ${key}` }),
    },
    body: JSON.stringify({ value }),
  });
}

/** The player id of a key (GET /api/player). */
async function idOf(key: string): Promise<string> {
  const answer = await service.get('/api/player', { authorization: `Bearer ${key}` });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { playerId: string }).playerId;
}

/** A verified attempt of 20 s (400 ticks) by the key's player: what rating a level needs. */
async function played(hash: string, key: string): Promise<void> {
  await seed.attempt(hash, await idOf(key), 400, '2026-06-10T09:00:00.000Z');
}

const level = (name: string, maker = 'Daedalus', publishedAt = '2026-06-01T00:00:00.000Z') =>
  seed.level({ name, maker, width: 9, height: 9, publishedAt });

describe('plays, clears and ratings', () => {
  it('counts a play once per key a day from its verified runs and attempts, never from a start', async () => {
    const hash = await level('Counted Halls');
    const key = await service.keyOf('Ariadne');
    // Starts count nothing (issue 40: a start is no proof of play); one without a key is
    // refused (issue 41: a token is bound to its key), and counts nothing either.
    expect((await start(hash, key)).status).toBe(200);
    expect((await start(hash)).status).toBe(401);
    expect((await listed(hash)).plays).toBe(0);
    const ariadne = await idOf(key);
    await seed.attempt(hash, ariadne, 30, '2026-06-10T10:00:00.000Z');
    await seed.attempt(hash, ariadne, 50, '2026-06-10T11:00:00.000Z');
    expect((await listed(hash)).plays).toBe(1);
    await seed.run(hash, await seed.player('icarus'), 300, '2026-06-10T11:00:00.000Z');
    expect((await listed(hash)).plays).toBe(2);
    await seed.attempt(hash, ariadne, 30, '2026-06-11T10:00:00.000Z');
    expect((await listed(hash)).plays).toBe(3);
  });

  it('refuses a start with a key no one holds (401), counting nothing', async () => {
    const hash = await level('Guarded Halls');
    const answer = await start(hash, 'A'.repeat(43));
    expect(answer.status).toBe(401);
    expect((await listed(hash)).plays).toBe(0);
  });

  it('counts a clear once per player and day, and keeps the best time', async () => {
    const hash = await level('Cleared Halls');
    const [theseus, icarus] = [await seed.player('theseus'), await seed.player('icarus')];
    await seed.run(hash, theseus, 300, '2026-06-09T10:00:00.000Z');
    await seed.run(hash, theseus, 250, '2026-06-09T11:00:00.000Z');
    expect(await listed(hash)).toMatchObject({ clears: 1, bestTimeTicks: 250 });
    await seed.run(hash, theseus, 400, '2026-06-10T11:00:00.000Z');
    await seed.run(hash, icarus, 280, '2026-06-10T11:00:00.000Z');
    expect(await listed(hash)).toMatchObject({ clears: 3, bestTimeTicks: 250 });
  });

  it('rates once per key: set, again, changed, taken back; 403 before a play', async () => {
    const hash = await level('Rated Halls');
    const [minos, pasiphae] = [await service.keyOf('Minos'), await service.keyOf('Pasiphae')];
    const refused = await rate(hash, 'up', minos);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { type: string }).type).toBe('/api/problems#not-played');
    // A start, with the key or without, gives the key no right to rate.
    await start(hash);
    await start(hash, minos);
    expect((await rate(hash, 'up', minos)).status).toBe(403);
    await played(hash, minos);
    await played(hash, pasiphae);
    const steps: [string, 'up' | 'down' | null, { up: number; down: number }][] = [
      [minos, 'up', { up: 1, down: 0 }],
      [minos, 'up', { up: 1, down: 0 }],
      [pasiphae, 'up', { up: 2, down: 0 }],
      [minos, 'down', { up: 1, down: 1 }],
      [minos, null, { up: 1, down: 0 }],
      [minos, null, { up: 1, down: 0 }],
    ];
    for (const [key, value, counts] of steps) {
      const answer = await rate(hash, value, key);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ hash, value, rating: counts });
      expect((await listed(hash)).rating).toEqual(counts);
    }
  });

  it('answers a rating race of one key with counts that match its one rating', async () => {
    const hash = await level('Raced Halls');
    const key = await service.keyOf('Racer');
    await played(hash, key);
    await Promise.all(
      ['up', 'down', 'up', 'up', 'down', 'up'].map((value) => rate(hash, value, key)),
    );
    const { up, down } = (await listed(hash)).rating;
    expect(up + down).toBe(1);
  });

  it('refuses a rating without a key (401), of no listed level (404), of a bad value (400)', async () => {
    const hash = await level('Refusing Halls');
    const key = await service.keyOf('Minos');
    await played(hash, key);
    expect((await rate(hash, 'up')).status).toBe(401);
    expect((await rate('f'.repeat(64), 'up', key)).status).toBe(404);
    expect((await rate('nothex', 'up', key)).status).toBe(404);
    expect((await rate(hash, 'sideways', key)).status).toBe(400);
    await seed.hide(hash);
    expect((await rate(hash, 'up', key)).status).toBe(404);
  });
});

describe('the level of the day without an eligible level', () => {
  it('answers 404 while no level has 10 plays', async () => {
    await level('Unplayed Halls');
    const answer = await service.get('/api/levels/today');
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { detail: string }).detail).toBe(
      'day: no level is eligible on 2026-06-10',
    );
  });
});

describe('search', () => {
  const names: Record<string, string> = {};
  beforeAll(async () => {
    names.eowyn = await level("Éowyn's Hall", 'Zoë');
    names.cafe = await level('CAFÉ crème maze', 'Łukasz');
    names.other = await level('Ordinary Corridor', 'Zoltan');
  });

  const search = async (q: string) => {
    const answer = await service.get(`/api/levels?q=${encodeURIComponent(q)}&limit=50`);
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { levels: Row[] }).levels.map((row) => row.hash).sort();
  };

  it('ignores case and accents, in the name and in the maker name', async () => {
    expect(await search('eowyn')).toEqual([names.eowyn]);
    expect(await search('ÉOWYN')).toEqual([names.eowyn]);
    expect(await search('zoe')).toEqual([names.eowyn]);
    expect(await search('cafe creme')).toEqual([names.cafe]);
    expect(await search('Café CRÈME')).toEqual([names.cafe]);
    expect(await search('ＣＡＦＥ')).toEqual([names.cafe]);
  });

  it('matches word prefixes, every word of the search, and nothing else', async () => {
    expect(await search('caf')).toEqual([names.cafe]);
    expect(await search('zo')).toEqual([names.eowyn, names.other].sort());
    expect(await search('zo corridor')).toEqual([names.other]);
    expect(await search('cafx')).toEqual([]);
    // One character matches a whole word only: there is no word "z", but "zoe" and "zoltan".
    expect(await search('z')).toEqual([]);
    expect(await search('afe')).toEqual([]);
    expect(await search('eowyn cafe')).toEqual([]);
  });

  it('refuses a search longer than 64 characters (400)', async () => {
    expect((await service.get(`/api/levels?q=${'a'.repeat(65)}`)).status).toBe(400);
    expect((await service.get(`/api/levels?q=${'a'.repeat(64)}`)).status).toBe(200);
  });
});

describe('keyset pages while levels are published', () => {
  it('pages the new sort with no duplicate and no gap as levels arrive', async () => {
    const before = (await (await service.get('/api/levels?sort=new&limit=50')).json()) as {
      levels: Row[];
    };
    const seen: string[] = [];
    let cursor: string | null = null;
    let added = 0;
    do {
      const after = cursor === null ? '' : `&cursor=${cursor}`;
      const page = (await (await service.get(`/api/levels?sort=new&limit=3${after}`)).json()) as {
        levels: Row[];
        next: string | null;
      };
      seen.push(...page.levels.map((row) => row.hash));
      cursor = page.next;
      // Newer levels, and levels of the same publishing moment, arrive between pages.
      await level(`Arrival ${added}`, 'Daedalus', '2026-06-11T00:00:00.000Z');
      await level(`Twin ${added}`, 'Daedalus', '2026-06-01T00:00:00.000Z');
      added += 1;
    } while (cursor !== null);
    expect(new Set(seen).size).toBe(seen.length);
    const original = before.levels.map((row) => row.hash);
    for (const hash of original) expect(seen).toContain(hash);
    // The levels that sorted after the cursor when they arrived are listed in their place.
    expect(seen.filter((hash) => !original.includes(hash)).length).toBeLessThanOrEqual(added);
  });
});
