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
  readonly ghosts: readonly GhostView[];
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
  /** prevX, prevY, x, y, facing, opacity and tag number of each ghost, one after the other. */
  readonly #ghosts: number[] = [];
  /** Each ghost's tag label ('' without a tag). */
  readonly #labels: string[] = [];

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
      this.#sameGhosts(inputs.ghosts);
    this.#drawn = true;
    this.#run = inputs.run;
    this.#tick = inputs.tick;
    this.#alpha = inputs.alpha;
    this.#mode = inputs.mode;
    this.#tile = inputs.tile;
    this.#layerPaints = inputs.layerPaints;
    this.#rememberGhosts(inputs.ghosts);
    return same;
  }

  /** Forgets the last frame: the next one is drawn whatever it shows (the canvas was cleared). */
  forget(): void {
    this.#drawn = false;
  }

  #sameGhosts(ghosts: readonly GhostView[]): boolean {
    if (ghosts.length !== this.#labels.length) return false;
    return ghosts.every((ghost, index) => {
      for (let field = 0; field < FIELDS; field++) {
        if (this.#ghosts[index * FIELDS + field] !== figureOf(ghost, field)) return false;
      }
      return this.#labels[index] === (ghost.tag?.label ?? '');
    });
  }

  #rememberGhosts(ghosts: readonly GhostView[]): void {
    this.#ghosts.length = 0;
    this.#labels.length = 0;
    for (const ghost of ghosts) {
      for (let field = 0; field < FIELDS; field++) this.#ghosts.push(figureOf(ghost, field));
      this.#labels.push(ghost.tag?.label ?? '');
    }
  }
}

/** How many numbers a ghost is drawn from. */
const FIELDS = 7;

/** A ghost's number `field` (0 to FIELDS - 1): prevX, prevY, x, y, facing, opacity, tag number. */
function figureOf(ghost: GhostView, field: number): number {
  const { player } = ghost;
  switch (field) {
    case 0:
      return player.prevX;
    case 1:
      return player.prevY;
    case 2:
      return player.x;
    case 3:
      return player.y;
    case 4:
      return player.facing;
    case 5:
      return ghost.opacity;
    default:
      return ghost.tag?.mark ?? 0;
  }
}
