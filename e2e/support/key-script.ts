import { DOWN, LEFT, RIGHT, UP } from '../../src/sim';
import type { PageEvent } from './schedule';

const ARROWS: readonly (readonly [bit: number, key: string])[] = [
  [UP, 'ArrowUp'],
  [RIGHT, 'ArrowRight'],
  [DOWN, 'ArrowDown'],
  [LEFT, 'ArrowLeft'],
];

/** What a keyboard script needs to know about the run it types into. */
export interface KeyScriptOptions {
  /** One input (held-direction bits) per tick, tick 1 first. */
  readonly inputs: readonly number[];
  /** Time (µs) of the loop's baseline frame: the run's clock starts there. */
  readonly baselineUs: number;
  /** Time (µs) of the frame each tick runs on (see tickFrameTimes), one per input. */
  readonly tickTimesUs: readonly number[];
}

/** The arrow keys held at a moment: the held-direction bits from then on. */
export interface HeldKeys {
  readonly atUs: number;
  readonly input: number;
}

/**
 * Arrow-key presses and releases that hold, from each moment on, exactly the directions of its
 * input (starting from no key held), in the order given.
 */
export function arrowKeyEvents(changes: readonly HeldKeys[]): PageEvent[] {
  const events: PageEvent[] = [];
  let held = 0;
  for (const { atUs, input } of changes) {
    for (const [bit, key] of ARROWS) {
      const wasHeld = (held & bit) !== 0;
      const nowHeld = (input & bit) !== 0;
      if (wasHeld !== nowHeld) {
        events.push({ atUs, kind: nowHeld ? 'keydown' : 'keyup', key, code: key });
      }
    }
    held = input;
  }
  return events;
}

/**
 * Arrow-key presses and releases that make the game read `inputs[k]` on tick k + 1 at any frame
 * rate: the keys for a tick change halfway between the frame of the tick before (or the
 * baseline) and the frame of that tick, so they are held when it samples the keyboard, and
 * every key is released half a tick after the last one.
 */
export function keyEventsForTicks(options: KeyScriptOptions): PageEvent[] {
  const { inputs, baselineUs, tickTimesUs } = options;
  if (tickTimesUs.length !== inputs.length) {
    throw new RangeError(
      `${String(inputs.length)} inputs need as many tick times, got ${String(tickTimesUs.length)}`,
    );
  }
  const changes: HeldKeys[] = [];
  let previous = baselineUs;
  inputs.forEach((input, i) => {
    const at = tickTimesUs[i] ?? previous;
    if (at <= previous) {
      throw new RangeError(
        `tick ${String(i + 1)} runs at ${String(at)} µs, not after ${String(previous)} µs`,
      );
    }
    changes.push({ atUs: Math.max(previous + 1, Math.floor((previous + at) / 2)), input });
    previous = at;
  });
  changes.push({ atUs: previous + 25_000, input: 0 });
  return arrowKeyEvents(changes);
}
