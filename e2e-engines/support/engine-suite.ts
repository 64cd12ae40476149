import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { describeMismatch } from '../../e2e/support/compare-run';
import { GOLDENS, readGolden } from '../../e2e/support/goldens';
import { playbackInPage } from '../../e2e/support/playback-page';
import { playbackSchedule } from '../../e2e/support/playback-schedule';
import { RATES, type DisplayProfile } from '../../e2e/support/schedule';
import { verifyInNode } from '../../e2e/support/verify-in-node';
import { dailyLevel, getBuiltInLevel, planWinningRun } from '../../src/levels';
import { formatHash, verifyReplay } from '../../src/replay';
import { Simulation, type Level } from '../../src/sim';
import { runSurvivingOneCrash } from './crash-retry';
import { launchEngine, type EngineName, type EngineSession } from './engine-session';
import { gameState, lastReplay, openGame, pageProblems, runOnDisplayInPage } from './game-page';
import { keyboardRun, profileNamed } from './keyboard-run';
import { watchStreamedRun } from './live-watch';
import { startPageServer, type PageServer } from './page-server';

/** Ports one engine's file uses: the page server and, for WebKit, its WebKitWebDriver. */
export interface SuitePorts {
  readonly server: number;
  readonly driver: number;
}

/** 60, 144 and 240 Hz, each jittered and with a 250 ms stall (longer than the 4-tick cap). */
function playbackProfiles(): DisplayProfile[] {
  return ['60 Hz', '144 Hz', '240 Hz'].map((label, index) => {
    const rate = RATES.find((r) => r.label === label);
    if (rate === undefined) throw new Error(`no ${label}`);
    return {
      name: `${label} jitter, stall 250 ms`,
      rate,
      jitterSeed: 0xe61e + index,
      gap: { atUs: 2_000_000, durationUs: 250_000, hidden: false },
    };
  });
}

/** Node's run of `inputs` on `level`: where it ends. */
function nodeEnd(level: Level, inputs: readonly number[]) {
  const sim = new Simulation(level);
  for (const input of inputs) sim.advance(input);
  return { tick: sim.tick, outcome: sim.outcome, hash: formatHash(sim.hash()) };
}

/**
 * The cross-engine checks for one engine, on the production build: render without problems,
 * every golden under three display profiles, live keyboard play, and the daily labyrinth.
 */
export function defineEngineSuite(engine: EngineName, ports: SuitePorts): void {
  describe(engine, () => {
    let server: PageServer;
    let session: EngineSession;

    // A small view, as in the Chromium frame-rate suite: the renderer makes the same calls at
    // any size, over fewer pixels.
    const launch = () =>
      launchEngine(engine, { driverPort: ports.driver, width: 160, height: 120 });
    const holder = {
      current: () => session,
      relaunch: async () => {
        session = await launch();
      },
    };
    /** A test that survives one crash of the browser (reported), never a failure of its own. */
    const engineTest = (name: string, body: () => Promise<void>) => {
      test(name, () => runSurvivingOneCrash(name, holder, body));
    };

    beforeAll(async () => {
      server = await startPageServer(ports.server);
      session = await launch();
    });
    afterAll(async () => {
      await session.close();
      await server.close();
    });

    engineTest(
      'the title and a level render with no console errors and no CSP violations',
      async () => {
        await openGame(session, server, '/');
        const title = await gameState(session);
        expect(title.screen).toBe('title');
        await session.evaluate(() => {
          window.mythicMaze?.startLevel('first-steps');
        }, null);
        // Real frames: wait until the level has been drawn a few times.
        const drawn = await session.evaluate(async () => {
          const hooks = window.mythicMaze;
          if (hooks === undefined) throw new Error('window.mythicMaze is missing');
          const start = hooks.stats().frames;
          for (let i = 0; i < 200 && hooks.stats().frames < start + 3; i += 1) {
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          const canvas = document.querySelector<HTMLCanvasElement>('canvas#game');
          const context = canvas?.getContext('2d');
          if (canvas === null || context === null || context === undefined) return null;
          const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
          const colours = new Set<number>();
          for (let i = 0; i < data.length; i += 4 * 97) {
            colours.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
          }
          return {
            screen: hooks.state().screen,
            frames: hooks.stats().frames - start,
            colours: colours.size,
          };
        }, null);
        expect(drawn?.screen).toBe('playing');
        expect(drawn?.frames).toBeGreaterThanOrEqual(3);
        expect(drawn?.colours).toBeGreaterThan(1);
        expect(await pageProblems(session)).toEqual([]);
      },
    );

    engineTest(
      "a spectator watches a run streamed live from Node and ends on the verifier's hash",
      async () => {
        const { caughtUp, ended, verified } = await watchStreamedRun(session);
        expect(caughtUp?.state).toBe('live');
        const final = { tick: ended?.tick, hash: formatHash(ended?.hash ?? 0) };
        expect(final).toEqual(verified);
      },
    );

    engineTest(
      'the problem recorder sees a CSP violation in this engine (inline script is refused)',
      async () => {
        await openGame(session, server, '/');
        const ran = await session.evaluate(async () => {
          const script = document.createElement('script');
          script.textContent = 'window.__inlineRan = true';
          document.head.append(script);
          await new Promise((resolve) => setTimeout(resolve, 200));
          return '__inlineRan' in window;
        }, null);
        expect(ran).toBe(false);
        const problems = await pageProblems(session);
        expect(problems.some((p) => p.startsWith('CSP violation'))).toBe(true);
      },
    );

    for (const profile of playbackProfiles()) {
      engineTest(
        `every golden replay under ${profile.name} ends on the Node verifier's checkpoints and final hash`,
        async () => {
          await openGame(session, server, '/', { virtualVsync: true });
          const failures: string[] = [];
          for (const golden of GOLDENS) {
            const replay = readGolden(golden);
            const verdict = verifyReplay(replay);
            expect(verdict.ok, `${golden.name} verifies in Node`).toBe(true);
            const { profile: played, schedule } = playbackSchedule(profile, replay.final.tick);
            const result = await session.evaluate(playbackInPage, { replay, schedule });
            expect(result.refused, `${golden.name}: the viewer refused it`).toBeNull();
            const mismatch = describeMismatch(
              { profile: `${engine} ${played.name}`, replay: `${golden.name}.json` },
              { checkpoints: replay.checkpoints, final: replay.final },
              {
                checkpoints: result.checkpoints,
                final: result.end === null ? null : { ...result.end },
              },
            );
            if (mismatch !== null) failures.push(mismatch);
            if (result.ticksRun !== replay.final.tick) {
              failures.push(
                `${golden.name}: ran ${String(result.ticksRun)} ticks, not ${String(replay.final.tick)}`,
              );
            }
            // The stall (250 ms, more than the four ticks a frame may run) dropped time once.
            if (result.droppedEvents !== 1) {
              failures.push(
                `${golden.name}: ${String(result.droppedEvents)} stalls dropped time, not 1`,
              );
            }
          }
          expect(failures).toEqual([]);
          expect(await pageProblems(session)).toEqual([]);
        },
      );
    }

    engineTest(
      "live keyboard play under 144 Hz jitter gives a replay `npm run verify` accepts with the page's hash",
      async () => {
        const levelId = 'the-beast-stirs';
        const level = getBuiltInLevel(levelId);
        if (level === undefined) throw new Error(`no ${levelId}`);
        const { inputs } = planWinningRun(level);
        await openGame(session, server, `/?level=${levelId}`, { virtualVsync: true });
        const state = await session.evaluate(
          runOnDisplayInPage,
          keyboardRun(profileNamed('144 Hz jitter'), inputs),
        );
        const expected = nodeEnd(level, inputs);
        expect(state).toMatchObject({ screen: 'won', outcome: 'won', tick: expected.tick });
        expect(formatHash(state.hash ?? -1)).toBe(expected.hash);
        const replay = await lastReplay(session);
        if (replay === null) throw new Error('the page kept no replay');
        const file = join(mkdtempSync(join(tmpdir(), `mythic-${engine}-`)), 'live.json');
        writeFileSync(file, JSON.stringify(replay));
        const { status, line } = verifyInNode(file);
        expect(status).toBe(0);
        expect(line).toMatchObject({
          ok: true,
          outcome: 'won',
          ticks: expected.tick,
          hash: expected.hash,
        });
        expect(await pageProblems(session)).toEqual([]);
      },
    );

    engineTest(
      'the daily labyrinth of 2026-07-04 is the level Node generates for that date',
      async () => {
        const level = dailyLevel(2026, 7, 4);
        const plan = planWinningRun(level);
        if (!plan.won) throw new Error('the autopilot cannot win the 2026-07-04 daily');
        await openGame(session, server, '/', {
          virtualVsync: true,
          fixedDateMs: Date.UTC(2026, 6, 4, 12),
        });
        const start = await session.evaluate(async () => {
          if (window.mythicMaze === undefined) throw new Error('window.mythicMaze is missing');
          await window.mythicMaze.startDaily();
          return window.mythicMaze.state();
        }, null);
        expect(start).toMatchObject({ levelId: 'daily-2026-07-04', tick: 0 });
        expect(formatHash(start.hash ?? -1)).toBe(formatHash(new Simulation(level).hash()));
        // Node's winning route wins there, on the same final state.
        const state = await session.evaluate(
          runOnDisplayInPage,
          keyboardRun(profileNamed('60 Hz jitter'), plan.inputs),
        );
        const expected = nodeEnd(level, plan.inputs);
        expect(state).toMatchObject({ screen: 'won', tick: expected.tick });
        expect(formatHash(state.hash ?? -1)).toBe(expected.hash);
        expect(await pageProblems(session)).toEqual([]);
      },
    );
  });
}
