import { DOWN, LEFT, RIGHT, UP } from './input';

/** A single direction, as its input bit; 0 means none (standing). */
export type Direction = 0 | typeof UP | typeof RIGHT | typeof DOWN | typeof LEFT;

/** The four directions in the fixed order used for every deterministic tie-break. */
export const DIRECTIONS: readonly (typeof UP | typeof LEFT | typeof DOWN | typeof RIGHT)[] = [
  UP,
  LEFT,
  DOWN,
  RIGHT,
];

const STEP_X = new Int8Array(9);
const STEP_Y = new Int8Array(9);
STEP_Y[UP] = -1;
STEP_X[RIGHT] = 1;
STEP_Y[DOWN] = 1;
STEP_X[LEFT] = -1;

/** Column change of one step in direction `d` (0 for none). */
export function stepX(d: number): number {
  return STEP_X[d] ?? 0;
}

/** Row change of one step in direction `d` (0 for none). */
export function stepY(d: number): number {
  return STEP_Y[d] ?? 0;
}

/** The opposite direction (UP and DOWN swap, LEFT and RIGHT swap); 0 stays 0. */
export function opposite(d: number): Direction {
  return (((d << 2) | (d >> 2)) & 15) as Direction;
}

/** Bits of the two directions perpendicular to `d` (for 0, the horizontal pair). */
export function perpendicular(d: number): number {
  return (d & (RIGHT | LEFT)) !== 0 ? UP | DOWN : RIGHT | LEFT;
}
