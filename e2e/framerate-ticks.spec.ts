import type { HookStats } from '../src/app/test-hooks';
import type { GameState } from '../src/app/game-state';
import { useVirtualVsync } from './play-helpers';
import { expect, test } from './support/fixtures';
import { frameTimesOf, TICK_US } from './support/frame-times';
import type { VirtualDisplay } from './support/playback-page';
import { RESUME_AFTER_US } from './support/playback-schedule';
import { allProfiles, buildSchedule, type PageEvent } from './support/schedule';

/**
 * Tick accounting on a live run left standing (the countdown outlasts it). T is the virtual time
 * the run was playing: from its baseline frame (the first frame after the run starts, which
 * feeds no time) to the last frame, less the time from the last frame before a hidden tab to the
 * frame after P resumes it, since a resume takes a new baseline. Then exactly floor(T / 50 ms)
 * ticks ran, or with a stall, ticks run + ticks dropped make floor(T / 50 ms).
 */

const DURATION_US = 15_000_000;

test.use({ viewport: { width: 160, height: 120 } });
test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
});

test('every profile: ticks run (+ ticks dropped in a stall) = floor(T / 50 ms), and the ledger accounts for all of T', async ({
  page,
}) => {
  await page.goto('/');
  for (const profile of allProfiles()) {
    await test.step(profile.name, async () => {
      const gap = profile.gap;
      const resumeAt = gap === undefined ? 0 : gap.atUs + gap.durationUs + RESUME_AFTER_US;
      const resume: PageEvent[] =
        gap?.hidden === true
          ? [
              { atUs: resumeAt, kind: 'keydown', key: 'p', code: 'KeyP' },
              { atUs: resumeAt, kind: 'keyup', key: 'p', code: 'KeyP' },
            ]
          : [];
      const schedule = buildSchedule(profile, DURATION_US, resume);
      const frames = frameTimesOf(schedule.intervalsUs);
      const first = frames[0] ?? 0;
      const last = frames.at(-1) ?? 0;
      let playingUs = last - first;
      if (gap?.hidden === true) {
        // Events due at a frame's time reach the page before that frame.
        const lastShown = frames.filter((t) => t < gap.atUs).at(-1) ?? first;
        const resumed = frames.find((t) => t >= resumeAt) ?? last;
        playingUs -= resumed - lastShown;
      }
      const expectedTicks = Math.floor(playingUs / TICK_US);

      const { before, after, state } = await page.evaluate(
        (s): { before: HookStats; after: HookStats; state: GameState } => {
          const hooks = window.mythicMaze;
          if (hooks === undefined) throw new Error('window.mythicMaze is missing');
          const display = (window as unknown as { __virtualVsync: VirtualDisplay }).__virtualVsync;
          // Paused first, so the new run's first frame is its baseline.
          hooks.pause();
          hooks.startLevel('first-steps');
          const stats = hooks.stats();
          const start = display.nowUs();
          display.run({
            intervalsUs: s.intervalsUs,
            events: s.events.map((event) => ({ ...event, atUs: event.atUs + start })),
          });
          return { before: stats, after: hooks.stats(), state: hooks.state() };
        },
        schedule,
      );
      const delta = (key: 'ticksRun' | 'ticksDropped' | 'fedUs' | 'droppedEvents') =>
        after.ledger[key] - before.ledger[key];
      const at = (what: string) => `${profile.name}: ${what}`;

      expect.soft(state, at('still playing')).toMatchObject({
        screen: 'playing',
        outcome: 'playing',
        paused: false,
      });
      expect.soft(state.tick, at('the run counts every tick run')).toBe(delta('ticksRun'));
      expect.soft(delta('fedUs'), at('wall time fed to the clock is T')).toBe(playingUs);
      expect
        .soft(delta('ticksRun') + delta('ticksDropped'), at('ticks run + dropped'))
        .toBe(expectedTicks);
      if (gap === undefined || gap.hidden) {
        expect.soft(delta('ticksRun'), at('ticks run')).toBe(expectedTicks);
        expect.soft(delta('ticksDropped'), at('ticks dropped')).toBe(0);
      } else {
        // Four ticks fit in a frame; a stall owing more drops the rest, once.
        expect
          .soft(delta('droppedEvents'), at('stalls that dropped time'))
          .toBe(gap.durationUs > 4 * TICK_US ? 1 : 0);
      }
      if (gap?.hidden === true) {
        expect.soft(after.pauses.hidden - before.pauses.hidden, at('hidden pauses')).toBe(1);
      }
      const { ledger } = after;
      expect
        .soft(ledger.fedUs, at('the ledger balances'))
        .toBe(ledger.simulatedUs + ledger.droppedUs + ledger.discardedUs + ledger.pendingUs);
    });
  }
});
