import type { HookStats } from '../src/app/test-hooks';
import type { GameState } from '../src/app/game-state';
import type { Schedule } from './support/schedule';
import {
  gameState,
  gameStats,
  runDisplay,
  TICK_US,
  useVirtualVsync,
  virtualNow,
} from './play-helpers';
import { expect, test } from './support/fixtures';

/** Most ticks one frame may run (the loop's maxTicksPerFrame, as the game uses it). */
const MAX_TICKS_PER_FRAME = 4;
const HOUR_MS = 3_600_000;
const FRAME_MS = 1000 / 60;

interface AfterFrame {
  readonly state: GameState;
  readonly stats: HookStats;
}

/** The frame timestamps of a broken clock, from `t` (the last good timestamp, in ms). */
function brokenClock(t: number): number[] {
  const normal = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => from + (i + 1) * FRAME_MS);
  return [
    ...normal(t, 2),
    t + 20, // backwards
    t + 20, // repeated
    t + 20,
    Number.NaN,
    Number.NaN,
    t + 40,
    t + HOUR_MS, // an hour ahead
    t + HOUR_MS + FRAME_MS,
    t + HOUR_MS + FRAME_MS,
    Number.NEGATIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    1e300,
    -1e300,
    Number.NaN,
    -5, // back to before the page existed
    -0,
    t + HOUR_MS + 40,
    ...normal(t + HOUR_MS + 40, 10),
    t + 3 * HOUR_MS, // two more hours
    Number.NaN,
    ...normal(t + 3 * HOUR_MS, 60),
  ];
}

test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
});

test('frame timestamps that go backwards, repeat, jump by hours or are not numbers: no crash, no runaway catch-up, an exact ledger', async ({
  page,
}) => {
  await page.goto('/?level=catacombs');
  await runDisplay(page, 1_000_000);
  const before = await gameStats(page);
  const startTick = (await gameState(page)).tick;
  const lastGoodUs = await virtualNow(page);
  const timestamps = brokenClock(lastGoodUs / 1000);

  // One frame at a time, reading the hooks after each, all inside the page.
  const trace = await page.evaluate((raw) => {
    const w = window as unknown as {
      __virtualVsync: { run(schedule: Partial<Schedule>): unknown };
      mythicMaze: { state(): GameState; stats(): HookStats };
    };
    return raw.map((t): AfterFrame => {
      w.__virtualVsync.run({ intervalsUs: [], rawTimestampsMs: [t] });
      return { state: w.mythicMaze.state(), stats: w.mythicMaze.stats() };
    });
  }, timestamps);

  // An independent model of what the loop may feed its clock: whole-µs differences between
  // usable timestamps, never negative; an unusable one is skipped and keeps the baseline.
  let baseline = lastGoodUs;
  let fed = before.ledger.fedUs;
  let tick = startTick;
  timestamps.forEach((t, i) => {
    const frame = trace[i];
    if (frame === undefined) throw new Error(`no frame ${String(i)}`);
    const us = Math.round(t * 1000);
    if (Number.isFinite(us) && Math.abs(us) < 2 ** 52) {
      fed += Math.max(0, us - baseline);
      baseline = us;
    }
    const { ledger } = frame.stats;
    const where = `frame ${String(i)} at ${String(t)}`;
    expect(frame.state.screen, where).toBe('playing');
    expect(frame.stats.running, where).toBe(true);
    expect(frame.state.tick - tick, where).toBeLessThanOrEqual(MAX_TICKS_PER_FRAME);
    expect(frame.stats.lastTicks, where).toBeLessThanOrEqual(MAX_TICKS_PER_FRAME);
    expect(ledger.fedUs, where).toBe(fed);
    expect(ledger.simulatedUs, where).toBe(ledger.ticksRun * TICK_US);
    expect(ledger.fedUs, where).toBe(
      ledger.simulatedUs + ledger.droppedUs + ledger.discardedUs + ledger.pendingUs,
    );
    tick = frame.state.tick;
  });

  const last = trace.at(-1);
  if (last === undefined) throw new Error('no frames');
  // Each jump ahead was dropped as a stall rather than run: three of them (two by hours, one
  // from a timestamp that went back to the start of time).
  expect(last.stats.droppedEvents - before.droppedEvents).toBe(3);
  expect(last.stats.badTimestamps - before.badTimestamps).toBe(8);
  // Backwards: to t + 20 ms, and to -5 ms (repeats are not backwards; broken ones are not counted).
  expect(last.stats.backwardTimestamps - before.backwardTimestamps).toBe(2);
  // Game time went on only by what was usable: about 25 ticks of sane frames and at most the cap
  // at each jump, where the hours the clock claimed would have been 216 000.
  expect(last.state.tick - startTick).toBeLessThan(25 + 3 * MAX_TICKS_PER_FRAME + 10);
  // Once frames are sane again, the game runs at its normal pace: a second brings 20 ticks.
  const steady = trace.at(-61)?.state.tick ?? 0;
  expect(last.state.tick - steady).toBeGreaterThanOrEqual(19);
  expect(last.state.tick - steady).toBeLessThanOrEqual(21);
});
