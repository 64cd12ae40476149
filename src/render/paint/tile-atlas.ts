import { context2d, type CanvasFactory } from '../canvas-factory';
import { paintInSlot } from './paint-tiles';

const COLUMNS = 16;
const ROWS = 8;

/**
 * Tile-sized images in one canvas, each painted once, on first use, in design units. Canvases
 * are costly to create and to read from the first time, so many small images share one:
 * the static layer then costs one drawImage per tile.
 */
export class TileAtlas {
  readonly canvas: HTMLCanvasElement;
  readonly #ctx: CanvasRenderingContext2D;
  readonly #slots = new Map<number, number>();
  #tile = 0;

  constructor(createCanvas: CanvasFactory, label = 'atlas') {
    this.canvas = createCanvas({ width: 1, height: 1, label });
    this.#ctx = context2d(this.canvas, label);
  }

  /** Forgets every image when the tile size changes. */
  resize(tile: number): void {
    if (tile === this.#tile) return;
    this.#tile = tile;
    this.canvas.width = COLUMNS * tile;
    this.canvas.height = ROWS * tile;
    this.#slots.clear();
  }

  /** Paints the image for `key` unless it is there already. */
  ensure(key: number, paint: (ctx: CanvasRenderingContext2D) => void): void {
    if (this.#slots.has(key)) return;
    const slot = this.#slots.size;
    if (slot >= COLUMNS * ROWS) throw new RangeError(`tile atlas is full (${String(slot)} images)`);
    this.#slots.set(key, slot);
    const tile = this.#tile;
    const x = (slot % COLUMNS) * tile;
    const y = Math.floor(slot / COLUMNS) * tile;
    paintInSlot(this.#ctx, { x, y, tile }, paint);
  }

  /** Draws the image for `key` (painted already) at dx, dy of `target`. */
  draw(target: CanvasRenderingContext2D, key: number, dx: number, dy: number): void {
    const slot = this.#slots.get(key);
    if (slot === undefined) throw new RangeError(`tile atlas has no image ${String(key)}`);
    const tile = this.#tile;
    const x = (slot % COLUMNS) * tile;
    const y = Math.floor(slot / COLUMNS) * tile;
    target.drawImage(this.canvas, x, y, tile, tile, dx, dy, tile, tile);
  }
}
