import type { InputRun } from './format';

/**
 * A replay's inputs laid out by tick, for stepping a playback or a ghost one tick at a time:
 * `inputAt(tick)` is the input of the tick that runs from `tick` to `tick + 1`. Lookups are a
 * binary search over the run ends, so any tick costs the same.
 */
export class InputTimeline implements Iterable<number> {
  /** Tick at which each run ends (exclusive), ascending. */
  readonly #ends: Int32Array;
  readonly #values: Uint8Array;

  constructor(inputs: readonly InputRun[]) {
    this.#ends = new Int32Array(inputs.length);
    this.#values = new Uint8Array(inputs.length);
    let end = 0;
    inputs.forEach(([length, input], i) => {
      end += length;
      this.#ends[i] = end;
      this.#values[i] = input;
    });
  }

  /** Number of ticks, one input each. */
  get length(): number {
    return this.#ends.length === 0 ? 0 : (this.#ends[this.#ends.length - 1] ?? 0);
  }

  /** The input of tick `tick` (0-based); throws a RangeError outside 0..length-1. */
  inputAt(tick: number): number {
    if (!Number.isInteger(tick) || tick < 0 || tick >= this.length) {
      throw new RangeError(`tick must be an integer from 0 to ${this.length - 1}, got ${tick}`);
    }
    const ends = this.#ends;
    let lo = 0;
    let hi = ends.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((ends[mid] ?? 0) > tick) hi = mid;
      else lo = mid + 1;
    }
    return this.#values[lo] ?? 0;
  }

  /** Every input from tick `from` on, one per tick. */
  *from(from = 0): Generator<number, void, undefined> {
    let start = 0;
    for (let i = 0; i < this.#ends.length; i++) {
      const end = this.#ends[i] ?? 0;
      const input = this.#values[i] ?? 0;
      for (let t = Math.max(start, from); t < end; t++) yield input;
      start = end;
    }
  }

  [Symbol.iterator](): Generator<number, void, undefined> {
    return this.from(0);
  }
}
