import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareRuns, decodeReplay, verifiedRun, type RankedRun } from '../../src/replay';
import { mutableCopy, winningReplay } from '../replay/support/replays';
import { fixture, startTestService, type TestService } from './support/service-harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.close();
});

/**
 * Replays of one level made to collide on every ranking key in turn: the same time and player
 * with instants that differ or are equal but written differently (so the canonical text breaks
 * the tie), and names whose UTF-16 order differs from their UTF-8 byte order.
 */
function tiedReplays(): Record<string, unknown>[] {
  const base = fixture('won-red-key');
  const players = ['Theseus', 'theseus', '\u{1F402} bull', '\uFF21riadne', 'Ariadne', 'A'];
  const instants = [
    '2026-03-14T09:26:53.589Z',
    '2026-03-14T09:26:53.589+00:00',
    '2026-03-14T10:26:53.589+01:00',
    '2026-03-13T09:26:53Z',
  ];
  const replays: Record<string, unknown>[] = [];
  for (const player of players) {
    for (const recordedAt of instants) replays.push({ ...base, player, recordedAt });
  }
  // A slower run of the same level by a name that sorts first: time still ranks first.
  replays.push(mutableCopy(winningReplay('red-key', { wait: 5, player: 'Aaron' })));
  return replays;
}

describe('a board', () => {
  it('keeps a consistent ranking under concurrent posts, in exactly compareRuns order', async () => {
    const replays = tiedReplays().filter((replay) => replay.player !== 'Aaron');
    const tokens = await Promise.all(replays.map(() => service.token({ id: 'red-key' })));
    service.now += 600_000;
    const answers = await Promise.all(
      replays.map((replay, i) => service.post({ token: tokens[i], replay })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(replays.map(() => 201));
    const posted = (await Promise.all(answers.map((answer) => answer.json()))) as {
      runId: string;
      rank: number;
    }[];
    const board = (await (await service.get('/api/boards/level:red-key?limit=100')).json()) as {
      runs: { rank: number; runId: string; player: string; recordedAt: string }[];
    };
    // The oracle: the local leaderboard's own comparison on the same replays.
    const expected = replays
      .map((replay) => verifiedRun(decodeReplay(replay)))
      .filter((run): run is RankedRun => typeof run !== 'string')
      .sort(compareRuns)
      .map((run) => [run.name, run.date]);
    expect(board.runs.map((run) => [run.player, run.recordedAt])).toEqual(expected);
    expect(board.runs.map((run) => run.rank)).toEqual(replays.map((_, i) => i + 1));
    expect(new Set(board.runs.map((run) => run.runId))).toEqual(
      new Set(posted.map((run) => run.runId)),
    );
    // A run's rank read back agrees with its place on the board.
    for (const row of board.runs.slice(0, 5)) {
      const run = (await (await service.get(`/api/runs/${row.runId}`)).json()) as { rank: number };
      expect(run.rank).toBe(row.rank);
    }
  });

  it('ranks a slower run below every faster one, whatever its name and date', async () => {
    const slower = tiedReplays().find((replay) => replay.player === 'Aaron');
    const answer = await service.postWon(slower);
    expect(answer.status).toBe(201);
    expect((await answer.json()) as { rank: number; timeTicks: number }).toMatchObject({
      rank: 25,
      timeTicks: 163,
    });
    // The board, not only the POST's answer: the slower run is listed last.
    const board = (await (await service.get('/api/boards/level:red-key?limit=100')).json()) as {
      runs: { rank: number; player: string; timeTicks: number }[];
    };
    expect(board.runs).toHaveLength(25);
    expect(board.runs.at(-1)).toMatchObject({ rank: 25, player: 'Aaron', timeTicks: 163 });
    expect(board.runs.slice(0, 24).every((run) => run.timeTicks === 158)).toBe(true);
  });

  it('breaks a tie on the replay text byte by byte, not by the database locale', async () => {
    // One instant written three ways: byte order puts "+0000" before "+00:00" before "Z"; an
    // en_US collation (the PostgreSQL suite's cluster) puts "+00:00" first.
    const spellings = [
      '2026-03-14T09:26:53.589Z',
      '2026-03-14T09:26:53.589+00:00',
      '2026-03-14T09:26:53.589+0000',
    ];
    const runIds: string[] = [];
    for (const recordedAt of spellings) {
      const replay = { ...fixture('won-teeth-of-the-floor'), player: 'Minos', recordedAt };
      const answer = await service.postWon(replay);
      expect(answer.status).toBe(201);
      runIds.push(((await answer.json()) as { runId: string }).runId);
    }
    const board = (await (await service.get('/api/boards/level:teeth-of-the-floor')).json()) as {
      runs: { runId: string; recordedAt: string }[];
    };
    expect(board.runs.map((run) => run.recordedAt)).toEqual([
      '2026-03-14T09:26:53.589+0000',
      '2026-03-14T09:26:53.589+00:00',
      '2026-03-14T09:26:53.589Z',
    ]);
    // Each run's own rank, counted apart from the board's order, agrees.
    const ranks = await Promise.all(
      runIds.map(
        async (id) =>
          (
            (await (await service.get(`/api/runs/${id}`)).json()) as {
              rank: number;
            }
          ).rank,
      ),
    );
    expect(ranks).toEqual([3, 2, 1]);
  });

  it('lists runs of different times fastest first, whatever order they were posted in', async () => {
    // Slowest first, names in the opposite order to the times, all recorded at one instant.
    const waits = [9, 0, 6, 3];
    for (const wait of waits) {
      const replay = winningReplay('first-steps', { wait, player: `Wait ${String(wait)}` });
      expect((await service.postWon(mutableCopy(replay))).status).toBe(201);
    }
    const board = (await (await service.get('/api/boards/level:first-steps')).json()) as {
      runs: { rank: number; player: string; timeTicks: number }[];
    };
    expect(board.runs.map((run) => [run.rank, run.player])).toEqual([
      [1, 'Wait 0'],
      [2, 'Wait 3'],
      [3, 'Wait 6'],
      [4, 'Wait 9'],
    ]);
    const first = board.runs[0]?.timeTicks ?? 0;
    expect(board.runs.map((run) => run.timeTicks - first)).toEqual([0, 3, 6, 9]);
  });
});
