import { context2d, type CanvasFactory } from '../canvas-factory';
import { DARKNESS, paintTorchLight } from './paint-effects';
import { PALETTE } from './palette';

const DARK = `${PALETTE.darkness}${DARKNESS})`;
/**
 * The smallest light scale the darkness must still cover the view at: the torch flickers down
 * to 0.955 of its size, so a sprite that covers the view at 0.9 never shows its edge.
 */
const MIN_SCALE = 0.9;

/** Where the torch's light falls on the view. */
export interface DarknessOptions {
  /** Centre of the light in view pixels. */
  readonly x: number;
  readonly y: number;
  /** Size of the light relative to `lightSize` (the torch flickers). */
  readonly scale: number;
  /** Width of the circle of light at scale 1, in device pixels. */
  readonly lightSize: number;
  /** The view's size in device pixels, and device pixels per CSS pixel. */
  readonly width: number;
  readonly height: number;
  readonly dpr: number;
}

/**
 * Darkness everywhere but a circle of light, in one drawImage: a sprite of the darkness with
 * its circle of light in the middle, twice the view's size around it so the light can be
 * anywhere on the view, painted once per view and light size. It is a smooth gradient and a
 * flat tone, so it is painted at a fraction of the view's resolution (half at DPR 1, a quarter
 * at DPR 2) and scaled up as it is drawn: one call and a small canvas instead of five calls.
 */
export class Darkness {
  readonly #createCanvas: CanvasFactory;
  #canvas: HTMLCanvasElement | null = null;
  /** Width of the circle of light in sprite pixels. */
  #lightPixels = 1;
  #key = '';

  constructor(createCanvas: CanvasFactory) {
    this.#createCanvas = createCanvas;
  }

  /** Draws the darkness over the whole view, lit around (x, y). */
  draw(ctx: CanvasRenderingContext2D, options: DarknessOptions): void {
    const canvas = this.#sprite(options);
    const unit = (options.lightSize * options.scale) / this.#lightPixels;
    const sw = options.width / unit;
    const sh = options.height / unit;
    const sx = canvas.width / 2 - options.x / unit;
    const sy = canvas.height / 2 - options.y / unit;
    ctx.drawImage(canvas, sx, sy, sw, sh, 0, 0, options.width, options.height);
  }

  #sprite(options: DarknessOptions): HTMLCanvasElement {
    const { width, height, lightSize } = options;
    const downscale = 2 * Math.max(1, Math.round(options.dpr));
    const key = `${String(width)}x${String(height)}:${String(lightSize)}:${String(downscale)}`;
    if (this.#canvas !== null && key === this.#key) return this.#canvas;
    this.#key = key;
    // An even size, so the light's square sits on whole sprite pixels around the centre.
    const light = 2 * Math.max(1, Math.round(lightSize / (2 * downscale)));
    const halfW = Math.max(light / 2, Math.ceil(width / (downscale * MIN_SCALE)));
    const halfH = Math.max(light / 2, Math.ceil(height / (downscale * MIN_SCALE)));
    this.#lightPixels = light;
    const canvas = this.#createCanvas({ width: 2 * halfW, height: 2 * halfH, label: 'darkness' });
    const ctx = context2d(canvas, 'darkness');
    ctx.fillStyle = DARK;
    ctx.fillRect(0, 0, 2 * halfW, 2 * halfH);
    ctx.clearRect(halfW - light / 2, halfH - light / 2, light, light);
    ctx.translate(halfW - light / 2, halfH - light / 2);
    paintTorchLight(ctx, light);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    this.#canvas = canvas;
    return canvas;
  }
}
