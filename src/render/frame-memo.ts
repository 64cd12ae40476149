import type { GhostView } from '../sim';

/** Everything a frame's picture depends on, beside the canvas' size (a resize clears it). */
export interface FrameInputs {
  /** The run drawn: the simulation changes only by ticking, so it and its tick say its state. */
  readonly run: object;
  readonly tick: number;
  readonly alpha: number;
  readonly mode: string;
  readonly tile: number;
  /** How many times the static layer has been painted: a repaint is a new picture. */
  readonly layerPaints: number;
  readonly ghost: GhostView | null;
}

/**
 * Remembers the inputs of the last frame drawn, so a frame that would draw the same pixels
 * (the title's backdrop, a paused run, a menu over it) is not drawn again: the canvas still
 * holds it. Only ticks move the simulation, so the run, its tick and the alpha decide the
 * picture. Values are copied out, because a ghost's view may be one object updated in place.
 */
export class FrameMemo {
  #drawn = false;
  #run: object | null = null;
  #tick = 0;
  #alpha = 0;
  #mode = '';
  #tile = 0;
  #layerPaints = 0;
  /** prevX, prevY, x, y, facing and opacity of the ghost; NaN when there was none. */
  readonly #ghost = new Float64Array(6).fill(Number.NaN);

  /** True when `inputs` match the last frame's; either way they become the last frame's. */
  unchanged(inputs: FrameInputs): boolean {
    const same =
      this.#drawn &&
      this.#run === inputs.run &&
      this.#tick === inputs.tick &&
      this.#alpha === inputs.alpha &&
      this.#mode === inputs.mode &&
      this.#tile === inputs.tile &&
      this.#layerPaints === inputs.layerPaints &&
      this.#sameGhost(inputs.ghost);
    this.#drawn = true;
    this.#run = inputs.run;
    this.#tick = inputs.tick;
    this.#alpha = inputs.alpha;
    this.#mode = inputs.mode;
    this.#tile = inputs.tile;
    this.#layerPaints = inputs.layerPaints;
    this.#rememberGhost(inputs.ghost);
    return same;
  }

  /** Forgets the last frame: the next one is drawn whatever it shows (the canvas was cleared). */
  forget(): void {
    this.#drawn = false;
  }

  #sameGhost(ghost: GhostView | null): boolean {
    const last = this.#ghost;
    if (ghost === null) return Number.isNaN(last[5] ?? Number.NaN);
    const { player } = ghost;
    return (
      last[0] === player.prevX &&
      last[1] === player.prevY &&
      last[2] === player.x &&
      last[3] === player.y &&
      last[4] === player.facing &&
      last[5] === ghost.opacity
    );
  }

  #rememberGhost(ghost: GhostView | null): void {
    const last = this.#ghost;
    if (ghost === null) {
      last.fill(Number.NaN);
      return;
    }
    last[0] = ghost.player.prevX;
    last[1] = ghost.player.prevY;
    last[2] = ghost.player.x;
    last[3] = ghost.player.y;
    last[4] = ghost.player.facing;
    last[5] = ghost.opacity;
  }
}
