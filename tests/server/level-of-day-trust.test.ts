import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proveLevel } from '../../scripts/level-fixtures';
import { dayPick } from '../../src/server/levels/level-of-day';
import { rawLevelLink } from '../replay/support/raw-level-link';
import { BACKED_LEVEL, levelBackers } from './support/level-backers';
import { CatalogueSeed } from './support/catalogue-seed';
import { freshStorage, startTestService, type TestService } from './support/service-harness';

/**
 * The level of the day cannot be bought (issue 40): ten keys posting verified wins from one
 * address bucket do not make a level eligible (they did: ten keyed starts were ten plays, and
 * ten up-votes its rating),
 * two more buckets do, banning the maker replaces the pick, and the draw is keyed with the
 * service's secret, so the date alone does not tell it. Through the API of a service behind one
 * trusted proxy (X-Forwarded-For names each post's address); SQLite, and PostgreSQL when
 * LEADERBOARD_TEST_DATABASE_URL is set.
 */

const HOUR = 3_600_000;
const DAY_ONE = Date.parse('2026-09-01T00:00:00.000Z');

let service: TestService;
let seed: CatalogueSeed;
let hash = '';
const doc = BACKED_LEVEL;
const { backs, today } = levelBackers(
  () => service,
  () => hash,
);

beforeAll(async () => {
  const storage = await freshStorage();
  service = await startTestService({ storage, env: { LEADERBOARD_TRUST_PROXY: '1' } });
  seed = CatalogueSeed.open(storage);
});
afterAll(async () => {
  await seed.close();
  await service.close();
});

describe('the level of the day by proof of play from several buckets', () => {
  it('is not bought by ten keys from one bucket, and is eligible with three buckets', async () => {
    service.now = DAY_ONE + 9 * HOUR;
    const link = rawLevelLink({
      format: 'mythic-maze-level',
      version: 1,
      level: doc,
      proof: proveLevel(doc),
    });
    const published = await service.publish(link);
    expect(published.status).toBe(201);
    hash = ((await published.json()) as { hash: string }).hash;
    for (let i = 0; i < 10; i += 1) await backs(`Sock${String(i)}`, 27 + i);
    // Two days on: listed for over 24 hours, ten keys played and rated, all from one bucket.
    service.now = DAY_ONE + 2 * 24 * HOUR + 9 * HOUR;
    expect(await today()).toEqual({ status: 404 });
    await backs('Visitor', 40, '203.0.113.7');
    await backs('Stranger', 41, '198.51.100.9');
    // The next day's draw counts the runs received before it started: three buckets now, but
    // an open report on the level keeps it out until an operator acts on it.
    service.now = DAY_ONE + 3 * 24 * HOUR + HOUR;
    await seed.handle.db
      .insertInto('reports')
      .values({
        ...{ id: 'report-1', target_kind: 'level', target_id: hash, reporter_id: 'x' },
        ...{ reason: 'spam', text: null, created_at: '2026-09-03T12:00:00.000Z', status: 'open' },
      })
      .execute();
    expect(await today()).toEqual({ status: 404 });
    await seed.handle.db.updateTable('reports').set({ status: 'closed' }).execute();
    expect(await today()).toEqual({ status: 200, hash });
  });

  it("is replaced when its maker's key is banned, and none is left", async () => {
    await seed.handle.db
      .updateTable('players')
      .set({ banned_reason: 'test' })
      .where('name', '=', 'Daedalus')
      .execute();
    expect(await today()).toEqual({ status: 404 });
  });
});

describe("the draw's key", () => {
  it('is the HMAC of the date under the secret: two secrets draw differently, the date alone does not tell', () => {
    const days = Array.from({ length: 20 }, (_, i) =>
      new Date(DAY_ONE + i * 24 * HOUR).toISOString().slice(0, 10),
    );
    const [a, b] = ['a'.repeat(43), 'b'.repeat(43)];
    for (const day of days) {
      const mac = createHmac('sha256', a).update(`level-of-the-day:${day}`).digest();
      expect(dayPick(day, 1000, a)).toBe(mac.readUInt32BE(0) % 1000);
    }
    const differing = days.filter((day) => dayPick(day, 1000, a) !== dayPick(day, 1000, b));
    expect(differing.length).toBeGreaterThan(15);
  });
});
