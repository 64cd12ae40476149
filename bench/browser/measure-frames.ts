import type { Browser } from '@playwright/test';
import { largestBuiltInLevel } from '../bench-levels';
import { failed, measured, notMeasured, type Goal, type MetricResult, type Unit } from '../metric';
import { summarize } from '../stats';
import { frameWork, gameState, hooksMissing, startLevel } from './game-hooks';
import {
  countFrames,
  frameContext,
  framesPerSecond,
  waitForExpression,
  watchErrors,
} from './page-frames';
import { floorRows, measureFloor, type FloorRun } from './measure-floor';
import { OUR_SCENE, PEERS, type Peer } from './peers';

/** Warm-up before counting, and the counted window, in ms of the page's clock. */
export const WARM_UP_MS = 1_000;
export const WINDOW_MS = 5_000;

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
    await waitForExpression(
      page,
      `document.documentElement.dataset.benchReady === ${JSON.stringify(peer.ready)}`,
      30_000,
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

/** Everything the rounds gathered, good or bad. */
interface Rounds {
  readonly peerFps: ReadonlyMap<string, number[]>;
  readonly peerErrors: ReadonlyMap<string, unknown>;
  readonly game: ReadonlyMap<number, GameRun[]>;
  /** Why our game cannot be measured yet, or null. */
  readonly gameAbsent: string | null;
  readonly gameError: unknown;
  readonly floor: ReadonlyMap<number, FloorRun[]>;
  readonly floorError: unknown;
}

/** The rows about our own game, for each pixel ratio. */
const GAME_ROWS: readonly {
  readonly key: string;
  readonly label: string;
  readonly unit: Unit;
  readonly pick: (run: GameRun) => number;
  readonly goalAtRatio1: Goal | null;
}[] = [
  {
    key: 'fps',
    label: 'Our game, uncapped frames/s',
    unit: 'fps',
    pick: (run) => run.fps,
    goalAtRatio1: null,
  },
  {
    key: 'work-p50',
    label: 'Our frame work p50',
    unit: 'µs',
    pick: (run) => run.p50Us,
    goalAtRatio1: null,
  },
  {
    key: 'work-p99',
    label: 'Our frame work p99',
    unit: 'µs',
    pick: (run) => run.p99Us,
    goalAtRatio1: { comparison: 'below', value: 1000 },
  },
];

async function runRounds(options: {
  readonly browser: Browser;
  readonly gameUrl: string;
  readonly peerUrl: string;
  readonly runs: number;
}): Promise<Rounds> {
  const pages = [OUR_SCENE, ...PEERS];
  const peerFps = new Map<string, number[]>(pages.map((peer) => [peer.id, []]));
  const floor = new Map<number, FloorRun[]>(RATIOS.map((ratio) => [ratio, []]));
  let floorError: unknown = null;
  const peerErrors = new Map<string, unknown>();
  const game = new Map<number, GameRun[]>(RATIOS.map((ratio) => [ratio, []]));
  let gameAbsent: string | null = null;
  let gameError: unknown = null;
  for (let run = 0; run < options.runs; run++) {
    for (const ratio of RATIOS) {
      if (gameAbsent !== null || gameError !== null) break;
      try {
        const result = await measureGame(options.browser, options.gameUrl, ratio);
        if (typeof result === 'string') gameAbsent = result;
        else game.get(ratio)?.push(result);
      } catch (error) {
        gameError = error;
      }
      if (floorError !== null) continue;
      try {
        const url = `${options.peerUrl}/floor.html`;
        const timing = { warmUpMs: WARM_UP_MS, windowMs: WINDOW_MS };
        floor
          .get(ratio)
          ?.push(await measureFloor({ browser: options.browser, url, ratio, ...timing }));
      } catch (error) {
        floorError = error;
      }
    }
    for (const peer of pages) {
      if (peerErrors.has(peer.id)) continue;
      try {
        const fps = await measurePeer(options.browser, `${options.peerUrl}${peer.path}`, peer);
        peerFps.get(peer.id)?.push(fps);
      } catch (error) {
        peerErrors.set(peer.id, error);
      }
    }
  }
  return { peerFps, peerErrors, game, gameAbsent, gameError, floor, floorError };
}

function gameRows(rounds: Rounds): MetricResult[] {
  return RATIOS.flatMap((ratio) =>
    GAME_ROWS.map((spec) => {
      const row = {
        id: `game-${spec.key}-dpr${String(ratio)}`,
        label: `${spec.label}, 1280x720 DPR ${String(ratio)}`,
        unit: spec.unit,
        goal: ratio === 1 ? spec.goalAtRatio1 : null,
      };
      if (rounds.gameAbsent !== null) return notMeasured(row, rounds.gameAbsent);
      if (rounds.gameError !== null) return failed(row, rounds.gameError);
      const results = rounds.game.get(ratio) ?? [];
      return measured({
        ...row,
        summary: summarize(results.map(spec.pick)),
        details: {
          runs: results.map((run) => ({
            ...run.details,
            fps: run.fps,
            p50Us: run.p50Us,
            p99Us: run.p99Us,
          })),
        },
      });
    }),
  );
}

function peerRows(rounds: Rounds): MetricResult[] {
  return [OUR_SCENE, ...PEERS].map((peer) => {
    const row = {
      id: `peer-fps-${peer.id}`,
      label: `${peer.name}, uncapped frames/s, DPR 1`,
      unit: 'fps' as const,
      goal: null,
    };
    const error = rounds.peerErrors.get(peer.id);
    const values = rounds.peerFps.get(peer.id) ?? [];
    if (error !== undefined || values.length === 0) return failed(row, error ?? 'no run finished');
    return measured({ ...row, summary: summarize(values), note: `per frame: ${peer.does}` });
  });
}

/** Our whole game against the peers' scene: different work, so context only. */
function ratioRows(rounds: Rounds): MetricResult[] {
  const ourFps = (rounds.game.get(1) ?? []).map((run) => run.fps);
  return PEERS.map((peer) => {
    const row = {
      id: `fps-ratio-${peer.id}`,
      label: `Our game frames/s / ${peer.name} (DPR 1, different work)`,
      unit: 'ratio' as const,
      goal: null,
    };
    if (rounds.gameAbsent !== null) return notMeasured(row, 'our frame rate is not measured yet');
    if (rounds.gameError !== null || rounds.peerErrors.has(peer.id)) {
      return failed(row, 'a frame rate it needs could not be measured');
    }
    const values = rounds.peerFps.get(peer.id) ?? [];
    return measured({
      ...row,
      summary: summarize(values.map((fps, run) => (ourFps[run] ?? Number.NaN) / fps)),
      note: "ratio of the same round's figures, then the median of the rounds; our full scene (lighting, glows, HUD) against the peers' layer and four sprites",
    });
  });
}

/** The same scene drawn with our primitives against each peer: same work, goal ahead of both. */
function sameWorkRows(rounds: Rounds): MetricResult[] {
  const ours = rounds.peerFps.get(OUR_SCENE.id) ?? [];
  return PEERS.map((peer) => {
    const row = {
      id: `same-work-ratio-${peer.id}`,
      label: `Our primitives frames/s / ${peer.name}, same scene (DPR 1)`,
      unit: 'ratio' as const,
      goal: { comparison: 'above', value: 1 } as const,
    };
    const values = rounds.peerFps.get(peer.id) ?? [];
    if (
      rounds.peerErrors.has(OUR_SCENE.id) ||
      rounds.peerErrors.has(peer.id) ||
      values.length === 0
    ) {
      return failed(row, 'a frame rate it needs could not be measured');
    }
    return measured({
      ...row,
      summary: summarize(values.map((fps, run) => (ours[run] ?? Number.NaN) / fps)),
      note: `bench/pages/ours.html (${OUR_SCENE.does}) against ${peer.does}; ratio of the same round's figures, then the median of the rounds`,
    });
  });
}

/** Our game's frame work over the floor page's, at each pixel ratio. */
function floorRatioRows(rounds: Rounds): MetricResult[] {
  return RATIOS.flatMap((ratio) =>
    floorRows({
      ratio,
      game: rounds.game.get(ratio) ?? [],
      floor: rounds.floor.get(ratio) ?? [],
      error: rounds.gameAbsent ?? rounds.gameError ?? rounds.floorError,
    }),
  );
}

/**
 * Items 4 and 5 in one uncapped browser: our game's frames per second and per-frame work at
 * DPR 1 and 2, each peer's frames per second, and our ratio to each. Rounds go through the pages
 * in turn, so a change in the machine's load touches every page alike; ratios pair the figures
 * of the same round.
 */
export async function measureFrames(options: {
  readonly browser: Browser;
  readonly gameUrl: string;
  readonly peerUrl: string;
  readonly runs: number;
}): Promise<MetricResult[]> {
  const rounds = await runRounds(options);
  return [
    ...gameRows(rounds),
    ...floorRatioRows(rounds),
    ...peerRows(rounds),
    ...sameWorkRows(rounds),
    ...ratioRows(rounds),
  ];
}
