import type { Browser } from '@playwright/test';
import { failed, measured, type MetricResult } from '../metric';
import { percentile, summarize } from '../stats';
import {
  countFrames,
  frameContext,
  framesPerSecond,
  waitForExpression,
  watchErrors,
} from './page-frames';

/** One run of the floor page: its frame rate and per-frame work over the counted window. */
export interface FloorRun {
  readonly fps: number;
  readonly p50Us: number;
  readonly p99Us: number;
  readonly frames: number;
}

/** The frame work of our game the floor is compared with, for one run. */
export interface WorkRun {
  readonly p50Us: number;
  readonly p99Us: number;
}

/** Our frame's work may be at most this many times the floor's. */
export const FLOOR_GOAL = 2;

/** One run of bench/pages/floor.html at `ratio`, timed like our game (same window and warm-up). */
export async function measureFloor(options: {
  readonly browser: Browser;
  readonly url: string;
  readonly ratio: number;
  readonly warmUpMs: number;
  readonly windowMs: number;
}): Promise<FloorRun> {
  const { browser, ratio } = options;
  const context = await frameContext((settings) => browser.newContext(settings), ratio);
  try {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(options.url);
    await waitForExpression(
      page,
      `document.documentElement.dataset.benchReady === 'floor'`,
      30_000,
    );
    const count = await countFrames(page, options);
    const history = await page.evaluate<number[]>('globalThis.__benchFrameWork.history()');
    if (errors.length > 0) throw new Error(`floor page: ${errors.join('; ')}`);
    if (history.length === 0) throw new Error('the floor page recorded no frame work');
    return {
      fps: framesPerSecond(count),
      p50Us: percentile(history, 0.5),
      p99Us: percentile(history, 0.99),
      frames: history.length,
    };
  } finally {
    await context.close();
  }
}

const PERCENTILES = [
  { key: 'p50', pick: (run: WorkRun) => run.p50Us },
  { key: 'p99', pick: (run: WorkRun) => run.p99Us },
] as const;

/**
 * Our frame's work over the floor's at one pixel ratio, p50 and p99: the ratio of each round's
 * figures, then the median of the rounds; the absolute figures go in the note. Our game and the
 * floor of a round run one after the other, so the machine's load touches both alike.
 */
export function floorRows(options: {
  readonly ratio: number;
  readonly game: readonly WorkRun[];
  readonly floor: readonly FloorRun[];
  readonly error: unknown;
}): MetricResult[] {
  const { ratio, game, floor } = options;
  const rows: MetricResult[] = [];
  for (const spec of PERCENTILES) {
    const row = {
      id: `floor-ratio-${spec.key}-dpr${String(ratio)}`,
      label: `Our frame work / floor's, ${spec.key}, DPR ${String(ratio)}`,
      unit: 'ratio' as const,
      goal: { comparison: 'at-most', value: FLOOR_GOAL } as const,
    };
    const rounds = Math.min(game.length, floor.length);
    if (options.error !== null || rounds === 0) {
      rows.push(failed(row, options.error ?? 'no round measured both pages'));
      continue;
    }
    const ours = game.slice(0, rounds).map(spec.pick);
    const floors = floor.slice(0, rounds).map(spec.pick);
    // A floor under the timer's 5 µs grain would make the ratio infinite: count it as 5 µs.
    const ratios = ours.map((value, run) => value / Math.max(5, floors[run] ?? 0));
    const ourSummary = summarize(ours);
    const floorSummary = summarize(floors);
    rows.push(
      measured({
        ...row,
        summary: summarize(ratios),
        note: `ours ${spec.key} ${ourSummary.median.toFixed(0)} µs (${ourSummary.min.toFixed(0)} .. ${ourSummary.max.toFixed(0)}), floor ${floorSummary.median.toFixed(0)} µs (${floorSummary.min.toFixed(0)} .. ${floorSummary.max.toFixed(0)}); floor: bench/pages/floor.html, one blit of the visible maze from an offscreen layer plus the actors, same size, DPR, tile and level`,
        details: { oursUs: ours, floorUs: floors, floorFps: floor.map((run) => run.fps) },
      }),
    );
  }
  return rows;
}
