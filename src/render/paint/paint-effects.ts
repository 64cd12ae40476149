import { PALETTE } from './palette';
import { SPIKE_HOLES, UNIT } from './paint-tiles';

type Ctx = CanvasRenderingContext2D;

/** Raised spikes over a trap plate's holes. */
export function paintSpikes(ctx: Ctx): void {
  ctx.fillStyle = 'rgba(158, 42, 34, 0.35)';
  ctx.fillRect(7, 7, UNIT - 14, UNIT - 14);
  for (const [x, y] of SPIKE_HOLES) {
    ctx.fillStyle = PALETTE.steelDark;
    ctx.beginPath();
    ctx.moveTo(x - 4.5, y + 3);
    ctx.lineTo(x, y - 10);
    ctx.lineTo(x + 4.5, y + 3);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = PALETTE.steel;
    ctx.beginPath();
    ctx.moveTo(x - 1.5, y + 2);
    ctx.lineTo(x, y - 9);
    ctx.lineTo(x + 2, y + 2);
    ctx.closePath();
    ctx.fill();
  }
}

/** A soft round glow of `colour` (an "rgba(r, g, b, " prefix) filling a square of `size`. */
export function paintGlow(ctx: Ctx, size: number, colour: string, strength: number): void {
  const r = size / 2;
  const gradient = ctx.createRadialGradient(r, r, 0, r, r, r);
  gradient.addColorStop(0, `${colour}${strength})`);
  gradient.addColorStop(0.45, `${colour}${strength * 0.4})`);
  gradient.addColorStop(1, `${colour}0)`);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, size, size);
}

/** Opacity of the dark beyond the torch's reach: the maze stays readable, only dimmer. */
export const DARKNESS = 0.7;

/**
 * The torch's circle of light, as darkness with a clear centre: the renderer stamps it on the
 * player and fills the rest of the view with the same darkness.
 */
export function paintTorchLight(ctx: Ctx, size: number): void {
  const r = size / 2;
  const gradient = ctx.createRadialGradient(r, r, r * 0.12, r, r, r);
  gradient.addColorStop(0, `${PALETTE.darkness}0)`);
  gradient.addColorStop(0.5, `${PALETTE.darkness}${DARKNESS * 0.25})`);
  gradient.addColorStop(0.8, `${PALETTE.darkness}${DARKNESS * 0.7})`);
  gradient.addColorStop(1, `${PALETTE.darkness}${DARKNESS})`);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, size, size);
}
