import { MIN_SPAWN_DISTANCE, Sfc32 } from '../sim';
import type { ResolvedGeneratorOptions } from './generator-options';
import type { MazeDraft } from './maze-draft';

const KEY_CHARS = ['r', 'g', 'b'];
const DOOR_CHARS = ['R', 'G', 'B'];

/** Picks an element; draws from `rng` only when there is a choice. */
export function pick<T>(rng: Sfc32, items: readonly T[]): T | undefined {
  return items.length <= 1 ? items[0] : items[rng.nextBelow(items.length)];
}

/** Fisher-Yates shuffle driven by `rng`. */
function shuffle<T>(rng: Sfc32, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.nextBelow(i + 1);
    const a = items[i] as T;
    items[i] = items[j] as T;
    items[j] = a;
  }
  return items;
}

/**
 * Start and exit at the two ends of a long walk: the exit is the room farthest from a random
 * room, the start the room farthest from the exit.
 */
export function chooseEnds(draft: MazeDraft, rng: Sfc32): [number, number] {
  const rooms = draft.chars
    .map((_, cell) => cell)
    .filter((cell) => draft.isOpen(cell) && draft.isRoom(cell));
  const seed = pick(rng, rooms) ?? 0;
  const farthest = (from: number) => {
    const dist = draft.distances([from]);
    return rooms.reduce(
      (best, cell) => ((dist[cell] ?? 0) > (dist[best] ?? 0) ? cell : best),
      from,
    );
  };
  const exit = farthest(seed);
  return [farthest(exit), exit];
}

/** Puts doors on connectors of the main path at even spacing; returns their path indices. */
function placeDoors(draft: MazeDraft, path: readonly number[], wanted: number): number[] {
  const doors: number[] = [];
  const fit = Math.min(wanted, Math.floor((path.length - 2) / 6));
  for (let i = 0; i < fit; i++) {
    const target = Math.floor((path.length * (i + 1)) / (fit + 1));
    for (let off = 0; off < path.length; off++) {
      const at = [target + off, target - off].find((j) => {
        const cell = path[j];
        return (
          cell !== undefined &&
          j > 1 &&
          j < path.length - 2 &&
          !draft.isRoom(cell) &&
          doors.every((d) => Math.abs(d - j) >= 4)
        );
      });
      if (at !== undefined) {
        doors.push(at);
        break;
      }
    }
  }
  doors.sort((a, b) => a - b);
  doors.forEach((at, colour) => (draft.chars[path[at] ?? 0] = DOOR_CHARS[colour] ?? 'R'));
  return doors;
}

/** Region of each cell: how many doors lie between it and the start (-1 for walls). */
function regions(
  draft: MazeDraft,
  path: readonly number[],
  doorsAt: readonly number[],
): Int32Array {
  const region = new Int32Array(draft.chars.length).fill(-1);
  const isDoor = (cell: number) => DOOR_CHARS.includes(draft.chars[cell] ?? '');
  const seeds = [path[0] ?? 0, ...doorsAt.map((at) => path[at + 1] ?? 0)];
  seeds.forEach((seed, r) => {
    const dist = draft.distances([seed], (cell) => !isDoor(cell));
    dist.forEach((d, cell) => {
      if (d >= 0 && region[cell] === -1) region[cell] = r;
    });
  });
  return region;
}

/** Knocks through inner walls between two open cells of the same region, `percent` of them. */
function addLoops(draft: MazeDraft, region: Int32Array, percent: number, rng: Sfc32): void {
  const { width } = draft;
  for (let cell = 0; cell < draft.chars.length; cell++) {
    if (draft.isOpen(cell) || draft.x(cell) === 0 || draft.y(cell) === 0) continue;
    if (draft.x(cell) >= width - 1 || draft.y(cell) >= draft.height - 1) continue;
    const across = [cell - 1, cell + 1];
    const along = [cell - width, cell + width];
    const pair =
      across.every((c) => draft.isOpen(c)) && along.every((c) => !draft.isOpen(c))
        ? across
        : along.every((c) => draft.isOpen(c)) && across.every((c) => !draft.isOpen(c))
          ? along
          : undefined;
    if (pair === undefined || region[pair[0] ?? 0] !== region[pair[1] ?? 0]) continue;
    if (rng.nextBelow(100) < percent) {
      draft.chars[cell] = '.';
      region[cell] = region[pair[0] ?? 0] ?? 0;
    }
  }
}

/** Where Minotaurs may start, and how many the maze has room for. */
export interface Furnished {
  readonly lairs: readonly number[];
  readonly minotaurs: number;
}

/**
 * Puts doors on the main path, knocks loops through, and places keys, gems and traps, each only
 * where the level stays fair; marks the start and exit.
 */
export function furnish(
  draft: MazeDraft,
  o: ResolvedGeneratorOptions,
  ends: [number, number],
  rng: Sfc32,
): Furnished {
  const [start, exit] = ends;
  const path = draft.path(start, exit);
  const doorsAt = placeDoors(draft, path, o.keys);
  const region = regions(draft, path, doorsAt);
  addLoops(draft, region, o.loops, rng);
  const onPath = new Set(path);
  const fromPath = draft.distances(path);
  const free = (cell: number) => draft.chars[cell] === '.' && cell !== start && cell !== exit;
  const deadEnd = (cell: number) => draft.openNeighbours(cell).length === 1;
  const open = draft.chars.map((_, cell) => cell).filter((cell) => draft.isOpen(cell));
  // A key goes in the stretch before its door, as far off the main path as that stretch allows.
  doorsAt.forEach((_, colour) => {
    const inRegion = open.filter(
      (cell) => region[cell] === colour && free(cell) && draft.isRoom(cell),
    );
    const off = inRegion.filter((cell) => !onPath.has(cell));
    const pool = (off.length > 0 ? off : inRegion).sort(
      (a, b) => (fromPath[b] ?? 0) - (fromPath[a] ?? 0) || a - b,
    );
    const cell = pick(rng, pool.slice(0, 3));
    if (cell !== undefined) draft.chars[cell] = KEY_CHARS[colour] ?? 'r';
  });
  const fromStart = draft.distances([start]);
  const rooms = shuffle(
    rng,
    open.filter((cell) => free(cell) && draft.isRoom(cell)),
  );
  // Small mazes get fewer things: a gem per 4 rooms, a trap per 8, a Minotaur per 40.
  const roomCount = open.filter((cell) => draft.isRoom(cell)).length;
  const gems = [...rooms.filter(deadEnd), ...rooms.filter((cell) => !deadEnd(cell))].slice(
    0,
    Math.min(o.gems, Math.floor(roomCount / 4)),
  );
  for (const cell of gems) draft.chars[cell] = '*';
  // Traps sit in straight corridors, apart from each other, doors and the start.
  const straight = (cell: number) => {
    const [a = 0, b = 0, ...more] = draft.openNeighbours(cell);
    return more.length === 0 && (b - a === 2 || b - a === 2 * draft.width);
  };
  let traps = 0;
  for (const cell of shuffle(
    rng,
    open.filter((c) => free(c) && straight(c) && (fromStart[c] ?? 0) >= 3),
  )) {
    if (traps === Math.min(o.traps, Math.floor(roomCount / 8))) break;
    if (draft.openNeighbours(cell).some((n) => draft.chars[n] !== '.' && draft.chars[n] !== '*'))
      continue;
    draft.chars[cell] = rng.nextBelow(2) === 0 ? '^' : 'v';
    traps++;
  }
  // Minotaurs may start in rooms far from the player.
  const maxDist = Math.max(...fromStart);
  const near = Math.max(MIN_SPAWN_DISTANCE + 4, Math.floor(maxDist / 3));
  const lairs = open.filter(
    (cell) => free(cell) && draft.isRoom(cell) && (fromStart[cell] ?? 0) >= near,
  );
  draft.chars[start] = 'S';
  draft.chars[exit] = 'E';
  return { lairs, minotaurs: Math.min(o.minotaurs, Math.floor(roomCount / 40)) };
}
