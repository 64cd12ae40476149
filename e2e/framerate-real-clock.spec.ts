import type { Page, TestInfo } from '@playwright/test';
import type { Replay } from '../src/replay';
import type { HookStats } from '../src/app/test-hooks';
import { gameStats } from './play-helpers';
import { replayProgress } from './replay-helpers';
import { describeMismatch } from './support/compare-run';
import { expect, test } from './support/fixtures';
import { TICK_US } from './support/frame-times';
import { golden, readGolden } from './support/goldens';

/**
 * The same golden replays under clocks this suite does not drive frame by frame: Chromium's own
 * requestAnimationFrame (60 Hz), the same uncapped (a project launched without vsync or a frame
 * cap; tagged @uncapped), and Playwright's page.clock, whose animation frames come every 16 ms,
 * with a stall made by fastForward in the middle. Each ends with the verifier's final state.
 * These run in real time, so the replays are short ones.
 */
const SHORT = ['won-first-steps', 'won-teeth-of-the-floor', 'caught-spikes-teeth-of-the-floor'];

/** The page.clock stall: longer than four ticks, so the loop must drop time. */
const STALL_MS = 2_500;

test.use({ viewport: { width: 160, height: 120 } });

function loadReplay(page: Page, replay: Replay): Promise<void> {
  return page.evaluate(async (shown) => {
    const opened = await window.mythicMaze?.loadReplay(shown);
    if (opened?.ok !== true)
      throw new Error(`the viewer refused the replay: ${JSON.stringify(opened)}`);
  }, replay);
}

/** Compares the viewer's playback with the replay's verified checkpoints and end. */
async function expectSameRun(page: Page, profile: string, name: string, replay: Replay) {
  const progress = await replayProgress(page);
  const mismatch = describeMismatch(
    { profile, replay: `${name}.json` },
    { checkpoints: replay.checkpoints, final: replay.final },
    {
      checkpoints: progress?.checkpoints ?? [],
      final: progress?.end === null || progress === null ? null : { ...progress.end },
    },
  );
  expect(mismatch, mismatch ?? '').toBeNull();
}

/** Frames per second the page saw over a playback, from the loop's frame count and its clock. */
function rateOver(before: HookStats, after: HookStats, ms: number): string {
  return `${((1000 * (after.frames - before.frames)) / ms).toFixed(1)} frames/s (median interval ${after.refreshHz?.toFixed(1) ?? '?'} Hz), ${String(after.ledger.droppedEvents - before.ledger.droppedEvents)} stalls dropped time`;
}

/**
 * An interval between two animation frames no vsync-locked 60 Hz browser gives: its frames are
 * stamped on the display's beats, 16.7 ms apart or a multiple of that.
 */
const UNDER_A_BEAT_US = 12_000;

/**
 * Plays each short golden on the browser's own animation frames, in real time; returns, for each
 * playback, how many of the page's frame intervals of the last five seconds were shorter than a
 * 60 Hz display's beat (UNDER_A_BEAT_US).
 */
async function playOnRealFrames(page: Page, label: string, testInfo: TestInfo): Promise<number[]> {
  await page.goto('/');
  const shortIntervals: number[] = [];
  for (const name of SHORT) {
    const replay = readGolden(golden(name));
    const before = await gameStats(page);
    const started = Date.now();
    await loadReplay(page, replay);
    // Real time: wait for the end, allowing a loaded machine three times the replay's length.
    await expect
      .poll(async () => (await replayProgress(page))?.end ?? null, {
        timeout: 10_000 + (3 * replay.final.tick * TICK_US) / 1000,
        intervals: [100],
      })
      .not.toBeNull();
    const ms = Date.now() - started;
    await expectSameRun(page, label, name, replay);
    const after = await gameStats(page);
    const short = after.intervalHistory.filter((us) => us < UNDER_A_BEAT_US).length;
    shortIntervals.push(short);
    testInfo.annotations.push({
      type: label,
      description: `${name}: ${rateOver(before, after, ms)}, ${String(short)} of ${String(after.intervalHistory.length)} intervals under ${String(UNDER_A_BEAT_US / 1000)} ms`,
    });
  }
  return shortIntervals;
}

test('real requestAnimationFrame: the short goldens play to the Node verifier’s checkpoints and final state', async ({
  page,
}, testInfo) => {
  await playOnRealFrames(page, 'real rAF', testInfo);
});

test(
  'uncapped requestAnimationFrame (no vsync, no frame-rate limit): the short goldens play to the Node verifier’s checkpoints and final state',
  { tag: '@uncapped' },
  async ({ page }, testInfo) => {
    const shortIntervals = await playOnRealFrames(page, 'uncapped rAF', testInfo);
    // It really ran uncapped: a vsync-locked browser never stamps two frames less than a beat
    // apart, so frames under 12 ms apart can only come from an uncapped one. No rate is the
    // measure: on a quiet machine the median interval measured 380-1 060 Hz, but with both cores
    // busy (a flake hunt at load 15) it fell to 59 Hz while most frames still came early.
    for (const short of shortIntervals)
      expect(short, 'frame intervals under 12 ms, uncapped').toBeGreaterThanOrEqual(10);
  },
);

test(`page.clock (a frame every 16 ms) with a ${String(STALL_MS)} ms fastForward in the middle: the short goldens play to the Node verifier’s checkpoints and final state`, async ({
  page,
}, testInfo) => {
  const start = Date.parse('2026-03-14T09:00:00.000Z');
  await page.clock.install({ time: start });
  await page.goto('/');
  // The installed clock runs in real time until paused. Pausing an hour on is always ahead of
  // it; the jump fires one frame, on the title, where no ticks run.
  await page.clock.pauseAt(start + 3_600_000);
  for (const name of SHORT) {
    const replay = readGolden(golden(name));
    const before = await gameStats(page);
    await loadReplay(page, replay);
    const replayMs = (replay.final.tick * TICK_US) / 1000;
    const half = Math.floor(replayMs / 2);
    await page.clock.runFor(half);
    await page.clock.fastForward(STALL_MS);
    await page.clock.runFor(replayMs - half + 500);
    await expectSameRun(page, 'page.clock', name, replay);
    const after = await gameStats(page);
    expect(after.refreshHz, 'frames 16 ms apart').toBe(62.5);
    expect(after.ledger.droppedEvents - before.ledger.droppedEvents, 'the stall dropped time').toBe(
      1,
    );
    testInfo.annotations.push({
      type: 'page.clock',
      description: `${name}: ${String(after.frames - before.frames)} frames, ${String(after.ledger.ticksDropped - before.ledger.ticksDropped)} ticks dropped in the stall`,
    });
  }
});
