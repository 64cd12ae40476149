import { CHECKPOINT_INTERVAL, type InputRun } from './format';
import { InputTimeline } from './input-timeline';

/** The part of a run the log reads after each tick: where it is and its state hash. */
export interface LoggedRun {
  readonly tick: number;
  hash(): number;
}

/**
 * The inputs of a run as they are played, one per tick, kept as run-length pairs, with the
 * state hash at every checkpoint: what a replay is made of. Live play and the recorder write
 * it; `timeline()` lays it out by tick for playback and the ghost. Per tick it allocates only
 * when the held input changes, and once per checkpoint interval.
 */
export class InputLog {
  /** Run-length pairs, flat: length, input, length, input, … */
  readonly #pairs: number[] = [];
  /** uint32 state hash after every CHECKPOINT_INTERVAL ticks. */
  readonly #hashes: number[] = [];
  #ticks = 0;

  /** Ticks logged so far. */
  get ticks(): number {
    return this.#ticks;
  }

  /** Logs the input `run` has just advanced with, and its hash when it stands at a checkpoint. */
  append(input: number, run: LoggedRun): void {
    const pairs = this.#pairs;
    const last = pairs.length - 1;
    if (last > 0 && pairs[last] === input) pairs[last - 1] = (pairs[last - 1] ?? 0) + 1;
    else pairs.push(1, input);
    this.#ticks += 1;
    if (run.tick % CHECKPOINT_INTERVAL === 0) this.#hashes.push(run.hash());
  }

  /** The inputs as [length, input] pairs (a copy), as a replay stores them. */
  runs(): InputRun[] {
    const pairs = this.#pairs;
    const runs: InputRun[] = [];
    for (let i = 0; i < pairs.length; i += 2) runs.push([pairs[i] ?? 0, pairs[i + 1] ?? 0]);
    return runs;
  }

  /** The state hash at each checkpoint so far, in order (a copy). */
  checkpointHashes(): number[] {
    return [...this.#hashes];
  }

  /** The inputs laid out by tick. */
  timeline(): InputTimeline {
    return new InputTimeline(this.runs());
  }
}
