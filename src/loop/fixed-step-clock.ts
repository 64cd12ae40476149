/**
 * The fixed-step clock: how wall time becomes simulation ticks.
 *
 * The game keeps two clocks. Wall time is what the browser reports: one timestamp per display
 * frame, from `requestAnimationFrame`, in fractional milliseconds. It is uneven (a 60 Hz screen
 * gives 16.6 or 16.7 ms, a busy machine skips frames, a hidden tab stops them). Game time is a
 * count of simulation ticks, 20 per second, each exactly 50 ms long. The simulation only ever hears
 * "run one tick"; it never sees a timestamp. `src/loop/` is the boundary between the two, and the
 * only code that reads time.
 *
 * Why an integer accumulator. Floating-point sums of frame times drift, so one second of frames
 * would not always give 20 ticks. The loop rounds each absolute timestamp to whole microseconds
 * and feeds the differences, so rounding never piles up. The clock adds elapsed × ticks per second
 * to an integer accumulator, in which one tick costs exactly the timer frequency (1 000 000 for
 * microseconds). Whole ticks come out by integer division and the remainder stays exact, so one
 * second of frames of any shape gives exactly 20 ticks. The remainder is also `alpha`, how far the
 * next tick has come (0 to just under 1), which the renderer uses to draw smoothly between the last
 * two ticks.
 *
 * Why a cap, and drop or defer. After a stall (a long garbage collection, a breakpoint, a laptop
 * waking up) the clock owes many ticks at once. Running them all would freeze the page further, so
 * a frame runs at most 4 (`maxTicksPerFrame`). With `catchUp: 'drop'`, the default and what the
 * game uses, the excess whole ticks are discarded: the game simply skips the stall. With `'defer'`
 * nothing is discarded; the excess is owed to later frames (`backlogTicks`). That catches up when
 * the cap's worth of ticks covers more time than a frame lasts, and falls ever further behind when
 * it does not.
 *
 * Why reset on resume. A paused game runs no ticks and keeps drawing the same still frame. On
 * resume the loop calls `clock.reset({ keepFraction: true })` and takes the resume frame as a
 * fresh starting point, so the paused time is never fed: no burst of catch-up ticks. It keeps only
 * the part of a tick already on screen, so the first frame after resume continues from the still
 * frame instead of snapping actors back. Hiding the tab pauses the game, and so does leaving the
 * window (a setting); coming back shows the pause screen rather than a game that ran on without
 * you. Starting or restarting a level calls `clock.reset()`, which discards everything. Changing
 * the replay speed (`setRate`, 0.25× to 8×) changes how many ticks come per wall second, not the
 * simulation, and discards the pending part of a tick.
 *
 * The time ledger. The loop accounts for every microsecond of wall time it fed the clock, exactly,
 * at every frame: fed = simulated + dropped in stalls + discarded on purpose (resume, rate change)
 * + pending. Stalls and pauses are counted separately, so the diagnostics overlay never reports a
 * deliberate pause as a stall. `loop.ledger` and `loop.stats()` (frame interval, ticks and alpha
 * of the last frame, frames per second, estimated refresh rate, ticks-per-frame cadence) feed that
 * overlay.
 *
 * @module
 */
import { describeValue } from '../sim/core/describe-value';
import { TICKS_PER_SECOND } from '../sim/core/constants';

/** How many simulation ticks one frame runs, and how far the next tick has come. */
export interface FixedStep {
  /** Ticks to run this frame, 0..maxTicksPerFrame. */
  readonly ticks: number;
  /** Progress toward the next tick, 0 inclusive to 1 exclusive: the renderer's interpolation factor. */
  readonly alpha: number;
  /** True when owed ticks exceeded the cap and time was discarded ('drop' mode only). */
  readonly dropped: boolean;
  /** Whole ticks discarded by the cap this frame. */
  readonly droppedTicks: number;
}

/** Past the per-frame cap: discard the excess whole ticks ('drop'), or owe them to later frames ('defer'). */
export type CatchUpMode = 'drop' | 'defer';

/** Optional behaviour of a FixedStepClock. */
export interface FixedStepClockOptions {
  readonly catchUp?: CatchUpMode;
}

const SAFE = Number.MAX_SAFE_INTEGER;
const CATCH_UP_MODES: readonly string[] = ['drop', 'defer'];

/** Exact floor(a / b) for non-negative safe integers: a plain `Math.floor(a / b)` can round up. */
function floorDiv(a: number, b: number): number {
  return (a - (a % b)) / b;
}

function requirePositiveSafeInteger(name: string, value: unknown): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
    throw new RangeError(`${name} must be a positive safe integer, got ${describeValue(value)}`);
  }
}

/**
 * Turns wall-time deltas into whole simulation ticks with exact integer arithmetic.
 *
 * The accumulator counts in timestamp units × ticks per second, where one tick costs exactly
 * `timestampFrequency` units, so no division ever leaves a rounded remainder behind.
 */
export class FixedStepClock {
  static readonly DEFAULT_MAX_TICKS_PER_FRAME = 4;
  static readonly DEFAULT_TICKS_PER_SECOND = TICKS_PER_SECOND;

  /** Timestamp units per second (1000 for milliseconds, 1 000 000 for microseconds). */
  readonly timestampFrequency: number;
  /** Simulation ticks per second of wall time. */
  readonly ticksPerSecond: number;
  /** The most ticks a single advance() hands out. */
  readonly maxTicksPerFrame: number;
  readonly catchUp: CatchUpMode;
  /**
   * The largest elapsed value one advance() accounts exactly: every safe integer whenever
   * ticksPerSecond <= timestampFrequency (any real timer). In 'drop' mode a larger elapsed is
   * clamped to it and the excess reported by `clampedElapsed`; in 'defer' mode it throws.
   */
  readonly maxElapsed: number;

  #remainder = 0;
  #backlog = 0;
  #clamped = 0;

  constructor(
    timestampFrequency: number,
    ticksPerSecond: number = FixedStepClock.DEFAULT_TICKS_PER_SECOND,
    maxTicksPerFrame: number = FixedStepClock.DEFAULT_MAX_TICKS_PER_FRAME,
    options: FixedStepClockOptions = {},
  ) {
    requirePositiveSafeInteger('timestampFrequency', timestampFrequency);
    requirePositiveSafeInteger('ticksPerSecond', ticksPerSecond);
    requirePositiveSafeInteger('maxTicksPerFrame', maxTicksPerFrame);
    const catchUp = options.catchUp ?? 'drop';
    if (!CATCH_UP_MODES.includes(catchUp)) {
      throw new RangeError(`options.catchUp must be 'drop' or 'defer', got '${catchUp}'`);
    }
    // The accumulator holds a remainder (< frequency) plus up to (frequency - 1) × ticksPerSecond
    // per advance, so this product bounds every intermediate value.
    if (timestampFrequency * (ticksPerSecond + 1) > SAFE) {
      throw new RangeError(
        `timestampFrequency × (ticksPerSecond + 1) must not exceed ${String(SAFE)}, ` +
          `got ${String(timestampFrequency)} × (${String(ticksPerSecond)} + 1)`,
      );
    }
    this.timestampFrequency = timestampFrequency;
    this.ticksPerSecond = ticksPerSecond;
    this.maxTicksPerFrame = maxTicksPerFrame;
    this.catchUp = catchUp;
    this.maxElapsed =
      ticksPerSecond <= timestampFrequency
        ? SAFE
        : floorDiv(SAFE - 1, ticksPerSecond) * timestampFrequency;
  }

  /** Whole ticks still owed to later frames ('defer' mode; always 0 in 'drop' mode). */
  get backlogTicks(): number {
    return this.#backlog;
  }

  /** Accumulated time short of one tick, in accumulator units (timestamp units × ticks per second). */
  get remainder(): number {
    return this.#remainder;
  }

  /** Elapsed time beyond `maxElapsed` that the latest advance() ignored, in timestamp units. */
  get clampedElapsed(): number {
    return this.#clamped;
  }

  /** Adds the wall time since the previous frame and says how many ticks to run now. */
  advance(elapsedTimestamp: number): FixedStep {
    if (!Number.isInteger(elapsedTimestamp)) {
      throw new RangeError(
        `elapsedTimestamp must be a finite integer, got ${describeValue(elapsedTimestamp)}`,
      );
    }
    // Clocks can step backwards (system time changes, timer quirks): that is no time at all.
    let elapsed = Math.max(0, elapsedTimestamp);
    let clamped = 0;
    if (elapsed > this.maxElapsed) {
      if (this.catchUp === 'defer') {
        throw new RangeError(
          `elapsedTimestamp ${String(elapsed)} exceeds maxElapsed ${String(this.maxElapsed)}: ` +
            `'defer' mode would owe more ticks than a safe integer can count`,
        );
      }
      clamped = elapsed - this.maxElapsed;
      elapsed = this.maxElapsed;
    }

    // Split elapsed into whole seconds of timestamp units and a rest, so that
    // elapsed × ticksPerSecond is never formed: it can pass 2^53 long before the tick count does.
    const f = this.timestampFrequency;
    const rest = elapsed % f;
    const seconds = (elapsed - rest) / f;
    const sum = this.#remainder + rest * this.ticksPerSecond;
    const remainder = sum % f;
    const owed = this.#backlog + seconds * this.ticksPerSecond + (sum - remainder) / f;
    if (owed > SAFE) {
      throw new RangeError(
        `'defer' backlog would exceed ${String(SAFE)} ticks after elapsedTimestamp ${String(elapsed)}`,
      );
    }

    const ticks = Math.min(owed, this.maxTicksPerFrame);
    let droppedTicks = 0;
    if (this.catchUp === 'drop') {
      droppedTicks = owed - ticks;
      this.#backlog = 0;
    } else {
      this.#backlog = owed - ticks;
    }
    this.#remainder = remainder;
    this.#clamped = clamped;
    return {
      ticks,
      alpha: remainder / f,
      dropped: droppedTicks > 0 || clamped > 0,
      droppedTicks,
    };
  }

  /**
   * Discards accumulated time: any 'defer' backlog, and the pending fraction of a tick unless
   * `keepFraction` is set. Keeping the fraction keeps alpha where it was, so a game resumed
   * from pause continues from the still frame it showed instead of snapping back.
   */
  reset(options?: { readonly keepFraction?: boolean }): void {
    if (options?.keepFraction !== true) this.#remainder = 0;
    this.#backlog = 0;
    this.#clamped = 0;
  }
}
