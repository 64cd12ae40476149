import { Simulation, type Level } from '../sim';
import type { Replay } from './format';
import { InputTimeline } from './input-timeline';
import { resolveReplayLevel } from './level-ref';

/** What a seeker is made for. */
export interface ReplaySeekerOptions {
  readonly replay: Replay;
  /** The replay's level, already resolved. */
  readonly level?: Level;
  /** Ticks between saved states (default 200): a seek runs fewer ticks than this. */
  readonly snapshotInterval?: number;
}

/**
 * Seeks within a replay at the cost of a short run: it saves the state every few hundred ticks
 * the first time it passes them (or all at once, `prepare`), then starts each seek from the nearest saved state at or
 * before the target. The playback viewer's progress bar uses it.
 */
export class ReplaySeeker {
  readonly level: Level;
  readonly timeline: InputTimeline;
  readonly #interval: number;
  readonly #snapshots: Int32Array[] = [];
  /** The run that lays down snapshots, always at the tick of the last one. */
  readonly #runner: Simulation;

  constructor(options: ReplaySeekerOptions) {
    const interval = options.snapshotInterval ?? 200;
    if (!Number.isInteger(interval) || interval < 1) {
      throw new RangeError(`snapshotInterval must be a positive integer, got ${interval}`);
    }
    this.level = options.level ?? resolveReplayLevel(options.replay.level);
    this.timeline = new InputTimeline(options.replay.inputs);
    this.#interval = interval;
    this.#runner = new Simulation(this.level);
    this.#snapshots.push(this.#runner.saveState());
  }

  /** Last tick of the replay. */
  get endTick(): number {
    return this.timeline.length;
  }

  /** States saved so far (the first is tick 0). */
  get snapshots(): number {
    return this.#snapshots.length;
  }

  /**
   * Saves every state a seek can start from now, in one pass over the replay (as long as
   * verifying it), so no later seek runs more than one interval of ticks: the viewer calls it
   * when a replay opens, and seeking anywhere in a 20-minute replay then fits in a frame.
   */
  prepare(): void {
    this.#extendTo(Math.floor(this.endTick / this.#interval));
  }

  /** A new, independent run at `tick` (0..endTick), or at its end if the run ended sooner. */
  seek(tick: number): Simulation {
    if (!Number.isInteger(tick) || tick < 0 || tick > this.endTick) {
      throw new RangeError(`tick must be an integer from 0 to ${this.endTick}, got ${tick}`);
    }
    const slot = Math.floor(tick / this.#interval);
    this.#extendTo(slot);
    const base = Math.min(slot, this.#snapshots.length - 1);
    const sim = new Simulation(this.level);
    sim.loadState(this.#snapshots[base] ?? this.#runner.saveState());
    this.#advance(sim, base * this.#interval, tick);
    return sim;
  }

  #extendTo(slot: number): void {
    const runner = this.#runner;
    while (this.#snapshots.length <= slot && runner.outcome === 'playing') {
      const at = (this.#snapshots.length - 1) * this.#interval;
      this.#advance(runner, at, at + this.#interval);
      if (runner.tick === at + this.#interval) this.#snapshots.push(runner.saveState());
    }
  }

  /** Runs `sim`, which stands at input index `from`, up to index `to` (or its end). */
  #advance(sim: Simulation, from: number, to: number): void {
    const timeline = this.timeline;
    for (let t = from; t < to && sim.outcome === 'playing'; t++) sim.advance(timeline.inputAt(t));
  }
}
