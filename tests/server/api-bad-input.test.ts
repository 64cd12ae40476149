import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/api';
import { nestedText, structuralMutation, textMutation } from '../replay/support/mutations';
import { distinctWins } from './support/distinct-runs';
import { fixture, startTestService, type TestService } from './support/service-harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.close();
});

async function problemOf(
  answer: Response,
): Promise<{ status: number; field?: string; problem?: string }> {
  expect(answer.headers.get('content-type')).toBe('application/problem+json');
  const text = await answer.text();
  expect(text).not.toMatch(/\n\s+at /);
  return JSON.parse(text) as { status: number; field?: string };
}

/** Posts a body as it is, with Theseus's key. */
async function raw(path: string, body: string, type = 'application/json') {
  const key = await service.keyOf('Theseus');
  return fetch(`${service.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': type, authorization: `Bearer ${key}` },
    body,
  });
}

async function boardSize(key: string): Promise<number> {
  const answer = await service.get(`/api/boards/${key}?limit=100`);
  return ((await answer.json()) as { runs: unknown[] }).runs.length;
}

describe('malformed and oversized bodies', () => {
  it('answer 400, 413 or 415 with a problem naming the body or the field', async () => {
    const token = await service.token({ id: 'first-steps' });
    const cases: [() => Promise<Response>, number, string][] = [
      [() => raw('/api/runs', '{"token": '), 400, '(body)'],
      [() => raw('/api/runs', 'null'), 400, '(body)'],
      [() => raw('/api/runs', '[]'), 400, '(body)'],
      [() => raw('/api/runs', JSON.stringify({ token, replay: {} }), 'text/plain'), 415, '(body)'],
      [
        () => raw('/api/runs', JSON.stringify({ replay: fixture('won-first-steps') })),
        400,
        'token',
      ],
      [() => raw('/api/runs', JSON.stringify({ token: 5, replay: {} })), 400, 'token'],
      [() => raw('/api/runs', JSON.stringify({ token, replay: {}, extra: 1 })), 400, 'extra'],
      // The body limit is the largest legal request: just under it, the replay is read (in a
      // worker) and refused; a byte over it, or megabytes over, the body is refused unread.
      [
        () => raw('/api/runs', JSON.stringify({ token, replay: 'x'.repeat(MAX_BODY_BYTES - 700) })),
        422,
        'replay',
      ],
      [() => raw('/api/runs', 'x'.repeat(MAX_BODY_BYTES + 1)), 413, '(body)'],
      [() => raw('/api/runs', 'x'.repeat(6_300_000)), 413, '(body)'],
      [() => raw('/api/runs/start', '{"level": 5}'), 422, 'level'],
      [() => raw('/api/runs/start', '{"level": {"seed": 1.5}}'), 422, 'level.seed'],
      [() => raw('/api/runs/start', '{}'), 400, 'level'],
    ];
    for (const [index, [answer, status, field]] of cases.entries()) {
      const response = await answer();
      expect(response.status, `case ${index}`).toBe(status);
      expect((await problemOf(response)).field, `case ${index}`).toBe(field);
    }
  });
});

describe('player names', () => {
  it('keeps SQL-looking and HTML-looking names as text, stored and returned unchanged', async () => {
    const names = ["x'); DROP TABLE runs;--", '<img src=x onerror=a()>', '"; SELECT 1; --'];
    const runs = distinctWins('red-key', names.length);
    for (const [i, player] of names.entries()) {
      const answer = await service.postWon({ ...runs[i], player });
      expect(answer.status).toBe(201);
    }
    const board = (await (await service.get('/api/boards/level:red-key')).json()) as {
      runs: { player: string }[];
    };
    expect(board.runs.map((run) => run.player).sort()).toEqual([...names].sort());
    // The JSON answer carries the markup as text; nothing is interpreted or escaped away.
    const run = await service.get(`/api/boards/level:red-key`);
    expect(run.headers.get('content-type')).toMatch(/^application\/json/);
    expect(run.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses names the replay format refuses', async () => {
    for (const [player, problem] of [
      ['A'.repeat(25), /at most 24 characters/],
      [' Theseus', /spaces/],
      ['bell\u0007', /control characters/],
    ] as const) {
      const answer = await service.postWon({ ...fixture('won-first-steps'), player });
      expect(answer.status).toBe(422);
      const body = await problemOf(answer);
      expect(body.field).toBe('replay.player');
      expect(body.problem).toMatch(problem);
    }
  });
});

describe("the replay format's bad input, posted through HTTP", () => {
  it('answers each case with a 4xx problem, never a 5xx, and stores nothing', async () => {
    const before = await boardSize('level:first-steps');
    const won = fixture('won-first-steps');
    const edits: Record<string, unknown>[] = [
      { ...won, format: 'zelda-replay' },
      { ...won, version: 2 },
      { ...won, simVersion: 2 },
      { ...won, ticksPerSecond: 60 },
      { ...won, inputs: [[-1, 0]] },
      { ...won, inputs: [[1e308, 0]] },
      { ...won, inputs: new Array(72_001).fill([1, 0]) },
      { ...won, checkpoints: [[21, '00000000']] },
      { ...won, final: { tick: 78, outcome: 'won', hash: 'XYZ' } },
      { ...won, level: { id: 'no-such-level' } },
      { ...won, level: { seed: 1, width: 1_000_000 } },
      { ...won, recordedAt: 'yesterday' },
      JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>,
      { ...won, constructor: 1 },
    ];
    const texts = [
      nestedText(100_000, 'array'),
      // As deep as fits the body limit (each level is 8 bytes once escaped into the body).
      nestedText(70_000, 'object'),
      '{"format": "mythic-maze-replay"',
      '"just text"',
      '1e400',
    ];
    const mutated = [
      ...fc.sample(structuralMutation, { numRuns: 30, seed: 15 }),
      ...fc.sample(textMutation, { numRuns: 30, seed: 15 }),
    ];
    for (const replay of [...edits, ...texts, ...mutated]) {
      const token = await service.token({ id: 'first-steps' });
      service.now += 3_600_000;
      const answer = await service.post({ token, replay });
      if (answer.status < 400) {
        // A mutation may leave a valid replay of another level or time: then it must be a real win.
        expect(answer.status).toBe(201);
        continue;
      }
      expect(answer.status).toBeLessThan(500);
      await problemOf(answer);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await boardSize('level:first-steps')).toBe(before);
  });
});

describe('HTTP hardening', () => {
  it('sets security headers and keeps CORS closed by default', async () => {
    const answer = await fetch(`${service.url}/api/health`, {
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('opens CORS to the configured origins only', async () => {
    const open = await startTestService({
      env: { LEADERBOARD_CORS_ORIGINS: 'https://game.example' },
    });
    try {
      const allowed = await fetch(`${open.url}/api/health`, {
        headers: { origin: 'https://game.example' },
      });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://game.example');
      const other = await fetch(`${open.url}/api/health`, {
        headers: { origin: 'https://evil.example' },
      });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      // A preflight names every method an operation takes: an event's edit is a PATCH.
      const preflight = await fetch(`${open.url}/api/admin/events/ev_x`, {
        method: 'OPTIONS',
        headers: { origin: 'https://game.example', 'access-control-request-method': 'PATCH' },
      });
      expect(preflight.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,PATCH');
    } finally {
      await open.close();
    }
  });

  it('limits starts and posts per address with 429 and Retry-After, and stores nothing', async () => {
    const limited = await startTestService({
      env: { LEADERBOARD_STARTS_PER_MINUTE: '3', LEADERBOARD_POSTS_PER_MINUTE: '2' },
    });
    try {
      // The first of the three starts allowed: a token for a run posted below.
      const token = await limited.token({ id: 'first-steps' });
      const starts = [];
      for (let i = 0; i < 3; i++) starts.push((await limited.start({ id: 'first-steps' })).status);
      expect(starts).toEqual([200, 200, 429]);
      const refused = await limited.start({ id: 'first-steps' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect((await problemOf(refused)).status).toBe(429);
      const posts = [];
      for (let i = 0; i < 2; i++)
        posts.push((await limited.post({ token: 'x', replay: {} })).status);
      // Past the limit, a run the service would rank (a token from before the limit, a winning
      // replay) is refused, and the board stays empty.
      limited.now += 2 * 60 * 60 * 1000;
      posts.push((await limited.post({ token, replay: fixture('won-first-steps') })).status);
      expect(posts).toEqual([422, 422, 429]);
      const board = await limited.get('/api/boards/level:first-steps');
      expect(((await board.json()) as { runs: unknown[] }).runs).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
