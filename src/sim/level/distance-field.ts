import { MINOTAUR_FREE, TILE } from '../core/tiles';

/** Buffers and inputs of one breadth-first pass, preallocated and reused for every pass. */
export interface DistanceFieldJob {
  /** Current tile codes, row-major. */
  readonly cells: Uint8Array;
  readonly width: number;
  /** Output: steps to `origin` for every Minotaur-walkable cell reached, -1 elsewhere. */
  readonly dist: Int32Array;
  /** Scratch queue with room for every cell. */
  readonly queue: Uint16Array;
  origin: number;
  /** Cells farther than this many steps stay at -1. */
  readonly maxSteps: number;
}

/**
 * Fills `dist` with breadth-first step counts from `origin` over tiles a Minotaur may walk (closed
 * doors block), up to `maxSteps`. Allocates nothing. Expects a wall border, so neighbours never
 * leave the grid.
 */
export function fillDistanceField(job: DistanceFieldJob): void {
  const { cells, width, dist, queue, origin, maxSteps } = job;
  dist.fill(-1);
  dist[origin] = 0;
  queue[0] = origin;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const cell = queue[head++] ?? 0;
    const next = (dist[cell] ?? 0) + 1;
    if (next > maxSteps) break;
    let n = cell - width;
    if (dist[n] === -1 && MINOTAUR_FREE[cells[n] ?? TILE.WALL] === 1) {
      dist[n] = next;
      queue[tail++] = n;
    }
    n = cell - 1;
    if (dist[n] === -1 && MINOTAUR_FREE[cells[n] ?? TILE.WALL] === 1) {
      dist[n] = next;
      queue[tail++] = n;
    }
    n = cell + width;
    if (dist[n] === -1 && MINOTAUR_FREE[cells[n] ?? TILE.WALL] === 1) {
      dist[n] = next;
      queue[tail++] = n;
    }
    n = cell + 1;
    if (dist[n] === -1 && MINOTAUR_FREE[cells[n] ?? TILE.WALL] === 1) {
      dist[n] = next;
      queue[tail++] = n;
    }
  }
}
