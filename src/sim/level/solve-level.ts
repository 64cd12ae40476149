import type { Cell } from './level';
import { doorColourIndex, keyColourIndex, KEY_COLOURS, TILE } from '../core/tiles';

/** The static layout a solver needs: a level, or a grid still being parsed. */
export interface Grid {
  readonly width: number;
  readonly height: number;
  readonly tiles: Uint8Array;
  readonly start: Cell;
  readonly exit: Cell;
}

/** What the static solver found. */
export interface Solution {
  /** True when the exit can be reached from the start, taking keys to open doors. */
  readonly winnable: boolean;
  /** Cell indices (y * width + x) of a shortest winning walk, start and exit included; empty if none. */
  readonly path: readonly number[];
  /** Bit per key colour the player can pick up somewhere. */
  readonly reachableKeys: number;
  /** Number of (cell, keys held) states reached. */
  readonly statesVisited: number;
}

const MASKS = 1 << KEY_COLOURS.length;

/**
 * Breadth-first search over (position, keys held), ignoring time, traps and Minotaurs: proves a
 * level can be won at all and finds its shortest route. Keys are never used up (a key opens every
 * door of its colour), so the keys held are the whole inventory.
 */
export function solveLevel(grid: Grid): Solution {
  const { width, tiles } = grid;
  const cells = width * grid.height;
  const parent = new Int32Array(cells * MASKS).fill(-1);
  const queue = new Int32Array(cells * MASKS);
  const startCell = grid.start.y * width + grid.start.x;
  const exitCell = grid.exit.y * width + grid.exit.x;
  const steps = [-width, -1, width, 1];
  let head = 0;
  let tail = 0;
  let reachableKeys = 0;
  let goal = -1;
  parent[startCell * MASKS] = startCell * MASKS;
  queue[tail++] = startCell * MASKS;
  while (head < tail) {
    const state = queue[head++] ?? 0;
    const cell = (state / MASKS) | 0;
    const mask = state % MASKS;
    reachableKeys |= mask;
    if (cell === exitCell) {
      if (goal < 0) goal = state;
      continue;
    }
    for (const step of steps) {
      const next = cell + step;
      if (next < 0 || next >= cells) continue;
      if (step === 1 && next % width === 0) continue;
      if (step === -1 && cell % width === 0) continue;
      const tile = tiles[next] ?? TILE.WALL;
      if (tile === TILE.WALL) continue;
      const door = doorColourIndex(tile);
      if (door >= 0 && (mask & (1 << door)) === 0) continue;
      const key = keyColourIndex(tile);
      const nextMask = key >= 0 ? mask | (1 << key) : mask;
      const nextState = next * MASKS + nextMask;
      if (parent[nextState] !== -1) continue;
      parent[nextState] = state;
      queue[tail++] = nextState;
    }
  }
  const path: number[] = [];
  if (goal >= 0) {
    for (let s = goal; ; s = parent[s] ?? s) {
      path.push((s / MASKS) | 0);
      if (parent[s] === s) break;
    }
    path.reverse();
  }
  return { winnable: goal >= 0, path, reachableKeys, statesVisited: tail };
}
