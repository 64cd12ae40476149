import { frameTimesOf, TICK_US, tickFrameTimes } from '../../e2e/support/frame-times';
import { keyEventsForTicks } from '../../e2e/support/key-script';
import { allProfiles, buildSchedule, type DisplayProfile } from '../../e2e/support/schedule';
import type { LiveRun } from './game-page';

/** A display profile of the Chromium frame-rate suite, by name. */
export function profileNamed(name: string): DisplayProfile {
  const profile = allProfiles().find((p) => p.name === name);
  if (profile === undefined) throw new RangeError(`no display profile '${name}'`);
  return profile;
}

/**
 * Frames of `profile` and the arrow keys that type `inputs` tick by tick on them, for a run that
 * has just started (its first frame is the loop's baseline), with a few frames to spare.
 */
export function keyboardRun(profile: DisplayProfile, inputs: readonly number[]): LiveRun {
  const schedule = buildSchedule(profile, (inputs.length + 4) * TICK_US);
  const frames = frameTimesOf(schedule.intervalsUs);
  const events = keyEventsForTicks({
    inputs,
    baselineUs: frames[0] ?? 0,
    tickTimesUs: tickFrameTimes(frames, inputs.length),
  });
  return { intervalsUs: schedule.intervalsUs, events };
}
