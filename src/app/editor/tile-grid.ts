import { isLevelRow, MAX_LEVEL_SIDE, MIN_LEVEL_SIDE } from '../../sim';
import { isTileChar, type TileChar } from './editor-tiles';

/** A level's tiles as the editor holds them: immutable rows of level-text characters. */
export interface TileGrid {
  readonly width: number;
  readonly height: number;
  /** `height` strings of `width` characters each. */
  readonly rows: readonly string[];
}

/** A side the editor accepts: MIN_LEVEL_SIDE to MAX_LEVEL_SIDE, a whole number. */
export function checkSide(what: string, side: number): number {
  if (!Number.isInteger(side) || side < MIN_LEVEL_SIDE || side > MAX_LEVEL_SIDE) {
    throw new RangeError(
      `${what} must be a whole number from ${MIN_LEVEL_SIDE} to ${MAX_LEVEL_SIDE}, got ${String(side)}`,
    );
  }
  return side;
}

/** A grid of floor inside a wall border, the start at the top left and the exit at the bottom right. */
export function blankGrid(width: number, height: number): TileGrid {
  checkSide('width', width);
  checkSide('height', height);
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    const border = y === 0 || y === height - 1;
    rows.push(border ? '#'.repeat(width) : `#${'.'.repeat(width - 2)}#`);
  }
  const grid = { width, height, rows };
  // A 3x3 grid has one open tile: it gets the start only.
  const withStart = setChar(grid, 1, 1, 'S');
  return width * height > 9 ? setChar(withStart, width - 2, height - 2, 'E') : withStart;
}

/** The character at column `x`, row `y` (0-based), or undefined outside the grid. */
export function charAt(grid: TileGrid, x: number, y: number): TileChar | undefined {
  if (x < 0 || y < 0 || x >= grid.width || y >= grid.height) return undefined;
  const char = grid.rows[y]?.charAt(x) ?? '';
  return isTileChar(char) ? char : undefined;
}

function setChar(grid: TileGrid, x: number, y: number, char: TileChar): TileGrid {
  const row = grid.rows[y] ?? '';
  const rows = [...grid.rows];
  rows[y] = row.slice(0, x) + char + row.slice(x + 1);
  return { ...grid, rows };
}

function find(grid: TileGrid, char: TileChar): { x: number; y: number } | null {
  for (let y = 0; y < grid.height; y++) {
    const x = grid.rows[y]?.indexOf(char) ?? -1;
    if (x >= 0) return { x, y };
  }
  return null;
}

/**
 * The grid with `char` painted at (x, y); the same grid when nothing changes or (x, y) is outside.
 * A level has one start and one exit, so painting either moves it: the old one becomes floor.
 */
export function paintTile(grid: TileGrid, x: number, y: number, char: TileChar): TileGrid {
  const before = charAt(grid, x, y);
  if (before === undefined || before === char) return grid;
  let next = grid;
  if (char === 'S' || char === 'E') {
    const old = find(grid, char);
    if (old !== null) next = setChar(next, old.x, old.y, '.');
  }
  return setChar(next, x, y, char);
}

/**
 * The grid at a new size: the part both sizes share keeps its tiles (anchored at the top left),
 * and new tiles are wall, so growing never opens the border.
 */
export function resizeGrid(grid: TileGrid, width: number, height: number): TileGrid {
  checkSide('width', width);
  checkSide('height', height);
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    const kept = (grid.rows[y] ?? '').slice(0, width);
    rows.push(kept + '#'.repeat(width - kept.length));
  }
  return { width, height, rows };
}

/** The level text of the grid: its rows joined by "\n". */
export function gridText(grid: TileGrid): string {
  return grid.rows.join('\n');
}

/**
 * A grid from level text (as a draft is stored), or null when the text is not a rectangle of
 * level characters (the ones the editor paints) from 3 to 128 a side.
 */
export function gridFromText(text: string): TileGrid | null {
  const rows = text.split('\n');
  const width = rows[0]?.length ?? 0;
  const fits = (side: number) =>
    Number.isInteger(side) && side >= MIN_LEVEL_SIDE && side <= MAX_LEVEL_SIDE;
  if (!fits(width) || !fits(rows.length)) return null;
  for (const row of rows) {
    if (row.length !== width || !isLevelRow(row)) return null;
  }
  return { width, height: rows.length, rows };
}
