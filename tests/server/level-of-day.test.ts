import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textbookWilson as wilson } from '../support/seeded-levels';
import { CatalogueSeed } from './support/catalogue-seed';
import { freshStorage, startTestService, type TestService } from './support/service-harness';

/**
 * GET /api/levels/today against a plain computation: the day's level is drawn by the HMAC of the
 * date under the service's secret (issue 40: it was the date's public SHA-256) from the 50
 * best-rated visible levels played by 10+ keys from 3+ address buckets, leaving out the levels
 * of the 30 days before, stored once, the same for two instances on one database.
 */

const DAY_MS = 86_400_000;
const FIRST_DAY = Date.parse('2026-07-01T09:00:00.000Z');

let storage: Awaited<ReturnType<typeof freshStorage>>;
let service: TestService;
let second: TestService;
let seed: CatalogueSeed;
/** Each eligible level's ratings (up, down); changed by tests. */
const eligible = new Map<string, { up: number; down: number }>();
const neverChosen: string[] = [];
let players: string[] = [];
/** The draw's secret, as the service made it once in its settings (read here from the table). */
let secret = '';

/** The draw written out: pool, best first (ties by hash, descending), then the date's hash. */
function expectedDraw(day: string, excluded: Set<string>): string | undefined {
  const pool = [...eligible.entries()]
    .filter(([hash]) => !excluded.has(hash))
    .map(([hash, votes]) => ({ hash, score: wilson(votes.up, votes.down) }))
    .sort((a, b) => (a.score !== b.score ? b.score - a.score : a.hash < b.hash ? 1 : -1))
    .slice(0, 50);
  const pick = createHmac('sha256', secret).update(`level-of-the-day:${day}`).digest();
  return pool[pick.readUInt32BE(0) % pool.length]?.hash;
}

/** Lists a level with 10 plays (or `plays`) and the given ratings. */
async function ratedLevel(name: string, up: number, down: number, plays = 10): Promise<string> {
  const hash = await seed.level({
    ...{ name, maker: 'Daedalus', width: 9, height: 9 },
    publishedAt: '2026-06-01T00:00:00.000Z',
  });
  for (let i = 0; i < plays; i += 1) {
    await seed.play(hash, players[i] ?? '', '2026-06-02');
  }
  for (let i = 0; i < up + down; i += 1)
    await seed.rate(hash, players[i] ?? '', i < up ? 'up' : 'down');
  return hash;
}

async function today(on: TestService): Promise<{ day: string; level: { hash: string } }> {
  const answer = await on.get('/api/levels/today');
  expect(answer.status).toBe(200);
  return (await answer.json()) as { day: string; level: { hash: string } };
}

beforeAll(async () => {
  storage = await freshStorage();
  service = await startTestService({ storage });
  second = await startTestService({ storage: { ...storage, drop: () => Promise.resolve() } });
  seed = CatalogueSeed.open(storage);
  players = [];
  for (let i = 0; i < 10; i += 1) players.push(await seed.player(`voter${i}`));
  for (let i = 0; i < 80; i += 1) {
    const [up, down] = [i % 7, (i * 3) % 4];
    const hash = await ratedLevel(`Eligible ${i}`, up, down);
    eligible.set(hash, { up, down });
  }
  // Best rated of all, but 9 plays; and the best with plays, but hidden.
  neverChosen.push(await ratedLevel('Too few plays', 9, 0, 9));
  const hidden = await ratedLevel('Hidden', 10, 0);
  await seed.hide(hidden);
  neverChosen.push(hidden);
  const row = await seed.handle.db
    .selectFrom('settings')
    .select('value')
    .where('name', '=', 'level-of-day-secret')
    .executeTakeFirstOrThrow();
  secret = row.value;
}, 120_000);

afterAll(async () => {
  await seed.close();
  await second.close();
  await service.close();
});

describe('the level of the day', () => {
  it('is the draw of each date, never repeated within 30 days, never hidden or under 10 plays', async () => {
    const history: string[] = [];
    for (let day = 0; day < 70; day += 1) {
      service.now = FIRST_DAY + day * DAY_MS;
      const { day: date, level } = await today(service);
      expect(date).toBe(new Date(service.now).toISOString().slice(0, 10));
      expect(level.hash).toBe(expectedDraw(date, new Set(history.slice(-30))));
      expect(history.slice(-30)).not.toContain(level.hash);
      expect(neverChosen).not.toContain(level.hash);
      expect((await today(service)).level.hash).toBe(level.hash);
      history.push(level.hash);
    }
    expect(new Set(history).size).toBeGreaterThan(30);
  }, 120_000);

  it('stays the stored choice when the ratings change, and another instance names it too', async () => {
    service.now = FIRST_DAY + 100 * DAY_MS;
    second.now = service.now;
    const chosen = (await today(service)).level.hash;
    // The chosen level is rated down to the bottom: a new draw would leave it out of the pool.
    for (const player of players) await seed.rate(chosen, player, 'down');
    eligible.set(chosen, { up: 0, down: players.length });
    expect((await today(service)).level.hash).toBe(chosen);
    expect((await today(second)).level.hash).toBe(chosen);
  });

  it('replaces a level hidden after it was chosen, the same on both instances', async () => {
    service.now = FIRST_DAY + 200 * DAY_MS;
    second.now = service.now;
    const chosen = (await today(service)).level.hash;
    await seed.hide(chosen);
    const date = new Date(service.now).toISOString().slice(0, 10);
    const [one, two] = await Promise.all([today(second), today(service)]);
    expect(one.level.hash).not.toBe(chosen);
    expect(two.level.hash).toBe(one.level.hash);
    eligible.delete(chosen);
    const history = new Set<string>();
    for (let day = 170; day < 200; day += 1) {
      const row = await seed.handle.db
        .selectFrom('level_of_day')
        .select('level_hash')
        .where('day', '=', new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 10))
        .executeTakeFirst();
      if (row !== undefined) history.add(row.level_hash);
    }
    expect(one.level.hash).toBe(expectedDraw(date, history));
  });
});
