import { Simulation, type Level } from '../sim';

function ended(run: Simulation): boolean {
  return run.outcome !== 'playing';
}

/** Where a run's level came from: a built-in level, the daily labyrinth, or a seed. */
export type RunKind = 'level' | 'daily' | 'seed';

/** Listeners of a session: sounds, the end screen, and (later) a replay recorder. */
export interface SessionOptions {
  /** After every tick that ran, with its input; `run.events` holds what happened. */
  readonly onAdvance?: (input: number, run: Simulation) => void;
  /** Once, on the tick a run ends. */
  readonly onEnd?: (run: Simulation) => void;
}

/**
 * The run on screen: its level, its Simulation and every input fed to it, one per tick, in
 * order (exactly what a replay records). After a run ends it stays here, frozen, until the
 * next one starts.
 */
export class Session {
  readonly #onAdvance: SessionOptions['onAdvance'];
  readonly #onEnd: SessionOptions['onEnd'];
  #run: Simulation | null = null;
  #kind: RunKind = 'level';
  #inputs: number[] = [];

  constructor(options: SessionOptions = {}) {
    this.#onAdvance = options.onAdvance;
    this.#onEnd = options.onEnd;
  }

  /** The current or last run, or null before the first. */
  get run(): Simulation | null {
    return this.#run;
  }

  get kind(): RunKind {
    return this.#kind;
  }

  /** True while a run exists and has not ended. */
  get playing(): boolean {
    return this.#run?.outcome === 'playing';
  }

  /** A copy of the inputs given to each tick of the run so far. */
  inputs(): number[] {
    return [...this.#inputs];
  }

  /** Starts a new run of `level` at tick 0; the previous run is dropped. */
  start(level: Level, kind: RunKind): Simulation {
    this.#run = new Simulation(level);
    this.#kind = kind;
    this.#inputs = [];
    return this.#run;
  }

  /** Starts the same level again; throws if there was never a run. */
  restart(): Simulation {
    const run = this.#run;
    if (run === null) throw new Error('Session.restart(): no run to restart');
    return this.start(run.level, this.#kind);
  }

  /** Runs one tick of the current run with `input`; does nothing once the run has ended. */
  tick(input: number): void {
    const run = this.#run;
    if (run === null || ended(run)) return;
    run.advance(input);
    this.#inputs.push(input);
    this.#onAdvance?.(input, run);
    if (ended(run)) this.#onEnd?.(run);
  }
}
