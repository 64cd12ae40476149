import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { arrowKeyEvents, type HeldKeys } from './key-script';
import { buildSchedule, type RefreshRate, type Schedule } from './schedule';

const SECOND_US = 1_000_000;
/** What one stretch of soak play is made of. */
export interface SoakStretchOptions {
  /** Seed of the key presses: the same seed gives the same presses at the same times. */
  readonly seed: number;
  readonly seconds: number;
  /** Virtual display time (µs) at which the stretch starts: event times are absolute. */
  readonly startUs: number;
  /** The display's refresh rate; it must give a whole number of frames per second. */
  readonly rate: RefreshRate;
}

/**
 * Random play as one-second display schedules: arrow keys held in random
 * combinations for 50 ms to 1.5 s, with every key released before the stretch ends, so the
 * next stretch starts from a keyboard at rest. Each schedule is sent to the virtual display in
 * turn, so the test can look at the game between seconds.
 */
export function soakStretch(options: SoakStretchOptions): Schedule[] {
  const rng = xoroshiro128plus(options.seed);
  const endUs = options.seconds * SECOND_US;
  const changes: HeldKeys[] = [];
  for (let at = uniformInt(rng, 0, 200_000); at < endUs - 1;) {
    changes.push({ atUs: options.startUs + at, input: uniformInt(rng, 0, 15) });
    at += uniformInt(rng, 50_000, 1_500_000);
  }
  changes.push({ atUs: options.startUs + endUs - 1, input: 0 });
  const events = arrowKeyEvents(changes);

  const { rate } = options;
  if (rate.numerator % rate.denominator !== 0) {
    throw new RangeError(`${rate.label} does not give a whole number of frames per second`);
  }
  // Every second then ends on a frame, so the next one starts where it ended.
  const second = buildSchedule({ name: rate.label, rate }, SECOND_US);
  return Array.from({ length: options.seconds }, (_, s) => {
    const from = options.startUs + s * SECOND_US;
    return {
      intervalsUs: second.intervalsUs,
      events: events.filter((e) => e.atUs > from - (s === 0 ? 1 : 0) && e.atUs <= from + SECOND_US),
    };
  });
}

/**
 * Page-side, installed with `page.addInitScript`: counts every call of a CanvasRenderingContext2D
 * method, as a measure of drawing work that does not depend on the machine's speed.
 * Serialised into the page: it must not reference anything outside it.
 */
export function countCanvasCallsInit(): void {
  let calls = 0;
  const prototype = CanvasRenderingContext2D.prototype as unknown as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(prototype)) {
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name);
    const original: unknown = descriptor?.value;
    if (name === 'constructor' || typeof original !== 'function') continue;
    prototype[name] = function counted(this: unknown, ...args: unknown[]): unknown {
      calls += 1;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
  Object.defineProperty(window, '__canvasCalls', { value: () => calls });
}
