import { describe, expect, it } from 'vitest';
import { LEVEL_CHARACTERS, solveLevel, TILE, type Grid } from '../../src/sim';
import { makeLevel } from './support/make-level';

/** A grid from level text without the parser's checks (so it may be unwinnable). */
function rawGrid(text: string): Grid {
  const rows = text.split('\n');
  const width = rows[0]?.length ?? 0;
  const chars = rows.join('');
  const find = (ch: string) => {
    const i = chars.indexOf(ch);
    return { x: i % width, y: Math.floor(i / width) };
  };
  const tiles = Uint8Array.from(chars, (ch) => LEVEL_CHARACTERS[ch] ?? TILE.WALL);
  return { width, height: rows.length, tiles, start: find('S'), exit: find('E') };
}

/** Cell index of (x, y) in a grid `width` tiles wide. */
function at(width: number, x: number, y: number): number {
  return y * width + x;
}

describe('solveLevel, counted by hand', () => {
  it('visits each (cell, keys held) state once and never expands the exit', () => {
    // (1,1) empty-handed, (2,1) with red, (1,1) with red, the exit (3,1) with red: four states.
    // The exit is not expanded, so (4,1) is never reached.
    const level = makeLevel('######\n#SrE.#\n######');
    const solution = solveLevel(level);
    expect(solution.statesVisited).toBe(4);
    expect(solution.path).toEqual([at(6, 1, 1), at(6, 2, 1), at(6, 3, 1)]);
    expect(solution.reachableKeys).toBe(0b001);
  });

  it('keeps the first (shortest) arrival at the exit, not a later one with more keys', () => {
    // Empty-handed the exit is two steps east. With the red key (one step west) it is reached
    // again later, four steps from the start; the route must stay the short one.
    const level = makeLevel('#######\n#rS.E.#\n#######');
    const solution = solveLevel(level);
    expect(solution.winnable).toBe(true);
    expect(solution.path).toEqual([at(7, 2, 1), at(7, 3, 1), at(7, 4, 1)]);
    expect(solution.reachableKeys).toBe(0b001);
  });

  it('reports every key colour it can reach and none it cannot', () => {
    const level = makeLevel(`
#########
#S.b.g..#
#######.#
#r#....E#
#########`);
    const solution = solveLevel(level);
    // Blue (bit 2) and green (bit 1) are on the way; red (bit 0) is walled in.
    expect(solution.reachableKeys).toBe(0b110);
    expect(solution.winnable).toBe(true);
  });

  it('does not wrap from the end of one row to the start of the next', () => {
    // No wall border: the start is the last cell of row 0 and the exit the first cell of row 1,
    // adjacent in memory but not on the grid. Every other neighbour is wall.
    const tiles = Uint8Array.from([
      TILE.WALL,
      TILE.WALL,
      TILE.FLOOR,
      TILE.FLOOR,
      TILE.WALL,
      TILE.WALL,
    ]);
    const eastward: Grid = {
      width: 3,
      height: 2,
      tiles,
      start: { x: 2, y: 0 },
      exit: { x: 0, y: 1 },
    };
    expect(solveLevel(eastward)).toMatchObject({ winnable: false, path: [], statesVisited: 1 });
    const westward: Grid = { ...eastward, start: { x: 0, y: 1 }, exit: { x: 2, y: 0 } };
    expect(solveLevel(westward)).toMatchObject({ winnable: false, path: [], statesVisited: 1 });
  });

  it('steps up, down and left into the first column of a grid without a border', () => {
    // Two by two, all floor: from the top left the exit below is one step down.
    const open = Uint8Array.from([TILE.FLOOR, TILE.FLOOR, TILE.FLOOR, TILE.FLOOR]);
    const down: Grid = {
      width: 2,
      height: 2,
      tiles: open,
      start: { x: 0, y: 0 },
      exit: { x: 0, y: 1 },
    };
    expect(solveLevel(down)).toMatchObject({ winnable: true, path: [0, 2] });
    const up: Grid = { ...down, start: { x: 0, y: 1 }, exit: { x: 0, y: 0 } };
    expect(solveLevel(up)).toMatchObject({ winnable: true, path: [2, 0] });
    const viaLeft: Grid = { ...down, start: { x: 1, y: 1 }, exit: { x: 0, y: 1 } };
    expect(solveLevel(viaLeft)).toMatchObject({ winnable: true, path: [3, 2] });
  });

  it('counts an exit in cell 0 as reached', () => {
    // The first cell of the grid is state 0, the exit with no keys.
    const tiles = Uint8Array.from([TILE.EXIT, TILE.FLOOR, TILE.WALL, TILE.WALL]);
    const grid: Grid = { width: 2, height: 2, tiles, start: { x: 1, y: 0 }, exit: { x: 0, y: 0 } };
    expect(solveLevel(grid)).toMatchObject({ winnable: true, path: [1, 0] });
    // With a key to the east the exit is reached again later, holding it; the first stays.
    const keyed = Uint8Array.from([TILE.EXIT, TILE.FLOOR, TILE.KEY_RED]);
    const row: Grid = {
      width: 3,
      height: 1,
      tiles: keyed,
      start: { x: 1, y: 0 },
      exit: { x: 0, y: 0 },
    };
    expect(solveLevel(row)).toMatchObject({ winnable: true, path: [1, 0], reachableKeys: 0b001 });
  });

  it('finds nothing when the exit is walled off, and says so with an empty path', () => {
    const solution = solveLevel(rawGrid('#######\n#S.#.E#\n#######'));
    expect(solution).toMatchObject({ winnable: false, path: [], reachableKeys: 0 });
    expect(solution.statesVisited).toBe(2);
  });
});
