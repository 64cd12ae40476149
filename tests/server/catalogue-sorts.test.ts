import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayBefore, seededRandom, textbookWilson as wilson } from '../support/seeded-levels';
import { CatalogueSeed, type SeedLevel } from './support/catalogue-seed';
import { freshStorage, startTestService, type TestService } from './support/service-harness';

/**
 * GET /api/levels on the backend under test, each sort checked against a plain computation over
 * the rows this test seeds: plays per key per day over ten days, clears from stored runs, ratings
 * by keys that played, three hidden levels.
 */

const TODAY = '2026-06-10';

interface Expected {
  hash: string;
  level: SeedLevel;
  plays: { who: string; day: string }[];
  clears: Set<string>;
  best: number | null;
  ratings: Map<string, 'up' | 'down'>;
  hidden: boolean;
}

let service: TestService;
let seed: CatalogueSeed;
const levels: Expected[] = [];

function day(offset: number): string {
  return dayBefore(TODAY, offset);
}

async function seedLevel(index: number, next: () => number, players: string[]): Promise<void> {
  const side = 5 + Math.floor(next() * 60);
  const level: SeedLevel = {
    name: `Level ${index}`,
    maker: `maker${index % 7}`,
    width: side,
    height: 3 + Math.floor(next() * 20),
    publishedAt: new Date(
      Date.parse('2026-05-01T00:00:00Z') + (index % 40) * 3_600_000,
    ).toISOString(),
  };
  const hash = await seed.level(level);
  const expected: Expected = {
    ...{ hash, level, plays: [], clears: new Set(), best: null },
    ...{ ratings: new Map(), hidden: false },
  };
  const playCount = Math.floor(next() * 30);
  for (let i = 0; i < playCount; i += 1) {
    const who = `key:${players[Math.floor(next() * players.length)] ?? ''}`;
    const when = day(Math.floor(next() * 10));
    const counted = await seed.play(hash, who.slice('key:'.length), when);
    const already = expected.plays.some((play) => play.who === who && play.day === when);
    expect(counted).toBe(!already);
    if (!already) expected.plays.push({ who, day: when });
  }
  for (const play of expected.plays) {
    if (next() < 0.4) {
      const player = play.who.slice(4);
      const ticks = 100 + Math.floor(next() * 500);
      await seed.run(hash, player, ticks, `${play.day}T12:00:00.000Z`);
      expected.clears.add(`${player} ${play.day}`);
      expected.best = Math.min(expected.best ?? ticks, ticks);
    }
    if (next() < 0.5) {
      const player = play.who.slice(4);
      const value = next() < 0.7 ? 'up' : 'down';
      // A key rates a level once: its second rating replaces the first.
      await seed.rate(hash, player, value);
      expected.ratings.set(player, value);
    }
  }
  levels.push(expected);
}

beforeAll(async () => {
  const storage = await freshStorage();
  service = await startTestService({ storage });
  service.now = Date.parse(`${TODAY}T15:00:00.000Z`);
  seed = CatalogueSeed.open(storage);
  const players: string[] = [];
  for (let i = 0; i < 12; i += 1) players.push(await seed.player(`player${i}`));
  const next = seededRandom(29);
  for (let i = 0; i < 45; i += 1) await seedLevel(i, next, players);
  for (const index of [3, 17, 30]) {
    const level = levels[index];
    if (level === undefined) throw new Error('no level');
    await seed.hide(level.hash);
    level.hidden = true;
  }
}, 120_000);

afterAll(async () => {
  await seed.close();
  await service.close();
});

interface Reference {
  hash: string;
  publishedAt: string;
  plays: number;
  week: number;
  clears: number;
  rate: number | null;
  score: number;
  size: string;
  row: Record<string, unknown>;
}

/** The catalogue as the seeded rows say it must be. */
function reference(): Reference[] {
  return levels
    .filter((level) => !level.hidden)
    .map((level) => {
      const plays = level.plays.length;
      const clears = level.clears.size;
      const up = [...level.ratings.values()].filter((value) => value === 'up').length;
      const down = level.ratings.size - up;
      const rate = plays >= 10 ? clears / plays : null;
      const side = Math.max(level.level.width, level.level.height);
      return {
        hash: level.hash,
        publishedAt: level.level.publishedAt,
        plays,
        week: level.plays.filter((play) => play.day >= day(6)).length,
        clears,
        rate,
        score: wilson(up, down),
        size: side <= 16 ? 'small' : side <= 32 ? 'medium' : 'large',
        row: {
          hash: level.hash,
          name: level.level.name,
          maker: level.level.maker,
          makerTimeTicks: 100,
          size: [level.level.width, level.level.height],
          plays,
          clears,
          clearRate: rate,
          bestTimeTicks: level.best,
          rating: { up, down },
          publishedAt: level.level.publishedAt,
        },
      };
    });
}

/** Orders by `value` (then the hash) in one direction. */
function by<T extends { hash: string }>(
  rows: T[],
  value: (row: T) => number | string,
  descending: boolean,
) {
  const sign = descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x !== y) return x < y ? -sign : sign;
    return a.hash < b.hash ? -sign : sign;
  });
}

/** Every page of a listing, followed by its cursors. */
async function allPages(query: string, limit: number): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages += 1) {
    const after = cursor === null ? '' : `&cursor=${cursor}`;
    const answer = await service.get(`/api/levels?${query}&limit=${limit}${after}`);
    expect(answer.status).toBe(200);
    const page = (await answer.json()) as {
      levels: Record<string, unknown>[];
      next: string | null;
    };
    rows.push(...page.levels);
    cursor = page.next;
    if (cursor === null) return rows;
  }
  throw new Error('the pages never end');
}

describe('the catalogue in each sort, paged, against a plain computation', () => {
  it('new: the latest published first', async () => {
    const expected = by(reference(), (row) => row.publishedAt, true);
    expect(await allPages('sort=new', 7)).toEqual(expected.map((row) => row.row));
  });

  it('popular: plays in the last 7 days', async () => {
    const expected = by(reference(), (row) => row.week, true);
    expect(await allPages('sort=popular', 6)).toEqual(expected.map((row) => row.row));
  });

  it('top: the Wilson lower bound of the ratings', async () => {
    const expected = by(reference(), (row) => row.score, true);
    expect(await allPages('sort=top', 8)).toEqual(expected.map((row) => row.row));
  });

  it('hardest and easiest: clear rate among levels with 10 plays or more', async () => {
    const rated = reference().filter((row) => row.rate !== null);
    expect(rated.length).toBeGreaterThan(5);
    const hardest = by(rated, (row) => row.rate ?? 0, false);
    expect(await allPages('sort=hardest', 5)).toEqual(hardest.map((row) => row.row));
    const easiest = by(rated, (row) => row.rate ?? 0, true);
    expect(await allPages('sort=easiest', 50)).toEqual(easiest.map((row) => row.row));
  });

  it('a size filter keeps its class only, in the sort asked for', async () => {
    for (const size of ['small', 'medium', 'large'] as const) {
      const expected = by(
        reference().filter((row) => row.size === size),
        (row) => row.score,
        true,
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(await allPages(`sort=top&size=${size}`, 4)).toEqual(expected.map((row) => row.row));
    }
  });

  it('hidden levels are in no sort and no search', async () => {
    const hidden = levels.filter((level) => level.hidden).map((level) => level.hash);
    for (const sort of ['new', 'popular', 'top', 'hardest', 'easiest']) {
      const hashes = (await allPages(`sort=${sort}`, 50)).map((row) => row.hash);
      for (const hash of hidden) expect(hashes).not.toContain(hash);
    }
    const found = (await allPages('q=level', 50)).map((row) => row.hash);
    expect(found).toHaveLength(levels.length - hidden.length);
    for (const hash of hidden) expect(found).not.toContain(hash);
  });

  it('refuses a cursor of another sort, or not a cursor, and limits out of range', async () => {
    const first = (await (await service.get('/api/levels?sort=new&limit=1')).json()) as {
      next: string;
    };
    const wrongSort = await service.get(`/api/levels?sort=top&cursor=${first.next}`);
    expect(wrongSort.status).toBe(422);
    expect(((await wrongSort.json()) as { detail: string }).detail).toMatch(/^cursor: .*sort=new/);
    expect((await service.get('/api/levels?cursor=bm90IGpzb24')).status).toBe(422);
    expect((await service.get('/api/levels?limit=0')).status).toBe(400);
    expect((await service.get('/api/levels?limit=51')).status).toBe(400);
    expect((await service.get('/api/levels?limit=50')).status).toBe(200);
    expect((await service.get('/api/levels?sort=worst')).status).toBe(400);
  });
});
