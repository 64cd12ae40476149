import { doorColourIndex, keyColourIndex, TILE, type Level, type TileCode } from '../sim';
import { context2d, type CanvasFactory } from './canvas-factory';
import { paintGlow } from './paint-effects';
import {
  paintDoor,
  paintExit,
  paintFloor,
  paintGem,
  paintKey,
  paintOpenDoor,
  paintTorch,
  paintTrapPlate,
  paintWall,
  tileNoise,
  UNIT,
} from './paint-tiles';
import { PALETTE } from './palette';

/** What the static layer reads of a run: the level and its tiles as they are now. */
export interface TileView {
  readonly level: Level;
  tileAt(x: number, y: number): TileCode;
}

const OPEN_DOOR_RED: number = TILE.OPEN_DOOR_RED;

function isSolid(code: TileCode): boolean {
  return code === TILE.WALL || doorColourIndex(code) >= 0;
}

/** True for the walls that carry a torch: some of those facing a corridor below them. */
export function hasTorch(view: TileView, x: number, y: number): boolean {
  return (
    view.tileAt(x, y) === TILE.WALL &&
    y + 1 < view.level.height &&
    !isSolid(view.tileAt(x, y + 1)) &&
    tileNoise(x, y) % 9 === 0
  );
}

/**
 * The maze as it stands (walls, floor, items, doors, trap plates, torches), painted into one
 * offscreen canvas once per level and again only when a tile changes; each frame blits the
 * visible part of it.
 */
export class MazeLayer {
  readonly canvas: HTMLCanvasElement;
  readonly #ctx: CanvasRenderingContext2D;
  /** How many times the layer was painted (a frame must not repaint it). */
  paints = 0;

  constructor(createCanvas: CanvasFactory) {
    this.canvas = createCanvas({ width: 1, height: 1, label: 'maze' });
    this.#ctx = context2d(this.canvas, 'maze');
  }

  /** Paints every tile of `view` at `tile` device pixels per tile. */
  paint(view: TileView, tile: number): void {
    const { width, height } = view.level;
    const ctx = this.#ctx;
    // Resizing a canvas clears it; only do it when the size differs.
    if (this.canvas.width !== width * tile || this.canvas.height !== height * tile) {
      this.canvas.width = width * tile;
      this.canvas.height = height * tile;
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = PALETTE.void;
    ctx.fillRect(0, 0, width * tile, height * tile);
    const scale = tile / UNIT;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        ctx.setTransform(scale, 0, 0, scale, x * tile, y * tile);
        this.#paintTile(view, x, y);
      }
    }
    // Torch glows spill over neighbouring tiles, so they go on after every tile.
    const glow = tile * 4;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (!hasTorch(view, x, y)) continue;
        ctx.setTransform(1, 0, 0, 1, x * tile + tile / 2 - glow / 2, y * tile + tile - glow / 2);
        paintGlow(ctx, glow, PALETTE.ember, 0.38);
      }
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    this.paints += 1;
  }

  #paintTile(view: TileView, x: number, y: number): void {
    const ctx = this.#ctx;
    const code = view.tileAt(x, y);
    const noise = tileNoise(x, y);
    if (code === TILE.WALL) {
      const { height } = view.level;
      paintWall(ctx, noise, {
        up: y > 0 && !isSolid(view.tileAt(x, y - 1)),
        down: y + 1 < height && !isSolid(view.tileAt(x, y + 1)),
        left: !isSolid(view.tileAt(x - 1, y)),
        right: !isSolid(view.tileAt(x + 1, y)),
      });
      if (hasTorch(view, x, y)) paintTorch(ctx);
      return;
    }
    const door = doorColourIndex(code);
    if (door >= 0) {
      paintDoor(ctx, door);
      return;
    }
    if (code === TILE.EXIT) {
      paintExit(ctx);
      return;
    }
    paintFloor(ctx, noise, {
      top: isSolid(view.tileAt(x, y - 1)),
      left: isSolid(view.tileAt(x - 1, y)),
    });
    const key = keyColourIndex(code);
    if (key >= 0) paintKey(ctx, key);
    else if (code === TILE.GEM) paintGem(ctx);
    else if (code === TILE.TRAP_A || code === TILE.TRAP_B) paintTrapPlate(ctx);
    else if (code >= OPEN_DOOR_RED) paintOpenDoor(ctx, code - OPEN_DOOR_RED);
  }
}
