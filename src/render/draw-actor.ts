import { UNITS_PER_TILE } from '../sim';
import { outsideView } from './camera';
import type { SpriteSet } from './paint/sprites';

/** Where a frame draws: its context, the view's size and the world pixel at its top-left. */
export interface ActorCanvas {
  readonly ctx: CanvasRenderingContext2D;
  readonly view: { readonly width: number; readonly height: number };
  readonly cameraX: number;
  readonly cameraY: number;
}

/**
 * The view pixel of the top-left corner of an actor's tile, for its centre at (ux, uy) in world
 * units, raised by `bob` (negative pixels) as it walks.
 */
export function actorCorner(
  canvas: ActorCanvas,
  tile: number,
  actor: { readonly ux: number; readonly uy: number; readonly bob: number },
): { readonly x: number; readonly y: number } {
  return {
    x: (actor.ux / UNITS_PER_TILE) * tile - canvas.cameraX,
    y: (actor.uy / UNITS_PER_TILE) * tile - canvas.cameraY + actor.bob,
  };
}

/** Draws the sheet's sprite `slot` for an actor at (ux, uy), nothing when it is off the view. */
export function drawActor(
  canvas: ActorCanvas,
  sprites: SpriteSet,
  actor: { readonly slot: number; readonly ux: number; readonly uy: number; readonly bob: number },
): void {
  const tile = sprites.tile;
  const corner = actorCorner(canvas, tile, actor);
  const dx = Math.round(corner.x);
  const dy = Math.round(corner.y);
  if (outsideView(canvas.view, dx, dy, tile)) return;
  const { sheet } = sprites;
  const { slot } = actor;
  canvas.ctx.drawImage(sheet, sprites.sx(slot), sprites.sy(slot), tile, tile, dx, dy, tile, tile);
}
