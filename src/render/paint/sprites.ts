import { context2d, type CanvasFactory } from '../canvas-factory';
import { paintMinotaur, paintTheseus, type Facing, type Stride } from './paint-actors';
import { paintGlow, paintSpikes } from './paint-effects';
import { PALETTE } from './palette';
import { paintInSlot } from './paint-tiles';

/** Radius of the torch's light around Theseus, in tiles. */
export const LIGHT_RADIUS_TILES = 4.5;
/** Width of the exit's glow, in tiles. */
export const EXIT_GLOW_TILES = 3;

const COLUMNS = 8;
const FACINGS: readonly Facing[] = [0, 1, 2, 3];
const STRIDES: readonly Stride[] = [0, 1];
// Sheet slots: Theseus 0-7, a wandering Minotaur 8-15, a chasing one 16-23, spikes 24.
const MINOTAUR_SLOT = 8;
const CHASE_OFFSET = 8;
/** The sheet slot of raised spikes. */
export const SPIKES_SLOT = 24;
const SLOTS = 25;

/** The slot of Theseus facing UP, RIGHT, DOWN or LEFT (0 to 3) in one of two walking poses. */
export function theseusSlot(facing: Facing, stride: Stride): number {
  return facing * 2 + stride;
}

/** The slot of a Minotaur; chasing ones have red eyes. */
export function minotaurSlot(facing: Facing, stride: Stride, chasing: boolean): number {
  return MINOTAUR_SLOT + (chasing ? CHASE_OFFSET : 0) + facing * 2 + stride;
}

/**
 * Everything drawn per frame, painted once per tile size: the actors and spikes in one sheet
 * (canvases are costly to create and first read, so they share one), plus the exit's glow
 * and the size of the torchlight. A frame is then only drawImage calls: no paths, gradients or shadows.
 */
export class SpriteSet {
  /** Tile edge in device pixels the sprites are painted for. */
  readonly tile: number;
  readonly sheet: HTMLCanvasElement;
  readonly exitGlow: HTMLCanvasElement;
  /** Width of the torch's circle of light in device pixels (the Darkness paints it). */
  readonly lightSize: number;

  constructor(tile: number, createCanvas: CanvasFactory) {
    this.tile = tile;
    this.sheet = createCanvas({
      width: COLUMNS * tile,
      height: Math.ceil(SLOTS / COLUMNS) * tile,
      label: 'sprites',
    });
    const ctx = context2d(this.sheet, 'sprites');
    const paint = (slot: number, painter: (c: CanvasRenderingContext2D) => void) => {
      paintInSlot(ctx, { x: this.sx(slot), y: this.sy(slot), tile }, painter);
    };
    for (const facing of FACINGS) {
      for (const stride of STRIDES) {
        paint(theseusSlot(facing, stride), (c) => {
          paintTheseus(c, facing, stride);
        });
        for (const chasing of [false, true]) {
          paint(minotaurSlot(facing, stride, chasing), (c) => {
            paintMinotaur(c, facing, stride, chasing);
          });
        }
      }
    }
    paint(SPIKES_SLOT, paintSpikes);
    const glowSize = Math.round(tile * EXIT_GLOW_TILES);
    this.exitGlow = createCanvas({ width: glowSize, height: glowSize, label: 'exit-glow' });
    paintGlow(context2d(this.exitGlow, 'exit-glow'), glowSize, PALETTE.exitLight, 0.55);
    this.lightSize = Math.round(tile * LIGHT_RADIUS_TILES * 2);
  }

  /** Left edge of a slot in the sheet. */
  sx(slot: number): number {
    return (slot % COLUMNS) * this.tile;
  }

  /** Top edge of a slot in the sheet. */
  sy(slot: number): number {
    return Math.floor(slot / COLUMNS) * this.tile;
  }
}
