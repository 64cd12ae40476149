import { generateLevel, getBuiltInLevel, planWinningRun } from '../src/levels';
import { formatHash, verifyReplay } from '../src/replay';
import type { Level } from '../src/sim';
import { gameState, gameStats, useVirtualVsync } from './play-helpers';
import { lastReplay } from './replay-helpers';
import { expect, test } from './support/fixtures';
import { frameTimesOf, TICK_US } from './support/frame-times';
import { arrowKeyEvents } from './support/key-script';
import { heldKeysForTicks, liveTickTimes, type HiddenPause } from './support/live-ticks';
import type { VirtualDisplay } from './support/playback-page';
import {
  allProfiles,
  buildSchedule,
  type DisplayProfile,
  type PageEvent,
} from './support/schedule';

/**
 * Live keyboard play where frame timing is at its worst: a 1 s stall (the loop runs four ticks
 * and drops the rest), a tab hidden for 10 s (the game pauses; the player presses P to go on)
 * and a jittered 144 Hz display, on two built-in levels and a generated one. The keys follow the
 * autopilot's winning inputs tick by tick, timed by a plain model of the loop, and the replay
 * the page exports must be that run, verified in Node with the page's own final hash.
 */
const LEVELS: readonly { readonly url: string; readonly level: () => Level }[] = [
  { url: '?level=first-steps', level: () => builtIn('first-steps') },
  { url: '?level=the-beast-stirs', level: () => builtIn('the-beast-stirs') },
  { url: '?seed=42', level: () => generateLevel(42) },
];
const PROFILES = ['60 Hz stall 1000 ms', '60 Hz hidden 10 s', '144 Hz jitter'];

function builtIn(id: string): Level {
  const level = getBuiltInLevel(id);
  if (level === undefined) throw new Error(`no level ${id}`);
  return level;
}

test.use({ viewport: { width: 160, height: 120 } });
test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
});

/** The frames, keys and pause of one live run, with the gap placed where the keys can follow. */
function liveScript(profile: DisplayProfile, inputs: readonly number[]) {
  const template = profile.gap;
  // Try gap starts a frame apart from one second in, until every frame that runs several
  // ticks (the catch-up after a stall) runs ticks with one input.
  for (let atUs = 1_000_000; atUs < inputs.length * TICK_US; atUs += 16_667) {
    const gap = template === undefined ? undefined : { ...template, atUs };
    const durationUs = (inputs.length + 8) * TICK_US + (gap?.durationUs ?? 0) + 1_000_000;
    const pause: HiddenPause | null =
      gap?.hidden === true
        ? { hiddenAtUs: gap.atUs, resumeAtUs: gap.atUs + gap.durationUs + 5_000 }
        : null;
    const schedule = buildSchedule(
      { ...profile, ...(gap === undefined ? {} : { gap }) },
      durationUs,
    );
    const frames = frameTimesOf(schedule.intervalsUs);
    const tickTimes = liveTickTimes(frames, inputs.length, pause);
    const held = heldKeysForTicks(inputs, tickTimes, frames, pause);
    if (held === null) continue;
    const resumeKeys: PageEvent[] =
      pause === null
        ? []
        : [
            { atUs: pause.resumeAtUs, kind: 'keydown', key: 'p', code: 'KeyP' },
            { atUs: pause.resumeAtUs, kind: 'keyup', key: 'p', code: 'KeyP' },
          ];
    const events = [...schedule.events, ...arrowKeyEvents(held), ...resumeKeys].sort(
      (a, b) => a.atUs - b.atUs,
    );
    return { intervalsUs: schedule.intervalsUs, events };
  }
  throw new Error(`no gap start lets the keys follow the inputs under ${profile.name}`);
}

for (const { url, level } of LEVELS) {
  for (const name of PROFILES) {
    test(`live play of ${url} under ${name}: the page's replay is the keyboard's run, verified in Node`, async ({
      page,
    }) => {
      const profile = allProfiles().find((p) => p.name === name);
      if (profile === undefined) throw new Error(`no profile ${name}`);
      const { inputs, won } = planWinningRun(level());
      expect(won).toBe(true);
      const script = liveScript(profile, inputs);

      await page.goto(`/${url}`);
      await expect.poll(async () => (await gameState(page)).screen).toBe('playing');
      await page.evaluate((s) => {
        const display = (window as unknown as { __virtualVsync: VirtualDisplay }).__virtualVsync;
        const start = display.nowUs();
        display.run({
          intervalsUs: s.intervalsUs,
          events: s.events.map((event) => ({ ...event, atUs: event.atUs + start })),
        });
      }, script);

      const state = await gameState(page);
      expect(state).toMatchObject({ screen: 'won', outcome: 'won', tick: inputs.length });
      const { ledger } = await gameStats(page);
      // The profile really disturbed the run.
      if (name.includes('stall')) expect(ledger.ticksDropped).toBeGreaterThan(0);
      if (name.includes('hidden')) expect(ledger.pausesByReason.hidden).toBe(1);

      await expect.poll(() => lastReplay(page)).not.toBeNull();
      const replay = await lastReplay(page);
      if (replay === null) throw new Error('the page kept no replay');
      expect(verifyReplay(replay)).toMatchObject({
        ok: true,
        outcome: 'won',
        ticks: inputs.length,
        hash: formatHash(state.hash ?? -1),
        firstMismatchTick: null,
      });
      const played = replay.inputs.flatMap(([length, input]) =>
        new Array<number>(length).fill(input),
      );
      expect(played).toEqual(inputs);
    });
  }
}
