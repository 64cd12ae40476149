/** Start and end of two actors' centres over one tick. */
export class Sweep {
  aPrevX = 0;
  aPrevY = 0;
  aX = 0;
  aY = 0;
  bPrevX = 0;
  bPrevY = 0;
  bX = 0;
  bY = 0;
}

/** The motion of two actors over one tick, as `sweptTouch` reads it. */
export interface SweepView {
  readonly aPrevX: number;
  readonly aPrevY: number;
  readonly aX: number;
  readonly aY: number;
  readonly bPrevX: number;
  readonly bPrevY: number;
  readonly bX: number;
  readonly bY: number;
}

/**
 * True when two points, each moving in a straight line from its previous to its current position
 * during the tick, come closer than `reach` on both axes at any moment of it, the ends included.
 * Checking only the end positions would let fast actors pass through each other between ticks;
 * this solves for the moment instead. Exact integer arithmetic on fractions; allocates nothing.
 */
export function sweptTouch(s: SweepView, reach: number): boolean {
  // Relative offset d(t) = d0 + t * v for t in [0, 1]; they touch while |dx| < reach and
  // |dy| < reach. Track the open window low < t < high as fractions num / den, den > 0.
  let lowNum = -1;
  let lowDen = 1;
  let highNum = 2;
  let highDen = 1;
  for (let axis = 0; axis < 2; axis++) {
    const d0 = axis === 0 ? s.aPrevX - s.bPrevX : s.aPrevY - s.bPrevY;
    const d1 = axis === 0 ? s.aX - s.bX : s.aY - s.bY;
    const v = d1 - d0;
    if (v === 0) {
      if (d0 >= reach || d0 <= -reach) return false;
      continue;
    }
    const den = v > 0 ? v : -v;
    const enter = v > 0 ? -reach - d0 : d0 - reach;
    const leave = v > 0 ? reach - d0 : d0 + reach;
    if (enter * lowDen > lowNum * den) {
      lowNum = enter;
      lowDen = den;
    }
    if (leave * highDen < highNum * den) {
      highNum = leave;
      highDen = den;
    }
  }
  // Some t in [0, 1] with low < t < high exists exactly when low < high, low < 1 and high > 0.
  return lowNum * highDen < highNum * lowDen && lowNum < lowDen && highNum > 0;
}
