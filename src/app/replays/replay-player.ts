import type { PauseReason } from '../../loop';
import { restartRunClock } from '../core/run-clock';
import type { ComparedRun } from './compared-run';
import type { Playback, PlaybackEnd } from './playback';

/** The viewer's speeds: game seconds per wall second. */
export const PLAYBACK_RATES = [0.25, 0.5, 1, 2, 4, 8] as const;
/** One of the viewer's speeds. */
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

/** The loop as a replay player drives it. */
export interface PlayerLoop {
  readonly running: boolean;
  readonly paused: boolean;
  readonly rate: number;
  start(): void;
  pause(reason: PauseReason): void;
  resume(): void;
  restartClock(): void;
  setRate(rate: number): void;
}

/** What a player plays and whom it tells. */
export interface ReplayPlayerOptions {
  readonly playback: Playback;
  readonly loop: PlayerLoop;
  /** Whose run on which level, e.g. "Ariadne on First Steps". */
  readonly title: string;
  /** Leaves the replay (the viewer's Back). */
  readonly onBack: () => void;
  /** Saves the replay as a file (the viewer's Download). */
  readonly onDownload: () => void;
  /** Once each time the playback reaches its end. */
  readonly onEnd: (end: PlaybackEnd) => void;
  /** Compares with the best run of the level's leaderboard (the viewer's Compare with best). */
  readonly onCompareWithBest?: () => void;
  /** Starts a practice run from the playback's state at `tick` (the viewer's Play from here). */
  readonly onPlayFromHere?: (tick: number) => void;
}

/**
 * Plays a Playback through the game loop: play or pause, speed 0.25× to 8×, restart, seek and
 * step tick by tick.
 * Speed changes the loop's rate, never the simulation; every seek and restart restarts the
 * loop's clock, so nothing is interpolated across a jump. The viewer on the page shows it.
 */
export class ReplayPlayer {
  readonly playback: Playback;
  readonly title: string;
  readonly #options: ReplayPlayerOptions;
  #compared: ComparedRun | null = null;
  #listener: (() => void) | null = null;

  constructor(options: ReplayPlayerOptions) {
    this.#options = options;
    this.playback = options.playback;
    this.title = options.title;
  }

  /** Tells `listener` after each change a view shows at once (playing, speed, position). */
  onChange(listener: (() => void) | null): void {
    this.#listener = listener;
  }

  /** The loop's rate: game seconds per wall second. */
  get rate(): number {
    return this.#options.loop.rate;
  }

  /** True while ticks run. */
  get playing(): boolean {
    return !this.#options.loop.paused;
  }

  /** Starts playing from tick 0 at 1×: the viewer has just opened. */
  start(): void {
    restartRunClock(this.#options.loop, 'new-run');
    this.#options.loop.resume();
    this.#changed();
  }

  /** Stops ticking and puts the loop back to 1× for live play: the viewer is closing. */
  close(): void {
    this.#options.loop.pause('menu');
    this.#options.loop.setRate(1);
  }

  /** The second replay drawn with this one (the theatre's compare), or null. */
  get compared(): ComparedRun | null {
    return this.#compared;
  }

  /** Compares with another replay of the level (null: none), kept at this one's tick. */
  compareWith(compared: ComparedRun | null): void {
    this.#compared = compared;
    compared?.follow(this.playback.run.tick);
    this.#changed();
  }

  /** The loop's tick: one tick of the replay; at the end the loop pauses and the end is told. */
  tick(): void {
    const ticked = this.playback.tick();
    if (ticked) this.#compared?.follow(this.playback.run.tick);
    if (!ticked || !this.playback.ended) return;
    this.#options.loop.pause('user');
    const end = this.playback.end();
    if (end !== null) this.#options.onEnd(end);
    this.#changed();
  }

  /** Plays from where it is (from the start once it has ended), or pauses. */
  togglePlay(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  play(): void {
    if (this.playback.ended) this.restart();
    this.#options.loop.resume();
    this.#changed();
  }

  pause(): void {
    this.#options.loop.pause('user');
    this.#changed();
  }

  /** Sets the speed: the loop's rate, so ticks come faster or slower and stay the same ticks. */
  setRate(rate: PlaybackRate): void {
    this.#options.loop.setRate(rate);
    this.#changed();
  }

  /** Jumps to `tick` by re-simulating, with a fresh clock so nothing interpolates across. */
  seek(tick: number): void {
    this.playback.seek(tick);
    this.#compared?.follow(this.playback.run.tick);
    restartRunClock(this.#options.loop, 'seek');
    this.#changed();
  }

  /** Pauses and moves `ticks` ticks (-1 back, +1 forward), clamped to the replay. */
  step(ticks: number): void {
    this.#options.loop.pause('user');
    this.seek(this.playback.run.tick + ticks);
  }

  /** Back to tick 0, playing or paused as before. */
  restart(): void {
    this.seek(0);
  }

  /** Compares with the best run on the level's leaderboard. */
  compareWithBest(): void {
    this.#options.onCompareWithBest?.();
  }

  /** Starts a practice run from the tick on screen. */
  playFromHere(): void {
    this.#options.onPlayFromHere?.(this.playback.run.tick);
  }

  /** Leaves the replay. */
  back(): void {
    this.#options.onBack();
  }

  /** Saves the replay as a file. */
  download(): void {
    this.#options.onDownload();
  }

  #changed(): void {
    this.#listener?.();
  }
}
