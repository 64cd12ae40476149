import { FixedStepClock } from './fixed-step-clock';
import { FrameStats, type FrameStatsSnapshot } from './frame-stats';
import type { FrameSource } from './frame-source';
import type { LifecycleEvent, LifecycleSource } from './lifecycle-source';
import type { PauseReason } from './pause-reason';
import { TimeLedger, type TimeLedgerSnapshot } from './time-ledger';
import { clockAtRate, MICROSECONDS_PER_SECOND, toMicroseconds } from './tick-rate';

/** How the loop is built: where time and page events come from, and what runs each frame. */
export interface GameLoopOptions {
  readonly frames: FrameSource;
  readonly lifecycle?: LifecycleSource;
  /** Runs exactly one simulation tick; the caller samples input inside it. */
  readonly tick: () => void;
  /** Draws once per frame; alpha (0 to <1) is how far the next tick has come. */
  readonly render: (alpha: number) => void;
  /** Told on every pause and resume, with the reason the game is (or was) paused. */
  readonly onPauseChange?: (paused: boolean, reason: PauseReason) => void;
  /** Receives an exception from tick or render; the loop has stopped by then. Without it, the exception is rethrown. */
  readonly onError?: (error: unknown) => void;
  /** Pause when the window loses focus (default true; a player setting). */
  readonly autoPauseOnBlur?: boolean;
  /** Most ticks one frame may run; beyond it a stall's time is dropped (default 4). */
  readonly maxTicksPerFrame?: number;
  /** Initial playback rate (default 1); see setRate(). */
  readonly rate?: number;
}

/** A snapshot for the diagnostics overlay. */
export interface LoopStats extends FrameStatsSnapshot {
  readonly running: boolean;
  readonly paused: boolean;
  readonly pauseReason: PauseReason | null;
  readonly rate: number;
}

/**
 * Turns display frames into fixed simulation ticks: each frame advances the clock, runs the
 * ticks it owes, then renders once. Owns pause and resume, hidden-tab and blur auto-pause,
 * playback rate, and the time ledger.
 */
export class GameLoop {
  readonly #frames: FrameSource;
  readonly #lifecycle: LifecycleSource | undefined;
  readonly #tick: () => void;
  readonly #render: (alpha: number) => void;
  readonly #onPauseChange: ((paused: boolean, reason: PauseReason) => void) | undefined;
  readonly #onError: ((error: unknown) => void) | undefined;
  readonly #maxTicksPerFrame: number;
  readonly #ledger = new TimeLedger();
  readonly #stats = new FrameStats();

  #clock: FixedStepClock;
  #rate: number;
  #tickUs: number;
  #autoPauseOnBlur: boolean;
  #running = false;
  #paused = false;
  #pauseReason: PauseReason | null = null;
  /** The previous frame's timestamp; null until the first frame after start or resume. */
  #baselineUs: number | null = null;
  /** The alpha last drawn: a paused game keeps drawing it, so nothing moves. */
  #alpha = 0;
  #unsubscribe: (() => void) | null = null;

  constructor(options: GameLoopOptions) {
    this.#frames = options.frames;
    this.#lifecycle = options.lifecycle;
    this.#tick = options.tick;
    this.#render = options.render;
    this.#onPauseChange = options.onPauseChange;
    this.#onError = options.onError;
    this.#autoPauseOnBlur = options.autoPauseOnBlur ?? true;
    this.#maxTicksPerFrame = options.maxTicksPerFrame ?? FixedStepClock.DEFAULT_MAX_TICKS_PER_FRAME;
    this.#rate = options.rate ?? 1;
    this.#clock = this.#clockAt(this.#rate);
    this.#tickUs = MICROSECONDS_PER_SECOND / this.#clock.ticksPerSecond;
  }

  /** Whether the loop is asking for frames (between start() and stop() or an error). */
  get running(): boolean {
    return this.#running;
  }

  /** Whether the game is paused: frames still draw, no ticks run. */
  get paused(): boolean {
    return this.#paused;
  }

  /** Why the game is paused, or null while it runs. */
  get pauseReason(): PauseReason | null {
    return this.#pauseReason;
  }

  /** Playback rate: game seconds per wall second. */
  get rate(): number {
    return this.#rate;
  }

  /** Whether losing window focus pauses the game. */
  get autoPauseOnBlur(): boolean {
    return this.#autoPauseOnBlur;
  }

  /** The time ledger now, in integer wall microseconds. */
  get ledger(): TimeLedgerSnapshot {
    return this.#ledger.snapshot(this.#pendingUs());
  }

  /** Frame figures for the diagnostics overlay (allocates; meant for a few reads a second). */
  stats(): LoopStats {
    return {
      ...this.#stats.snapshot(),
      running: this.#running,
      paused: this.#paused,
      pauseReason: this.#pauseReason,
      rate: this.#rate,
    };
  }

  /** Frame intervals (µs) of the last five seconds, oldest first, for a frame-time graph. */
  intervalHistory(): Float64Array {
    return this.#stats.intervalHistory();
  }

  /** Main-thread work per frame (µs: clock, ticks and render) of the last five seconds, oldest first. */
  workHistory(): Float64Array {
    return this.#stats.workHistory();
  }

  /** Starts asking for frames; the first frame only sets the baseline. A no-op while running. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#baselineUs = null;
    this.#stats.restart();
    if (this.#lifecycle !== undefined) {
      this.#unsubscribe = this.#lifecycle.subscribe(this.#onLifecycle);
      // A game started in a background tab would otherwise run unseen once frames arrive.
      if (this.#lifecycle.hidden) this.pause('hidden');
    }
    this.#frames.request(this.#onFrame);
  }

  /** Stops asking for frames and listening to the page. Pending time stays in the clock. */
  stop(): void {
    if (!this.#running) return;
    this.#running = false;
    this.#frames.cancel();
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  /** Pauses: no ticks, a still frame each display frame. A no-op when already paused. */
  pause(reason: PauseReason): void {
    if (this.#paused) return;
    this.#paused = true;
    this.#pauseReason = reason;
    this.#ledger.pause(reason);
    this.#onPauseChange?.(true, reason);
  }

  /** Resumes from the next frame, with no catch-up for the time spent paused. */
  resume(): void {
    const reason = this.#pauseReason;
    if (!this.#paused || reason === null) return;
    // Paused time is never fed (the resume frame is a new baseline), so there is no burst.
    // The part of a tick already on screen is kept: discarding it would draw the resume frame
    // at alpha 0 and snap every moving actor back by up to a tick's worth of motion.
    const pendingUs = this.#pendingUs();
    this.#clock.reset({ keepFraction: true });
    this.#ledger.reset('resume', pendingUs - this.#pendingUs());
    this.#paused = false;
    this.#pauseReason = null;
    this.#baselineUs = null;
    this.#onPauseChange?.(false, reason);
  }

  /**
   * Starts timing afresh for a new run (level start, restart, replay seek): the pending part
   * of a tick is discarded and the next frame draws at alpha 0, so nothing is interpolated
   * from the old run into the new one. The display's frame timing is kept.
   */
  restartClock(): void {
    this.#ledger.reset('restart', this.#pendingUs());
    this.#clock.reset();
    this.#alpha = 0;
  }

  /** Turns auto-pause on window blur on or off (hidden tabs always pause). */
  setAutoPauseOnBlur(on: boolean): void {
    this.#autoPauseOnBlur = on;
  }

  /**
   * Sets the playback rate (replay viewer speeds 0.25× to 8×): ticks come 20 × rate
   * times per wall second; the simulation itself is unchanged. Accepts rates where 20 × rate is
   * a whole divisor of 1 000 000, and throws RangeError otherwise. Discards the pending part
   * of a tick, like a reset.
   */
  setRate(rate: number): void {
    const clock = this.#clockAt(rate);
    if (rate === this.#rate) return;
    this.#ledger.reset('rate', this.#pendingUs());
    this.#clock = clock;
    this.#rate = rate;
    this.#tickUs = MICROSECONDS_PER_SECOND / clock.ticksPerSecond;
  }

  #clockAt(rate: number): FixedStepClock {
    return clockAtRate(rate, this.#maxTicksPerFrame);
  }

  /** The clock's pending time in wall µs: exact, as the tick length is a whole number of µs. */
  #pendingUs(): number {
    return this.#clock.remainder / this.#clock.ticksPerSecond;
  }

  readonly #onLifecycle = (event: LifecycleEvent): void => {
    if (event === 'hidden') this.pause('hidden');
    else if (event === 'blur' && this.#autoPauseOnBlur) this.pause('blur');
    // 'visible' and 'focus' do not resume: the player returns to the pause screen and
    // resumes when ready, rather than finding the game already running.
  };

  readonly #onFrame = (timestampMs: number): void => {
    const startedMs = this.#frames.now();
    const timestampUs = toMicroseconds(timestampMs);
    let ticks = 0;
    try {
      if (!this.#paused) ticks = this.#advance(timestampUs);
      this.#render(this.#alpha);
    } catch (error: unknown) {
      this.#fail(error);
      return;
    }
    const workUs = Math.max(0, Math.round((this.#frames.now() - startedMs) * 1000));
    this.#stats.record(timestampUs, ticks, this.#alpha, workUs);
    if (this.#running) this.#frames.request(this.#onFrame);
  };

  /** Feeds the clock and runs the ticks it owes; returns how many ran. */
  #advance(timestampUs: number | null): number {
    // An unusable timestamp is ignored for timing: no ticks, the baseline is kept.
    if (timestampUs === null) return 0;
    const baseline = this.#baselineUs;
    this.#baselineUs = timestampUs;
    // A timestamp that repeats or goes backwards feeds nothing and becomes the new baseline.
    const elapsedUs = baseline === null ? 0 : Math.max(0, timestampUs - baseline);

    const clock = this.#clock;
    // Kept for this frame's ticks: a tick may change the rate, which must not reprice them.
    const tickUs = this.#tickUs;
    const step = clock.advance(elapsedUs);
    this.#ledger.feed(elapsedUs);
    // clampedElapsed stays 0 here (no usable timestamp difference reaches the clock's
    // maxElapsed); booking it anyway keeps the ledger right by construction.
    if (step.dropped) this.#ledger.drop(step.droppedTicks, tickUs, clock.clampedElapsed);
    this.#alpha = step.alpha;

    let run = 0;
    try {
      // A tick may pause or stop the game (a level ends, a menu opens): the rest of this
      // frame's ticks then do not run.
      while (run < step.ticks && this.#running && !this.#paused) {
        this.#tick();
        run += 1;
      }
    } finally {
      this.#ledger.run(run, tickUs);
      if (run < step.ticks) this.#ledger.interrupt(step.ticks - run, tickUs);
    }
    return run;
  }

  #fail(error: unknown): void {
    this.stop();
    if (this.#onError === undefined) throw error;
    this.#onError(error);
  }
}
