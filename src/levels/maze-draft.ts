import { DIRECTIONS, Sfc32, stepX, stepY } from '../sim';

/** A level being generated: one level-text character per cell, row-major. */
export class MazeDraft {
  readonly chars: string[];
  readonly steps: readonly number[];

  constructor(
    readonly width: number,
    readonly height: number,
    chars?: readonly string[],
  ) {
    this.chars = chars ? [...chars] : Array.from({ length: width * height }, () => '#');
    this.steps = DIRECTIONS.map((d) => stepY(d) * width + stepX(d));
  }

  x(cell: number): number {
    return cell % this.width;
  }

  y(cell: number): number {
    return Math.floor(cell / this.width);
  }

  isOpen(cell: number): boolean {
    return (this.chars[cell] ?? '#') !== '#';
  }

  /** True for the cells the maze is carved on: odd column and odd row. */
  isRoom(cell: number): boolean {
    return this.x(cell) % 2 === 1 && this.y(cell) % 2 === 1;
  }

  /** Open neighbours of a cell, in DIRECTIONS order. */
  openNeighbours(cell: number): number[] {
    return this.steps.map((s) => cell + s).filter((n) => this.isOpen(n));
  }

  /** Breadth-first steps from `from` over open cells that `passable` allows; -1 elsewhere. */
  distances(from: readonly number[], passable: (cell: number) => boolean = () => true): Int32Array {
    const dist = new Int32Array(this.chars.length).fill(-1);
    const queue: number[] = [];
    for (const cell of from) {
      dist[cell] = 0;
      queue.push(cell);
    }
    // The array iterator sees cells pushed during the loop, which makes this a queue.
    for (const cell of queue) {
      for (const next of this.openNeighbours(cell)) {
        if (dist[next] !== -1 || !passable(next)) continue;
        dist[next] = (dist[cell] ?? 0) + 1;
        queue.push(next);
      }
    }
    return dist;
  }

  /** Shortest walk from `from` to `to` over open cells, both included; empty if none. */
  path(from: number, to: number): number[] {
    const dist = this.distances([to]);
    if ((dist[from] ?? -1) < 0) return [];
    const path = [from];
    let cell = from;
    while (cell !== to) {
      const here = dist[cell] ?? 0;
      cell = this.openNeighbours(cell).find((n) => dist[n] === here - 1) ?? to;
      path.push(cell);
    }
    return path;
  }

  /**
   * Carves a perfect maze (one way between any two rooms) with a growing-tree walk that mostly
   * extends the newest room and sometimes a random one, for a mix of long and branching passages.
   */
  carve(rng: Sfc32): void {
    const rooms: number[] = [];
    for (let cell = 0; cell < this.chars.length; cell++) {
      if (this.isRoom(cell) && this.x(cell) < this.width - 1 && this.y(cell) < this.height - 1) {
        rooms.push(cell);
      }
    }
    const roomSet = new Uint8Array(this.chars.length);
    for (const room of rooms) roomSet[room] = 1;
    const inside = (cell: number) => roomSet[cell] === 1;
    const first = rooms[rng.nextBelow(rooms.length)] ?? 0;
    this.chars[first] = '.';
    const active = [first];
    while (active.length > 0) {
      const index = rng.nextBelow(4) === 0 ? rng.nextBelow(active.length) : active.length - 1;
      const cell = active[index] ?? 0;
      const fresh = this.steps.filter((s) => inside(cell + 2 * s) && !this.isOpen(cell + 2 * s));
      if (fresh.length === 0) {
        active.splice(index, 1);
        continue;
      }
      const step = fresh[rng.nextBelow(fresh.length)] ?? 0;
      this.chars[cell + step] = '.';
      this.chars[cell + 2 * step] = '.';
      active.push(cell + 2 * step);
    }
  }

  /** The level text. */
  text(): string {
    const rows: string[] = [];
    for (let y = 0; y < this.height; y++) {
      rows.push(this.chars.slice(y * this.width, (y + 1) * this.width).join(''));
    }
    return rows.join('\n');
  }
}
