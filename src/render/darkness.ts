import { DARKNESS } from './paint-effects';
import { PALETTE } from './palette';

const DARK = `${PALETTE.darkness}${DARKNESS})`;

/** Where the torch's light falls on the view. */
export interface DarknessOptions {
  /** The pre-rendered circle of light (see paintTorchLight). */
  readonly light: HTMLCanvasElement;
  /** Centre of the light in view pixels. */
  readonly x: number;
  readonly y: number;
  /** Size of the light relative to its sprite (the torch flickers). */
  readonly scale: number;
  /** The view's size in device pixels. */
  readonly width: number;
  readonly height: number;
}

/** Darkness everywhere but a circle of light: the light sprite plus four rects around it. */
export function drawDarkness(ctx: CanvasRenderingContext2D, options: DarknessOptions): void {
  const { light, width: viewW, height: viewH } = options;
  const size = Math.round(light.width * options.scale);
  const left = Math.round(options.x - size / 2);
  const top = Math.round(options.y - size / 2);
  const right = left + size;
  const bottom = top + size;
  ctx.drawImage(light, left, top, size, size);
  ctx.fillStyle = DARK;
  if (top > 0) ctx.fillRect(0, 0, viewW, top);
  if (bottom < viewH) ctx.fillRect(0, bottom, viewW, viewH - bottom);
  const bandTop = Math.max(0, top);
  const bandHeight = Math.min(viewH, bottom) - bandTop;
  if (bandHeight > 0 && left > 0) ctx.fillRect(0, bandTop, left, bandHeight);
  if (bandHeight > 0 && right < viewW) ctx.fillRect(right, bandTop, viewW - right, bandHeight);
}
