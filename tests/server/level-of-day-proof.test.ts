import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proveLevel } from '../../scripts/level-fixtures';
import { rawLevelLink } from '../replay/support/raw-level-link';
import { BACKED_LEVEL, levelBackers } from './support/level-backers';
import { startTestService, type TestService } from './support/service-harness';

/**
 * The maker's published proof is stored as their run (issue 41), but it proves no one played:
 * the level of the day's count of keys and address buckets that played a level leaves it out.
 * Published from a bucket of its own, it would otherwise be the third bucket that makes the level
 * eligible. Through the API of a service behind one trusted proxy (X-Forwarded-For names each
 * request's address); SQLite, and PostgreSQL when LEADERBOARD_TEST_DATABASE_URL is set.
 */

const HOUR = 3_600_000;
const DAY_ONE = Date.parse('2026-09-01T00:00:00.000Z');

let service: TestService;
let hash = '';
const doc = BACKED_LEVEL;
const { send, backs, today } = levelBackers(
  () => service,
  () => hash,
);

beforeAll(async () => {
  service = await startTestService({ env: { LEADERBOARD_TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await service.close();
});

describe("the maker's proof and the level of the day", () => {
  it('counts no key and no bucket for the proof: two buckets of players are not three', async () => {
    service.now = DAY_ONE + 9 * HOUR;
    const link = rawLevelLink({
      format: 'mythic-maze-level',
      version: 1,
      level: doc,
      proof: proveLevel(doc),
    });
    const maker = await service.keyOf('Daedalus');
    const published = await send('POST', '/api/levels', { link }, maker, '192.0.2.1');
    expect(published.status).toBe(201);
    hash = ((await published.json()) as { hash: string }).hash;
    // Ten keys from the socket's bucket and one from another: two buckets of players.
    for (let i = 0; i < 10; i += 1) await backs(`Sock${String(i)}`, 27 + i);
    await backs('Visitor', 40, '203.0.113.7');
    service.now = DAY_ONE + 2 * 24 * HOUR + 9 * HOUR;
    expect(await today()).toEqual({ status: 404 });
    // A third bucket of a player makes it eligible from the next day's draw.
    await backs('Stranger', 41, '198.51.100.9');
    service.now = DAY_ONE + 3 * 24 * HOUR + HOUR;
    expect(await today()).toEqual({ status: 200, hash });
  });
});
