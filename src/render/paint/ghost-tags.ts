import { context2d, type CanvasFactory } from '../canvas-factory';

/**
 * The tags' colours, by a ghost's number (1 the first): the Okabe-Ito colours, told apart with
 * every common colour vision deficiency; the number and name on each tag tell them apart
 * without colour at all. Past the last colour they repeat, the numbers still differ.
 */
export const GHOST_TAG_COLOURS: readonly string[] = [
  '#e69f00',
  '#56b4e9',
  '#009e73',
  '#f0e442',
  '#cc79a7',
  '#d55e00',
];

/** Dark text reads on every tag colour above (contrast 5:1 or more, over WCAG's 4.5:1). */
const TAG_TEXT = '#0b0806';
/** A tag is this many tiles wide and high: room for a number and a short name. */
const TAG_WIDTH_TILES = 2.4;
const TAG_HEIGHT_TILES = 0.5;
/**
 * The most tags kept painted: a room's rivals (seven at most) and the last room's, so a long
 * session of races does not keep a canvas for every rival name it ever showed.
 */
export const GHOST_TAGS_KEPT = 16;

/** The tag of ghost `mark`: its colour (by its number), behind "mark label". */
export function ghostTagColour(mark: number): string {
  const colours = GHOST_TAG_COLOURS;
  return colours[(((mark - 1) % colours.length) + colours.length) % colours.length] ?? '#ffffff';
}

/**
 * The name tags drawn above the ghosts of a room's rivals: each painted once (its number, name
 * and tile size) into a canvas of its own, so a frame only blits it, as it does every sprite.
 * The GHOST_TAGS_KEPT used last are kept; an older one is painted again if it shows again.
 */
export class GhostTags {
  readonly #createCanvas: CanvasFactory;
  readonly #painted = new Map<string, HTMLCanvasElement>();
  #tile = 0;

  constructor(createCanvas: CanvasFactory) {
    this.#createCanvas = createCanvas;
  }

  /** The tag of ghost `mark` named `label` at tile size `tile`, painted the first time asked. */
  tag(mark: number, label: string, tile: number): HTMLCanvasElement {
    // Tags of another tile size are not drawn again: a resize paints them anew.
    if (tile !== this.#tile) {
      this.#painted.clear();
      this.#tile = tile;
    }
    const key = `${String(mark)} ${label}`;
    const canvas = this.#painted.get(key) ?? this.#paint(mark, label, tile);
    // Set again last: a Map keeps insertion order, so the first key is the least recently used.
    this.#painted.delete(key);
    this.#painted.set(key, canvas);
    for (const stale of this.#painted.keys()) {
      if (this.#painted.size <= GHOST_TAGS_KEPT) break;
      this.#painted.delete(stale);
    }
    return canvas;
  }

  /** How many tags are kept painted. */
  get size(): number {
    return this.#painted.size;
  }

  #paint(mark: number, label: string, tile: number): HTMLCanvasElement {
    const width = Math.round(tile * TAG_WIDTH_TILES);
    const height = Math.max(1, Math.round(tile * TAG_HEIGHT_TILES));
    const name = `ghost-tag-${String(mark)}`;
    const canvas = this.#createCanvas({ width, height, label: name });
    const ctx = context2d(canvas, name);
    ctx.fillStyle = ghostTagColour(mark);
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = TAG_TEXT;
    ctx.font = `bold ${String(Math.round(height * 0.75))}px sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const pad = Math.round(height * 0.2);
    // Squeezed to the tag's width rather than cut: a long name still reads whole.
    ctx.fillText(`${String(mark)} ${label}`, width / 2, height / 2, width - 2 * pad);
    return canvas;
  }
}
