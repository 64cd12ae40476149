import type { HeldKeys } from './key-script';
import { TICK_US } from './frame-times';

/** The most ticks the game's loop runs in one frame; owed ticks beyond it are dropped. */
const MAX_TICKS_PER_FRAME = 4;

/** A hidden-tab pause: the page hides at `hiddenAtUs`; the player presses P at `resumeAtUs`. */
export interface HiddenPause {
  readonly hiddenAtUs: number;
  readonly resumeAtUs: number;
}

/**
 * A plain model of when the game's loop runs each tick on a list of frame times: the first frame
 * is the baseline; each later frame owes floor(time since the baseline, plus what was left, over
 * 50 ms) ticks, runs at most four and drops the rest of the whole ticks, keeping the fraction.
 * While hidden no ticks run; after the resume key the next frame is a new baseline. Returns the
 * frame time of each of the first `count` ticks (equal for ticks that share a frame).
 */
export function liveTickTimes(
  framesUs: readonly number[],
  count: number,
  pause: HiddenPause | null = null,
): number[] {
  const times: number[] = [];
  let baseline: number | null = framesUs[0] ?? null;
  let pending = 0;
  for (const frame of framesUs.slice(1)) {
    if (times.length >= count) break;
    if (pause !== null && frame > pause.hiddenAtUs && frame < pause.resumeAtUs) continue;
    if (pause !== null && frame > pause.resumeAtUs && (baseline ?? 0) < pause.resumeAtUs) {
      baseline = frame;
      continue;
    }
    pending += frame - (baseline ?? frame);
    baseline = frame;
    const owed = Math.floor(pending / TICK_US);
    pending %= TICK_US;
    for (let i = 0; i < Math.min(owed, MAX_TICKS_PER_FRAME) && times.length < count; i++) {
      times.push(frame);
    }
  }
  if (times.length < count) {
    throw new RangeError(`the frames end after ${String(times.length)} of ${String(count)} ticks`);
  }
  return times;
}

/**
 * The arrow keys to hold so that each tick reads its input: keys change just after the frame
 * before the tick's frame (so every tick on one frame must have the same input; null when they
 * do not), all are released when the page hides (as the game's keyboard does itself) and a tick
 * after the last tick.
 */
export function heldKeysForTicks(
  inputs: readonly number[],
  tickTimesUs: readonly number[],
  framesUs: readonly number[],
  pause: HiddenPause | null = null,
): HeldKeys[] | null {
  const changes: HeldKeys[] = [];
  let frameIndex = 0;
  let releasedForPause = false;
  for (let tick = 0; tick < inputs.length; tick++) {
    const at = tickTimesUs[tick] ?? 0;
    const input = inputs[tick] ?? 0;
    if (tick > 0 && tickTimesUs[tick - 1] === at) {
      if (inputs[tick - 1] !== input) return null;
      continue;
    }
    if (pause !== null && !releasedForPause && at > pause.hiddenAtUs) {
      changes.push({ atUs: pause.hiddenAtUs, input: 0 });
      releasedForPause = true;
    }
    while ((framesUs[frameIndex + 1] ?? Infinity) < at) frameIndex += 1;
    changes.push({ atUs: (framesUs[frameIndex] ?? 0) + 1, input });
  }
  // Released a tick after the last one: after a hidden-tab pause the page runs its ticks up to
  // a frame later than this model says (the keys change early enough to absorb that).
  changes.push({ atUs: (tickTimesUs.at(-1) ?? 0) + TICK_US, input: 0 });
  return changes;
}
