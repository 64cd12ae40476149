import { expect, type Page } from '@playwright/test';
import { getBuiltInLevel, planWinningRun } from '../src/levels';
import { Simulation, type Level } from '../src/sim';
import { TICK_US } from './support/frame-times';
import { arrowKeyEvents } from './support/key-script';
import type { HookStats } from '../src/app/test-hooks';
import type { GameState } from '../src/app/game-state';
import type { RenderProbe } from '../src/render';
import { buildSchedule, RATES, type PageEvent, type Schedule } from './support/schedule';
import { virtualVsyncInit } from './support/virtual-vsync-init';

interface VirtualVsync {
  run(schedule: Schedule): { readonly nowUs: number; readonly frames: number };
  nowUs(): number;
}

export { TICK_US } from './support/frame-times';

function sixtyHz(): (typeof RATES)[number] {
  const rate = RATES.find((r) => r.label === '60 Hz');
  if (rate === undefined) throw new Error('no 60 Hz profile');
  return rate;
}

/** Installs the virtual display before any game code runs. */
export async function useVirtualVsync(page: Page): Promise<void> {
  await page.addInitScript(virtualVsyncInit);
}

/** The virtual display's time now, in µs. */
export async function virtualNow(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { __virtualVsync: VirtualVsync }).__virtualVsync.nowUs(),
  );
}

/**
 * Runs `durationUs` of an even 60 Hz display from now, with events at times relative to now.
 * The first frame comes 16 666 µs in; on a run that just started it is the loop's baseline, and
 * tick k then runs on the frame at 16 666 + 50 000 k µs.
 */
export async function runDisplay(
  page: Page,
  durationUs: number,
  events: readonly PageEvent[] = [],
): Promise<void> {
  const start = await virtualNow(page);
  const schedule = buildSchedule(
    { name: '60 Hz', rate: sixtyHz() },
    durationUs,
    events.map((event) => ({ ...event, atUs: start + event.atUs })),
  );
  // buildSchedule sorts the events; they stay absolute, the intervals relative.
  await page.evaluate(
    (s) => (window as unknown as { __virtualVsync: VirtualVsync }).__virtualVsync.run(s),
    schedule,
  );
}

/** Offset of the baseline frame of a run started just before runDisplay(). */
export const FIRST_FRAME_US = 16_666;

/**
 * Arrow-key presses and releases that make the game read `inputs` tick by tick, for a run whose
 * baseline frame is FIRST_FRAME_US from now: the keys for tick k change half a tick before it.
 */
export function keyEventsFor(inputs: readonly number[]): PageEvent[] {
  return arrowKeyEvents([
    ...inputs.map((input, i) => ({ atUs: FIRST_FRAME_US + TICK_US * i + TICK_US / 2, input })),
    { atUs: FIRST_FRAME_US + TICK_US * inputs.length + TICK_US / 2, input: 0 },
  ]);
}

/** Types `inputs` into a run at tick 0 and runs the display `slackTicks` past their end. */
export async function typeInputs(
  page: Page,
  inputs: readonly number[],
  slackTicks = 4,
): Promise<void> {
  await runDisplay(
    page,
    FIRST_FRAME_US + TICK_US * (inputs.length + slackTicks),
    keyEventsFor(inputs),
  );
}

/** A key pressed and released at `atUs`. */
export function press(atUs: number, key: string, code: string): PageEvent[] {
  return [
    { atUs, kind: 'keydown', key, code },
    { atUs, kind: 'keyup', key, code },
  ];
}

interface Hooks {
  state(): GameState;
  stats(): HookStats;
  probe(): RenderProbe;
}

export function gameState(page: Page): Promise<GameState> {
  return page.evaluate(() => {
    const found = (window as unknown as { mythicMaze?: Hooks }).mythicMaze;
    if (found === undefined) throw new Error('window.mythicMaze is missing');
    return found.state();
  });
}

export function gameStats(page: Page): Promise<HookStats> {
  return page.evaluate(() => {
    const found = (window as unknown as { mythicMaze?: Hooks }).mythicMaze;
    if (found === undefined) throw new Error('window.mythicMaze is missing');
    return found.stats();
  });
}

/** The first level, the autopilot's winning inputs for it, and the state they end in, in Node. */
export interface FirstLevelWin {
  readonly level: Level;
  readonly inputs: readonly number[];
  readonly reference: Simulation;
}

/** How long a run's start may take on a busy machine (it may wait for the service). */
const RUN_START_WAIT = { timeout: 20_000 };

/** The autopilot's win of the first level, simulated in Node as the reference for the page. */
export function firstLevelWin(): FirstLevelWin {
  const level = getBuiltInLevel('first-steps');
  if (level === undefined) throw new Error('no first level');
  const plan = planWinningRun(level);
  if (!plan.won) throw new Error('the autopilot cannot win the first level');
  const reference = new Simulation(level);
  for (const input of plan.inputs) reference.advance(input);
  return { level, inputs: plan.inputs, reference };
}

/**
 * Types the first level's winning inputs on a page whose run of it is at tick 0, runs the display
 * `slackTicks` past the end, and waits for the win screen. A run that starts after an answer of
 * the service (an event's Play registers first) is waited for: the display is run only once the
 * page says the run is on screen at tick 0, else its frames pass before the run is there.
 */
export async function typeFirstLevelWin(page: Page, win: FirstLevelWin, slackTicks = 4) {
  await expect
    .poll(async () => {
      const { screen, levelId, tick, outcome } = await gameState(page);
      return { screen, levelId, tick, outcome };
    }, RUN_START_WAIT)
    .toEqual({ screen: 'playing', levelId: win.level.id, tick: 0, outcome: 'playing' });
  await typeInputs(page, win.inputs, slackTicks);
  await expect(page.getByRole('heading', { name: 'Out of the labyrinth!' })).toBeVisible();
}
