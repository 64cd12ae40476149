/**
 * The attacks on runs an adversarial review made, each reproduced as the attacker made it and
 * answered as issue 27 asks: a copied run with a forged date, a run under another's name, a date
 * no parser reads, padded inputs, and a key storing more than its daily bytes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distinctWins, sameTimeWins } from './support/distinct-runs';
import { startTestService, type TestService } from './support/service-harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ env: { LEADERBOARD_KEY_BYTES_PER_DAY: '200000' } });
});
afterAll(async () => {
  await service.close();
});

interface Problem {
  readonly type: string;
  readonly status: number;
  readonly field?: string;
  readonly problem?: string;
  readonly runId?: string;
}

async function problemOf(answer: Response): Promise<Problem> {
  expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  return (await answer.json()) as Problem;
}

/**
 * Posts `replay` with a token of its level asked for now, `after` ms later, with `key` (by
 * default its player's): the token is started with the key it is posted with.
 */
async function postAfter(
  replay: Record<string, unknown>,
  options: { after?: number; key?: string | null; recordedAt?: string } = {},
): Promise<Response> {
  const player = typeof replay.player === 'string' ? replay.player : 'Theseus';
  const token = await service.token(
    replay.level,
    typeof options.key === 'string' ? { key: options.key } : player,
  );
  const issuedAt = service.now;
  service.now += options.after ?? 120_000;
  const recordedAt = options.recordedAt ?? new Date(issuedAt + 60_000).toISOString();
  return service.post({ token, replay: { ...replay, recordedAt } }, options.key);
}

async function boardOf(key: string): Promise<{ player: string; rank: number; runId: string }[]> {
  const answer = await service.get(`/api/boards/${encodeURIComponent(key)}`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { runs: { player: string; rank: number; runId: string }[] })
    .runs;
}

describe('a copied run', () => {
  it("refuses the leader's replay renamed and backdated to year 0, naming the original (409 copy)", async () => {
    const [leader] = distinctWins('first-steps', 1, 'Theseus');
    if (leader === undefined) throw new Error('no run');
    const first = await postAfter(leader);
    expect(first.status).toBe(201);
    const original = (await first.json()) as { runId: string; replayHash: string };
    // The attacker downloads the stored replay, renames it and sets the earliest date there is.
    const stored = (await (
      await service.get(`/api/replays/${original.replayHash}`)
    ).json()) as Record<string, unknown>;
    const copy = { ...stored, player: 'Copycat' };
    const answer = await postAfter(copy, { recordedAt: '0000-01-01T00:00:00Z' });
    expect(answer.status).toBe(409);
    expect(await problemOf(answer)).toMatchObject({
      type: '/api/problems#copy',
      field: 'replay.inputs',
      runId: original.runId,
    });
    // Dated inside its window, the copy is still a copy: the date is not what makes it one.
    const dated = await postAfter(copy);
    expect(dated.status).toBe(409);
    expect((await problemOf(dated)).runId).toBe(original.runId);
    expect((await boardOf('level:first-steps')).map((r) => r.player)).toEqual(['Theseus']);
  });

  it('ranks two runs of one time by the receive time, whatever recordedAt the later one claims', async () => {
    const [early, late] = sameTimeWins('red-key', 2);
    if (early === undefined || late === undefined) throw new Error('no runs');
    // Late's token is asked for first, so a date before Early's lies inside Late's window.
    const lateToken = await service.token({ id: 'red-key' }, 'Late');
    const lateIssuedAt = service.now;
    service.now += 1_000;
    expect((await postAfter({ ...early, player: 'Early' })).status).toBe(201);
    service.now += 60_000;
    // Recorded (it says) half a second after its token: before Early was recorded or received.
    const recordedAt = new Date(lateIssuedAt + 500).toISOString();
    const answer = await service.post({
      token: lateToken,
      replay: { ...late, player: 'Late', recordedAt },
    });
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as { rank: number }).rank).toBe(2);
    expect((await boardOf('level:red-key')).map((r) => r.player)).toEqual(['Early', 'Late']);
  });
});

describe("a run under another player's name", () => {
  it("refuses a replay naming Theseus sent with Mallory's key (422 player-mismatch)", async () => {
    const [run] = distinctWins('the-beast-stirs', 1, 'Theseus');
    if (run === undefined) throw new Error('no run');
    const mallory = await service.keyOf('Mallory');
    const answer = await postAfter(run, { key: mallory });
    expect(answer.status).toBe(422);
    expect(await problemOf(answer)).toMatchObject({
      type: '/api/problems#player-mismatch',
      field: 'replay.player',
    });
    expect(await boardOf('level:the-beast-stirs')).toEqual([]);
  });

  it.each([
    ['no key', undefined],
    ['a key of the wrong form', 'Bearer not-a-key'],
    ['a well-formed key no player holds', `Bearer ${'A'.repeat(43)}`],
    ['a key sent as Basic', `Basic ${'A'.repeat(43)}`],
  ])('refuses a post with %s (401, WWW-Authenticate: Bearer)', async (_name, header) => {
    const [run] = distinctWins('three-doors', 1, 'Theseus');
    const token = await service.token({ id: 'three-doors' });
    service.now += 120_000;
    const answer = await fetch(`${service.url}/api/runs`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(header === undefined ? {} : { authorization: header }),
      },
      body: JSON.stringify({ token, replay: run }),
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    expect(await problemOf(answer)).toMatchObject({
      type: '/api/problems#unauthorized',
      field: 'authorization',
    });
  });
});

describe("the client's recordedAt", () => {
  it('refuses an hour-only offset (it passed the schema, then failed the insert with 500)', async () => {
    const [run] = distinctWins('teeth-of-the-floor', 1);
    if (run === undefined) throw new Error('no run');
    const answer = await postAfter(run, { recordedAt: '2026-03-14T09:26:53+01' });
    expect(answer.status).toBe(422);
    const problem = await problemOf(answer);
    expect(problem).toMatchObject({
      type: '/api/problems#invalid-replay',
      field: 'replay.recordedAt',
    });
    expect(problem.problem).toMatch(/^does not read as a time/);
  });

  it('refuses a date before its token was issued or after the post was received', async () => {
    const [before, after] = distinctWins('hall-of-spikes', 2);
    if (before === undefined || after === undefined) throw new Error('no runs');
    const token = await service.token({ id: 'hall-of-spikes' });
    const issuedAt = service.now;
    service.now += 600_000;
    // The window allows an hour of clock difference at either end: these are two hours out.
    const early = new Date(issuedAt - 2 * 3_600_000).toISOString();
    const tooEarly = await service.post({ token, replay: { ...before, recordedAt: early } });
    expect(tooEarly.status).toBe(422);
    expect((await problemOf(tooEarly)).field).toBe('replay.recordedAt');
    const late = new Date(service.now + 2 * 3_600_000).toISOString();
    const tooLate = await service.post({ token, replay: { ...after, recordedAt: late } });
    expect(tooLate.status).toBe(422);
    expect((await problemOf(tooLate)).field).toBe('replay.recordedAt');
    // Inside the window, the same token takes it.
    const inside = new Date(issuedAt + 300_000).toISOString();
    expect((await service.post({ token, replay: { ...after, recordedAt: inside } })).status).toBe(
      201,
    );
  });
});

describe('padded inputs', () => {
  it('refuses a run whose input runs are cut in two, naming the repeated one', async () => {
    const [run] = distinctWins('catacombs', 1);
    if (run === undefined) throw new Error('no run');
    const inputs = run.inputs as [number, number][];
    const [head, ...rest] = inputs;
    if (head === undefined || head[0] < 2) throw new Error('the first run is too short to cut');
    const padded = [[1, head[1]], [head[0] - 1, head[1]], ...rest];
    const answer = await postAfter({ ...run, inputs: padded });
    expect(answer.status).toBe(422);
    expect(await problemOf(answer)).toMatchObject({
      type: '/api/problems#invalid-replay',
      field: 'replay.inputs[1]',
    });
  });
});

describe("a key's stored bytes per day", () => {
  it('answers 429 quota-exceeded with Retry-After once the day is used up, and counts per key', async () => {
    const quota = await startTestService({ env: { LEADERBOARD_KEY_BYTES_PER_DAY: '1000' } });
    try {
      // Each post moves the clock 2 hours: these all fall on one UTC day from its midnight.
      quota.now = Date.parse('2026-03-14T00:00:00.000Z');
      // Their canonical texts are 336, 342, 358 bytes and more: two fit in 1000, no third.
      const runs = distinctWins('first-steps', 4, 'Hoarder');
      const statuses: number[] = [];
      for (const run of runs) statuses.push((await quota.postWon(run)).status);
      expect(statuses).toEqual([201, 201, 429, 429]);
      const over = await quota.postWon({ ...runs[3] });
      expect(over.status).toBe(429);
      expect(await problemOf(over)).toMatchObject({ type: '/api/problems#quota-exceeded' });
      const retryAfter = Number(over.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
      // Another key has its own day.
      expect((await quota.postWon({ ...runs[3], player: 'Other' })).status).toBe(201);
    } finally {
      await quota.close();
    }
  });
});
