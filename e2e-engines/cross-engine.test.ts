import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeMismatch } from '../e2e/support/compare-run';
import { playbackInPage } from '../e2e/support/playback-page';
import { playbackSchedule } from '../e2e/support/playback-schedule';
import { getBuiltInLevel, planWinningRun } from '../src/levels';
import { verifyReplay, type Replay } from '../src/replay';
import {
  ENGINES,
  launchEngine,
  type EngineName,
  type EngineSession,
} from './support/engine-session';
import { lastReplay, openGame, pageProblems, runOnDisplayInPage } from './support/game-page';
import { keyboardRun, profileNamed } from './support/keyboard-run';
import { startPageServer, type PageServer } from './support/page-server';
import { enginePorts } from './support/ports';

/**
 * A replay recorded by live keyboard play in any one engine verifies in the other two: each
 * engine records a different level, and each other engine's viewer plays it to the same
 * checkpoints and final hash.
 */

const RECORDED: Readonly<Record<EngineName, string>> = {
  chromium: 'red-key',
  firefox: 'teeth-of-the-floor',
  webkit: 'three-doors',
};

const ports = enginePorts(4);
let server: PageServer;
const sessions = new Map<EngineName, EngineSession>();

beforeAll(async () => {
  server = await startPageServer(ports.server);
  for (const engine of ENGINES) {
    sessions.set(
      engine,
      await launchEngine(engine, { driverPort: ports.driver, width: 320, height: 240 }),
    );
  }
});
afterAll(async () => {
  for (const session of sessions.values()) await session.close();
  await server.close();
});

function session(engine: EngineName): EngineSession {
  const found = sessions.get(engine);
  if (found === undefined) throw new Error(`${engine} did not start`);
  return found;
}

test('a replay recorded in any one engine verifies in the other two and in Node', async () => {
  const recorded = new Map<EngineName, Replay>();
  for (const engine of ENGINES) {
    const levelId = RECORDED[engine];
    const level = getBuiltInLevel(levelId);
    if (level === undefined) throw new Error(`no ${levelId}`);
    const { inputs } = planWinningRun(level);
    await openGame(session(engine), server, `/?level=${levelId}`, { virtualVsync: true });
    const state = await session(engine).evaluate(
      runOnDisplayInPage,
      keyboardRun(profileNamed('60 Hz jitter'), inputs),
    );
    expect(state, `${engine} won ${levelId}`).toMatchObject({ screen: 'won', tick: inputs.length });
    const replay = await lastReplay(session(engine));
    if (replay === null) throw new Error(`${engine} kept no replay`);
    expect(verifyReplay(replay), `${engine}'s replay in Node`).toMatchObject({
      ok: true,
      outcome: 'won',
    });
    recorded.set(engine, replay);
  }
  const failures: string[] = [];
  for (const player of ENGINES) {
    await openGame(session(player), server, '/', { virtualVsync: true });
    for (const [recorder, replay] of recorded) {
      if (recorder === player) continue;
      const { schedule } = playbackSchedule(profileNamed('60 Hz jitter'), replay.final.tick);
      const result = await session(player).evaluate(playbackInPage, { replay, schedule });
      if (result.refused !== null) {
        failures.push(`${player} refused ${recorder}'s replay: ${result.refused}`);
        continue;
      }
      const mismatch = describeMismatch(
        { profile: `${player} playing ${recorder}'s recording`, replay: RECORDED[recorder] },
        { checkpoints: replay.checkpoints, final: replay.final },
        { checkpoints: result.checkpoints, final: result.end === null ? null : { ...result.end } },
      );
      if (mismatch !== null) failures.push(mismatch);
    }
    expect(await pageProblems(session(player)), player).toEqual([]);
  }
  expect(failures).toEqual([]);
});
