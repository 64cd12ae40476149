import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { measured, type MetricResult } from '../metric';
import { summarize } from '../stats';
import { waitForExpression, watchErrors } from './page-frames';

const PROBE_SCRIPT = fileURLToPath(new URL('first-frame-probe.js', import.meta.url));

/** One page load, in ms after navigation start. */
interface FirstFrame {
  readonly drawnFrameMs: number | null;
  readonly seenMs: number | null;
  readonly firstContentfulPaintMs: number | null;
  readonly framesWatched: number;
  /** Where the time went before the first frame: document received, parsed, scripts loaded. */
  readonly responseEndMs: number;
  readonly domInteractiveMs: number;
  readonly domContentLoadedMs: number;
  readonly scriptsLoadedMs: number;
}

const READ_RESULT = `(() => {
  const navigation = performance.getEntriesByType('navigation')[0];
  const scripts = performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script');
  return {
    ...globalThis.__mythicMazeFirstFrame,
    responseEndMs: navigation.responseEnd,
    domInteractiveMs: navigation.domInteractive,
    domContentLoadedMs: navigation.domContentLoadedEventEnd,
    scriptsLoadedMs: Math.max(0, ...scripts.map((entry) => entry.responseEnd)),
  };
})()`;

async function loadOnce(browser: Browser, url: string): Promise<FirstFrame> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    deviceScaleFactor: 1,
  });
  try {
    await context.addInitScript({ path: PROBE_SCRIPT });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(url, { waitUntil: 'load' });
    await waitForExpression(
      page,
      'globalThis.__mythicMazeFirstFrame.drawnFrameMs !== null && globalThis.__mythicMazeFirstFrame.firstContentfulPaintMs !== null',
      15_000,
    );
    if (errors.length > 0) throw new Error(`${url}: ${errors.join('; ')}`);
    return await page.evaluate<FirstFrame>(READ_RESULT);
  } finally {
    await context.close();
  }
}

function median(loads: readonly FirstFrame[], key: keyof FirstFrame): number {
  return summarize(loads.map((load) => load[key] ?? Number.NaN)).median;
}

/**
 * Item 7: from navigation start to the first frame that shows a drawn game canvas, in a fresh
 * context (empty cache) per load, at the normal frame pacing; first-contentful-paint beside it,
 * and the same for a minimal page that draws a canvas at once (the floor this browser and machine
 * set). Loads of the two pages alternate; one untimed load of each comes first, so the browser's
 * own start-up is not counted.
 */
export async function measureFirstFrame(options: {
  readonly browser: Browser;
  readonly gameUrl: string;
  readonly baselineUrl: string;
  readonly loads: number;
}): Promise<MetricResult[]> {
  const { browser, gameUrl, baselineUrl } = options;
  await loadOnce(browser, gameUrl);
  await loadOnce(browser, baselineUrl);
  const game: FirstFrame[] = [];
  const baseline: FirstFrame[] = [];
  for (let load = 0; load < options.loads; load++) {
    game.push(await loadOnce(browser, gameUrl));
    baseline.push(await loadOnce(browser, baselineUrl));
  }
  const where = (loads: readonly FirstFrame[]) =>
    `median document received ${median(loads, 'responseEndMs').toFixed(0)} ms, parsed ${median(loads, 'domInteractiveMs').toFixed(0)} ms, scripts loaded ${median(loads, 'scriptsLoadedMs').toFixed(0)} ms, DOMContentLoaded ${median(loads, 'domContentLoadedMs').toFixed(0)} ms`;
  return [
    measured({
      id: 'first-drawn-frame',
      label: 'First drawn frame after navigation start',
      unit: 'ms',
      goal: { comparison: 'below', value: 150 },
      summary: summarize(game.map((load) => load.drawnFrameMs ?? Number.NaN)),
      note: `start of the first animation frame whose #game canvas has drawn pixels (checked after each frame's callbacks: to within a frame); production build on vite preview, fresh context per load; ${where(game)}`,
      details: { loads: game },
    }),
    measured({
      id: 'first-contentful-paint',
      label: 'First contentful paint (Paint Timing API)',
      unit: 'ms',
      goal: null,
      summary: summarize(game.map((load) => load.firstContentfulPaintMs ?? Number.NaN)),
    }),
    measured({
      id: 'first-drawn-frame-over-floor',
      label: 'First drawn frame minus the minimal canvas page',
      unit: 'ms',
      goal: { comparison: 'at-most', value: 20 },
      summary: summarize(
        game.map(
          (load, index) =>
            (load.drawnFrameMs ?? Number.NaN) - (baseline[index]?.drawnFrameMs ?? Number.NaN),
        ),
      ),
      note: 'each game load less the minimal page load that follows it, then the median of the pairs',
    }),
    measured({
      id: 'first-drawn-frame-baseline',
      label: 'First drawn frame, minimal canvas page (floor)',
      unit: 'ms',
      goal: null,
      summary: summarize(baseline.map((load) => load.drawnFrameMs ?? Number.NaN)),
      note: `a page with one canvas filled by its first script, same probe, static server with the same headers; ${where(baseline)}`,
      details: { loads: baseline },
    }),
  ];
}
