import { UNITS_PER_TILE, type GhostView } from '../sim';
import { bobAt, facingIndex, strideAt } from './actor-pose';
import { outsideView } from './camera';
import type { CanvasFactory } from './canvas-factory';
import { actorCorner, drawActor, type ActorCanvas } from './draw-actor';
import { lerp } from './interpolate';
import { GhostTags } from './paint/ghost-tags';
import { theseusSlot, type SpriteSet } from './paint/sprites';
import type { RenderProbe } from './render-probe';
import { ghostAlpha, type RenderStyle } from './render-style';

/** What one frame's ghosts are drawn on and with. */
export interface GhostFrame {
  readonly canvas: ActorCanvas;
  readonly sprites: SpriteSet;
  readonly alpha: number;
  readonly style: RenderStyle;
}

/**
 * The ghosts racing a run: each a translucent Theseus at the frame's alpha, and those of a
 * room's rivals each with its name tag above it (its number and name on its colour), so that
 * three or four of them, even on one tile, are told apart. The probe tells the first ghost.
 */
export class GhostPainter {
  readonly #tags: GhostTags;

  constructor(createCanvas: CanvasFactory) {
    this.#tags = new GhostTags(createCanvas);
  }

  /** Draws `ghosts` (every one shown: opacity above 0) and sets the probe's ghost figures. */
  draw(ghosts: readonly GhostView[], frame: GhostFrame, probe: RenderProbe): void {
    probe.ghosts = ghosts.length;
    const first = ghosts[0];
    if (first === undefined) {
      probe.ghostOpacity = 0;
      return;
    }
    for (const ghost of ghosts) this.#drawGhost(ghost, frame);
    probe.ghostX = lerp(first.player.prevX, first.player.x, frame.alpha) / UNITS_PER_TILE;
    probe.ghostY = lerp(first.player.prevY, first.player.y, frame.alpha) / UNITS_PER_TILE;
    // The share of a fully shown ghost's opacity drawn: all of it while reduced motion holds it.
    probe.ghostOpacity = frame.style.steadyLight ? 1 : first.opacity;
  }

  #drawGhost(ghost: GhostView, frame: GhostFrame): void {
    const { canvas, sprites, style } = frame;
    const { player, tag } = ghost;
    const ux = lerp(player.prevX, player.x, frame.alpha);
    const uy = lerp(player.prevY, player.y, frame.alpha);
    const moving = player.x !== player.prevX || player.y !== player.prevY;
    const slot = theseusSlot(facingIndex(player.facing), strideAt(ux, uy, moving));
    const bob = moving ? bobAt(ux, uy, sprites.tile) : 0;
    const { ctx } = canvas;
    ctx.globalAlpha = ghostAlpha(style, ghost.opacity);
    drawActor(canvas, sprites, { slot, ux, uy, bob });
    if (tag !== undefined) {
      // A tag is read, not seen through: opaque while its ghost is fully shown, fading with it
      // (and held, as the ghost is, under reduced motion).
      ctx.globalAlpha = style.steadyLight ? 1 : Math.min(1, ghost.opacity);
      const image = this.#tags.tag(tag.mark, tag.label, sprites.tile);
      const corner = actorCorner(canvas, sprites.tile, { ux, uy, bob });
      // Centred over the ghost's head.
      const dx = Math.round(corner.x + sprites.tile / 2 - image.width / 2);
      const dy = Math.round(corner.y - image.height);
      const size = Math.max(image.width, image.height);
      if (!outsideView(canvas.view, dx, dy, size)) ctx.drawImage(image, dx, dy);
    }
    ctx.globalAlpha = 1;
  }
}
