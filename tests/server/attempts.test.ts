import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRun } from '../replay/support/replays';
import { fixture, startTestService, type TestService } from './support/service-harness';

/**
 * Verified attempts (issue 40): a replay that verifies but is not won is stored as an attempt,
 * answered 201 with `attempt: true` and rank null, on no board and no rank, readable by its id,
 * and subject to the same token, copy and verification rules as a won run. On SQLite, and on
 * PostgreSQL when LEADERBOARD_TEST_DATABASE_URL is set.
 */

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.close();
});

interface Posted {
  runId: string;
  rank: number | null;
  attempt?: true;
  levelKey: string;
  timeTicks: number;
  replayHash: string;
}

async function board(levelKey: string): Promise<{ rank: number; player: string }[]> {
  const answer = await service.get(`/api/boards/${encodeURIComponent(levelKey)}`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { runs: { rank: number; player: string }[] }).runs;
}

const caught = () => ({ ...fixture('caught-spikes-teeth-of-the-floor'), player: 'Icarus' });

describe('a lost run posted', () => {
  it('is stored as an attempt: 201, attempt true, rank null, its time the ticks it lasted', async () => {
    const answer = await service.postWon(caught());
    expect(answer.status).toBe(201);
    const posted = (await answer.json()) as Posted;
    expect(posted).toMatchObject({
      rank: null,
      attempt: true,
      levelKey: 'level:teeth-of-the-floor',
      timeTicks: 26,
    });
    const read = await service.get(`/api/runs/${posted.runId}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({
      runId: posted.runId,
      attempt: true,
      rank: null,
      status: 'verified',
      player: 'Icarus',
      timeTicks: 26,
      verdict: { outcome: 'caught', ok: true },
    });
    expect(await board('level:teeth-of-the-floor')).toEqual([]);
  });

  it('never takes a rank: a won run after it is first, and the board lists only the win', async () => {
    const won = await service.postWon({ ...fixture('won-teeth-of-the-floor'), player: 'Ariadne' });
    expect(won.status).toBe(201);
    const posted = (await won.json()) as Posted;
    expect(posted.rank).toBe(1);
    expect(posted.attempt).toBeUndefined();
    const rows = await board('level:teeth-of-the-floor');
    expect(rows.map((row) => [row.rank, row.player])).toEqual([[1, 'Ariadne']]);
    const read = (await (await service.get(`/api/runs/${posted.runId}`)).json()) as Posted;
    expect(read.rank).toBe(1);
    expect(read.attempt).toBeUndefined();
  });

  it('stores a run quit while playing (outcome playing) as an attempt too', async () => {
    const { replay } = recordRun({
      ref: { id: 'first-steps' },
      inputs: new Array<number>(50).fill(0),
      player: 'Pasiphae',
    });
    expect(replay.final.outcome).toBe('playing');
    const answer = await service.postWon(replay);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ rank: null, attempt: true, timeTicks: 50 });
    expect(await board('level:first-steps')).toEqual([]);
  });

  it('answers a retried post with the stored attempt (200, the same body)', async () => {
    const replay = { ...fixture('timeout-first-steps'), player: 'Minos' };
    const token = await service.token(replay.level, 'Minos');
    service.now += 2 * 60 * 60 * 1000;
    const stamped = { ...replay, recordedAt: new Date(service.now - 60_000).toISOString() };
    const first = await service.post({ token, replay: stamped });
    expect(first.status).toBe(201);
    const again = await service.post({ token, replay: stamped });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
  });

  it('refuses a copy of a stored attempt under another name (409 copy)', async () => {
    const copy = await service.postWon({ ...caught(), player: 'Copycat' });
    expect(copy.status).toBe(409);
    expect(((await copy.json()) as { type: string }).type).toBe('/api/problems#copy');
  });

  it('spends its token: a won run posted with the same token is refused (409 token-spent)', async () => {
    const lost = { ...fixture('caught-minotaur-the-beast-stirs'), player: 'Glaucus' };
    const token = await service.token(lost.level, 'Glaucus');
    service.now += 2 * 60 * 60 * 1000;
    const recordedAt = new Date(service.now - 60_000).toISOString();
    expect((await service.post({ token, replay: { ...lost, recordedAt } })).status).toBe(201);
    const won = { ...fixture('won-the-beast-stirs'), player: 'Glaucus', recordedAt };
    const spent = await service.post({ token, replay: won });
    expect(spent.status).toBe(409);
    expect(((await spent.json()) as { type: string }).type).toBe('/api/problems#token-spent');
    expect(await board('level:the-beast-stirs')).toEqual([]);
  });
});
