import { doorColourIndex, keyColourIndex, PLAYER_FREE, solveLevel, TILE, type Level } from '../sim';

/**
 * The static route through a level as a list of legs: fetch each key the shortest winning walk
 * picks up, in its order, then reach the exit. `toGo(cell, keysHeld)` estimates the steps still
 * needed from a cell, for a search that wants to make progress along it.
 */
export interface RoutePlan {
  readonly winnable: boolean;
  /** Steps of the shortest winning walk. */
  readonly length: number;
  toGo(cell: number, keysHeld: number): number;
}

/** Step counts to `target` over tiles the player can walk holding the keys in `mask`. */
function distancesTo(level: Level, target: number, mask: number): Int32Array {
  const { width, tiles } = level;
  const dist = new Int32Array(tiles.length).fill(-1);
  const queue = new Int32Array(tiles.length);
  let head = 0;
  let tail = 0;
  dist[target] = 0;
  queue[tail++] = target;
  while (head < tail) {
    const cell = queue[head++] ?? 0;
    for (const next of [cell - width, cell - 1, cell + width, cell + 1]) {
      if (dist[next] !== -1) continue;
      const tile = tiles[next] ?? TILE.WALL;
      const door = doorColourIndex(tile);
      if (PLAYER_FREE[tile] !== 1 && !(door >= 0 && (mask & (1 << door)) !== 0)) continue;
      dist[next] = (dist[cell] ?? 0) + 1;
      queue[tail++] = next;
    }
  }
  return dist;
}

const UNREACHABLE = 1 << 20;

/** Plans the legs of `level`'s shortest winning walk. */
export function planRoute(level: Level): RoutePlan {
  const solution = solveLevel(level);
  const targets: number[] = [];
  const colours: number[] = [];
  const masks: number[] = [];
  let mask = 0;
  for (const cell of solution.path) {
    const key = keyColourIndex(level.tiles[cell] ?? TILE.WALL);
    if (key >= 0 && (mask & (1 << key)) === 0) {
      targets.push(cell);
      colours.push(key);
      masks.push(mask);
      mask |= 1 << key;
    }
  }
  targets.push(level.exit.y * level.width + level.exit.x);
  masks.push(mask);
  const fields = targets.map((target, i) => distancesTo(level, target, masks[i] ?? 0));
  // remaining[i]: steps from leg i's target to the exit along the later legs.
  const remaining = targets.map(() => 0);
  for (let i = targets.length - 2; i >= 0; i--) {
    remaining[i] = (remaining[i + 1] ?? 0) + (fields[i + 1]?.[targets[i] ?? 0] ?? 0);
  }
  return {
    winnable: solution.winnable,
    length: Math.max(0, solution.path.length - 1),
    toGo(cell: number, keysHeld: number): number {
      let leg = 0;
      while (leg < colours.length && (keysHeld & (1 << (colours[leg] ?? 0))) !== 0) leg++;
      const d = fields[leg]?.[cell] ?? -1;
      return d < 0 ? UNREACHABLE : d + (remaining[leg] ?? 0);
    },
  };
}
