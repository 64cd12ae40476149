import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { largestBuiltInLevel } from '../bench-levels';
import { failed, measured, notMeasured, type MetricResult } from '../metric';
import { summarize } from '../stats';
import { hooksMissing, startLevel } from './game-hooks';
import { waitForExpression, watchErrors } from './page-frames';

const DRAW_AREA_SCRIPT = fileURLToPath(new URL('draw-area.js', import.meta.url));
const WARM_UP_MS = 1_000;
const WINDOW_MS = 3_000;
const RATIOS = [1, 2] as const;

/** What the draw-area probe counted over its window. */
interface DrawArea {
  readonly area: number;
  readonly calls: number;
  readonly byCall: Readonly<Record<string, number>>;
  readonly frames: number;
  readonly canvasArea: number;
}

/** Pixels drawn per frame in viewports (canvas areas), and the same split by call. */
function perFrame(count: DrawArea): { viewports: number; byCall: Record<string, number> } {
  const scale = 1 / Math.max(1, count.frames) / Math.max(1, count.canvasArea);
  const byCall: Record<string, number> = {};
  for (const [name, area] of Object.entries(count.byCall)) {
    byCall[name] = Number((area * scale).toFixed(3));
  }
  return { viewports: count.area * scale, byCall };
}

async function countOn(
  browser: Browser,
  ratio: number,
  open: (page: Page) => Promise<string | null>,
): Promise<DrawArea | string> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    deviceScaleFactor: ratio,
  });
  try {
    await context.addInitScript({ path: DRAW_AREA_SCRIPT });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const absent = await open(page);
    if (absent !== null) return absent;
    const count = await page.evaluate<DrawArea>(
      `globalThis.__benchDrawArea.measure(${String(WARM_UP_MS)}, ${String(WINDOW_MS)})`,
    );
    if (errors.length > 0) throw new Error(errors.join('; '));
    if (count.frames === 0 || count.canvasArea === 0) throw new Error('no frames were counted');
    return count;
  } finally {
    await context.close();
  }
}

/**
 * Overdraw: every pixel our game's frames write, added up call by call through a wrapped
 * context, per frame, in viewports (1 = the canvas' area once), on the largest level in play at
 * DPR 1 and 2; the floor page beside it. A count, not a timing: one run each.
 */
export async function measureOverdraw(options: {
  readonly browser: Browser;
  readonly gameUrl: string;
  readonly floorUrl: string;
}): Promise<MetricResult[]> {
  const rows: MetricResult[] = [];
  const level = largestBuiltInLevel().id;
  for (const ratio of RATIOS) {
    const pages = [
      {
        id: `overdraw-game-dpr${String(ratio)}`,
        label: `Our game, pixels drawn per frame, DPR ${String(ratio)}`,
        open: async (page: Page) => {
          await page.goto(options.gameUrl, { waitUntil: 'load' });
          const missing = await hooksMissing(page);
          if (missing !== null) return missing;
          await startLevel(page, level);
          return null;
        },
      },
      {
        id: `overdraw-floor-dpr${String(ratio)}`,
        label: `Floor page, pixels drawn per frame, DPR ${String(ratio)}`,
        open: async (page: Page) => {
          await page.goto(options.floorUrl);
          await waitForExpression(
            page,
            `document.documentElement.dataset.benchReady === 'floor'`,
            30_000,
          );
          return null;
        },
      },
    ];
    for (const spec of pages) {
      const row = { id: spec.id, label: spec.label, unit: 'viewports' as const, goal: null };
      try {
        const count = await countOn(options.browser, ratio, spec.open);
        if (typeof count === 'string') {
          rows.push(notMeasured(row, count));
          continue;
        }
        const { viewports, byCall } = perFrame(count);
        rows.push(
          measured({
            ...row,
            summary: summarize([viewports]),
            note: `${level}; by call: ${Object.entries(byCall)
              .map(([name, value]) => `${name} ${value.toFixed(2)}`)
              .join(
                ', ',
              )}; ${(count.calls / count.frames).toFixed(1)} calls per frame over ${String(count.frames)} frames`,
            details: { ...count, byCallPerFrame: byCall },
          }),
        );
      } catch (error) {
        rows.push(failed(row, error));
      }
    }
  }
  return rows;
}
