import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fixture,
  fixtureText,
  startTestService,
  type TestService,
} from './support/service-harness';
import { distinctWins } from './support/distinct-runs';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.close();
});

interface Problem {
  type: string;
  status: number;
  field?: string;
  problem?: string;
  firstMismatchTick?: number;
  detail: string;
}

async function problemOf(answer: Response): Promise<Problem> {
  expect(answer.headers.get('content-type')).toBe('application/problem+json');
  const body = (await answer.json()) as Problem;
  expect(body.status).toBe(answer.status);
  expect(JSON.stringify(body)).not.toMatch(/ at .*\.(ts|js):\d+/);
  return body;
}

/** The service's time now (or `later` ms on), as a replay's recordedAt. */
function recordedNow(later = 0): string {
  return new Date(service.now + later).toISOString();
}

async function board(key: string): Promise<{ player: string; timeTicks: number; rank: number }[]> {
  const answer = await service.get(`/api/boards/${encodeURIComponent(key)}`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { runs: { player: string; timeTicks: number; rank: number }[] })
    .runs;
}

describe('POST /api/runs', () => {
  it('ranks a valid win, stores its replay by the SHA-256 of its canonical text, and serves both', async () => {
    // The golden replay as it is: its token asked for before its recordedAt, posted after.
    service.now = Date.parse('2026-03-14T09:00:00.000Z');
    const token = await service.token({ id: 'first-steps' });
    service.now += 2 * 3_600_000;
    const answer = await service.post({ token, replay: fixture('won-first-steps') });
    expect(answer.status).toBe(201);
    const run = (await answer.json()) as Record<string, unknown>;
    // The golden file is canonical JSON text; its hash is computed here, not by the service.
    const hash = createHash('sha256').update(fixtureText('won-first-steps').trim()).digest('hex');
    expect(run).toMatchObject({
      rank: 1,
      levelKey: 'level:first-steps',
      timeTicks: 78,
      replayHash: hash,
    });
    expect(await board('level:first-steps')).toEqual([
      expect.objectContaining({ rank: 1, player: 'Theseus', timeTicks: 78, gems: 0 }),
    ]);
    const stored = await service.get(`/api/runs/${String(run.runId)}`);
    expect(await stored.json()).toMatchObject({
      runId: run.runId,
      player: 'Theseus',
      timeTicks: 78,
      simVersion: 1,
      recordedAt: '2026-03-14T09:26:53.589Z',
      status: 'verified',
      rank: 1,
      replayHash: hash,
    });
    const replay = await service.get(`/api/replays/${hash}`);
    expect(replay.status).toBe(200);
    expect(await replay.text()).toBe(fixtureText('won-first-steps').trim());
  });

  it('answers a repost of the same replay with the run already stored, not a duplicate', async () => {
    const [, other] = distinctWins('first-steps', 2);
    const token = await service.token({ id: 'first-steps' }, 'Retry');
    service.now += 60_000;
    const replay = { ...other, player: 'Retry', recordedAt: recordedNow() };
    const first = await service.post({ token, replay });
    expect(first.status).toBe(201);
    const again = await service.post({ token, replay: JSON.stringify(replay) });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect((await board('level:first-steps')).filter((row) => row.player === 'Retry')).toHaveLength(
      1,
    );
  });

  it('refuses a tampered replay with its first mismatching tick, and stores nothing', async () => {
    const replay = fixture('won-red-key');
    // Ticks 20 to 39 walk another way: the checkpoint at tick 40 is the first to differ.
    (replay.inputs as unknown[])[1] = [20, 8];
    const answer = await service.postWon(replay);
    expect(answer.status).toBe(422);
    const body = await problemOf(answer);
    expect(body).toMatchObject({
      type: '/api/problems#replay-mismatch',
      field: 'replay',
      firstMismatchTick: 40,
    });
    expect(await board('level:red-key')).toEqual([]);
  });

  it('keeps a run that was not won as an attempt, off the board (issue 40: it was refused)', async () => {
    const answer = await service.postWon(fixture('caught-spikes-teeth-of-the-floor'));
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ rank: null, attempt: true });
    expect(await board('level:teeth-of-the-floor')).toEqual([]);
  });

  it('refuses a practice run with its own problem, and ranks nothing', async () => {
    const practice = { ...fixture('won-red-key'), version: 3, practice: { fromTick: 60 } };
    const answer = await service.postWon(practice);
    expect(answer.status).toBe(422);
    expect(await problemOf(answer)).toMatchObject({
      type: '/api/problems#practice-run',
      title: 'A practice run never ranks',
      field: 'replay.practice',
      problem: 'marks a practice run, begun at tick 60 of another run; practice runs never rank',
    });
    expect(await board('level:red-key')).toEqual([]);
  });

  it('refuses a replay of another level than its token', async () => {
    const answer = await service.postWon(fixture('won-teeth-of-the-floor'), {
      level: { id: 'red-key' },
    });
    expect(answer.status).toBe(422);
    const body = await problemOf(answer);
    expect(body.field).toBe('token');
    expect(body.problem).toBe(
      'was issued for level level:red-key, but the replay is of level level:teeth-of-the-floor',
    );
    expect(await board('level:teeth-of-the-floor')).toEqual([]);
  });

  it('refuses a token used twice for two runs', async () => {
    const token = await service.token({ id: 'the-beast-stirs' });
    service.now += 60_000;
    const replay = { ...fixture('won-the-beast-stirs'), recordedAt: recordedNow() };
    const first = await service.post({ token, replay });
    expect(first.status).toBe(201);
    // Another run of the same player: a token is its player's, and spent by its first run.
    const other = { ...distinctWins('the-beast-stirs', 2)[1], recordedAt: recordedNow() };
    const second = await service.post({ token, replay: other });
    expect(second.status).toBe(409);
    expect(await problemOf(second)).toMatchObject({
      field: 'token',
      type: '/api/problems#token-spent',
    });
    expect((await board('level:the-beast-stirs')).map((row) => row.player)).toEqual(['Theseus']);
  });

  it('refuses a 71 s run posted 5 s after its token, and takes it once 69 s have passed', async () => {
    const token = await service.token({ id: 'heart-of-the-labyrinth' });
    const replay = { ...fixture('won-heart-of-the-labyrinth'), recordedAt: recordedNow(68_000) };
    service.now += 5_000;
    const early = await service.post({ token, replay });
    expect(early.status).toBe(422);
    expect((await problemOf(early)).problem).toMatch(
      /^was issued 5\.0 s ago, but the run lasts 70\.9 s of game time/,
    );
    // 1418 ticks are 70.9 s; the tolerance is 2 s: 68.8 s is too soon, 68.9 s is in time.
    service.now += 63_800;
    expect((await service.post({ token, replay })).status).toBe(422);
    service.now += 100;
    expect((await service.post({ token, replay })).status).toBe(201);
  });

  it('refuses a token older than 12 hours (the default) and one not signed by the service', async () => {
    const replay = { ...fixture('won-first-steps'), player: 'Late' };
    const token = await service.token(replay.level);
    service.now += 12 * 3_600_000 + 1;
    const late = await service.post({ token, replay });
    expect(late.status).toBe(422);
    expect((await problemOf(late)).problem).toMatch(/over the limit of 12 hours$/);
    const [payload = ''] = token.split('.');
    const forged = await service.post({ token: `${payload}.${'A'.repeat(43)}`, replay });
    expect((await problemOf(forged)).problem).toBe('is not signed by this service');
  });
});

describe('a game of other rules (simVersion)', () => {
  const startWith = async (simVersion: number) =>
    fetch(`${service.url}/api/runs/start`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await service.keyOf('Theseus')}`,
      },
      body: JSON.stringify({ level: { id: 'first-steps' }, simVersion }),
    });

  it("gets a token when it runs the service's version, and is told the service's otherwise", async () => {
    expect((await startWith(1)).status).toBe(200);
    for (const version of [2, 7]) {
      const answer = await startWith(version);
      expect(answer.status).toBe(409);
      const body = await problemOf(answer);
      expect(body).toMatchObject({
        type: '/api/problems#version-mismatch',
        field: 'simVersion',
        simVersion: 1,
      });
    }
  });

  it("has a replay of other rules refused with the service's version, and stores nothing", async () => {
    const replay = { ...fixture('won-first-steps'), simVersion: 2, player: 'Later' };
    const answer = await service.postWon(replay);
    expect(answer.status).toBe(409);
    expect(await problemOf(answer)).toMatchObject({
      type: '/api/problems#version-mismatch',
      field: 'replay.simVersion',
      simVersion: 1,
    });
    expect((await board('level:first-steps')).map((run) => run.player)).not.toContain('Later');
  });
});

describe('GET routes', () => {
  it('answer unknown runs, replays and routes with a 404 problem', async () => {
    for (const path of [
      '/api/runs/nope',
      `/api/replays/${'0'.repeat(64)}`,
      '/api/replays/zz',
      '/api/nothing',
    ]) {
      const answer = await service.get(path);
      expect(answer.status).toBe(404);
      await problemOf(answer);
    }
  });

  it('page a board with limit and offset, and refuse a bad limit', async () => {
    const rows = await board('level:first-steps');
    const page = await service.get('/api/boards/level:first-steps?limit=1&offset=1');
    expect(((await page.json()) as { runs: unknown[] }).runs).toEqual([rows[1]]);
    const bad = await service.get('/api/boards/level:first-steps?limit=1000');
    expect(bad.status).toBe(400);
    expect((await problemOf(bad)).field).toBe('limit');
  });

  it('report health: the database, the verifier threads, the simVersion, the loop delay', async () => {
    const answer = await service.get('/api/health');
    const body = (await answer.json()) as {
      eventLoopDelay: { p50Ms: number; p99Ms: number; maxMs: number };
    };
    const { eventLoopDelay, ...rest } = body;
    expect(rest).toEqual({ ok: true, database: true, verifierThreads: 2, simVersion: 1 });
    expect(Object.keys(eventLoopDelay).sort()).toEqual(['maxMs', 'p50Ms', 'p99Ms']);
    const { p50Ms, p99Ms, maxMs } = eventLoopDelay;
    expect([p50Ms, p99Ms, maxMs].every((ms) => typeof ms === 'number')).toBe(true);
    // Sampled every 10 ms: the loop has been measured, and the figures are in order.
    expect(maxMs).toBeGreaterThan(0);
    expect(p50Ms).toBeLessThanOrEqual(p99Ms);
    expect(p99Ms).toBeLessThanOrEqual(maxMs);
  });

  it('serve an OpenAPI 3.1 document holding the replay schema', async () => {
    const doc = (await (await service.get('/api/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/boards/{levelKey}',
        '/api/health',
        '/api/live',
        '/api/levels',
        '/api/levels/today',
        '/api/levels/{hash}',
        '/api/levels/{hash}/rating',
        '/api/player',
        '/api/players',
        '/api/players/{name}',
        '/api/players/{name}/runs',
        '/api/replays/{hash}',
        '/api/runs',
        '/api/runs/start',
        '/api/runs/{id}',
        '/api/reports',
        '/api/admin/actions',
        '/api/admin/audit',
        '/api/admin/reports',
        '/api/admin/runs/{id}',
        '/api/admin/events',
        '/api/admin/events/{id}',
        '/api/admin/events/{id}/cancel',
        '/api/events',
        '/api/events/{id}',
        '/api/events/{id}/registration',
        '/api/events/{id}/start',
        '/api/events/{id}/standings',
        '/api/events/{id}/entries',
        '/api/rooms',
        '/api/rooms/{id}',
        '/api/rooms/{id}/join',
        '/api/rooms/{id}/start',
        '/api/rooms/{id}/leave',
        '/api/seasons',
        '/api/seasons/{id}',
      ].sort(),
    );
    expect(doc.components.schemas.Replay?.properties?.inputs).toMatchObject({
      type: 'array',
      maxItems: 72000,
    });
  });
});
