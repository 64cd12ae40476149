/** Tiles across and down a view must show at least this many, so the player sees ahead. */
const MIN_TILES_ACROSS = 21;
const MIN_TILES_DOWN = 13;
const MIN_TILE_CSS = 24;
const MAX_TILE_CSS = 64;
/** Largest static layer in device pixels (4096²): beyond it, tiles shrink rather than fail. */
export const MAX_LAYER_PIXELS = 4096 * 4096;

/** What the tile size depends on. */
export interface TileSizeInput {
  /** The area the maze is shown in, in CSS pixels. */
  readonly viewWidth: number;
  readonly viewHeight: number;
  readonly dpr: number;
  /** Level size in tiles. */
  readonly columns: number;
  readonly rows: number;
}

/** Tile edge in whole device pixels: big enough to read, small enough to see ahead. */
export function tileSizeFor(input: TileSizeInput): number {
  const fit = Math.min(input.viewWidth / MIN_TILES_ACROSS, input.viewHeight / MIN_TILES_DOWN);
  const css = Math.min(MAX_TILE_CSS, Math.max(MIN_TILE_CSS, Math.floor(fit)));
  const wanted = Math.max(1, Math.round(css * input.dpr));
  const cap = Math.floor(Math.sqrt(MAX_LAYER_PIXELS / Math.max(1, input.columns * input.rows)));
  return Math.max(1, Math.min(wanted, cap));
}
