import { context2d, type CanvasFactory } from './canvas-factory';
import { paintMinotaur, paintTheseus, type Facing, type Stride } from './paint-actors';
import { paintGlow, paintSpikes, paintTorchLight } from './paint-effects';
import { PALETTE } from './palette';
import { UNIT } from './paint-tiles';

/** Radius of the torch's light around Theseus, in tiles. */
export const LIGHT_RADIUS_TILES = 4.5;
/** Width of the exit's glow, in tiles. */
export const EXIT_GLOW_TILES = 3;

const FACINGS: readonly Facing[] = [0, 1, 2, 3];
const STRIDES: readonly Stride[] = [0, 1];

/**
 * Everything drawn per frame, painted once into small offscreen canvases at the current tile
 * size, so a frame is only drawImage calls: no paths, gradients or shadows.
 */
export class SpriteSet {
  /** Tile edge in device pixels the sprites were painted for. */
  readonly tile: number;
  /** Theseus by facing * 2 + stride. */
  readonly theseus: readonly HTMLCanvasElement[];
  /** A Minotaur by (chasing ? 8 : 0) + facing * 2 + stride. */
  readonly minotaur: readonly HTMLCanvasElement[];
  readonly spikes: HTMLCanvasElement;
  readonly exitGlow: HTMLCanvasElement;
  readonly light: HTMLCanvasElement;

  constructor(tile: number, createCanvas: CanvasFactory) {
    this.tile = tile;
    const sprite = (label: string, paint: (ctx: CanvasRenderingContext2D) => void) => {
      const canvas = createCanvas({ width: tile, height: tile, label });
      const ctx = context2d(canvas, label);
      ctx.setTransform(tile / UNIT, 0, 0, tile / UNIT, 0, 0);
      paint(ctx);
      return canvas;
    };
    this.theseus = FACINGS.flatMap((facing) =>
      STRIDES.map((stride) =>
        sprite(`theseus-${facing}-${stride}`, (ctx) => {
          paintTheseus(ctx, facing, stride);
        }),
      ),
    );
    this.minotaur = [false, true].flatMap((chasing) =>
      FACINGS.flatMap((facing) =>
        STRIDES.map((stride) =>
          sprite(`minotaur-${chasing ? 'chase' : 'wander'}-${facing}-${stride}`, (ctx) => {
            paintMinotaur(ctx, facing, stride, chasing);
          }),
        ),
      ),
    );
    this.spikes = sprite('spikes', paintSpikes);
    const square = (
      label: string,
      size: number,
      paint: (ctx: CanvasRenderingContext2D) => void,
    ) => {
      const canvas = createCanvas({ width: size, height: size, label });
      paint(context2d(canvas, label));
      return canvas;
    };
    const glowSize = Math.round(tile * EXIT_GLOW_TILES);
    this.exitGlow = square('exit-glow', glowSize, (ctx) => {
      paintGlow(ctx, glowSize, PALETTE.exitLight, 0.55);
    });
    const lightSize = Math.round(tile * LIGHT_RADIUS_TILES * 2);
    this.light = square('light', lightSize, (ctx) => {
      paintTorchLight(ctx, lightSize);
    });
  }
}
