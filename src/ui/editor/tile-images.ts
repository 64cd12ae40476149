import type { TileChar } from '../../app/editor/editor-tiles';
import { paintMinotaur, paintTheseus } from '../../render/paint/paint-actors';
import { paintSpikes } from '../../render/paint/paint-effects';
import {
  paintDoor,
  paintExit,
  paintFloor,
  paintGem,
  paintInSlot,
  paintKey,
  paintTrapPlate,
  paintWall,
} from '../../render/paint/paint-tiles';

type Ctx = CanvasRenderingContext2D;

const FLAT = { up: false, down: false, left: false, right: false };

/** How each tile is drawn in the editor: the game's own tile and sprite painters. */
const PAINTERS: Readonly<Record<TileChar, (ctx: Ctx) => void>> = {
  '#': (ctx) => {
    paintWall(ctx, 0, FLAT);
  },
  '.': (ctx) => {
    paintFloor(ctx, 0);
  },
  S: (ctx) => {
    paintFloor(ctx, 0);
    paintTheseus(ctx, 2, 0);
  },
  E: (ctx) => {
    paintExit(ctx);
  },
  r: (ctx) => {
    paintFloor(ctx, 0);
    paintKey(ctx, 0);
  },
  g: (ctx) => {
    paintFloor(ctx, 0);
    paintKey(ctx, 1);
  },
  b: (ctx) => {
    paintFloor(ctx, 0);
    paintKey(ctx, 2);
  },
  R: (ctx) => {
    paintDoor(ctx, 0);
  },
  G: (ctx) => {
    paintDoor(ctx, 1);
  },
  B: (ctx) => {
    paintDoor(ctx, 2);
  },
  '^': (ctx) => {
    paintTrapPlate(ctx);
    paintSpikes(ctx);
  },
  v: (ctx) => {
    paintTrapPlate(ctx);
  },
  '*': (ctx) => {
    paintFloor(ctx, 0);
    paintGem(ctx);
  },
  M: (ctx) => {
    paintFloor(ctx, 0);
    paintMinotaur(ctx, 2, 0, false);
  },
};

/**
 * One image per tile character at one tile size, painted on first use into its own small
 * canvas, so a frame of the editor's grid is one drawImage per tile.
 */
export class TileImages {
  readonly #images = new Map<TileChar, HTMLCanvasElement>();
  #tile = 0;

  /** The image of `char` at `tile` pixels a side. */
  image(char: TileChar, tile: number): HTMLCanvasElement {
    if (tile !== this.#tile) {
      this.#images.clear();
      this.#tile = tile;
    }
    let image = this.#images.get(char);
    if (image === undefined) {
      image = document.createElement('canvas');
      image.width = tile;
      image.height = tile;
      const ctx = image.getContext('2d');
      if (ctx !== null) paintInSlot(ctx, { x: 0, y: 0, tile }, PAINTERS[char]);
      this.#images.set(char, image);
    }
    return image;
  }
}
