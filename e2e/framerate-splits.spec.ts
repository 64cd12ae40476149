import type { Page } from '@playwright/test';
import { getBuiltInLevel, planWinningRun } from '../src/levels';
import { replaySplits } from '../src/replay';
import { gameState, gameStats, useVirtualVsync } from './play-helpers';
import { lastReplay } from './replay-helpers';
import { expect, test } from './support/fixtures';
import { frameTimesOf, TICK_US, tickFrameTimes } from './support/frame-times';
import { keyEventsForTicks } from './support/key-script';
import type { VirtualDisplay } from './support/playback-page';
import { allProfiles, buildSchedule, type DisplayProfile } from './support/schedule';

// The splits' deltas are a matter of ticks, never of frames: the same run against the same
// personal best gives the same delta at every event, in the HUD and the end screen's table, on
// a 60, a 144 and a 240 Hz display (each jittered).

const LEVEL = 'red-key';
/** Ticks the personal best stood still before taking the autopilot's route. */
const WAIT = 10;

test.use({ viewport: { width: 320, height: 240 } });
test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
});

/** Opens the level and plays `inputs` on a display of `profile`, one tick's keys per tick. */
async function playOn(page: Page, profile: DisplayProfile, inputs: readonly number[]) {
  await page.goto(`/?level=${LEVEL}`);
  await expect.poll(async () => (await gameState(page)).screen).toBe('playing');
  const schedule = buildSchedule(profile, (inputs.length + 4) * TICK_US);
  const frames = frameTimesOf(schedule.intervalsUs);
  const keys = keyEventsForTicks({
    inputs,
    baselineUs: frames[0] ?? 0,
    tickTimesUs: tickFrameTimes(frames, inputs.length),
  });
  await page.evaluate(
    ({ intervalsUs, events }) => {
      const display = (window as unknown as { __virtualVsync: VirtualDisplay }).__virtualVsync;
      const start = display.nowUs();
      display.run({ intervalsUs, events: events.map((e) => ({ ...e, atUs: e.atUs + start })) });
    },
    { intervalsUs: schedule.intervalsUs, events: keys },
  );
  expect(await gameState(page)).toMatchObject({ screen: 'won', tick: inputs.length });
  const hz = profile.rate.numerator / profile.rate.denominator;
  expect((await gameStats(page)).refreshHz, 'the page saw the display rate').toBeGreaterThan(
    hz * 0.95,
  );
}

const level = getBuiltInLevel(LEVEL);
if (level === undefined) throw new Error(`no level ${LEVEL}`);
const route = planWinningRun(level).inputs;
const best = [...new Array<number>(WAIT).fill(0), ...route];
/** The events of the route, re-derived in Node from the personal best's own replay below. */
const ahead = `−${(WAIT / 20).toFixed(2)} ▼`;

for (const name of ['60 Hz jitter', '144 Hz jitter', '240 Hz jitter']) {
  test(`at ${name}: every split is ${String(WAIT)} ticks ahead of the personal best, in the HUD and the table`, async ({
    page,
  }) => {
    const profile = allProfiles().find((p) => p.name === name);
    if (profile === undefined) throw new Error(`no profile ${name}`);
    // The personal best: the route begun WAIT ticks late, kept on this browser's board.
    await playOn(page, profile, best);
    await expect.poll(() => lastReplay(page)).not.toBeNull();
    const kept = await lastReplay(page);
    if (kept === null) throw new Error('the page kept no replay');
    const splits = replaySplits(kept);
    expect(splits.map((s) => s.event)).toEqual(['key:red', 'door:red', 'exit']);

    // The same route at once: WAIT ticks ahead at every event.
    await playOn(page, profile, route);
    const line = page.locator('.hud-split');
    await expect(line.locator('.split-delta')).toHaveText(ahead);
    await expect(line).toHaveAttribute('data-side', 'ahead');
    await expect(line).toHaveAttribute('data-tick', String((splits.at(-1)?.tick ?? 0) - WAIT));
    const table = page.locator('.screen .split-table');
    await expect(table.locator('tbody th')).toHaveText(['Red key', 'Red door', 'Exit']);
    await expect(table.locator('.split-delta')).toHaveText([ahead, ahead, ahead]);
    for (const cell of await table.locator('.split-delta').all()) {
      await expect(cell).toHaveAttribute('data-side', 'ahead');
    }
  });
}
