import type { Cell } from './level';
import { LevelError } from './level-error';
import { solveLevel, type Grid } from './solve-level';
import { doorColourIndex, KEY_COLOURS, keyColourIndex, TILE } from '../core/tiles';

/** A parsed grid with its spawns and the fairness distance to check. */
export interface ReachabilityInput extends Grid {
  readonly spawns: readonly Cell[];
  readonly minSpawnDistance: number;
}

/** Steps from `from` to every cell over anything but walls (doors count as open); -1 if unreachable. */
function walkingDistances(grid: Grid, from: Cell): Int32Array {
  const { width, tiles } = grid;
  const dist = new Int32Array(width * grid.height).fill(-1);
  const queue = new Int32Array(width * grid.height);
  let head = 0;
  let tail = 0;
  const origin = from.y * width + from.x;
  dist[origin] = 0;
  queue[tail++] = origin;
  while (head < tail) {
    const cell = queue[head++] ?? 0;
    for (const next of [cell - width, cell - 1, cell + width, cell + 1]) {
      if (next < 0 || next >= tiles.length || tiles[next] === TILE.WALL || dist[next] !== -1)
        continue;
      dist[next] = (dist[cell] ?? 0) + 1;
      queue[tail++] = next;
    }
  }
  return dist;
}

/**
 * Throws a `LevelError` when a door's key is missing or out of reach, when the exit cannot be
 * reached, or when a Minotaur starts too close to the player. Expects a wall border.
 */
export function checkReachability(grid: ReachabilityInput): void {
  const { width, tiles } = grid;
  const solution = solveLevel(grid);
  let keysPresent = 0;
  for (const tile of tiles) {
    const key = keyColourIndex(tile);
    if (key >= 0) keysPresent |= 1 << key;
  }
  for (let i = 0; i < tiles.length; i++) {
    const door = doorColourIndex(tiles[i] ?? 0);
    if (door < 0) continue;
    const row = Math.floor(i / width) + 1;
    const column = (i % width) + 1;
    const colour = KEY_COLOURS[door] ?? 'unknown';
    if ((keysPresent & (1 << door)) === 0) {
      throw new LevelError(
        'missing-key',
        row,
        column,
        `a ${colour} door but no ${colour} key in the level`,
      );
    }
    if ((solution.reachableKeys & (1 << door)) === 0) {
      throw new LevelError(
        'unreachable-key',
        row,
        column,
        `the ${colour} key for this ${colour} door cannot be reached from the start`,
      );
    }
  }
  if (!solution.winnable) {
    throw new LevelError(
      'unreachable-exit',
      grid.exit.y + 1,
      grid.exit.x + 1,
      'the exit cannot be reached from the start, even with every reachable key',
    );
  }
  const dist = walkingDistances(grid, grid.start);
  for (const spawn of grid.spawns) {
    const d = dist[spawn.y * width + spawn.x] ?? -1;
    if (d >= 0 && d < grid.minSpawnDistance) {
      throw new LevelError(
        'minotaur-too-close',
        spawn.y + 1,
        spawn.x + 1,
        `a Minotaur ${d} steps from the start; it must be at least ${grid.minSpawnDistance}`,
      );
    }
  }
}
