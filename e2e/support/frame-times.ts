/** One tick of game time in µs: the simulation runs at 20 Hz. */
export const TICK_US = 50_000;

/** Absolute times (µs) of a schedule's frames, the first `intervalsUs[0]` after `startUs`. */
export function frameTimesOf(intervalsUs: readonly number[], startUs = 0): number[] {
  const times: number[] = [];
  let at = startUs;
  for (const interval of intervalsUs) {
    at += interval;
    times.push(at);
  }
  return times;
}

/**
 * When each of the first `count` ticks of a run runs, for a run whose clock starts on the first
 * of `frameTimesUs` (the loop's baseline frame) and that is never paused or stalled: the clock
 * owes floor((t - baseline) / 50 ms) ticks by a frame at t, so tick k runs on the first frame at
 * least k × 50 ms after the baseline. Throws when two ticks fall on one frame, since held keys
 * cannot then give them different inputs, or when the frames end first.
 */
export function tickFrameTimes(frameTimesUs: readonly number[], count: number): number[] {
  const [baseline] = frameTimesUs;
  if (baseline === undefined) throw new RangeError('no frames: a run needs a baseline frame');
  const times: number[] = [];
  let frame = 1;
  for (let tick = 1; tick <= count; tick += 1) {
    const due = baseline + tick * TICK_US;
    while (frame < frameTimesUs.length && (frameTimesUs[frame] ?? 0) < due) frame += 1;
    const at = frameTimesUs[frame];
    if (at === undefined) {
      throw new RangeError(
        `the frames end at ${String(frameTimesUs.at(-1))} µs, before tick ${String(tick)} is due at ${String(due)} µs`,
      );
    }
    if (times.at(-1) === at) {
      throw new RangeError(
        `ticks ${String(tick - 1)} and ${String(tick)} both run on the frame at ${String(at)} µs: ` +
          'frames this far apart cannot take a different key for each tick',
      );
    }
    times.push(at);
  }
  return times;
}
