import type { Browser } from '@playwright/test';
import { largestBuiltInLevel } from '../bench-levels';
import { failed, measured, notMeasured, type Goal, type MetricResult, type Unit } from '../metric';
import { summarize } from '../stats';
import { frameWork, gameState, hooksMissing, startLevel } from './game-hooks';
import { countFrames, frameContext, framesPerSecond, watchErrors } from './page-frames';

/** Warm-up before counting, and the counted window, in ms of the page's clock. */
export const WARM_UP_MS = 1_000;
export const WINDOW_MS = 5_000;

/** A peer page of the bench scene. */
interface Peer {
  readonly id: string;
  readonly name: string;
  /** Path and query under the peer server. */
  readonly path: string;
  /** What the page sets as `data-bench-ready` once it runs. */
  readonly ready: string;
  readonly does: string;
}

const PEERS: readonly Peer[] = [
  {
    id: 'phaser-tilemap',
    name: 'Phaser 4.2.1 Canvas, TilemapLayer',
    path: '/phaser.html?static=tilemap',
    ready: 'phaser-tilemap',
    does: 'TilemapLayer drawn tile by tile each frame (culled to the camera), 4 Images, camera follow',
  },
  {
    id: 'phaser-render-texture',
    name: 'Phaser 4.2.1 Canvas, RenderTexture',
    path: '/phaser.html?static=render-texture',
    ready: 'phaser-render-texture',
    does: 'maze drawn once into a RenderTexture, one image per frame, 4 Images, camera follow',
  },
  {
    id: 'kontra',
    name: 'kontra 10.0.2',
    path: '/kontra.html',
    ready: 'kontra',
    does: 'TileEngine (layers pre-rendered offscreen, one drawImage per frame) with 4 Sprites, camera via sx/sy',
  },
];

/** Our game at the two pixel ratios the issue asks for. */
const RATIOS = [1, 2] as const;

interface GameRun {
  readonly fps: number;
  readonly p50Us: number;
  readonly p99Us: number;
  readonly details: Record<string, unknown>;
}

async function measurePeer(browser: Browser, url: string, peer: Peer): Promise<number> {
  const context = await frameContext((options) => browser.newContext(options), 1);
  try {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(url);
    await page.waitForFunction(
      `document.documentElement.dataset.benchReady === ${JSON.stringify(peer.ready)}`,
      undefined,
      { timeout: 30_000 },
    );
    const count = await countFrames(page, { warmUpMs: WARM_UP_MS, windowMs: WINDOW_MS });
    if (errors.length > 0) throw new Error(`${peer.name} page: ${errors.join('; ')}`);
    return framesPerSecond(count);
  } finally {
    await context.close();
  }
}

/** One run of our game on the largest level, or the reason it cannot be measured yet. */
async function measureGame(
  browser: Browser,
  url: string,
  ratio: number,
): Promise<GameRun | string> {
  const context = await frameContext((options) => browser.newContext(options), ratio);
  try {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(url, { waitUntil: 'load' });
    const missing = await hooksMissing(page);
    if (missing !== null) return missing;
    const level = largestBuiltInLevel().id;
    await startLevel(page, level);
    const count = await countFrames(page, { warmUpMs: WARM_UP_MS, windowMs: WINDOW_MS });
    const work = await frameWork(page);
    const state = await gameState(page);
    if (errors.length > 0) throw new Error(`game page: ${errors.join('; ')}`);
    return {
      fps: framesPerSecond(count),
      p50Us: work.p50Us,
      p99Us: work.p99Us,
      details: {
        level,
        frames: count.frames,
        workFrames: work.frames,
        crossOriginIsolated: count.crossOriginIsolated,
        state,
      },
    };
  } finally {
    await context.close();
  }
}

/**
 * Items 4 and 5 in one uncapped browser: our game's frames per second and per-frame work at
 * DPR 1 and 2, each peer's frames per second, and our ratio to each. Runs go round the pages
 * in turn, so a change in the machine's load touches every page alike; ratios pair the figures
 * of the same round.
 */
export async function measureFrames(options: {
  readonly browser: Browser;
  readonly gameUrl: string;
  readonly peerUrl: string;
  readonly runs: number;
}): Promise<MetricResult[]> {
  const { browser, gameUrl, peerUrl, runs } = options;
  const peerFps = new Map<string, number[]>(PEERS.map((peer) => [peer.id, []]));
  const peerErrors = new Map<string, unknown>();
  const game = new Map<number, GameRun[]>(RATIOS.map((ratio) => [ratio, []]));
  let gameAbsent: string | null = null;
  let gameError: unknown = null;
  for (let run = 0; run < runs; run++) {
    for (const ratio of RATIOS) {
      if (gameAbsent !== null || gameError !== null) break;
      try {
        const result = await measureGame(browser, gameUrl, ratio);
        if (typeof result === 'string') gameAbsent = result;
        else game.get(ratio)?.push(result);
      } catch (error) {
        gameError = error;
      }
    }
    for (const peer of PEERS) {
      if (peerErrors.has(peer.id)) continue;
      try {
        peerFps.get(peer.id)?.push(await measurePeer(browser, `${peerUrl}${peer.path}`, peer));
      } catch (error) {
        peerErrors.set(peer.id, error);
      }
    }
  }

  const rows: MetricResult[] = [];
  const ours = (
    id: string,
    label: string,
    unit: Unit,
    goal: Goal | null,
    pick: (run: GameRun) => number,
    ratio: number,
  ) => {
    const row = { id, label, unit, goal };
    if (gameAbsent !== null) return notMeasured(row, gameAbsent);
    if (gameError !== null) return failed(row, gameError);
    const results = game.get(ratio) ?? [];
    return measured({
      ...row,
      summary: summarize(results.map(pick)),
      details: {
        runs: results.map((result) => ({
          ...result.details,
          fps: result.fps,
          p50Us: result.p50Us,
          p99Us: result.p99Us,
        })),
      },
    });
  };
  for (const ratio of RATIOS) {
    const at = `1280x720 DPR ${String(ratio)}`;
    rows.push(
      ours(
        `game-fps-dpr${String(ratio)}`,
        `Our game, uncapped frames/s, ${at}`,
        'fps',
        null,
        (run) => run.fps,
        ratio,
      ),
      ours(
        `game-work-p50-dpr${String(ratio)}`,
        `Our frame work p50, ${at}`,
        'µs',
        null,
        (run) => run.p50Us,
        ratio,
      ),
      ours(
        `game-work-p99-dpr${String(ratio)}`,
        `Our frame work p99, ${at}`,
        'µs',
        ratio === 1 ? { comparison: 'below', value: 1000 } : null,
        (run) => run.p99Us,
        ratio,
      ),
    );
  }
  for (const peer of PEERS) {
    const row = {
      id: `peer-fps-${peer.id}`,
      label: `${peer.name}, uncapped frames/s, DPR 1`,
      unit: 'fps' as const,
      goal: null,
    };
    const error = peerErrors.get(peer.id);
    const values = peerFps.get(peer.id) ?? [];
    rows.push(
      error !== undefined || values.length === 0
        ? failed(row, error ?? 'no run finished')
        : measured({ ...row, summary: summarize(values), note: `per frame: ${peer.does}` }),
    );
  }
  const ourFps = (game.get(1) ?? []).map((run) => run.fps);
  for (const peer of PEERS) {
    const row = {
      id: `fps-ratio-${peer.id}`,
      label: `Our frames/s / ${peer.name} (DPR 1)`,
      unit: 'ratio' as const,
      goal: { comparison: 'above', value: 1 } as const,
    };
    const values = peerFps.get(peer.id) ?? [];
    if (gameAbsent !== null) rows.push(notMeasured(row, 'our frame rate is not measured yet'));
    else if (gameError !== null || peerErrors.has(peer.id))
      rows.push(failed(row, 'a frame rate it needs could not be measured'));
    else {
      const ratios = values.map((fps, run) => (ourFps[run] ?? Number.NaN) / fps);
      rows.push(
        measured({
          ...row,
          summary: summarize(ratios),
          note: "ratio of the same round's figures, then the median of the rounds",
        }),
      );
    }
  }
  return rows;
}
