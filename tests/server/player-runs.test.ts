/**
 * A player's record, GET /api/players/:name/runs (issue 41), on the embedded SQLite and (with
 * LEADERBOARD_TEST_DATABASE_URL) PostgreSQL: a board lists each player's best alone, and their
 * other runs stay in their record, newest first, paged by a cursor, with what the boards hide
 * (hidden runs, banned keys, hidden names) left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distinctWins } from './support/distinct-runs';
import { addOperator, boardOf, send } from './support/moderation-kit';
import { givePlay, reportFrom } from './support/reporters';
import { freshStorage, startTestService, type TestService } from './support/service-harness';

let service: TestService;
let code: string;

beforeAll(async () => {
  const storage = await freshStorage();
  service = await startTestService({
    storage,
    // Three weighed reporters from two address buckets (X-Forwarded-For) hide a name.
    env: { LEADERBOARD_REPORT_THRESHOLD: '3', LEADERBOARD_TRUST_PROXY: '1' },
  });
  code = await addOperator(storage, 'ops');
}, 60_000);
afterAll(async () => {
  await service.close();
});

interface RecordRow {
  runId: string;
  levelKey: string;
  rank: number;
  personalBest: boolean;
  [field: string]: unknown;
}
interface RecordPage {
  name: string;
  runs: RecordRow[];
  next: string | null;
}

/** GET /api/players/:name/runs with `query`: its status and body. */
async function record(name: string, query = ''): Promise<{ status: number; body: unknown }> {
  const answer = await service.get(`/api/players/${encodeURIComponent(name)}/runs${query}`);
  return { status: answer.status, body: await answer.json() };
}

/** A record page that must be answered 200. */
async function page(name: string, query = ''): Promise<RecordPage> {
  const { status, body } = await record(name, query);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as RecordPage;
}

async function act(action: string, kind: string, id: string): Promise<void> {
  const body = { action, target: { kind, id }, reason: 'a test of the record' };
  expect((await send(`${service.url}/api/admin/actions`, body, code)).status).toBe(201);
}

async function postedId(answer: Response): Promise<string> {
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { runId: string }).runId;
}

describe("a player's record", () => {
  // The autopilot's wins of first-steps after standing still `wait` ticks: slower by one a tick.
  const wins = distinctWins('first-steps', 6);
  const win = (wait: number, player: string) => ({ ...wins[wait], player });
  // Pat's runs in the order posted: first-steps waits 3, 1 and 5, then red-key.
  const pat: string[] = [];
  let quinn = '';

  beforeAll(async () => {
    quinn = await postedId(await service.postWon(win(2, 'Quinn')));
    for (const wait of [3, 1, 5]) pat.push(await postedId(await service.postWon(win(wait, 'Pat'))));
    const [redKey] = distinctWins('red-key', 1, 'Pat');
    pat.push(await postedId(await service.postWon(redKey)));
  }, 60_000);

  it('lists every run newest first, its best of each board marked, while the board shows one', async () => {
    const [waitThree, waitOne, waitFive, redKey] = pat as [string, string, string, string];
    const { name, runs, next } = await page('pat');
    expect(name).toBe('Pat');
    expect(next).toBeNull();
    expect(runs.map((run) => [run.runId, run.levelKey, run.rank, run.personalBest])).toEqual([
      [redKey, 'level:red-key', 1, true],
      [waitFive, 'level:first-steps', 2, false],
      [waitOne, 'level:first-steps', 1, true],
      [waitThree, 'level:first-steps', 2, false],
    ]);
    // Each row says what GET /api/runs/:id says of the run.
    for (const run of runs) {
      const stored = (await (await service.get(`/api/runs/${run.runId}`)).json()) as object;
      const fields = Object.keys(run);
      expect(
        Object.fromEntries(Object.entries(stored).filter(([k]) => fields.includes(k))),
      ).toEqual(run);
    }
    expect(Object.keys(runs[0] ?? {}).sort()).toEqual(
      [
        'gems',
        'levelKey',
        'personalBest',
        'rank',
        'receivedAt',
        'replayHash',
        'runId',
        'simVersion',
        'timeTicks',
      ].sort(),
    );
    const board = await boardOf(service.url, 'level:first-steps');
    expect(board.map((row) => [row.player, row.runId])).toEqual([
      ['Pat', waitOne],
      ['Quinn', quinn],
    ]);
  });

  it('pages with a limit, each run once, and the last page has no next', async () => {
    for (const limit of [1, 2, 3]) {
      const seen: string[] = [];
      let cursor: string | null = '';
      let pages = 0;
      while (cursor !== null) {
        const query = cursor === '' ? '' : `&cursor=${encodeURIComponent(cursor)}`;
        const body = await page('Pat', `?limit=${String(limit)}${query}`);
        expect(body.runs.length).toBeLessThanOrEqual(limit);
        seen.push(...body.runs.map((run) => run.runId));
        cursor = body.next;
        pages += 1;
        expect(pages).toBeLessThanOrEqual(4);
      }
      expect(seen, `limit ${String(limit)}`).toEqual([...pat].reverse());
    }
    const firstTwo = await page('Pat', '?limit=2');
    expect(firstTwo.runs).toHaveLength(2);
    expect(firstTwo.next).not.toBeNull();
  });

  it('leaves out a run an operator hid, and its next best is marked', async () => {
    const [waitThree, waitOne, waitFive, redKey] = pat as [string, string, string, string];
    await act('hide', 'run', waitOne);
    const hidden = await page('Pat');
    expect(hidden.runs.map((run) => [run.runId, run.personalBest])).toEqual([
      [redKey, true],
      [waitFive, false],
      [waitThree, true],
    ]);
    await act('restore', 'run', waitOne);
    expect((await page('Pat')).runs.map((run) => run.runId)).toEqual([...pat].reverse());
  });

  it('lists no run of a banned key, nor of a hidden name, as the boards show none', async () => {
    await act('ban', 'player', 'Pat');
    expect(await page('Pat')).toEqual({ name: 'Pat', runs: [], next: null });
    await act('unban', 'player', 'Pat');
    expect((await page('Pat')).runs).toHaveLength(4);
    await act('hide', 'player', 'Pat');
    const board = await boardOf(service.url, 'level:first-steps');
    expect(board.map((row) => row.player)).toEqual(['hidden player', 'Quinn']);
    expect(await page('Pat')).toEqual({ name: 'Pat', runs: [], next: null });
    await act('restore', 'player', 'Pat');
    expect((await page('Pat')).runs).toHaveLength(4);
  });

  it('refuses a malformed limit or cursor with a 400 naming it', async () => {
    const cases: [string, string][] = [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=-1', 'limit'],
      ['?limit=1.5', 'limit'],
      ['?limit=9999999999999999999999', 'limit'],
      ['?cursor=abc', 'cursor'],
      ['?cursor=1.short', 'cursor'],
      ['?cursor=1234567890123456.AAAAAAAAAAAAAAAA', 'cursor'],
      [`?cursor=${'9'.repeat(400)}`, 'cursor'],
      ['?cursor=1.AAAAAAAAAAAAAAA%00', 'cursor'],
      ['?offset=2', 'offset'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await record('Pat', query);
      expect(status, query).toBe(400);
      expect(JSON.stringify(body), query).toContain(field);
    }
    // A well-formed cursor past every run: an empty page.
    expect(await page('Pat', '?cursor=0.AAAAAAAAAAAAAAAA')).toEqual({
      name: 'Pat',
      runs: [],
      next: null,
    });
  });

  it("hides the record of a name its players' reports hide, until dismissed", async () => {
    const body = { target: { kind: 'player', id: 'Pat' }, reason: 'offensive-name' };
    await givePlay(service, ['Rex', 'Sal', 'Tam']);
    for (const [reporter, address] of [
      ['Rex', '203.0.113.1'],
      ['Sal', '203.0.113.1'],
      ['Tam', '198.51.100.1'],
    ] as const) {
      expect((await reportFrom(service, reporter, body, address)).status).toBe(201);
    }
    const board = await boardOf(service.url, 'level:first-steps');
    expect(board.map((row) => row.player)).toEqual(['hidden player', 'Quinn']);
    expect(await page('Pat')).toEqual({ name: 'Pat', runs: [], next: null });
    await act('dismiss', 'player', 'Pat');
    expect((await page('Pat')).runs).toHaveLength(4);
  });

  it('finds the player by a name confusable with theirs, as GET /api/players/:name does', async () => {
    // Cyrillic Р and а: the skeleton of "Pat".
    expect((await page('\u0420\u0430t')).runs.map((run) => run.runId)).toEqual([...pat].reverse());
  });

  it('is 404 for a name no player holds or none can have', async () => {
    expect((await record('Ariadne')).status).toBe(404);
    expect((await record('\u0000')).status).toBe(404);
    expect((await record(' Pat')).status).toBe(404);
  });
});
