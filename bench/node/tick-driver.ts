import { Simulation, type Level } from '../../src/sim';

/**
 * Feeds a simulation ticks from an input tape, back to back, the way a benchmark needs: when a
 * run ends it restores the run's first state (no new objects) and goes on, so every tick counted
 * is a real tick of a run in play. The restores are part of the timed work; `restarts` counts them.
 */
export class TickDriver {
  readonly simulation: Simulation;
  readonly #tape: Uint8Array;
  readonly #mask: number;
  readonly #start: Int32Array;
  #cursor = 0;
  #restarts = 0;
  #ticks = 0;

  /** A driver for a fresh run of `level`; the tape's length must be a power of two. */
  constructor(options: { readonly level: Level; readonly tape: Uint8Array }) {
    const length = options.tape.length;
    if (length === 0 || (length & (length - 1)) !== 0) {
      throw new RangeError(`the input tape's length must be a power of two, got ${length}`);
    }
    this.simulation = new Simulation(options.level);
    this.#tape = options.tape;
    this.#mask = length - 1;
    this.#start = this.simulation.saveState();
  }

  /** Runs that ended and were started again. */
  get restarts(): number {
    return this.#restarts;
  }

  /** Ticks run so far. */
  get ticks(): number {
    return this.#ticks;
  }

  /** Runs `count` ticks; allocates nothing. */
  run(count: number): void {
    const sim = this.simulation;
    const tape = this.#tape;
    const mask = this.#mask;
    let cursor = this.#cursor;
    let restarts = 0;
    for (let i = 0; i < count; i++) {
      if (sim.outcome !== 'playing') {
        sim.loadState(this.#start);
        restarts++;
      }
      sim.advance(tape[cursor] ?? 0);
      cursor = (cursor + 1) & mask;
    }
    this.#cursor = cursor;
    this.#restarts += restarts;
    this.#ticks += count;
  }
}
