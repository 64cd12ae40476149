import { describeValue, quoteText } from '../core/describe-value';
import {
  DEFAULT_CHASE_TICKS,
  DEFAULT_SCENT_STEPS,
  DEFAULT_TRAP_PERIOD_TICKS,
  DEFAULT_TRAP_UP_TICKS,
  DEFAULT_WANDER_TICKS,
  PLAYER_TICKS_PER_TILE,
} from '../core/constants';
import type { Cell, Level, LevelMeta } from './level';
import {
  MAX_CYCLE_TICKS,
  MAX_LEVEL_NAME_LENGTH,
  MAX_LEVEL_SIDE,
  MAX_LEVEL_TEXT_LENGTH,
  MAX_MINOTAURS,
  MAX_SCENT_STEPS,
  MAX_TIME_LIMIT_TICKS,
  MIN_LEVEL_SIDE,
  MIN_SPAWN_DISTANCE,
} from './level';
import { LevelError } from './level-error';
import { checkReachability } from './check-reachability';
import { TILE, type TileCode } from '../core/tiles';

/** Characters of the level text format and the tile each stands for. */
export const LEVEL_CHARACTERS: Readonly<Record<string, TileCode>> = Object.freeze({
  '#': TILE.WALL,
  '.': TILE.FLOOR,
  S: TILE.FLOOR,
  M: TILE.FLOOR,
  E: TILE.EXIT,
  '*': TILE.GEM,
  '^': TILE.TRAP_A,
  v: TILE.TRAP_B,
  r: TILE.KEY_RED,
  g: TILE.KEY_GREEN,
  b: TILE.KEY_BLUE,
  R: TILE.DOOR_RED,
  G: TILE.DOOR_GREEN,
  B: TILE.DOOR_BLUE,
});

/**
 * True when `row` is one or more characters of LEVEL_CHARACTERS: a row of level text as far as its
 * characters go (its width and what the tiles make are parseLevel's to judge).
 */
export function isLevelRow(row: string): boolean {
  if (row.length === 0) return false;
  for (const char of row) if (!Object.hasOwn(LEVEL_CHARACTERS, char)) return false;
  return true;
}

const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_ID_LENGTH = 40;
const MAX_STORY_LENGTH = 240;

function metaError(reason: string): LevelError {
  return new LevelError('bad-meta', 0, 0, reason);
}

function checkText(field: string, value: unknown, max: number): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > max) {
    throw metaError(`${field} must be a non-empty string of at most ${max} characters`);
  }
  return value;
}

function checkInt(field: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw metaError(
      `${field} must be an integer from ${min} to ${max}, got ${describeValue(value)}`,
    );
  }
  return value;
}

function optionalInt(field: string, value: unknown, fallback: number, min: number, max: number) {
  return value === undefined ? fallback : checkInt(field, value, min, max);
}

/** Splits the text into rows, dropping blank lines before and after the grid. */
function splitRows(text: string): string[] {
  const rows = text.replace(/\r\n?/g, '\n').split('\n');
  while (rows.length > 0 && (rows[0] ?? '').trim() === '') rows.shift();
  while (rows.length > 0 && (rows[rows.length - 1] ?? '').trim() === '') rows.pop();
  return rows;
}

function readMeta(meta: LevelMeta) {
  const raw: unknown = meta;
  if (typeof raw !== 'object' || raw === null) throw metaError('meta must be an object');
  const id = checkText('id', meta.id, MAX_ID_LENGTH);
  if (!ID_PATTERN.test(id))
    throw metaError(`id '${id}' must be kebab-case: a-z, 0-9 and single dashes`);
  const trapPeriodTicks = optionalInt(
    'trapPeriodTicks',
    meta.trapPeriodTicks,
    DEFAULT_TRAP_PERIOD_TICKS,
    4 * PLAYER_TICKS_PER_TILE,
    MAX_CYCLE_TICKS,
  );
  const wander = optionalInt(
    'minotaurWanderTicks',
    meta.minotaurWanderTicks,
    DEFAULT_WANDER_TICKS,
    0,
    MAX_CYCLE_TICKS,
  );
  const chase = optionalInt(
    'minotaurChaseTicks',
    meta.minotaurChaseTicks,
    DEFAULT_CHASE_TICKS,
    0,
    MAX_CYCLE_TICKS,
  );
  if (wander + chase === 0)
    throw metaError('minotaurWanderTicks and minotaurChaseTicks cannot both be 0');
  return {
    id,
    name: checkText('name', meta.name, MAX_LEVEL_NAME_LENGTH),
    story: checkText('story', meta.story, MAX_STORY_LENGTH),
    timeLimitTicks: checkInt('timeLimitTicks', meta.timeLimitTicks, 20, MAX_TIME_LIMIT_TICKS),
    seed: checkInt('seed', meta.seed, 0, 0xffffffff),
    trapPeriodTicks,
    // Spikes stay down for at least two tiles' travel time, so every trap can be crossed.
    trapUpTicks: optionalInt(
      'trapUpTicks',
      meta.trapUpTicks,
      DEFAULT_TRAP_UP_TICKS,
      1,
      trapPeriodTicks - 2 * PLAYER_TICKS_PER_TILE,
    ),
    minotaurWanderTicks: wander,
    minotaurChaseTicks: chase,
    minotaurScentSteps: optionalInt(
      'minotaurScentSteps',
      meta.minotaurScentSteps,
      DEFAULT_SCENT_STEPS,
      1,
      MAX_SCENT_STEPS,
    ),
  };
}

/** The grid's width, once its rows are checked to make a rectangle within the size limits. */
function checkShape(rows: readonly string[]): number {
  if (rows.length === 0) throw new LevelError('empty', 0, 0, 'the level has no rows');
  const width = (rows[0] ?? '').length;
  if (rows.length > MAX_LEVEL_SIDE) {
    throw new LevelError('too-large', MAX_LEVEL_SIDE + 1, 1, `more than ${MAX_LEVEL_SIDE} rows`);
  }
  if (width > MAX_LEVEL_SIDE) {
    throw new LevelError(
      'too-large',
      1,
      MAX_LEVEL_SIDE + 1,
      `rows longer than ${MAX_LEVEL_SIDE} tiles`,
    );
  }
  rows.forEach((row, y) => {
    if (row.length !== width) {
      const column = Math.min(row.length, width) + 1;
      throw new LevelError(
        'ragged-row',
        y + 1,
        column,
        `row is ${row.length} tiles long but row 1 is ${width}`,
      );
    }
  });
  if (width < MIN_LEVEL_SIDE || rows.length < MIN_LEVEL_SIDE) {
    throw new LevelError(
      'too-small',
      0,
      0,
      `the level is ${width}x${rows.length}; the smallest is ${MIN_LEVEL_SIDE}x${MIN_LEVEL_SIDE}`,
    );
  }
  return width;
}

function readGrid(rows: readonly string[]) {
  const width = checkShape(rows);
  const height = rows.length;
  const tiles = new Uint8Array(width * height);
  let start: Cell | undefined;
  let exit: Cell | undefined;
  const spawns: Cell[] = [];
  let gemCount = 0;
  for (let y = 0; y < height; y++) {
    const row = rows[y] ?? '';
    for (let x = 0; x < width; x++) {
      const ch = row.charAt(x);
      const tile = Object.hasOwn(LEVEL_CHARACTERS, ch) ? LEVEL_CHARACTERS[ch] : undefined;
      if (tile === undefined) {
        const shown = quoteText(ch);
        throw new LevelError(
          'unknown-character',
          y + 1,
          x + 1,
          `unknown character ${shown}; use one of ${Object.keys(LEVEL_CHARACTERS).join(' ')}`,
        );
      }
      const border = x === 0 || y === 0 || x === width - 1 || y === height - 1;
      if (border && tile !== TILE.WALL) {
        throw new LevelError(
          'open-border',
          y + 1,
          x + 1,
          `the border must be wall ('#'), found '${ch}'`,
        );
      }
      tiles[y * width + x] = tile;
      if (ch === 'S') {
        if (start !== undefined)
          throw new LevelError(
            'two-starts',
            y + 1,
            x + 1,
            `a second start; the first is at row ${start.y + 1}, column ${start.x + 1}`,
          );
        start = Object.freeze({ x, y });
      } else if (ch === 'E') {
        if (exit !== undefined)
          throw new LevelError(
            'two-exits',
            y + 1,
            x + 1,
            `a second exit; the first is at row ${exit.y + 1}, column ${exit.x + 1}`,
          );
        exit = Object.freeze({ x, y });
      } else if (ch === 'M') {
        if (spawns.length === MAX_MINOTAURS)
          throw new LevelError(
            'too-many-minotaurs',
            y + 1,
            x + 1,
            `more than ${MAX_MINOTAURS} Minotaurs`,
          );
        spawns.push(Object.freeze({ x, y }));
      } else if (tile === TILE.GEM) {
        gemCount++;
      }
    }
  }
  if (start === undefined) throw new LevelError('no-start', 0, 0, "no start ('S')");
  if (exit === undefined) throw new LevelError('no-exit', 0, 0, "no exit ('E')");
  return { width, height, tiles, start, exit, spawns, gemCount };
}

/**
 * Parses and validates a level in the text form (one character per tile, see `LEVEL_CHARACTERS`).
 * Any input ends in a frozen `Level` or a `LevelError` naming the row, column and reason.
 */
export function parseLevel(text: string, meta: LevelMeta): Level {
  if (typeof text !== 'string')
    throw new LevelError('bad-text', 0, 0, 'the level text must be a string');
  if (text.length > MAX_LEVEL_TEXT_LENGTH) {
    throw new LevelError(
      'text-too-long',
      0,
      0,
      `the text is ${text.length} characters; the limit is ${MAX_LEVEL_TEXT_LENGTH}`,
    );
  }
  const info = readMeta(meta);
  const rows = splitRows(text);
  const grid = readGrid(rows);
  checkReachability({ ...grid, minSpawnDistance: MIN_SPAWN_DISTANCE });
  return Object.freeze({
    ...info,
    width: grid.width,
    height: grid.height,
    tiles: grid.tiles,
    start: grid.start,
    exit: grid.exit,
    minotaurSpawns: Object.freeze(grid.spawns),
    gemCount: grid.gemCount,
    text: rows.join('\n'),
  });
}
