import { afterAll, beforeAll, expect, test } from 'vitest';
import { golden, readGolden } from '../e2e/support/goldens';
import { launchEngine, type EngineSession } from './support/engine-session';
import { openGame, pageProblems } from './support/game-page';
import { startPageServer, type PageServer } from './support/page-server';
import { enginePorts } from './support/ports';
import { playOnRealFrames, realMismatch } from './support/real-frames';

/** Short goldens: real frames run in real time. */
const SHORT = ['won-first-steps', 'won-teeth-of-the-floor', 'caught-spikes-teeth-of-the-floor'];

let server: PageServer;
let session: EngineSession;
const ports = enginePorts(2);

beforeAll(async () => {
  server = await startPageServer(ports.server);
  session = await launchEngine('firefox', { driverPort: ports.driver, width: 320, height: 240 });
});
afterAll(async () => {
  await session.close();
  await server.close();
});

test("headless Firefox's real requestAnimationFrame: the short goldens end on the Node verifier's checkpoints and final hash", async () => {
  await openGame(session, server, '/');
  for (const name of SHORT) {
    const replay = readGolden(golden(name));
    const played = await playOnRealFrames(session, replay);
    const mismatch = realMismatch(
      { profile: 'Firefox real rAF', replay: `${name}.json` },
      replay,
      played,
    );
    console.log(
      `firefox real rAF, ${name}: ${played.framesPerSecond.toFixed(1)} frames/s over ${String(Math.round(played.ms))} ms`,
    );
    expect(mismatch, mismatch ?? '').toBeNull();
  }
  expect(await pageProblems(session)).toEqual([]);
});
