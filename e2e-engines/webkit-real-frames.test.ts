import { afterAll, beforeAll, expect, test } from 'vitest';
import { TICK_US } from '../e2e/support/frame-times';
import { golden, readGolden } from '../e2e/support/goldens';
import type { TimeLedgerSnapshot } from '../src/loop';
import type { GameState } from '../src/app/game-state';
import { launchEngine, type EngineSession } from './support/engine-session';
import { openGame, pageProblems } from './support/game-page';
import { startPageServer, type PageServer } from './support/page-server';
import { enginePorts } from './support/ports';
import { playOnRealFrames, realMismatch } from './support/real-frames';

/**
 * WebKitGTK under Xvfb paints in software: at 1280 × 720 it draws real frames slowly (9 to 30 a
 * second, with the machine's load), a real low-frame-rate client with uneven frames. Its
 * playbacks must still end on Node's hashes, and its tick accounting must be exact.
 */

let server: PageServer;
let session: EngineSession;
const ports = enginePorts(3);

beforeAll(async () => {
  server = await startPageServer(ports.server);
  session = await launchEngine('webkit', { driverPort: ports.driver, width: 1280, height: 720 });
});
afterAll(async () => {
  await session.close();
  await server.close();
});

test("WebKitGTK's real frames: short goldens end on the Node verifier's checkpoints and final hash", async () => {
  await openGame(session, server, '/');
  for (const name of ['won-first-steps', 'caught-spikes-teeth-of-the-floor']) {
    const replay = readGolden(golden(name));
    const played = await playOnRealFrames(session, replay);
    const mismatch = realMismatch(
      { profile: 'WebKitGTK real rAF', replay: `${name}.json` },
      replay,
      played,
    );
    console.log(
      `webkit real rAF, ${name}: ${played.framesPerSecond.toFixed(1)} frames/s over ${String(Math.round(played.ms))} ms`,
    );
    expect(mismatch, mismatch ?? '').toBeNull();
  }
  expect(await pageProblems(session)).toEqual([]);
});

interface StandStill {
  readonly frameTimesMs: number[];
  readonly before: TimeLedgerSnapshot;
  readonly after: TimeLedgerSnapshot;
  readonly state: GameState;
}

test('WebKitGTK real frames with a stall: ticks run + ticks dropped = floor(T / 50 ms), T from the frames the loop was given', async () => {
  await openGame(session, server, '/', { recordFrames: true });
  const run = await session.evaluate(
    async ({ waitMs, stallMs }): Promise<StandStill> => {
      const hooks = window.mythicMaze;
      if (hooks === undefined) throw new Error('window.mythicMaze is missing');
      const times = (window as unknown as { __frameTimes: number[] }).__frameTimes;
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      // Paused first, so the new run's first frame is its baseline.
      hooks.pause();
      const before = hooks.stats().ledger;
      hooks.startLevel('first-steps');
      const mark = times.length;
      await sleep(waitMs / 2);
      hooks.simulateStall(stallMs);
      await sleep(waitMs / 2);
      // Stop on a frame: this callback runs after the loop's own one of the same frame.
      await new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          hooks.pause();
          resolve();
        });
      });
      return {
        frameTimesMs: times.slice(mark),
        before,
        after: hooks.stats().ledger,
        state: hooks.state(),
      };
    },
    { waitMs: 6_000, stallMs: 700 },
  );
  const first = run.frameTimesMs[0];
  const last = run.frameTimesMs.at(-1);
  if (first === undefined || last === undefined) throw new Error('no frames were recorded');
  // The loop rounds each absolute timestamp to µs, so T is the difference of the rounded ends.
  const playingUs = Math.round(last * 1000) - Math.round(first * 1000);
  const ticksRun = run.after.ticksRun - run.before.ticksRun;
  const ticksDropped = run.after.ticksDropped - run.before.ticksDropped;
  const fps = ((run.frameTimesMs.length - 1) * 1e6) / playingUs;
  console.log(
    `webkit real frames: ${String(run.frameTimesMs.length)} frames over ${String(playingUs)} µs (${fps.toFixed(1)} frames/s), ${String(ticksRun)} ticks run, ${String(ticksDropped)} dropped in ${String(run.after.droppedEvents - run.before.droppedEvents)} stalls`,
  );
  expect(run.state).toMatchObject({ levelId: 'first-steps', screen: 'paused', outcome: 'playing' });
  expect(ticksRun + ticksDropped).toBe(Math.floor(playingUs / TICK_US));
  expect(run.state.tick).toBe(ticksRun);
  // The 700 ms stall owed more than the four ticks a frame may run.
  expect(run.after.droppedEvents - run.before.droppedEvents).toBeGreaterThanOrEqual(1);
  expect(ticksDropped).toBeGreaterThan(0);
  expect(await pageProblems(session)).toEqual([]);
});
