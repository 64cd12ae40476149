import { verifyReplay, type Replay } from '../src/replay';
import { useVirtualVsync } from './play-helpers';
import { describeMismatch } from './support/compare-run';
import { TICK_US } from './support/frame-times';
import { expect, test } from './support/fixtures';
import { GOLDENS, readGolden, type Golden } from './support/goldens';
import { playbackSchedule } from './support/playback-schedule';
import { playOnDisplay } from './support/playback-page';
import { allProfiles } from './support/schedule';

/**
 * Every golden replay under every display profile: the browser's playback passes the same
 * checkpoint hashes and ends on the same tick, outcome and hash as the Node verifier, and runs
 * exactly the replay's ticks. One page per profile plays every golden in turn.
 */

// A small view: the renderer makes the same calls per frame at any size, over fewer pixels,
// which halves the time of this suite on two cores.
test.use({ viewport: { width: 160, height: 120 } });

interface Loaded {
  readonly golden: Golden;
  readonly replay: Replay;
}

let goldens: Loaded[] | null = null;

/** The goldens, read and verified in Node once per worker: their checkpoints are Node's truth. */
function verifiedGoldens(): Loaded[] {
  goldens ??= GOLDENS.map((golden) => {
    const replay = readGolden(golden);
    const verdict = verifyReplay(replay);
    if (!verdict.ok || verdict.outcome !== golden.outcome) {
      throw new Error(
        `golden ${golden.name} does not verify in Node (${verdict.outcome} at tick ${String(verdict.ticks)}, first mismatch at tick ${String(verdict.firstMismatchTick)})`,
      );
    }
    return { golden, replay };
  });
  return goldens;
}

for (const profile of allProfiles()) {
  test.describe(profile.name, () => {
    test(`every golden replay reaches the Node verifier's checkpoints and final state`, async ({
      page,
    }, testInfo) => {
      const loaded = verifiedGoldens();
      const frames = loaded.reduce(
        (sum, { replay }) =>
          sum + playbackSchedule(profile, replay.final.tick).schedule.intervalsUs.length,
        0,
      );
      // Generous for a loaded two-core machine: about 1 ms a frame, plus page start.
      test.setTimeout(60_000 + frames);
      await useVirtualVsync(page);
      await page.goto('/');
      let checkpoints = 0;
      for (const { golden, replay } of loaded) {
        const { profile: played, schedule } = playbackSchedule(profile, replay.final.tick);
        const result = await playOnDisplay(page, replay, schedule);
        expect(result.refused, `${golden.name}: the viewer refused it`).toBeNull();
        const mismatch = describeMismatch(
          {
            profile:
              played.gap === undefined
                ? played.name
                : `${played.name} (at ${String(played.gap.atUs / 1000)} ms)`,
            replay: `${golden.name}.json`,
          },
          { checkpoints: replay.checkpoints, final: replay.final },
          {
            checkpoints: result.checkpoints,
            final: result.end === null ? null : { ...result.end },
          },
        );
        expect.soft(mismatch, mismatch ?? '').toBeNull();
        // Stalls only delay a playback: every tick of the replay runs, none is skipped.
        expect
          .soft(result.ticksRun, `${profile.name}, ${golden.name}: ticks run`)
          .toBe(replay.final.tick);
        // The stall or hidden tab met the playback: a stall owing more than the four ticks a
        // frame may run dropped time once; a hidden tab paused it once.
        const gap = played.gap;
        expect
          .soft(result.droppedEvents, `${profile.name}, ${golden.name}: stalls that dropped time`)
          .toBe(gap !== undefined && !gap.hidden && gap.durationUs > 4 * TICK_US ? 1 : 0);
        expect
          .soft(result.hiddenPauses, `${profile.name}, ${golden.name}: hidden-tab pauses`)
          .toBe(gap?.hidden === true ? 1 : 0);
        checkpoints += replay.checkpoints.length;
      }
      testInfo.annotations.push({
        type: 'compared',
        description: `${String(loaded.length)} replays, ${String(checkpoints)} checkpoints and ${String(loaded.length)} final states, ${String(frames)} frames`,
      });
    });
  });
}
