import type { Direction } from './core/direction';
import { DOWN } from './core/input';

/**
 * What the renderer and HUD may read of an actor. Positions are the actor's centre in sub-tile
 * units: an actor standing on the centre of tile (tx, ty) has x = tx * UNITS_PER_TILE and
 * y = ty * UNITS_PER_TILE. Draw at prev + (cur - prev) * alpha.
 */
export interface ActorView {
  readonly prevX: number;
  readonly prevY: number;
  readonly x: number;
  readonly y: number;
  /** Direction of motion in the last tick; 0 when the actor stood still. */
  readonly dir: Direction;
  /** The way the actor looks: its last direction of motion, never 0. */
  readonly facing: Direction;
}

/** Where an actor is drawn between two ticks: its previous and current centre, and its facing. */
export type ActorPose = Pick<ActorView, 'prevX' | 'prevY' | 'x' | 'y' | 'facing'>;

/**
 * A ghost as it is drawn: a recorded run's Theseus over the live run, and how faded it is (1
 * fully shown, still translucent, down to 0 gone). The app's ghost gives it; the renderer draws it.
 */
export interface GhostView {
  readonly player: ActorPose;
  readonly opacity: number;
  /**
   * Set when several ghosts race one run (a room's rivals): the ghost's number (1, 2, ...), which
   * picks its colour, and its name, drawn on a tag above it so each is told apart without colour.
   */
  readonly tag?: { readonly mark: number; readonly label: string };
}

/** Mutable actor record owned by the simulation; exposed only as `ActorView`. */
export class Actor implements ActorView {
  prevX = 0;
  prevY = 0;
  x = 0;
  y = 0;
  dir: Direction = 0;
  facing: Direction = DOWN;
  /** Player only: a remembered perpendicular turn, and how many ticks ago it was last held. */
  buffer: Direction = 0;
  bufferAge = 0;

  place(x: number, y: number, facing: Direction): void {
    this.prevX = this.x = x;
    this.prevY = this.y = y;
    this.dir = 0;
    this.facing = facing;
    this.buffer = 0;
    this.bufferAge = 0;
  }

  /** Starts a tick: the current position becomes the previous one. */
  settle(): void {
    this.prevX = this.x;
    this.prevY = this.y;
  }
}
