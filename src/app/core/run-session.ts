import { InputLog } from '../../replay/input-log';
import type { InputRun, LevelRef, Practice } from '../../replay/format';
import { Simulation, type Level, type Outcome } from '../../sim';

function ended(run: Simulation): boolean {
  return run.outcome !== 'playing';
}

/**
 * Where a run's level came from: a built-in level, the daily labyrinth, a seed, the editor's
 * playtest, or a level link someone shared; or a practice run, begun from a replay's state
 * (the replay theatre's "play from here"), which never ranks.
 */
export type RunKind = 'level' | 'daily' | 'seed' | 'editor' | 'shared' | 'practice';

/** True for the kinds whose best times are kept as progress (built-in and daily levels). */
export function keepsProgress(kind: RunKind): boolean {
  return kind === 'level' || kind === 'daily';
}

/**
 * True for the kinds with a local leaderboard (and so a ghost): all but seeds, playtests and
 * practice runs.
 */
export function keepsBoard(kind: RunKind): boolean {
  return kind !== 'seed' && kind !== 'editor' && kind !== 'practice';
}

/**
 * True for the kinds whose won runs go to the global leaderboard: built-in, daily, seeded and
 * shared levels (a playtest is the maker's own, before the level is published; a practice run
 * never ranks).
 */
export function postsGlobally(kind: RunKind): boolean {
  return kind !== 'editor' && kind !== 'practice';
}

/** Something stepped in lockstep with the live run, once after each of its ticks (the ghost). */
export interface Follower {
  step(): void;
}

/** The listener of a session: the sounds. */
export interface RunSessionOptions {
  /** After every tick that ran, with its input; `run.events` holds what happened. */
  readonly onAdvance?: (input: number, run: Simulation) => void;
}

/**
 * Everything a replay of a run is made from: the level and how a replay names it, the input of
 * every tick as run-length pairs, and the state hash the live run had at each checkpoint and at
 * its end, so the replay built from it can be checked against what was played.
 */
export interface RunLog {
  readonly level: Level;
  readonly ref: LevelRef;
  readonly kind: RunKind;
  readonly inputs: readonly InputRun[];
  /** uint32 state hash after every CHECKPOINT_INTERVAL ticks. */
  readonly checkpoints: readonly number[];
  readonly ticks: number;
  readonly outcome: Outcome;
  readonly hash: number;
  /** Where a practice run took over from the replay it began in. */
  readonly practice?: Practice;
}

/**
 * The run on screen: its level, its Simulation and every input fed to it, one per tick, in
 * order (exactly what a replay records). After a run ends it stays here, frozen, until the
 * next one starts. Per tick it allocates only when the held input changes.
 */
export class RunSession {
  readonly #onAdvance: RunSessionOptions['onAdvance'];
  #run: Simulation | null = null;
  #kind: RunKind = 'level';
  #ref: LevelRef | null = null;
  #log = new InputLog();
  #follower: Follower | null = null;
  /** A practice run's inputs before the player took over (empty for any other run). */
  #prefix: readonly number[] = [];

  constructor(options: RunSessionOptions = {}) {
    this.#onAdvance = options.onAdvance;
  }

  /** The current or last run, or null before the first. */
  get run(): Simulation | null {
    return this.#run;
  }

  get kind(): RunKind {
    return this.#kind;
  }

  /** How a replay names the run's level, or null before the first run. */
  get ref(): LevelRef | null {
    return this.#ref;
  }

  /** True while a run exists and has not ended. */
  get playing(): boolean {
    return this.#run?.outcome === 'playing';
  }

  /** A copy of the inputs given to each tick of the run so far. */
  inputs(): number[] {
    return [...this.#log.timeline()];
  }

  /** What a replay of the run so far is made from (copies), or null before the first run. */
  log(): RunLog | null {
    const run = this.#run;
    if (run === null || this.#ref === null) return null;
    return {
      level: run.level,
      ref: this.#ref,
      kind: this.#kind,
      inputs: this.#log.runs(),
      checkpoints: this.#log.checkpointHashes(),
      ticks: run.tick,
      outcome: run.outcome,
      hash: run.hash(),
      ...(this.#kind === 'practice' ? { practice: { fromTick: this.#prefix.length } } : {}),
    };
  }

  /**
   * Starts a new run of `level` at tick 0; the previous run (and its follower) is dropped. `ref`
   * names the level in a replay; a built-in level's id is used when it is left out.
   */
  start(level: Level, kind: RunKind, ref: LevelRef = { id: level.id }): Simulation {
    this.#run = new Simulation(level);
    this.#kind = kind;
    this.#ref = ref;
    this.#log = new InputLog();
    this.#follower = null;
    this.#prefix = [];
    return this.#run;
  }

  /**
   * Starts a practice run: `level` played silently through `prefix` (another run's inputs, up
   * to the tick the player takes over from), then live. Its log, and so its replay, holds the
   * prefix too and says where the player took over; restarting starts from there again.
   */
  startPractice(level: Level, ref: LevelRef, prefix: readonly number[]): Simulation {
    const run = this.start(level, 'practice', ref);
    this.#prefix = [...prefix];
    for (const input of this.#prefix) {
      if (ended(run)) break;
      run.advance(input);
      this.#log.append(input, run);
    }
    return run;
  }

  /** Starts the same level again; throws if there was never a run. */
  restart(): Simulation {
    const run = this.#run;
    if (run === null || this.#ref === null) {
      throw new Error('RunSession.restart(): no run to restart');
    }
    if (this.#kind === 'practice') return this.startPractice(run.level, this.#ref, this.#prefix);
    return this.start(run.level, this.#kind, this.#ref);
  }

  /** Steps `follower` after each tick of the current run, until the run ends or another starts. */
  follow(follower: Follower | null): void {
    this.#follower = follower;
  }

  /**
   * Runs one tick of the current run with `input`; does nothing once the run has ended. True on
   * the one tick that ends the run.
   */
  tick(input: number): boolean {
    const run = this.#run;
    if (run === null || ended(run)) return false;
    run.advance(input);
    this.#log.append(input, run);
    this.#follower?.step();
    this.#onAdvance?.(input, run);
    return ended(run);
  }
}
