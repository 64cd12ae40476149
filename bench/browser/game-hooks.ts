import type { Page } from '@playwright/test';
import { percentile } from '../stats';

/**
 * The game's testing hooks this benchmark uses, as the UI issue specifies them:
 * `window.mythicMaze.startLevel(id)`, `state()` and `stats()` with the loop's per-frame work
 * (`workP50Us`, `workP99Us`, and `workHistory` when the hooks pass it on). `hooksMissing` says
 * what is absent, and the frame-cost rows are then reported as not measured.
 */
export async function hooksMissing(page: Page): Promise<string | null> {
  // The entry draws the first frame and fetches the rest of the game, which sets the hooks when
  // it is wired; the load event does not wait for that.
  // Polled from here: a predicate run by waitForFunction is evaluated as a string in the page,
  // which the page's CSP refuses.
  const deadline = Date.now() + 10_000;
  while (!(await page.evaluate<boolean>('globalThis.mythicMaze !== undefined'))) {
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const missing = await page.evaluate<string[]>(`(() => {
    const hooks = globalThis.mythicMaze;
    if (hooks === undefined || hooks === null) return ['window.mythicMaze'];
    return ['startLevel', 'stats', 'state'].filter((name) => typeof hooks[name] !== 'function')
      .map((name) => 'window.mythicMaze.' + name + '()');
  })()`);
  return missing.length === 0
    ? null
    : `the page has no ${missing.join(', ')} within 10 s of loading`;
}

/** What the page says about the run on screen. */
export interface GameState {
  readonly screen?: unknown;
  readonly levelId?: unknown;
  readonly tick?: unknown;
  readonly outcome?: unknown;
  readonly paused?: unknown;
}

/** The page's `state()`, copied out. */
export async function gameState(page: Page): Promise<GameState> {
  return await page.evaluate<GameState>(
    'JSON.parse(JSON.stringify(globalThis.mythicMaze.state()))',
  );
}

/** How long a started run may take to tick: one started as the page loads waits for its replay code. */
const START_TICKING_MS = 5_000;

/** Starts level `id` and checks that its run is ticking; throws an Error quoting `state()` when not. */
export async function startLevel(page: Page, id: string): Promise<void> {
  await page.evaluate(`Promise.resolve(globalThis.mythicMaze.startLevel(${JSON.stringify(id)}))`);
  const before = await gameState(page);
  const deadline = Date.now() + START_TICKING_MS;
  let after = before;
  let ticking = false;
  while (!ticking && Date.now() < deadline) {
    await page.waitForTimeout(100);
    after = await gameState(page);
    ticking =
      typeof before.tick === 'number' && typeof after.tick === 'number' && after.tick > before.tick;
  }
  if (after.levelId !== id || !ticking || after.paused === true) {
    throw new Error(
      `startLevel(${JSON.stringify(id)}) did not leave a running level: state() went from ${JSON.stringify(before)} to ${JSON.stringify(after)}`,
    );
  }
}

/** Main-thread work per frame (clock, ticks and render) as the game's loop measured it, in µs. */
export interface FrameWork {
  readonly p50Us: number;
  readonly p99Us: number;
  /** Frames the percentiles come from (null when the hooks give only the percentiles). */
  readonly frames: number | null;
}

/** What `stats()` gives about per-frame work. */
interface RawWork {
  readonly p50: number | null;
  readonly p99: number | null;
  readonly history: number[] | null;
}

/** Reads the loop's per-frame work from `stats()`: from its history when given, else its percentiles. */
export async function frameWork(page: Page): Promise<FrameWork> {
  const stats = await page.evaluate<RawWork>(`(() => {
    const stats = globalThis.mythicMaze.stats();
    const history = stats.workHistory;
    return {
      p50: stats.workP50Us ?? null,
      p99: stats.workP99Us ?? null,
      history: history !== undefined && history !== null && typeof history.length === 'number' ? Array.from(history) : null,
    };
  })()`);
  if (stats.history !== null && stats.history.length > 0) {
    return {
      p50Us: percentile(stats.history, 0.5),
      p99Us: percentile(stats.history, 0.99),
      frames: stats.history.length,
    };
  }
  if (typeof stats.p50 !== 'number' || typeof stats.p99 !== 'number') {
    throw new Error(`stats() gave no per-frame work: ${JSON.stringify(stats)}`);
  }
  return { p50Us: stats.p50, p99Us: stats.p99, frames: null };
}
