import { doorColourIndex, keyColourIndex, TILE, type Level, type TileCode } from '../../sim';
import { context2d, type CanvasFactory } from '../canvas-factory';
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
  SHADOW_LEFT,
  SHADOW_TOP,
  tileNoise,
  UNIT,
} from './paint-tiles';
import { PALETTE } from './palette';
import { TileAtlas } from './tile-atlas';

/** What the static layer reads of a run: the level and its tiles as they are now. */
export interface TileView {
  readonly level: Level;
  tileAt(x: number, y: number): TileCode;
}

type Painter = (ctx: CanvasRenderingContext2D) => void;

const OPEN_DOOR_RED: number = TILE.OPEN_DOOR_RED;
/** Looks per kind of tile: enough for variety, few enough to paint quickly. */
const FLOOR_LOOKS = 16;
const WALL_LOOKS = 4;
/** Atlas keys: each kind of image has its own range; -1 is "nothing". */
const NONE = -1;
const KEY_FLOOR = 0;
const KEY_WALL = 100;
const KEY_ITEM = 200;
const KEY_TORCH = 300;
/** Width of a wall torch's glow, in tiles. */
const TORCH_GLOW_TILES = 4;
const SHADE_TOP = 1;
const SHADE_LEFT = 2;

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

/** The painter of an item, door or exit drawn over (or instead of) the floor, or null. */
function itemPainter(code: TileCode): Painter | null {
  const key = keyColourIndex(code);
  if (key >= 0)
    return (ctx) => {
      paintKey(ctx, key);
    };
  const door = doorColourIndex(code);
  if (door >= 0)
    return (ctx) => {
      paintDoor(ctx, door);
    };
  if (code >= OPEN_DOOR_RED)
    return (ctx) => {
      paintOpenDoor(ctx, code - OPEN_DOOR_RED);
    };
  if (code === TILE.GEM) return paintGem;
  if (code === TILE.EXIT) return paintExit;
  if (code === TILE.TRAP_A || code === TILE.TRAP_B) return paintTrapPlate;
  return null;
}

/**
 * The maze as it stands (walls, floor, items, doors, trap plates, torches), painted into one
 * offscreen canvas once per level and again only when a tile changes; each frame blits the
 * visible part of it. Tile images come from an atlas, painted before the first blit so the
 * atlas is read in one piece.
 */
export class MazeLayer {
  readonly canvas: HTMLCanvasElement;
  readonly #ctx: CanvasRenderingContext2D;
  readonly #atlas: TileAtlas;
  readonly #createCanvas: CanvasFactory;
  #glow: HTMLCanvasElement | null = null;
  /** Per tile: the base image, the image over it, torch and shade flags. */
  #base = new Int32Array(0);
  #over = new Int32Array(0);
  #flags = new Uint8Array(0);
  /** How many times the layer was painted (a frame must not repaint it). */
  paints = 0;

  constructor(createCanvas: CanvasFactory) {
    this.#createCanvas = createCanvas;
    this.canvas = createCanvas({ width: 1, height: 1, label: 'maze' });
    this.#ctx = context2d(this.canvas, 'maze');
    this.#atlas = new TileAtlas(createCanvas);
  }

  /** Paints every tile of `view` at `tile` device pixels per tile. */
  paint(view: TileView, tile: number): void {
    const { width, height } = view.level;
    const cells = width * height;
    if (this.#base.length !== cells) {
      this.#base = new Int32Array(cells);
      this.#over = new Int32Array(cells);
      this.#flags = new Uint8Array(cells);
    }
    this.#atlas.resize(tile);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) this.#plan(view, x, y);
    }
    const ctx = this.#ctx;
    // Resizing a canvas clears it; only do it when the size differs.
    if (this.canvas.width !== width * tile || this.canvas.height !== height * tile) {
      this.canvas.width = width * tile;
      this.canvas.height = height * tile;
    }
    ctx.fillStyle = PALETTE.void;
    ctx.fillRect(0, 0, width * tile, height * tile);
    const atlas = this.#atlas;
    const shadeTop = Math.round((tile * SHADOW_TOP) / UNIT);
    const shadeLeft = Math.round((tile * SHADOW_LEFT) / UNIT);
    for (let cell = 0; cell < cells; cell++) {
      const px = (cell % width) * tile;
      const py = Math.floor(cell / width) * tile;
      const base = this.#base[cell] ?? NONE;
      const over = this.#over[cell] ?? NONE;
      const flags = this.#flags[cell] ?? 0;
      if (base !== NONE) atlas.draw(ctx, base, px, py);
      if (flags !== 0) {
        ctx.fillStyle = PALETTE.shadow;
        if ((flags & SHADE_TOP) !== 0) ctx.fillRect(px, py, tile, shadeTop);
        if ((flags & SHADE_LEFT) !== 0) ctx.fillRect(px, py, shadeLeft, tile);
      }
      if (over !== NONE) atlas.draw(ctx, over, px, py);
    }
    // Torch glows spill over neighbouring tiles, so they go on after every tile.
    const glow = this.#glowImage(tile);
    for (let cell = 0; cell < cells; cell++) {
      if (this.#over[cell] !== KEY_TORCH) continue;
      const px = (cell % width) * tile;
      const py = Math.floor(cell / width) * tile;
      ctx.drawImage(glow, px + (tile - glow.width) / 2, py + tile - glow.height / 2);
    }
    this.paints += 1;
  }

  #glowImage(tile: number): HTMLCanvasElement {
    const size = tile * TORCH_GLOW_TILES;
    if (this.#glow?.width !== size) {
      this.#glow = this.#createCanvas({ width: size, height: size, label: 'torch-glow' });
      paintGlow(context2d(this.#glow, 'torch-glow'), size, PALETTE.ember, 0.38);
    }
    return this.#glow;
  }

  /** Decides a tile's images (painting any the atlas lacks) without drawing it yet. */
  #plan(view: TileView, x: number, y: number): void {
    const atlas = this.#atlas;
    const cell = y * view.level.width + x;
    const code = view.tileAt(x, y);
    const noise = tileNoise(x, y);
    let base = NONE;
    let over = NONE;
    let flags = 0;
    if (code === TILE.WALL) {
      const up = y > 0 && !isSolid(view.tileAt(x, y - 1));
      const down = y + 1 < view.level.height && !isSolid(view.tileAt(x, y + 1));
      const left = !isSolid(view.tileAt(x - 1, y));
      const right = !isSolid(view.tileAt(x + 1, y));
      const look = noise % WALL_LOOKS;
      base =
        KEY_WALL + look * 16 + (up ? 1 : 0) + (down ? 2 : 0) + (left ? 4 : 0) + (right ? 8 : 0);
      atlas.ensure(base, (ctx) => {
        paintWall(ctx, tileNoise(look, 7), { up, down, left, right });
      });
      if (hasTorch(view, x, y)) {
        over = KEY_TORCH;
        atlas.ensure(over, paintTorch);
      }
    } else {
      if (code !== TILE.EXIT && doorColourIndex(code) < 0) {
        const look = noise % FLOOR_LOOKS;
        base = KEY_FLOOR + look;
        atlas.ensure(base, (ctx) => {
          paintFloor(ctx, tileNoise(look, 3));
        });
        // Walls above and to the left cast a shadow onto the floor.
        if (isSolid(view.tileAt(x, y - 1))) flags |= SHADE_TOP;
        if (isSolid(view.tileAt(x - 1, y))) flags |= SHADE_LEFT;
      }
      const item = itemPainter(code);
      if (item !== null) {
        over = KEY_ITEM + code;
        atlas.ensure(over, item);
      }
    }
    this.#base[cell] = base;
    this.#over[cell] = over;
    this.#flags[cell] = flags;
  }
}
