import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { openLevelLink } from '../../src/replay';
import {
  fixture,
  freshStorage,
  startTestService,
  type TestService,
} from './support/service-harness';

/** Services a test started, closed after it whatever happened. */
const open: TestService[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((service) => service.close()));
});

async function serviceWith(env: Record<string, string>): Promise<TestService> {
  const service = await startTestService({ env: { LEADERBOARD_VERIFIER_THREADS: '1', ...env } });
  open.push(service);
  return service;
}

/** A start from `address` with Theseus's key, as a proxy in front of the service would say it. */
async function startFrom(service: TestService, forwardedFor: string): Promise<number> {
  const key = await service.keyOf('Theseus');
  const answer = await fetch(`${service.url}/api/runs/start`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': forwardedFor,
      authorization: `Bearer ${key}`,
    },
    body: JSON.stringify({ level: { id: 'first-steps' } }),
  });
  return answer.status;
}

/** The published level link of e2e/fixtures, without its `#`. */
const LEVEL_LINK = readFileSync(
  new URL('../../e2e/fixtures/level-gem-and-key.txt', import.meta.url),
  'utf8',
)
  .trim()
  .replace(/^#/, '');

/** The fixture level's content hash, which its proof names. */
function levelHash(): string {
  const opened = openLevelLink(LEVEL_LINK);
  if (!opened.ok) throw new Error(opened.message);
  return opened.hash;
}

/** Publishes the fixture level with its maker's key (claimed by the harness). */
function publish(service: TestService): Promise<Response> {
  return service.publish(LEVEL_LINK);
}

/** `fixture(name)` recorded a minute after `issuedAt`, inside its token's window. */
function recordedAfter(name: string, issuedAt: number): Record<string, unknown> {
  return { ...fixture(name), recordedAt: new Date(issuedAt + 60_000).toISOString() };
}

async function boardSize(service: TestService, key: string): Promise<number> {
  const board = (await (await service.get(`/api/boards/${key}`)).json()) as { runs: unknown[] };
  return board.runs.length;
}

describe('the client address of the rate limits', () => {
  it('ignores X-Forwarded-For unless LEADERBOARD_TRUST_PROXY is set: any client could name itself', async () => {
    const service = await serviceWith({ LEADERBOARD_STARTS_PER_MINUTE: '2' });
    // Three addresses claimed by one connection: one client, one allowance.
    expect([
      await startFrom(service, '198.51.100.1'),
      await startFrom(service, '198.51.100.2'),
      await startFrom(service, '198.51.100.3'),
    ]).toEqual([200, 200, 429]);
  });

  it('behind one trusted proxy, counts by the address it appended (the last), whatever comes before', async () => {
    const service = await serviceWith({
      LEADERBOARD_STARTS_PER_MINUTE: '2',
      LEADERBOARD_TRUST_PROXY: '1',
    });
    // The trusted proxy appends the address it saw last; what comes before it the client wrote.
    expect([
      await startFrom(service, '203.0.113.7, 198.51.100.1'),
      await startFrom(service, '203.0.113.8, 198.51.100.1'),
      await startFrom(service, '198.51.100.1'),
      await startFrom(service, '198.51.100.1, 198.51.100.2'),
      await startFrom(service, '198.51.100.2'),
    ]).toEqual([200, 200, 429, 200, 200]);
  });
});

describe('the post rate limit', () => {
  it('counts publishing a level: a publish after two posts is refused, and stores nothing', async () => {
    const service = await serviceWith({ LEADERBOARD_POSTS_PER_MINUTE: '2' });
    const issuedAt = service.now;
    const token = await service.token({ id: 'first-steps' }, 'Ariadne');
    service.now += 2 * 60 * 60 * 1000;
    const replay = { ...recordedAfter('won-first-steps', issuedAt), player: 'Ariadne' };
    expect((await service.post({ token, replay })).status).toBe(201);
    expect((await service.post({ token, replay })).status).toBe(200);
    const refused = await publish(service);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { problem: string }).problem).toMatch(
      /^too many posts from this address; retry in \d+ s$/,
    );
    // The level was not stored: the limit answered before the link was read.
    expect((await service.get(`/api/levels/${levelHash()}`)).status).toBe(404);
  });

  it('counts posts after publishing: a valid run posted past the limit is refused and stores nothing', async () => {
    const service = await serviceWith({ LEADERBOARD_POSTS_PER_MINUTE: '2' });
    expect((await publish(service)).status).toBe(201);
    expect((await publish(service)).status).toBe(200);
    // A run the service would rank: a fresh token, a verifying replay.
    const issuedAt = service.now;
    const token = await service.token({ id: 'first-steps' });
    service.now += 2 * 60 * 60 * 1000;
    const answer = await service.post({
      token,
      replay: recordedAfter('won-first-steps', issuedAt),
    });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await boardSize(service, 'level:first-steps')).toBe(0);
  });
});

describe('LEADERBOARD_TICK_CAP', () => {
  // won-first-steps ends on tick 78.
  it('accepts a replay of exactly the cap, and refuses one tick over, naming the cap', async () => {
    const atCap = await serviceWith({ LEADERBOARD_TICK_CAP: '78' });
    expect((await atCap.postWon(fixture('won-first-steps'))).status).toBe(201);
    const under = await serviceWith({ LEADERBOARD_TICK_CAP: '77' });
    const answer = await under.postWon(fixture('won-first-steps'));
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({
      field: 'replay.final.tick',
      problem: "is 78 ticks, over this service's cap of 77",
    });
    expect(await boardSize(under, 'level:first-steps')).toBe(0);
  });

  it('refuses a level link whose proof is over the cap', async () => {
    const service = await serviceWith({ LEADERBOARD_TICK_CAP: '20' });
    const answer = await publish(service);
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({
      field: 'link.proof.final.tick',
      problem: expect.stringMatching(/^is \d+ ticks, over this service's cap of 20$/) as unknown,
    });
  });
});

describe('the start token secret on the embedded database', () => {
  it('survives a restart: a token issued before it is honoured after it', async () => {
    const storage = await freshStorage();
    // The first service leaves its storage for the second.
    const before = await startTestService({
      storage: { ...storage, drop: () => Promise.resolve() },
    });
    const issuedAt = before.now;
    const key = await before.keyOf('Theseus');
    const token = await before.token({ id: 'first-steps' }, { key });
    await before.close();
    const after = await startTestService({ storage });
    open.push(after);
    after.now = issuedAt + 2 * 60 * 60 * 1000;
    const replay = recordedAfter('won-first-steps', issuedAt);
    const answer = await after.post({ token, replay }, key);
    expect(answer.status).toBe(201);
  });
});
