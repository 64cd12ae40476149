import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutableCopy, winningReplay } from '../replay/support/replays';
import { distinctWins, sameTimeWins } from './support/distinct-runs';
import { startTestService, type TestService } from './support/service-harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.close();
});

/** What the test knows of a run it posted: what the ranking must order by. */
interface Posted {
  readonly runId: string;
  readonly player: string;
  readonly timeTicks: number;
  /** The service's clock when it was posted. */
  readonly receivedAt: number;
}

/** JavaScript's `<` on strings: UTF-16 code units, which is not UTF-8 byte order above U+FFFF. */
function utf16(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The documented order, written out: time, then receive time, then name, then run id. */
function byRanking(a: Posted, b: Posted): number {
  return (
    a.timeTicks - b.timeTicks ||
    a.receivedAt - b.receivedAt ||
    utf16(a.player, b.player) ||
    utf16(a.runId, b.runId)
  );
}

const HOUR = 3_600_000;

/**
 * Posts runs concurrently at one moment of the service's clock, each with its own token (issued
 * at `issuedAt`) and recorded at `recordedAt`.
 */
async function postAt(
  moment: number,
  runs: readonly { replay: Record<string, unknown>; player: string }[],
  tokens: readonly string[],
  recordedAt: number,
): Promise<Posted[]> {
  service.now = moment;
  const answers = await Promise.all(
    runs.map(({ replay, player }, i) =>
      service.post({
        token: tokens[i],
        replay: { ...replay, player, recordedAt: new Date(recordedAt).toISOString() },
      }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(runs.map(() => 201));
  const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as {
    runId: string;
    timeTicks: number;
  }[];
  return bodies.map(({ runId, timeTicks }, i) => ({
    runId,
    timeTicks,
    player: runs[i]?.player ?? '',
    receivedAt: moment,
  }));
}

describe('a board', () => {
  it('ranks ties on time by receive time, never the client date, then name (UTF-16), then run id', async () => {
    // Nine runs of one level with one final time, each with its own inputs.
    const replays = sameTimeWins('red-key', 9);
    // Names whose UTF-16 order differs from their code point order (U+1F402 against U+FF5E),
    // and one player with two runs that tie on everything but the run id.
    const late = ['Theseus', 'Theseus', '\u{1F402} bull', '\uFF5Ewave', 'Ariadne', 'A'];
    const early = ['Zeus', 'Minos', '\u00C9ole'];
    const issuedAt = Date.parse('2026-06-01T12:00:00.000Z');
    service.now = issuedAt;
    const players = [...late, ...early];
    const tokens = await Promise.all(
      players.map((player) => service.token({ id: 'red-key' }, player)),
    );
    const at = (i: number, player: string) => ({ replay: replays[i] ?? {}, player });
    // Received last, though recorded first: the client's date decides nothing.
    const second = await postAt(
      issuedAt + HOUR,
      late.map((player, i) => at(i, player)),
      tokens.slice(0, late.length),
      issuedAt + 1_000,
    );
    const first = await postAt(
      issuedAt + HOUR / 2,
      early.map((player, i) => at(late.length + i, player)),
      tokens.slice(late.length),
      issuedAt + HOUR / 2 - 1_000,
    );
    const ranked = [...first, ...second].sort(byRanking);
    // One row per player (issue 41): Theseus's two runs tie on all but the run id, so the board
    // lists the one with the smaller id, and the other stays in Theseus's record only.
    const expected = ranked.filter(
      (run, i) => ranked.findIndex((other) => other.player === run.player) === i,
    );
    const [theseusBest, theseusOther] = ranked.filter((run) => run.player === 'Theseus');
    expect(expected).toHaveLength(8);
    const board = (await (await service.get('/api/boards/level:red-key?limit=100')).json()) as {
      runs: { rank: number; runId: string; player: string }[];
    };
    expect(board.runs.map((run) => run.runId)).toEqual(expected.map((run) => run.runId));
    expect(board.runs.map((run) => run.player).slice(0, 3)).toEqual(['Minos', 'Zeus', '\u00C9ole']);
    expect(board.runs.map((run) => run.rank)).toEqual(expected.map((_, i) => i + 1));
    // A run's rank read back agrees with its place on the board.
    for (const row of board.runs) {
      const run = (await (await service.get(`/api/runs/${row.runId}`)).json()) as {
        rank: number;
        personalBest: boolean;
      };
      expect(run).toMatchObject({ rank: row.rank, personalBest: true });
    }
    // Theseus's other run ranks where it would stand as their best, and says it is not.
    const shown = (rank: number) => board.runs.find((row) => row.rank === rank)?.runId;
    const bestRank = board.runs.find((row) => row.runId === theseusBest?.runId)?.rank ?? 0;
    expect(shown(bestRank)).toBe(theseusBest?.runId);
    const other: unknown = await (
      await service.get(`/api/runs/${theseusOther?.runId ?? ''}`)
    ).json();
    expect(other).toMatchObject({ rank: bestRank, personalBest: false, player: 'Theseus' });
  });

  it('ranks a slower run below every faster one, whatever its name and date', async () => {
    const slower = distinctWins('red-key', 6, 'Aaron')[5];
    const answer = await service.postWon(slower);
    expect(answer.status).toBe(201);
    expect((await answer.json()) as { rank: number; timeTicks: number }).toMatchObject({
      rank: 9,
      timeTicks: 163,
    });
    // The board, not only the POST's answer: the slower run is listed last.
    const board = (await (await service.get('/api/boards/level:red-key?limit=100')).json()) as {
      runs: { rank: number; player: string; timeTicks: number }[];
    };
    // Nine runs before it, two of them Theseus's: one row each player (issue 41), so rank 9.
    expect(board.runs).toHaveLength(9);
    expect(board.runs.at(-1)).toMatchObject({ rank: 9, player: 'Aaron', timeTicks: 163 });
    // The tied runs each stand still two ticks on the way (the autopilot's 158 ticks and two),
    // so that each is a course of its own, not only inputs of its own.
    expect(board.runs.slice(0, 8).every((run) => run.timeTicks === 160)).toBe(true);
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
