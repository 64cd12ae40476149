import { DOWN, RIGHT, UNITS_PER_TILE, UP } from '../sim';

const TAU = Math.PI * 2;
/** How far Theseus bobs at each step, as a share of a tile. */
const BOB = 0.05;

/** The sprite facing of a simulation direction: UP, RIGHT, DOWN or LEFT as 0 to 3. */
export function facingIndex(direction: number): 0 | 1 | 2 | 3 {
  return direction === UP ? 0 : direction === RIGHT ? 1 : direction === DOWN ? 2 : 3;
}

/** Which walking pose: it changes twice per tile walked, and rests at 0 standing still. */
export function strideAt(ux: number, uy: number, moving: boolean): 0 | 1 {
  return moving ? (Math.floor(((ux + uy) * 2) / UNITS_PER_TILE) & 1 ? 1 : 0) : 0;
}

/** How far up (negative pixels) a walker at (ux, uy) bobs, with `tile` pixels per tile. */
export function bobAt(ux: number, uy: number, tile: number): number {
  return -Math.abs(Math.sin(((ux + uy) / UNITS_PER_TILE) * TAU)) * tile * BOB;
}
