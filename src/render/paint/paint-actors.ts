import { PALETTE } from './palette';
import { UNIT } from './paint-tiles';

type Ctx = CanvasRenderingContext2D;

/** Which way a sprite looks: the index of UP, RIGHT, DOWN, LEFT. */
export type Facing = 0 | 1 | 2 | 3;
/** Two walking poses; the renderer alternates them with the distance walked. */
export type Stride = 0 | 1;

const TAU = Math.PI * 2;

function ellipse(ctx: Ctx, x: number, y: number, rx: number, ry: number, fill: string): void {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, 0, 0, TAU);
  ctx.fill();
}

/** Mirrors left-facing sprites from right-facing ones, so each side is drawn once. */
function facingFrame(ctx: Ctx, facing: Facing): 'up' | 'down' | 'side' {
  if (facing === 3) {
    ctx.translate(UNIT, 0);
    ctx.scale(-1, 1);
  }
  return facing === 0 ? 'up' : facing === 2 ? 'down' : 'side';
}

function feet(ctx: Ctx, stride: Stride, colour: string, spread: number, y: number): void {
  const lift = stride === 0 ? 0 : 3;
  ellipse(ctx, 32 - spread, y - lift, 5, 3.5, colour);
  ellipse(ctx, 32 + spread, y - 3 + lift, 5, 3.5, colour);
}

/** Theseus: bronze helmet with a red crest, a white tunic, a blue sash and a short sword. */
export function paintTheseus(ctx: Ctx, facing: Facing, stride: Stride): void {
  ctx.save();
  const view = facingFrame(ctx, facing);
  ellipse(ctx, 32, 55, 15, 5, 'rgba(0, 0, 0, 0.38)');
  feet(ctx, stride, PALETTE.skinDark, 6, 53);
  // Sword in the right hand: forward when seen from the side, down at the side otherwise.
  ctx.fillStyle = PALETTE.steel;
  if (view === 'side') ctx.fillRect(40, 40, 17, 3);
  else ctx.fillRect(45, 40, 3, 14);
  ctx.fillStyle = PALETTE.bronzeDark;
  if (view === 'side') ctx.fillRect(38, 38, 3, 7);
  else ctx.fillRect(43, 39, 7, 3);
  ellipse(ctx, 32, 42, 13, 11, PALETTE.tunic);
  ellipse(ctx, 32, 46, 12, 6, PALETTE.tunicShade);
  ctx.strokeStyle = PALETTE.sash;
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.moveTo(22, 35);
  ctx.lineTo(42, 49);
  ctx.stroke();
  const armSwing = stride === 0 ? 0 : 2;
  ellipse(ctx, 19, 40 + armSwing, 4.5, 5, PALETTE.skin);
  ellipse(ctx, 45, 40 - armSwing, 4.5, 5, PALETTE.skin);
  // Head and helmet.
  ellipse(ctx, 32, 24, 11, 11, PALETTE.skin);
  ctx.fillStyle = PALETTE.bronze;
  ctx.beginPath();
  if (view === 'up') ctx.arc(32, 24, 11.5, 0, TAU);
  else if (view === 'down') ctx.arc(32, 24, 11.5, Math.PI * 1.02, Math.PI * 1.98);
  else ctx.arc(32, 24, 11.5, Math.PI * 0.75, Math.PI * 1.9);
  ctx.fill();
  ctx.fillStyle = PALETTE.bronzeLight;
  ctx.fillRect(view === 'side' ? 24 : 26, 15, 5, 3);
  ctx.fillStyle = PALETTE.crest;
  ctx.beginPath();
  if (view === 'side') ctx.ellipse(28, 13, 11, 4, -0.15, 0, TAU);
  else ctx.ellipse(32, 16, 4, view === 'up' ? 12 : 8, 0, 0, TAU);
  ctx.fill();
  ctx.fillStyle = '#2a1a10';
  if (view === 'down') {
    ctx.fillRect(27, 25, 2.5, 3);
    ctx.fillRect(34.5, 25, 2.5, 3);
  } else if (view === 'side') {
    ctx.fillRect(37, 24, 2.5, 3);
  }
  ctx.restore();
}

/** The Minotaur: a bull's head with pale horns on a hulking body; red eyes when it hunts. */
export function paintMinotaur(ctx: Ctx, facing: Facing, stride: Stride, chasing: boolean): void {
  ctx.save();
  const view = facingFrame(ctx, facing);
  ellipse(ctx, 32, 57, 21, 6, 'rgba(0, 0, 0, 0.42)');
  if (chasing) {
    const glow = ctx.createRadialGradient(32, 24, 2, 32, 24, 30);
    glow.addColorStop(0, 'rgba(255, 40, 20, 0.45)');
    glow.addColorStop(1, 'rgba(255, 40, 20, 0)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, UNIT, UNIT);
  }
  feet(ctx, stride, PALETTE.hideDark, 9, 55);
  ellipse(ctx, 32, 42, 18, 14, PALETTE.hide);
  ellipse(ctx, 32, 38, 13, 7, PALETTE.hideLight);
  const swing = stride === 0 ? 0 : 2;
  ellipse(ctx, 13, 40 + swing, 7, 8, PALETTE.hideDark);
  ellipse(ctx, 51, 40 - swing, 7, 8, PALETTE.hideDark);
  // Horns sweep out and up from the top of the head.
  ctx.strokeStyle = PALETTE.horn;
  ctx.lineCap = 'round';
  ctx.lineWidth = 5;
  ctx.beginPath();
  ctx.moveTo(24, 16);
  ctx.quadraticCurveTo(10, 16, 7, 4);
  ctx.moveTo(40, 16);
  ctx.quadraticCurveTo(54, 16, 57, 4);
  ctx.stroke();
  ctx.strokeStyle = PALETTE.hornDark;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(24, 18);
  ctx.quadraticCurveTo(12, 18, 8, 8);
  ctx.stroke();
  const headX = view === 'side' ? 35 : 32;
  ellipse(ctx, headX, 22, 12, 11, view === 'up' ? PALETTE.hideDark : PALETTE.hideLight);
  if (view !== 'up') {
    const snoutX = view === 'side' ? 42 : 32;
    ellipse(ctx, snoutX, 29, 7.5, 5.5, '#9a6a48');
    ctx.fillStyle = '#2a1a10';
    ctx.fillRect(snoutX - 4, 28, 2, 2);
    ctx.fillRect(snoutX + 2, 28, 2, 2);
    ctx.strokeStyle = PALETTE.gold;
    ctx.lineWidth = 1.8;
    ctx.beginPath();
    ctx.arc(snoutX, 33, 3, 0, Math.PI);
    ctx.stroke();
    const eye = chasing ? PALETTE.eyeRage : PALETTE.eyeCalm;
    if (view === 'down') {
      ellipse(ctx, 26.5, 20, 2.4, 2.1, eye);
      ellipse(ctx, 37.5, 20, 2.4, 2.1, eye);
    } else {
      ellipse(ctx, 40, 19, 2.4, 2.1, eye);
    }
  }
  ctx.restore();
}
