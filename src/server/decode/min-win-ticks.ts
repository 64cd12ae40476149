import { PLAYER_SPEED, TILE, UNITS_PER_TILE, type Level } from '../../sim';

/**
 * Fewest ticks in which any run of any level can be won: the exit is at least one tile from the
 * start, and Theseus is on a tile once his centre is half a tile into it.
 */
export const FEWEST_WIN_TICKS = ticksToEnter(1);

/** Ticks Theseus needs at the least to enter a tile `steps` tiles from his start. */
function ticksToEnter(steps: number): number {
  return Math.ceil((steps * UNITS_PER_TILE - UNITS_PER_TILE / 2) / PLAYER_SPEED);
}

/**
 * Fewest ticks in which any run can win `level`, so that a replay claiming a win in fewer is
 * refused before it is re-simulated. A lower bound, never above a real win: the walk counts every
 * tile but walls as open (doors as if their keys were held), and Theseus moves at most
 * PLAYER_SPEED units a tick along open tiles; he wins on the tick his centre is half a tile into
 * the exit's tile, `steps - 1` whole tiles and a half from where he starts.
 */
export function minWinTicks(level: Level): number {
  const { width, height, tiles } = level;
  const start = level.start.y * width + level.start.x;
  const exit = level.exit.y * width + level.exit.x;
  const steps = new Int32Array(width * height).fill(-1);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  steps[start] = 0;
  queue[tail++] = start;
  while (head < tail) {
    const cell = queue[head++] ?? 0;
    if (cell === exit) return ticksToEnter(steps[cell] ?? 1);
    const x = cell % width;
    const around = [
      x > 0 ? cell - 1 : -1,
      x < width - 1 ? cell + 1 : -1,
      cell - width,
      cell + width,
    ];
    for (const next of around) {
      if (next < 0 || next >= tiles.length || steps[next] !== -1) continue;
      if (tiles[next] === TILE.WALL) continue;
      steps[next] = (steps[cell] ?? 0) + 1;
      queue[tail++] = next;
    }
  }
  // A level's exit is reachable (parseLevel checks it); if it were not, no run could win.
  return Number.MAX_SAFE_INTEGER;
}
