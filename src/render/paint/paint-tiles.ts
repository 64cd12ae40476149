import { KEY_TINTS, PALETTE } from './palette';
import { paintKeySymbol } from './key-symbols';

/** Tiles are painted in design units: one tile is 64 × 64, scaled to the tile's size in pixels. */
export const UNIT = 64;

type Ctx = CanvasRenderingContext2D;

/**
 * Runs `painter`, which draws in design units (0..UNIT), scaled into the `tile`-pixel square at
 * (x, y) of `ctx` and clipped to it, so a sheet's neighbouring images never overlap.
 */
export function paintInSlot(
  ctx: Ctx,
  slot: { readonly x: number; readonly y: number; readonly tile: number },
  painter: (ctx: Ctx) => void,
): void {
  const { x, y, tile } = slot;
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, tile, tile);
  ctx.clip();
  ctx.setTransform(tile / UNIT, 0, 0, tile / UNIT, x, y);
  painter(ctx);
  ctx.restore();
}

/** A small integer hash of a tile position, for variety that is the same on every visit. */
export function tileNoise(x: number, y: number): number {
  let h = Math.imul(x + 0x9e37, 0x85ebca6b) ^ Math.imul(y + 0x79b9, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  return (h ^ (h >>> 12)) >>> 0;
}

/** Flagstone floor; `noise` picks the tone, the slabs and a crack. */
export function paintFloor(ctx: Ctx, noise: number): void {
  ctx.fillStyle = PALETTE.grout;
  ctx.fillRect(0, 0, UNIT, UNIT);
  const tone = noise % 3;
  ctx.fillStyle = tone === 0 ? PALETTE.floor : tone === 1 ? PALETTE.floorLight : PALETTE.floorDark;
  if ((noise >>> 4) % 2 === 0) {
    ctx.fillRect(1.5, 1.5, UNIT - 3, UNIT - 3);
  } else {
    // Two slabs, split at a point of the tile's own choosing.
    const split = 22 + ((noise >>> 6) % 20);
    ctx.fillRect(1.5, 1.5, split - 2, UNIT - 3);
    ctx.fillRect(split + 1.5, 1.5, UNIT - split - 3, UNIT - 3);
  }
  if ((noise >>> 9) % 5 === 0) {
    ctx.strokeStyle = PALETTE.crack;
    ctx.lineWidth = 1.2;
    ctx.beginPath();
    const cx = 14 + ((noise >>> 11) % 36);
    ctx.moveTo(cx, 8);
    ctx.lineTo(cx + 6, 22);
    ctx.lineTo(cx + 1, 31);
    ctx.lineTo(cx + 8, 44);
    ctx.stroke();
  }
}

/** Depth of the shadow a wall casts on the floor below it and to its right, in design units. */
export const SHADOW_TOP = 14;
export const SHADOW_LEFT = 9;

/** Which sides of a wall tile face open ground (they get a lit rim or a front face). */
export interface WallEdges {
  readonly up: boolean;
  readonly down: boolean;
  readonly left: boolean;
  readonly right: boolean;
}

/** Height of a wall's front face, where it meets open ground below, in design units. */
const FACE = 20;

/**
 * Cut stone seen from above: a top of faint staggered blocks, lit rims on edges that face open
 * ground, and a front face where the wall meets the floor below, so walls read as raised.
 */
export function paintWall(ctx: Ctx, noise: number, edges: WallEdges): void {
  const faceTop = edges.down ? UNIT - FACE : UNIT;
  ctx.fillStyle = PALETTE.wallTop;
  ctx.fillRect(0, 0, UNIT, faceTop);
  ctx.fillStyle = PALETTE.wallMortar;
  const rowHeight = 16;
  for (let row = 0; row * rowHeight < faceTop; row++) {
    const y = row * rowHeight;
    ctx.fillRect(0, y, UNIT, 1.5);
    const offset = (row + noise) % 2 === 0 ? 10 : 26;
    for (let x = offset; x < UNIT; x += 32)
      ctx.fillRect(x, y, 1.5, Math.min(rowHeight, faceTop - y));
  }
  if ((noise >>> 5) % 3 === 0) {
    ctx.fillStyle = PALETTE.wallLight;
    ctx.fillRect(((noise >>> 7) % 3) * 18 + 4, 4 + ((noise >>> 9) % 2) * 16, 12, 8);
  }
  ctx.fillStyle = PALETTE.wallRim;
  if (edges.up) ctx.fillRect(0, 0, UNIT, 3);
  if (edges.left) ctx.fillRect(0, 0, 3, faceTop);
  ctx.fillStyle = PALETTE.wallFaceDark;
  if (edges.right) ctx.fillRect(UNIT - 3, 0, 3, faceTop);
  if (edges.down) {
    ctx.fillStyle = PALETTE.wallFace;
    ctx.fillRect(0, faceTop, UNIT, FACE);
    ctx.fillStyle = PALETTE.wallRim;
    ctx.fillRect(0, faceTop, UNIT, 2);
    ctx.fillStyle = PALETTE.wallFaceDark;
    ctx.fillRect(0, UNIT - 4, UNIT, 4);
    const seam = ((noise >>> 3) % 36) + 12;
    ctx.fillRect(seam, faceTop + 2, 2, FACE - 6);
  }
}

/** A torch in an iron bracket on a wall's front face; its glow is painted after all tiles. */
export function paintTorch(ctx: Ctx): void {
  ctx.fillStyle = PALETTE.iron;
  ctx.fillRect(29, 52, 6, 10);
  ctx.fillRect(25, 49, 14, 4);
  ctx.fillStyle = PALETTE.flame;
  ctx.beginPath();
  ctx.moveTo(32, 30);
  ctx.quadraticCurveTo(41, 41, 36, 49);
  ctx.lineTo(28, 49);
  ctx.quadraticCurveTo(23, 41, 32, 30);
  ctx.fill();
  ctx.fillStyle = PALETTE.flameCore;
  ctx.beginPath();
  ctx.ellipse(32, 44, 3, 4.5, 0, 0, Math.PI * 2);
  ctx.fill();
}

/** The way out: stairs going down into warm light. */
export function paintExit(ctx: Ctx): void {
  ctx.fillStyle = PALETTE.grout;
  ctx.fillRect(0, 0, UNIT, UNIT);
  const steps = ['#8a7358', '#6d5a44', '#514233', '#3a2f24', '#261e17'];
  steps.forEach((colour, i) => {
    ctx.fillStyle = colour;
    const inset = 4 + i * 5;
    ctx.fillRect(inset, inset + 2, UNIT - 2 * inset, UNIT - 2 * inset - 2);
  });
  ctx.strokeStyle = PALETTE.gold;
  ctx.lineWidth = 2;
  ctx.strokeRect(3, 3, UNIT - 6, UNIT - 6);
}

/** A key lying on the floor, in its door's colour. */
export function paintKey(ctx: Ctx, colour: number): void {
  const tint = KEY_TINTS[colour] ?? KEY_TINTS[0];
  if (tint === undefined) return;
  ctx.save();
  ctx.translate(32, 32);
  ctx.rotate(-0.6);
  ctx.lineWidth = 3;
  ctx.strokeStyle = tint.dark;
  ctx.fillStyle = tint.main;
  ctx.beginPath();
  ctx.arc(-12, 0, 9, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = PALETTE.floorDark;
  ctx.beginPath();
  ctx.arc(-12, 0, 3.5, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = tint.main;
  ctx.fillRect(-4, -3, 24, 6);
  ctx.strokeRect(-4, -3, 24, 6);
  ctx.fillRect(12, 3, 4, 7);
  ctx.fillRect(18, 3, 3, 5);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.55)';
  ctx.fillRect(-1, -2, 14, 1.5);
  ctx.restore();
  // On the bow (-12, 0 before the key's turn): the colour's shape, for colour-blind players.
  paintKeySymbol(ctx, colour, 22, 39, 7);
}

/** A closed door: planks and iron bands with a lock plate in its key's colour. */
export function paintDoor(ctx: Ctx, colour: number): void {
  const tint = KEY_TINTS[colour] ?? KEY_TINTS[0];
  if (tint === undefined) return;
  ctx.fillStyle = PALETTE.wallMortar;
  ctx.fillRect(0, 0, UNIT, UNIT);
  ctx.fillStyle = PALETTE.wood;
  ctx.fillRect(5, 4, UNIT - 10, UNIT - 8);
  ctx.fillStyle = PALETTE.woodDark;
  for (let x = 17; x < UNIT - 8; x += 13) ctx.fillRect(x, 4, 2, UNIT - 8);
  ctx.fillStyle = PALETTE.iron;
  ctx.fillRect(5, 13, UNIT - 10, 5);
  ctx.fillRect(5, UNIT - 18, UNIT - 10, 5);
  ctx.fillStyle = tint.main;
  ctx.strokeStyle = tint.dark;
  ctx.lineWidth = 2;
  ctx.fillRect(23, 24, 18, 16);
  ctx.strokeRect(23, 24, 18, 16);
  ctx.fillStyle = tint.dark;
  ctx.beginPath();
  ctx.arc(32, 30, 3, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(31, 31, 2, 6);
  paintKeySymbol(ctx, colour, 32, 32, 7);
}

/** An opened door: the frame stays, the door stands swung against the side. */
export function paintOpenDoor(ctx: Ctx, colour: number): void {
  const tint = KEY_TINTS[colour] ?? KEY_TINTS[0];
  if (tint === undefined) return;
  ctx.fillStyle = PALETTE.wood;
  ctx.fillRect(2, 4, 7, UNIT - 8);
  ctx.fillStyle = tint.main;
  ctx.fillRect(3, 26, 5, 12);
  ctx.fillStyle = PALETTE.wallMortar;
  ctx.fillRect(0, 0, UNIT, 3);
  ctx.fillRect(0, UNIT - 3, UNIT, 3);
}

/** A cut gem with a bright facet. */
export function paintGem(ctx: Ctx): void {
  ctx.fillStyle = 'rgba(0, 0, 0, 0.35)';
  ctx.beginPath();
  ctx.ellipse(32, 50, 13, 4, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = PALETTE.gem;
  ctx.strokeStyle = PALETTE.gemDark;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(32, 14);
  ctx.lineTo(46, 28);
  ctx.lineTo(32, 48);
  ctx.lineTo(18, 28);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = PALETTE.gemLight;
  ctx.beginPath();
  ctx.moveTo(32, 17);
  ctx.lineTo(40, 27);
  ctx.lineTo(32, 30);
  ctx.lineTo(24, 27);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = PALETTE.gemDark;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(18, 28);
  ctx.lineTo(46, 28);
  ctx.moveTo(32, 30);
  ctx.lineTo(32, 48);
  ctx.stroke();
}

/** Hole positions of a spike plate, in design units. */
export const SPIKE_HOLES: readonly (readonly [number, number])[] = [
  [18, 18],
  [32, 18],
  [46, 18],
  [25, 32],
  [39, 32],
  [18, 46],
  [32, 46],
  [46, 46],
];

/** A spike trap's plate with its holes; the spikes themselves are drawn each frame. */
export function paintTrapPlate(ctx: Ctx): void {
  ctx.fillStyle = PALETTE.steelDark;
  ctx.fillRect(7, 7, UNIT - 14, UNIT - 14);
  ctx.strokeStyle = PALETTE.iron;
  ctx.lineWidth = 2;
  ctx.strokeRect(7, 7, UNIT - 14, UNIT - 14);
  ctx.fillStyle = PALETTE.iron;
  for (const [x, y] of SPIKE_HOLES) {
    ctx.beginPath();
    ctx.arc(x, y, 3.2, 0, Math.PI * 2);
    ctx.fill();
  }
}
