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

/** A run began (a restart too), set up for its first live tick: a practice run past its prefix. */
export interface RunStarted {
  readonly run: Simulation;
  readonly kind: RunKind;
  readonly ref: LevelRef;
}

/** The live run was decided, on its last tick. */
export interface RunEnded {
  readonly run: Simulation;
  readonly kind: RunKind;
  readonly ref: LevelRef;
  readonly outcome: Exclude<Outcome, 'playing'>;
}

/** The live run was left while playing (a restart, another run, or back to the title). */
export interface RunAbandoned {
  /** What a replay of the run as far as it went is made from. */
  readonly log: RunLog;
}

/**
 * What a session tells its listeners, by event. `run-ticked` comes after every tick that ran,
 * with its input (`run.events` holds what happened); it passes no new object, so a tick still
 * allocates nothing. `run-ended` follows the `run-ticked` of the run's last tick.
 */
export interface RunListeners {
  readonly 'run-started': (started: RunStarted) => void;
  readonly 'run-ticked': (run: Simulation, input: number) => void;
  readonly 'run-ended': (ended: RunEnded) => void;
  readonly 'run-abandoned': (abandoned: RunAbandoned) => void;
}

type ListenerLists = { readonly [E in keyof RunListeners]: RunListeners[E][] };

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
 * next one starts. Per tick it allocates only when the held input changes. A run's start, its
 * ticks and its end are events that the parts which follow runs subscribe to (`on`).
 */
export class RunSession {
  readonly #listeners: ListenerLists = {
    'run-started': [],
    'run-ticked': [],
    'run-ended': [],
    'run-abandoned': [],
  };
  /** True once the current run was told abandoned: it is told once. */
  #abandoned = false;
  #run: Simulation | null = null;
  #kind: RunKind = 'level';
  #ref: LevelRef | null = null;
  #log = new InputLog();
  #follower: Follower | null = null;
  /** A practice run's inputs before the player took over (empty for any other run). */
  #prefix: readonly number[] = [];

  /**
   * Calls `listener` on each `event` from now on, in the order the listeners subscribed: the
   * parts built first hear first. Returns what unsubscribes it.
   */
  on<E extends keyof RunListeners>(event: E, listener: RunListeners[E]): () => void {
    const list: RunListeners[E][] = this.#listeners[event];
    list.push(listener);
    return () => {
      const at = list.indexOf(listener);
      if (at >= 0) list.splice(at, 1);
    };
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
    const run = this.#begin(level, kind, ref);
    this.#started(run, kind, ref);
    return run;
  }

  /**
   * Starts a practice run: `level` played silently through `prefix` (another run's inputs, up
   * to the tick the player takes over from), then live. Its log, and so its replay, holds the
   * prefix too and says where the player took over; restarting starts from there again.
   */
  startPractice(level: Level, ref: LevelRef, prefix: readonly number[]): Simulation {
    const run = this.#begin(level, 'practice', ref);
    this.#prefix = [...prefix];
    for (const input of this.#prefix) {
      if (ended(run)) break;
      run.advance(input);
      this.#log.append(input, run);
    }
    this.#started(run, 'practice', ref);
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
    const ref = this.#ref;
    if (run === null || ref === null || ended(run)) return false;
    run.advance(input);
    this.#log.append(input, run);
    this.#follower?.step();
    for (const listener of this.#listeners['run-ticked']) listener(run, input);
    const outcome = run.outcome;
    if (outcome === 'playing') return false;
    const decided: RunEnded = { run, kind: this.#kind, ref, outcome };
    for (const listener of [...this.#listeners['run-ended']]) listener(decided);
    return true;
  }

  /**
   * The player leaves the current run while it is playing (back to the title; a restart or a
   * new run calls this first): its listeners hear `run-abandoned` with its log, once per run.
   * Nothing happens before the first run, after the run ended, or when it was told already.
   */
  abandon(): void {
    if (!this.playing || this.#abandoned) return;
    const log = this.log();
    if (log === null) return;
    this.#abandoned = true;
    for (const listener of [...this.#listeners['run-abandoned']]) listener({ log });
  }

  /** A fresh run of `level`, with no inputs yet and no follower; nobody is told yet. */
  #begin(level: Level, kind: RunKind, ref: LevelRef): Simulation {
    this.abandon();
    this.#abandoned = false;
    this.#run = new Simulation(level);
    this.#kind = kind;
    this.#ref = ref;
    this.#log = new InputLog();
    this.#follower = null;
    this.#prefix = [];
    return this.#run;
  }

  #started(run: Simulation, kind: RunKind, ref: LevelRef): void {
    const started: RunStarted = { run, kind, ref };
    for (const listener of [...this.#listeners['run-started']]) listener(started);
  }
}
