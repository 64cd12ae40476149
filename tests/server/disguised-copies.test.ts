/**
 * Copies by what happened, not by bytes (issue 41): the leader's replay with an input changed
 * that changes nothing in the game is a new input stream, but the same run. The service compares
 * the sequence of simulation states its verifier saw, so such a post is `409 copy` naming the
 * leader's run, as an exact copy is; a run whose states differ is still a run of its own.
 * Runs on SQLite, and on PostgreSQL with LEADERBOARD_TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtIn, expand, mutableCopy, recordRun, winningReplay } from '../replay/support/replays';
import {
  course as courseOf,
  invisibleChange as changeOf,
  stateHashes as stateHashesOf,
} from './support/courses';
import { startTestService, type TestService } from './support/service-harness';

const LEVEL = 'red-key';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.close();
});

/** courseOf on the test's level. */
const course = (inputs: readonly number[]) => courseOf(builtIn(LEVEL), inputs);

/** changeOf on the test's level. */
const invisibleChange = (
  inputs: readonly number[],
  ticks: Iterable<number>,
  wanted?: (changed: readonly number[]) => boolean,
) => changeOf(builtIn(LEVEL), inputs, ticks, wanted);

/** stateHashesOf on the test's level. */
const stateHashes = (inputs: readonly number[]) => stateHashesOf(builtIn(LEVEL), inputs);

interface Problem {
  readonly type: string;
  readonly status: number;
  readonly field?: string;
  readonly runId?: string;
}

async function postAs(inputs: readonly number[], player: string): Promise<Response> {
  const { replay } = recordRun({ ref: { id: LEVEL }, inputs, player });
  return service.postWon(mutableCopy(replay));
}

async function board(): Promise<string[]> {
  const answer = await service.get(`/api/boards/level:${LEVEL}`);
  return ((await answer.json()) as { runs: { player: string }[] }).runs.map((r) => r.player);
}

describe('a disguised copy of a stored run', () => {
  let leaderRunId = '';
  let leaderInputs: number[] = [];

  beforeAll(async () => {
    const posted = await service.postWon(mutableCopy(winningReplay(LEVEL, { player: 'Leader' })));
    expect(posted.status).toBe(201);
    leaderRunId = ((await posted.json()) as { runId: string }).runId;
    // The attacker works from the stored replay, as anyone can read it.
    const stored = await service.get(`/api/runs/${leaderRunId}`);
    const { replayHash } = (await stored.json()) as { replayHash: string };
    const text = (await (await service.get(`/api/replays/${replayHash}`)).json()) as {
      inputs: [number, number][];
    };
    leaderInputs = expand(text.inputs);
  });

  it("refuses the leader's replay with its last tick's input changed (409 copy naming the leader)", async () => {
    const last = leaderInputs.length - 1;
    const disguised = invisibleChange(leaderInputs, [last]);
    // A new input stream, and a replay of its own...
    expect(disguised).not.toEqual(leaderInputs);
    expect(disguised[last]).not.toBe(leaderInputs[last]);
    // ...of the same run: every tick looks the same, and it ends as the leader's did.
    expect(course(disguised)).toEqual(course(leaderInputs));
    const answer = await postAs(disguised, 'Copycat');
    expect(answer.status).toBe(409);
    expect((await answer.json()) as Problem).toMatchObject({
      type: '/api/problems#copy',
      runId: leaderRunId,
    });
    expect(await board()).toEqual(['Leader']);
  });

  it('refuses a change whose only effect is a remembered turn that is never taken', async () => {
    // Changes the state hash (the remembered turn is part of the state) but nothing anyone sees.
    const hashes = stateHashes(leaderInputs).join();
    const disguised = invisibleChange(
      leaderInputs,
      leaderInputs.keys(),
      (changed) => stateHashes(changed).join() !== hashes,
    );
    expect(course(disguised)).toEqual(course(leaderInputs));
    const answer = await postAs(disguised, 'Mimic');
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as Problem).runId).toBe(leaderRunId);
    expect(await board()).toEqual(['Leader']);
  });

  it('accepts a run whose states differ, even by one tick standing still first', async () => {
    const own = [0, ...leaderInputs];
    expect(course(own)).not.toEqual(course(leaderInputs));
    const answer = await postAs(own, 'Honest');
    expect(answer.status).toBe(201);
    expect(await board()).toEqual(['Leader', 'Honest']);
  });
});
