import { getBuiltInLevel, planWinningRun } from '../src/levels';
import { formatHash, verifyReplay } from '../src/replay';
import { gameState, gameStats, useVirtualVsync } from './play-helpers';
import { lastReplay, nodeReplay } from './replay-helpers';
import { expect, test } from './support/fixtures';
import { frameTimesOf, TICK_US, tickFrameTimes } from './support/frame-times';
import { keyEventsForTicks } from './support/key-script';
import type { VirtualDisplay } from './support/playback-page';
import { allProfiles, buildSchedule } from './support/schedule';

const LEVEL = 'the-beast-stirs';

test.use({ viewport: { width: 160, height: 120 } });
test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
});

for (const name of ['60 Hz jitter', '240 Hz jitter']) {
  test(`live play at ${name}: the keyboard's run exports a replay the Node verifier reproduces exactly, with the page's final hash`, async ({
    page,
  }) => {
    const profile = allProfiles().find((p) => p.name === name);
    const level = getBuiltInLevel(LEVEL);
    if (profile === undefined || level === undefined) throw new Error(`no ${name} or ${LEVEL}`);
    const { inputs } = planWinningRun(level);
    // The keys for each tick change between the frame of the tick before and its own frame,
    // wherever the jittered display puts them.
    const schedule = buildSchedule(profile, (inputs.length + 4) * TICK_US);
    const frames = frameTimesOf(schedule.intervalsUs);
    const events = keyEventsForTicks({
      inputs,
      baselineUs: frames[0] ?? 0,
      tickTimesUs: tickFrameTimes(frames, inputs.length),
    });

    await page.goto(`/?level=${LEVEL}`);
    await page.evaluate(
      ({ intervalsUs, keys }) => {
        const display = (window as unknown as { __virtualVsync: VirtualDisplay }).__virtualVsync;
        const start = display.nowUs();
        display.run({
          intervalsUs,
          events: keys.map((key) => ({ ...key, atUs: key.atUs + start })),
        });
      },
      { intervalsUs: schedule.intervalsUs, keys: events },
    );

    const state = await gameState(page);
    expect(state).toMatchObject({ screen: 'won', outcome: 'won', tick: inputs.length });
    const stats = await gameStats(page);
    const hz = profile.rate.numerator / profile.rate.denominator;
    expect(stats.refreshHz, 'the page saw the display rate').toBeGreaterThan(hz * 0.95);
    expect(stats.refreshHz).toBeLessThan(hz * 1.05);

    await expect.poll(() => lastReplay(page)).not.toBeNull();
    const replay = await lastReplay(page);
    if (replay === null) throw new Error('the page kept no replay');
    const verdict = verifyReplay(replay);
    expect(verdict).toMatchObject({
      ok: true,
      outcome: 'won',
      ticks: inputs.length,
      hash: formatHash(state.hash ?? -1),
      firstMismatchTick: null,
    });
    // The same run as the autopilot's, recorded in Node: every input and checkpoint.
    const node = nodeReplay(LEVEL);
    expect(replay.inputs).toEqual(node.inputs);
    expect(replay.checkpoints).toEqual(node.checkpoints);
    expect(replay.final).toEqual(node.final);
  });
}
