import type { LiveCloseReason } from '../../../api';
import type { InputRun } from '../../../replay';
import { Simulation, TICKS_PER_SECOND, type Level, type Outcome } from '../../../sim';
import { TOKEN_TOLERANCE_MS } from '../../tokens/start-tokens';

/** A batch refused: the close reason and what was wrong, for the close frame. */
export interface StreamRefusal {
  readonly reason: LiveCloseReason;
  readonly problem: string;
}

/** Where a stream's run stands after a batch taken. */
export interface StreamProgress {
  readonly tick: number;
  readonly outcome: Outcome;
}

/**
 * One live run as the service re-simulates it while it is played: each batch must start exactly
 * where the last ended (no gap, no rewind), may not carry ticks after the run's end, and may not
 * bring the run further than the wall clock since its start token allows (with the tolerance a
 * post gets), so a run computed faster than real time is refused as it streams, not only at its
 * post. The inputs taken are kept as run-length pairs: what a late spectator catches up from.
 */
export class LiveStream {
  readonly #sim: Simulation;
  readonly #pairs: [number, number][] = [];

  constructor(
    level: Level,
    /** When the run's start token was issued, in ms since the epoch, by the service's clock. */
    private readonly issuedAt: number,
    /** Most ticks a run may hold (the service's tick cap). */
    private readonly tickCap: number,
  ) {
    this.#sim = new Simulation(level);
  }

  /** The tick the run stands at: the next batch must start here. */
  get tick(): number {
    return this.#sim.tick;
  }

  get outcome(): Outcome {
    return this.#sim.outcome;
  }

  /** The state hash after the last tick taken. */
  hash(): number {
    return this.#sim.hash();
  }

  /** Every input taken so far, as run-length pairs (a copy). */
  runs(): InputRun[] {
    return this.#pairs.map(([ticks, input]) => [ticks, input] as const);
  }

  /** The most ticks a run started at the token's issue may have reached at `now`. */
  #allowedTicks(now: number): number {
    return Math.floor(((now - this.issuedAt + TOKEN_TOLERANCE_MS) * TICKS_PER_SECOND) / 1000);
  }

  /** Checks a batch of inputs starting at tick `from` and, when it may be real, plays it. */
  take(from: number, runs: readonly InputRun[], now: number): StreamProgress | StreamRefusal {
    const tick = this.#sim.tick;
    if (from > tick) {
      return { reason: 'gap', problem: `starts at tick ${from}, but the run stands at ${tick}` };
    }
    if (from < tick) {
      return { reason: 'rewind', problem: `starts at tick ${from}, but ${tick} ticks were taken` };
    }
    if (this.#sim.outcome !== 'playing') {
      return { reason: 'ended', problem: `the run ended (${this.#sim.outcome}) at tick ${tick}` };
    }
    const count = runs.reduce((sum, [ticks]) => sum + ticks, 0);
    const allowed = this.#allowedTicks(now);
    if (tick + count > allowed) {
      const problem = `reaches tick ${tick + count}, but only ${allowed} ticks fit in the time since the start token`;
      return { reason: 'tooFast', problem };
    }
    if (tick + count > this.tickCap) {
      return { reason: 'ended', problem: `reaches tick ${tick + count}, over ${this.tickCap}` };
    }
    for (const [ticks, input] of runs) {
      const played = this.#play(ticks, input);
      if (played < ticks) {
        const problem = `carries ticks after the run ended (${this.#sim.outcome}) at tick ${this.#sim.tick}`;
        return { reason: 'ended', problem };
      }
    }
    return { tick: this.#sim.tick, outcome: this.#sim.outcome };
  }

  /** Plays `ticks` ticks of `input` while the run lasts; the ticks played. */
  #play(ticks: number, input: number): number {
    let played = 0;
    while (played < ticks && this.#sim.outcome === 'playing') {
      this.#sim.advance(input);
      played++;
    }
    const last = this.#pairs[this.#pairs.length - 1];
    if (played === 0) return 0;
    if (last?.[1] === input) last[0] += played;
    else this.#pairs.push([played, input]);
    return played;
  }
}

/** True when a batch was refused. */
export function isStreamRefusal(value: StreamProgress | StreamRefusal): value is StreamRefusal {
  return 'reason' in value;
}
