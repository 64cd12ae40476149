/**
 * Boards of personal bests (issue 41), on the embedded SQLite and (npm run test:server:pg)
 * PostgreSQL: a board lists one row per player, their best listed run; a rank counts only other
 * players' bests ahead, so the rank a post is answered, the rank GET /api/runs/:id reads and the
 * place on the board agree; GET /api/runs/:id says whether a run is its player's best. Before,
 * three disguised copies of the leader by one player took ranks 2, 3 and 4, and one player's
 * slower runs pushed every other player down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distinctWins, sameTimeWins } from './support/distinct-runs';
import { addOperator, boardOf, send } from './support/moderation-kit';
import { freshStorage, startTestService, type TestService } from './support/service-harness';

let service: TestService;
let code: string;

beforeAll(async () => {
  const storage = await freshStorage();
  service = await startTestService({ storage });
  code = await addOperator(storage, 'ops');
}, 60_000);
afterAll(async () => {
  await service.close();
});

/** A post's answer: its status, run id and rank. */
async function posted(answer: Response): Promise<{ status: number; runId: string; rank: number }> {
  const body = (await answer.json()) as { runId: string; rank: number };
  return { status: answer.status, runId: body.runId, rank: body.rank };
}

/** GET /api/runs/:id: the rank and whether it is its player's best. */
async function readRun(runId: string): Promise<{ rank: number; personalBest: boolean }> {
  const answer = await service.get(`/api/runs/${runId}`);
  expect(answer.status).toBe(200);
  const { rank, personalBest } = (await answer.json()) as { rank: number; personalBest: boolean };
  return { rank, personalBest };
}

/** The board of `levelKey` as [player, rank, run id] rows. */
async function board(levelKey: string): Promise<[string, number, string][]> {
  return (await boardOf(service.url, levelKey)).map((row) => [row.player, row.rank, row.runId]);
}

async function act(action: string, kind: string, id: string): Promise<void> {
  const body = { action, target: { kind, id }, reason: 'a test of personal bests' };
  expect((await send(`${service.url}/api/admin/actions`, body, code)).status).toBe(201);
}

describe('a board of personal bests', () => {
  // The autopilot's win of first-steps after standing still `wait` ticks: slower by one a tick.
  const wins = distinctWins('first-steps', 6);
  const win = (wait: number, player: string) => ({ ...wins[wait], player });
  const pat: string[] = [];
  let quinn = '';

  it('lists a player once, with their best, and ranks among other players only', async () => {
    // Pat: waits 3, 1 and 5, in that order; Quinn: wait 2, between Pat's first two.
    const first = await posted(await service.postWon(win(3, 'Pat')));
    const second = await posted(await service.postWon(win(2, 'Quinn')));
    const third = await posted(await service.postWon(win(1, 'Pat')));
    const fourth = await posted(await service.postWon(win(5, 'Pat')));
    expect([first, second, third, fourth].map((answer) => answer.status)).toEqual([
      201, 201, 201, 201,
    ]);
    // Quinn's run goes ahead of Pat's only one; Pat's wait 5 has Quinn alone ahead of it.
    expect([first.rank, second.rank, third.rank, fourth.rank]).toEqual([1, 1, 1, 2]);
    pat.push(first.runId, third.runId, fourth.runId);
    quinn = second.runId;
    expect(await board('level:first-steps')).toEqual([
      ['Pat', 1, third.runId],
      ['Quinn', 2, quinn],
    ]);
    // Each run stays readable by its id (none is dropped): its rank is where it stands among
    // other players' bests.
    expect(await readRun(third.runId)).toEqual({ rank: 1, personalBest: true });
    expect(await readRun(quinn)).toEqual({ rank: 2, personalBest: true });
    expect(await readRun(first.runId)).toEqual({ rank: 2, personalBest: false });
    expect(await readRun(fourth.runId)).toEqual({ rank: 2, personalBest: false });
  });

  it("shows a player's next best while their best is hidden, and the best again when restored", async () => {
    const [waitThree, waitOne] = pat as [string, string, string];
    await act('hide', 'run', waitOne);
    expect(await board('level:first-steps')).toEqual([
      ['Quinn', 1, quinn],
      ['Pat', 2, waitThree],
    ]);
    expect(await readRun(waitThree)).toEqual({ rank: 2, personalBest: true });
    expect(await readRun(quinn)).toEqual({ rank: 1, personalBest: true });
    await act('restore', 'run', waitOne);
    expect(await board('level:first-steps')).toEqual([
      ['Pat', 1, waitOne],
      ['Quinn', 2, quinn],
    ]);
    expect(await readRun(waitThree)).toEqual({ rank: 2, personalBest: false });
  });

  it('leaves a banned key off and brings its best back when unbanned', async () => {
    await act('ban', 'player', 'Pat');
    expect(await board('level:first-steps')).toEqual([['Quinn', 1, quinn]]);
    await act('unban', 'player', 'Pat');
    expect((await board('level:first-steps')).map((row) => row[0])).toEqual(['Pat', 'Quinn']);
  });

  it("ranks three disguised copies of the leader's time as one row, after the leader", async () => {
    // Four runs of red-key with one final time and different inputs.
    const [leader, ...copies] = sameTimeWins('red-key', 4);
    const lead = await posted(await service.postWon({ ...leader, player: 'Leda' }));
    expect(lead).toMatchObject({ status: 201, rank: 1 });
    // Mallory's three, received together, after the leader.
    const tokens = await Promise.all(copies.map(() => service.token({ id: 'red-key' }, 'Mallory')));
    service.now += 60_000;
    const recordedAt = new Date(service.now - 30_000).toISOString();
    const answers = await Promise.all(
      copies.map(async (replay, i) =>
        posted(
          await service.post({
            token: tokens[i],
            replay: { ...replay, player: 'Mallory', recordedAt },
          }),
        ),
      ),
    );
    expect(answers.map((answer) => [answer.status, answer.rank])).toEqual([
      [201, 2],
      [201, 2],
      [201, 2],
    ]);
    const rows = await board('level:red-key');
    expect(rows.map(([player, rank]) => [player, rank])).toEqual([
      ['Leda', 1],
      ['Mallory', 2],
    ]);
    // Mallory's row is one of the three (the smallest run id: they tie on time and receipt).
    const ids = answers.map((answer) => answer.runId).sort();
    expect(rows[1]?.[2]).toBe(ids[0]);
    const read = await Promise.all(ids.map(readRun));
    expect(read).toEqual([
      { rank: 2, personalBest: true },
      { rank: 2, personalBest: false },
      { rank: 2, personalBest: false },
    ]);
    expect(await readRun(lead.runId)).toEqual({ rank: 1, personalBest: true });
  });
});
