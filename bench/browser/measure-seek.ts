import type { Browser } from '@playwright/test';
import { failed, measured, type MetricResult } from '../metric';
import type { SeekFigures } from '../seek-workload';
import { summarize } from '../stats';
import { waitForExpression, watchErrors } from './page-frames';

const ROW = {
  id: 'replay-seek-p99-browser',
  label: 'Seek in a 24 000-tick replay, p99 (Chromium)',
  unit: 'ms',
  goal: { comparison: 'below', value: 8 },
} as const;

/** One load of bench/pages/seek.html: the seek workload's figures as the page measured them. */
async function seekOnce(browser: Browser, url: string): Promise<SeekFigures> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(url);
    await waitForExpression(page, `document.documentElement.dataset.benchReady === 'seek'`, 60_000);
    const error = await page.evaluate<string | undefined>('globalThis.__benchSeekError');
    if (error !== undefined) throw new Error(`seek page: ${error}`);
    if (errors.length > 0) throw new Error(`seek page: ${errors.join('; ')}`);
    return await page.evaluate<SeekFigures>('globalThis.__benchSeek');
  } finally {
    await context.close();
  }
}

/**
 * Seeking in a 20-minute replay in Chromium (the goal: one frame, 8 ms at p99): `runs` fresh
 * loads of the seek page, each running the workload of the Node figure; the p99 of each load is
 * a run's figure.
 */
export async function measureSeek(options: {
  readonly browser: Browser;
  readonly peerUrl: string;
  readonly runs: number;
}): Promise<MetricResult[]> {
  const figures: SeekFigures[] = [];
  try {
    for (let run = 0; run < options.runs; run++) {
      figures.push(await seekOnce(options.browser, `${options.peerUrl}/seek.html`));
    }
  } catch (error) {
    return [failed(ROW, error)];
  }
  const first = figures[0];
  const prepare = summarize(figures.map((f) => f.prepareMs));
  const worst = Math.max(...figures.map((f) => f.maxMs));
  return [
    measured({
      ...ROW,
      summary: summarize(figures.map((f) => f.p99Ms)),
      note: `p99 of ${String(first?.seeks)} seeks to random ticks of a ${String(first?.ticks)}-tick replay per page load (bench/pages/seek.html: the Node row's workload, bench/seek-workload.ts, with the game's ReplaySeeker, ${String(first?.snapshots)} saved states); worst single seek ${worst.toFixed(2)} ms; prepare on opening ${prepare.median.toFixed(1)} ms (${prepare.min.toFixed(1)} .. ${prepare.max.toFixed(1)})`,
      details: { runs: figures },
    }),
  ];
}
