import { describeValue } from '../sim/core/describe-value';
import { isValidInput, SIM_VERSION, TICKS_PER_SECOND, type Simulation } from '../sim';
import { decodeReplay } from './codec';
import {
  CHECKPOINT_INTERVAL,
  formatHash,
  MAX_REPLAY_TICKS,
  REPLAY_FORMAT,
  replayVersionFor,
  type Checkpoint,
  type LevelRef,
  type Practice,
  type Replay,
} from './format';
import { InputLog } from './input-log';
import { checkLevelRef } from './level-ref';

/** What a recorder is made for. */
export interface ReplayRecorderOptions {
  /** How the replay names the level (stored as is; it must resolve to `simulation.level`). */
  readonly level: LevelRef;
  /** The run being recorded, at tick 0. */
  readonly simulation: Simulation;
  /** Where the player took over, for a practice run (its replay is version 3). */
  readonly practice?: Practice;
}

/** Who recorded a replay, and when. */
export interface ReplayMeta {
  readonly player: string;
  /** ISO 8601 time, e.g. `new Date().toISOString()`: the caller reads the clock, not the recorder. */
  readonly recordedAt: string;
}

/**
 * Records a run as it is played. Call `record(input)` right after each
 * `simulation.advance(input)` with the same input; calls after the run has ended (when `advance`
 * did nothing) are ignored, so the replay holds exactly one input per tick that ran. Per tick it
 * allocates only when a new run of inputs starts, and once per checkpoint interval.
 */
export class ReplayRecorder {
  readonly level: LevelRef;
  readonly practice: Practice | undefined;
  readonly #sim: Simulation;
  readonly #log = new InputLog();
  #tick = 0;

  constructor(options: ReplayRecorderOptions) {
    if (options.simulation.tick !== 0) {
      throw new RangeError(
        `a recorder starts with the run, at tick 0; the simulation is at tick ${options.simulation.tick}`,
      );
    }
    this.level = checkLevelRef(options.level);
    this.practice = options.practice;
    this.#sim = options.simulation;
  }

  /** Ticks recorded so far. */
  get tick(): number {
    return this.#tick;
  }

  /** Notes the input the simulation just advanced with. */
  record(input: number): void {
    const tick = this.#sim.tick;
    if (tick === this.#tick && this.#sim.outcome !== 'playing') return;
    if (tick !== this.#tick + 1) {
      throw new RangeError(
        `record() must follow each advance(): the recorder is at tick ${this.#tick}, the simulation at ${tick}`,
      );
    }
    if (!isValidInput(input))
      throw new RangeError(`input must be 0..15, got ${describeValue(input)}`);
    if (tick > MAX_REPLAY_TICKS) {
      throw new RangeError(`a replay holds at most ${MAX_REPLAY_TICKS} ticks`);
    }
    this.#tick = tick;
    this.#log.append(input, this.#sim);
  }

  /**
   * The replay so far, as a valid document: the final state is the simulation's now. Recording
   * may go on after it. Throws a ReplayError when `meta` is not acceptable (e.g. an empty name).
   */
  finish(meta: ReplayMeta): Replay {
    const inputs = this.#log.runs();
    const checkpoints: Checkpoint[] = this.#log
      .checkpointHashes()
      .map((hash, i) => [(i + 1) * CHECKPOINT_INTERVAL, formatHash(hash)]);
    const replay: Replay = {
      format: REPLAY_FORMAT,
      version: replayVersionFor(this.level, this.practice),
      simVersion: SIM_VERSION,
      level: this.level,
      ticksPerSecond: TICKS_PER_SECOND,
      inputs,
      checkpoints,
      final: {
        tick: this.#tick,
        outcome: this.#sim.outcome,
        hash: formatHash(this.#sim.hash()),
      },
      ...(this.practice === undefined ? {} : { practice: { fromTick: this.practice.fromTick } }),
      player: meta.player,
      recordedAt: meta.recordedAt,
    };
    // Whatever leaves the recorder is a document the codec accepts.
    return decodeReplay(replay);
  }
}
