import { largestBuiltInLevel } from '../bench-levels';
import { TILE } from '../../src/sim';

/**
 * The scene every peer page draws, the same in each engine: the largest built-in level's tiles
 * (walls and floor as two flat colours, TILE_PX each) under a 1280x720 camera that follows the
 * first of four sprites moving across the maze. Positions come from elapsed time, so every
 * frame moves the sprites and the camera, as our interpolating renderer does.
 */
export const CANVAS_WIDTH = 1280;
export const CANVAS_HEIGHT = 720;
export const TILE_PX = 32;
export const SPRITE_PX = 28;
export const SPRITE_COUNT = 4;
export const WALL_COLOUR = '#4a3b2a';
export const FLOOR_COLOUR = '#2a2118';
export const SPRITE_COLOURS = ['#e0b04a', '#b0413e', '#b0413e', '#b0413e'] as const;

const level = largestBuiltInLevel();

/** Tiles across and down. */
export const MAP_COLUMNS = level.width;
export const MAP_ROWS = level.height;
export const WORLD_WIDTH = MAP_COLUMNS * TILE_PX;
export const WORLD_HEIGHT = MAP_ROWS * TILE_PX;

/** Row-major tile kinds of the level: 1 for a wall, 0 for anything walkable. */
export const WALLS: readonly number[] = Array.from(level.tiles, (tile) =>
  tile === TILE.WALL ? 1 : 0,
);

/**
 * Where sprite `index` is at `timeMs`, in world pixels: a Lissajous path over the whole maze,
 * different for each sprite. Writes into `out` so a frame allocates nothing.
 */
export function spritePosition(index: number, timeMs: number, out: { x: number; y: number }): void {
  const t = timeMs / 1000;
  const margin = TILE_PX * 1.5;
  const spanX = (WORLD_WIDTH - 2 * margin) / 2;
  const spanY = (WORLD_HEIGHT - 2 * margin) / 2;
  out.x = margin + spanX * (1 + Math.sin(t * (0.31 + 0.07 * index) + index));
  out.y = margin + spanY * (1 + Math.cos(t * (0.23 + 0.05 * index) + 2 * index));
}

/** A square sprite image: a filled circle on transparency, drawn once at start. */
export function spriteImage(colour: string): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = SPRITE_PX;
  canvas.height = SPRITE_PX;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('Canvas2D is not available');
  context.fillStyle = colour;
  context.beginPath();
  context.arc(SPRITE_PX / 2, SPRITE_PX / 2, SPRITE_PX / 2 - 1, 0, Math.PI * 2);
  context.fill();
  return canvas;
}

/** A two-tile strip: floor at index 0, wall at index 1. */
export function tilesetImage(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = 2 * TILE_PX;
  canvas.height = TILE_PX;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('Canvas2D is not available');
  context.fillStyle = FLOOR_COLOUR;
  context.fillRect(0, 0, TILE_PX, TILE_PX);
  context.fillStyle = WALL_COLOUR;
  context.fillRect(TILE_PX, 0, TILE_PX, TILE_PX);
  return canvas;
}

/** Tells the runner that the page has drawn and is running (read with `page.waitForFunction`). */
export function markReady(engine: string): void {
  document.documentElement.dataset.benchReady = engine;
}
