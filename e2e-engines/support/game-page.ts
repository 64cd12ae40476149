import type { Replay } from '../../src/replay';
import { fixedDateInit } from '../../e2e/support/fixed-date-init';
import { initSource } from '../../e2e/support/init-source';
import { pageProblemsInit } from '../../e2e/support/page-problems-init';
import type { VirtualDisplay } from '../../e2e/support/playback-page';
import type { PageEvent } from '../../e2e/support/schedule';
import { virtualVsyncInit } from '../../e2e/support/virtual-vsync-init';
import type { GameState } from '../../src/app/game-state';
import type { HookStats } from '../../src/app/test-hooks';
import type { EngineSession } from './engine-session';
import { frameRecorderInit } from './frame-recorder-init';
import type { PageServer } from './page-server';

/** What runs in the page before the game: the problem recorder always, the rest on request. */
export interface GamePageOptions {
  /** Frames and performance.now come from the virtual display only. */
  readonly virtualVsync?: boolean;
  /** `new Date()` and `Date.now()` give this moment (ms since the epoch). */
  readonly fixedDateMs?: number;
  /** Real frames, with every timestamp handed to a callback kept in `__frameTimes`. */
  readonly recordFrames?: boolean;
}

/** Opens the production page at `path` in the session, with the init scripts asked for. */
export async function openGame(
  session: EngineSession,
  server: PageServer,
  path: string,
  options: GamePageOptions = {},
): Promise<void> {
  let source = initSource(pageProblemsInit);
  if (options.virtualVsync === true) source += initSource(virtualVsyncInit);
  if (options.fixedDateMs !== undefined) source += initSource(fixedDateInit, options.fixedDateMs);
  if (options.recordFrames === true) source += initSource(frameRecorderInit);
  await session.open(server.pageUrl(path, source));
  // The entry draws the first frame and fetches the rest of the game, which sets the test hook
  // when it is wired: the load event does not wait for that.
  const deadline = Date.now() + 10_000;
  while (!(await session.evaluate(() => window.mythicMaze !== undefined, null))) {
    if (Date.now() > deadline) throw new Error(`${path}: window.mythicMaze not set within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Console errors, page errors and CSP violations the page has recorded so far. */
export function pageProblems(session: EngineSession): Promise<string[]> {
  return session.evaluate(
    () => [...(window as unknown as { __pageProblems: string[] }).__pageProblems],
    null,
  );
}

/** The run on screen, from the test hook. */
export function gameState(session: EngineSession): Promise<GameState> {
  return session.evaluate(() => {
    if (window.mythicMaze === undefined) throw new Error('window.mythicMaze is missing');
    return window.mythicMaze.state();
  }, null);
}

/** The loop's statistics and ledger, from the test hook. */
export function gameStats(session: EngineSession): Promise<HookStats> {
  return session.evaluate(() => {
    if (window.mythicMaze === undefined) throw new Error('window.mythicMaze is missing');
    return window.mythicMaze.stats();
  }, null);
}

/**
 * The replay of the page's most recently finished run, once the page has kept it (it is kept a
 * moment after the end screen shows), or null after 10 s.
 */
export function lastReplay(session: EngineSession): Promise<Replay | null> {
  return session.evaluate(async () => {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const replay = window.mythicMaze?.lastReplay() ?? null;
      if (replay !== null) return replay;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return null;
  }, null);
}

/** What a live run on the virtual display is given: frame intervals and key events from now. */
export interface LiveRun {
  readonly intervalsUs: readonly number[];
  readonly events: readonly PageEvent[];
}

/**
 * Page-side: delivers frames and key events (times relative to now) on the virtual display, then
 * returns the state. Serialised into the page: no outside names.
 */
export function runOnDisplayInPage(run: LiveRun): GameState {
  const display = (window as unknown as { __virtualVsync: VirtualDisplay }).__virtualVsync;
  const start = display.nowUs();
  display.run({
    intervalsUs: run.intervalsUs,
    events: run.events.map((event) => ({ ...event, atUs: event.atUs + start })),
  });
  if (window.mythicMaze === undefined) throw new Error('window.mythicMaze is missing');
  return window.mythicMaze.state();
}
