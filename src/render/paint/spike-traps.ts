import { TILE, type Level } from '../../sim';
import { outsideView } from '../camera';
import { SPIKES_SLOT, type SpriteSet } from './sprites';

/** The part of a run the spikes are drawn from. */
export interface TrapView {
  readonly level: Level;
  isTrapUpAt(x: number, y: number): boolean;
}

/**
 * The spike traps: the one part of the maze that changes every few ticks, so drawn each frame
 * over the layer, and only where the spikes are up and in view. The traps of a level never
 * move, so they are found once per level.
 */
export class SpikeTraps {
  #level: Level | null = null;
  /** Cell indices of the level's spike traps. */
  #cells = new Int32Array(0);

  /** Draws the spikes that are up, the view's top-left at world pixel (camX, camY). */
  draw(
    ctx: CanvasRenderingContext2D,
    view: { readonly width: number; readonly height: number },
    run: TrapView,
    camera: { readonly camX: number; readonly camY: number; readonly tile: number },
    sprites: SpriteSet,
  ): void {
    const { tile, camX, camY } = camera;
    const sx = sprites.sx(SPIKES_SLOT);
    const sy = sprites.sy(SPIKES_SLOT);
    const width = run.level.width;
    for (const cell of this.#cellsOf(run.level)) {
      const x = cell % width;
      const y = (cell - x) / width;
      const dx = x * tile - camX;
      const dy = y * tile - camY;
      if (outsideView(view, dx, dy, tile) || !run.isTrapUpAt(x, y)) continue;
      ctx.drawImage(sprites.sheet, sx, sy, tile, tile, dx, dy, tile, tile);
    }
  }

  #cellsOf(level: Level): Int32Array {
    if (level !== this.#level) {
      const traps: number[] = [];
      level.tiles.forEach((code, cell) => {
        if (code === TILE.TRAP_A || code === TILE.TRAP_B) traps.push(cell);
      });
      this.#cells = Int32Array.from(traps);
      this.#level = level;
    }
    return this.#cells;
  }
}
