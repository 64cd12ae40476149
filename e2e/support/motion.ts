/** A point in sub-tile units or tiles. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Ticks over which an actor moved by the same non-zero step every tick. */
export interface StraightRun {
  /** First and last tick of the run (ticks 1-based: tick t moved from positions[t-1] to positions[t]). */
  readonly firstTick: number;
  readonly lastTick: number;
  /** The step of every tick in it. */
  readonly dx: number;
  readonly dy: number;
}

/**
 * The longest straight run in `positions` (positions[t] is where the actor stood after tick t,
 * positions[0] at the start), the earliest of equal length; null when it never moved.
 */
export function longestStraightRun(positions: readonly Point[]): StraightRun | null {
  let best: StraightRun | null = null;
  // The run in progress: from tick `first`, by (dx, dy) a tick; first is 0 when there is none.
  let first = 0;
  let dx = 0;
  let dy = 0;
  for (let t = 1; t < positions.length; t += 1) {
    const from = positions[t - 1];
    const to = positions[t];
    if (from === undefined || to === undefined) break;
    const stepX = to.x - from.x;
    const stepY = to.y - from.y;
    if (stepX === 0 && stepY === 0) {
      first = 0;
      continue;
    }
    if (first === 0 || stepX !== dx || stepY !== dy) {
      first = t;
      dx = stepX;
      dy = stepY;
    }
    if (best === null || t - first > best.lastTick - best.firstTick) {
      best = { firstTick: first, lastTick: t, dx, dy };
    }
  }
  return best;
}

/** Successive differences: steps[i] = values[i + 1] - values[i]. */
export function stepsOf(values: readonly number[]): number[] {
  return values.slice(1).map((value, i) => value - (values[i] ?? value));
}
