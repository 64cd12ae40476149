/**
 * One rank for a run, on the embedded SQLite and (npm run test:server:pg) PostgreSQL: the board,
 * POST /api/runs and GET /api/runs/:id agree once an operator hides a run ahead of it or bans a
 * key with a run ahead of it, and GET /api/runs/:id of a run the board leaves out answers
 * not-found. Two ranks once disagreed: a run the board showed first was answered rank 3, and a
 * hidden run was answered "verified, rank 1" with its player's name in clear.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distinctWins } from './support/distinct-runs';
import { addOperator, boardOf, send } from './support/moderation-kit';
import { freshStorage, startTestService, type TestService } from './support/service-harness';

let service: TestService;
let code: string;
/** Run ids by player, on level:first-steps, fastest first: Ann, Bo, Cy, Dee. */
const runs = new Map<string, string>();
const wins = distinctWins('first-steps', 6);

beforeAll(async () => {
  const storage = await freshStorage();
  service = await startTestService({ storage, env: { LEADERBOARD_REPORT_THRESHOLD: '3' } });
  code = await addOperator(storage, 'ops');
  for (const [index, player] of ['Ann', 'Bo', 'Cy', 'Dee'].entries()) {
    const posted = await service.postWon({ ...wins[index], player });
    expect(posted.status).toBe(201);
    runs.set(player, ((await posted.json()) as { runId: string }).runId);
  }
}, 60_000);
afterAll(async () => {
  await service.close();
});

const runOf = (player: string) => runs.get(player) ?? '';
const act = async (action: string, kind: string, id: string) => {
  const body = { action, target: { kind, id }, reason: 'a test of ranks' };
  expect((await send(`${service.url}/api/admin/actions`, body, code)).status).toBe(201);
};
const board = async () =>
  (await boardOf(service.url, 'level:first-steps')).map((row) => [row.player, row.rank]);
/** A player's run read at `path` + its id: its status, and its player and rank when found. */
const readAt = async (path: string, player: string, headers: Record<string, string> = {}) => {
  const answer = await service.get(`${path}${runOf(player)}`, headers);
  if (answer.status !== 200) return { status: answer.status };
  const run = (await answer.json()) as { player: string; rank: number | null };
  return { status: answer.status, player: run.player, rank: run.rank };
};
/** GET /api/runs/:id of a player's run. */
const readRun = (player: string) => readAt('/api/runs/', player);

/** GET /api/admin/runs/:id of a player's run, with `credential` (the operator's code unless given). */
const readStored = (player: string, credential: string | null = code) =>
  readAt(
    '/api/admin/runs/',
    player,
    credential === null ? {} : { authorization: `Bearer ${credential}` },
  );

describe('a run read by its id', () => {
  it('answers the rank the board shows while a run ahead of it is hidden, and not-found for the hidden run', async () => {
    await act('hide', 'run', runOf('Ann'));
    expect(await board()).toEqual([
      ['Bo', 1],
      ['Cy', 2],
      ['Dee', 3],
    ]);
    expect(await readRun('Bo')).toEqual({ status: 200, player: 'Bo', rank: 1 });
    expect(await readRun('Dee')).toEqual({ status: 200, player: 'Dee', rank: 3 });
    expect(await readRun('Ann')).toEqual({ status: 404 });
    // The console still finds it, under its own name, with no rank while the board leaves it out.
    expect(await readStored('Ann')).toEqual({ status: 200, player: 'Ann', rank: null });
    expect(await readStored('Bo')).toEqual({ status: 200, player: 'Bo', rank: 1 });
    expect(await readStored('Ann', null)).toEqual({ status: 401 });
    expect(await readStored('Ann', await service.keyOf('Ann'))).toEqual({ status: 403 });
  });

  it('answers the rank the board shows while a key with a run ahead of it is banned, and not-found for its run', async () => {
    await act('ban', 'player', 'Bo');
    expect(await board()).toEqual([
      ['Cy', 1],
      ['Dee', 2],
    ]);
    expect(await readRun('Cy')).toEqual({ status: 200, player: 'Cy', rank: 1 });
    expect(await readRun('Dee')).toEqual({ status: 200, player: 'Dee', rank: 2 });
    expect(await readRun('Bo')).toEqual({ status: 404 });
    expect(await readStored('Bo')).toEqual({ status: 200, player: 'Bo', rank: null });
  });

  it('ranks a new post where the board and the run read back place it', async () => {
    const posted = await service.postWon({ ...wins[4], player: 'Eve' });
    expect(posted.status).toBe(201);
    const { runId, rank } = (await posted.json()) as { runId: string; rank: number };
    runs.set('Eve', runId);
    // Ann's and Bo's runs are faster, but the board lists neither.
    expect(rank).toBe(3);
    expect((await board())[2]).toEqual(['Eve', 3]);
    expect(await readRun('Eve')).toEqual({ status: 200, player: 'Eve', rank: 3 });
  });

  it('shows a hidden name as "hidden player", as the board does', async () => {
    await act('hide', 'player', 'Dee');
    expect((await board())[1]).toEqual(['hidden player', 2]);
    expect(await readRun('Dee')).toEqual({ status: 200, player: 'hidden player', rank: 2 });
    expect(await readStored('Dee')).toEqual({ status: 200, player: 'Dee', rank: 2 });
  });

  it('answers a restored run and an unbanned key at their ranks again', async () => {
    await act('restore', 'run', runOf('Ann'));
    await act('unban', 'player', 'Bo');
    expect((await board()).map(([player]) => player)).toEqual([
      'Ann',
      'Bo',
      'Cy',
      'hidden player',
      'Eve',
    ]);
    expect(await readRun('Ann')).toEqual({ status: 200, player: 'Ann', rank: 1 });
    expect(await readRun('Bo')).toEqual({ status: 200, player: 'Bo', rank: 2 });
    expect(await readRun('Eve')).toEqual({ status: 200, player: 'Eve', rank: 5 });
  });
});
