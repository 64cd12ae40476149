import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVEL_FIXTURES, proveLevel } from '../../scripts/level-fixtures';
import { planWinningRun } from '../../src/levels';
import { hashLevelRef, levelFromDocument, type LevelDocument } from '../../src/replay';
import { rawLevelLink } from '../replay/support/raw-level-link';
import { recordRun } from '../replay/support/replays';
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
const doc = ((): LevelDocument => {
  const fixture = LEVEL_FIXTURES[0];
  if (fixture === undefined) throw new Error('no level fixture');
  return fixture.doc;
})();

/** The autopilot's winning inputs of the level. */
const WIN = planWinningRun(levelFromDocument(doc)).inputs;

beforeAll(async () => {
  service = await startTestService({ env: { LEADERBOARD_TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await service.close();
});

function send(method: string, path: string, body: unknown, key: string, from?: string) {
  return fetch(`${service.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${key}`,
      ...(from === undefined ? {} : { 'x-forwarded-for': from }),
    },
    body: JSON.stringify(body),
  });
}

/**
 * `player` starts the level with its key, posts a verified win of it (the autopilot's, after
 * standing still `wait` ticks: 27 to 48 all win, each a run of its own) from address `from`
 * (none: the socket's own), and rates it up: everything a key can do for a level.
 */
async function backs(player: string, wait: number, from?: string): Promise<void> {
  const key = await service.keyOf(player);
  const started = await send('POST', '/api/runs/start', { level: { hash } }, key, from);
  const { token } = (await started.json()) as { token: string };
  const inputs = [...new Array<number>(wait).fill(0), ...WIN];
  const recordedAt = new Date(service.now + 60_000).toISOString();
  const { replay } = recordRun({
    ref: hashLevelRef(doc),
    level: levelFromDocument(doc),
    inputs,
    player,
    recordedAt,
  });
  expect(replay.final.outcome).toBe('won');
  service.now += 2 * 60_000;
  const posted = await send('POST', '/api/runs', { token, replay }, key, from);
  expect(posted.status).toBe(201);
  const rated = await send('PUT', `/api/levels/${hash}/rating`, { value: 'up' }, key, from);
  expect(rated.status).toBe(200);
}

async function today(): Promise<{ status: number; hash?: string }> {
  const answer = await service.get('/api/levels/today');
  if (answer.status !== 200) return { status: answer.status };
  return { status: 200, hash: ((await answer.json()) as { level: { hash: string } }).level.hash };
}

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
