import {
  CHECKPOINT_INTERVAL,
  formatHash,
  replaySplits,
  ReplaySeeker,
  type Checkpoint,
  type Replay,
  type Split,
} from '../../replay';
import type { Level, Outcome, Simulation } from '../../sim';

/** What a playback is made from. */
export interface PlaybackOptions {
  /** A replay that verified. */
  readonly replay: Replay;
  /** Its level, already resolved. */
  readonly level: Level;
}

/** How a playback that reached its end compares with the replay's recorded final state. */
export interface PlaybackEnd {
  readonly outcome: Outcome;
  readonly tick: number;
  /** State hash at the end, 8 hex digits. */
  readonly hash: string;
  /** True when tick, outcome and hash all match the replay's `final`. */
  readonly matched: boolean;
}

/**
 * A replay played one tick at a time, in step with the game loop (the loop's rate sets how many
 * ticks a wall second brings; the simulation does not change). It keeps the state hash of every
 * checkpoint it passes by ticking, as this browser computed it, and can seek to any tick by
 * re-simulating from the nearest saved state.
 */
export class Playback {
  readonly replay: Replay;
  readonly level: Level;
  readonly #seeker: ReplaySeeker;
  #run: Simulation;
  #startTick = 0;
  #passed: Checkpoint[] = [];
  #splits: readonly Split[] | null = null;

  constructor(options: PlaybackOptions) {
    this.replay = options.replay;
    this.level = options.level;
    this.#seeker = new ReplaySeeker({ replay: options.replay, level: options.level });
    this.#seeker.prepare();
    this.#run = this.#seeker.seek(0);
  }

  /** The run on screen (replaced by a seek). */
  get run(): Simulation {
    return this.#run;
  }

  /** The replay's last tick. */
  get endTick(): number {
    return this.#seeker.endTick;
  }

  /** Where ticking last began: 0, or the target of the last seek. */
  get startTick(): number {
    return this.#startTick;
  }

  /** True once the run has reached the replay's end (or its own, if it ended sooner). */
  get ended(): boolean {
    return this.#run.tick >= this.endTick || this.#run.outcome !== 'playing';
  }

  /** The directions held on tick `tick` (1-based: the input that ran it); 0 for tick 0. */
  inputAt(tick: number): number {
    return tick < 1 || tick > this.endTick ? 0 : this.#seeker.timeline.inputAt(tick - 1);
  }

  /** The inputs of ticks 1..`tick`: what a practice run from `tick` plays before taking over. */
  inputsTo(tick: number): number[] {
    const timeline = this.#seeker.timeline;
    const end = Math.max(0, Math.min(tick, this.endTick));
    return Array.from({ length: end }, (_, i) => timeline.inputAt(i));
  }

  /** The replay's splits, re-derived by one re-simulation the first time they are asked for. */
  get splits(): readonly Split[] {
    this.#splits ??= replaySplits(this.replay, { level: this.level });
    return this.#splits;
  }

  /** Runs the next tick with the replay's input; false (and nothing done) once ended. */
  tick(): boolean {
    if (this.ended) return false;
    const run = this.#run;
    run.advance(this.#seeker.timeline.inputAt(run.tick));
    if (run.tick % CHECKPOINT_INTERVAL === 0) {
      this.#passed.push([run.tick, formatHash(run.hash())]);
    }
    return true;
  }

  /** Jumps to `tick` (clamped to 0..endTick): a fresh run there; checkpoints count from it. */
  seek(tick: number): void {
    const target = Math.max(0, Math.min(this.endTick, Math.round(tick)));
    this.#run = this.#seeker.seek(target);
    this.#startTick = this.#run.tick;
    this.#passed = [];
  }

  /** The checkpoints passed by ticking since the start or the last seek: [tick, hash] pairs. */
  checkpoints(): Checkpoint[] {
    return this.#passed.map(([tick, hash]) => [tick, hash]);
  }

  /** The end state and whether it matches the recording, or null before the end. */
  end(): PlaybackEnd | null {
    if (!this.ended) return null;
    const run = this.#run;
    const hash = formatHash(run.hash());
    const final = this.replay.final;
    return {
      outcome: run.outcome,
      tick: run.tick,
      hash,
      matched: final.tick === run.tick && final.outcome === run.outcome && final.hash === hash,
    };
  }
}
