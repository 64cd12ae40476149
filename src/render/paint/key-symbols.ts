/**
 * The shape each key colour carries, so keys, doors and the HUD's key slots are told apart
 * without seeing colour: red a triangle, green a circle, blue a square. Shapes rather than
 * letters, because they stay legible on a 16-pixel tile and need no language.
 */
export const KEY_SYMBOLS = ['triangle', 'circle', 'square'] as const;

/** One of the three shapes. */
export type KeySymbol = (typeof KEY_SYMBOLS)[number];

/** Light fill and dark rim: the pair reads on every tint and under every colour deficiency. */
const FILL = '#fff8e6';
const RIM = '#1a1410';

/** Paints the symbol of key colour `colour` centred on (x, y), `radius` design units across. */
export function paintKeySymbol(
  ctx: CanvasRenderingContext2D,
  colour: number,
  x: number,
  y: number,
  radius: number,
): void {
  const symbol = KEY_SYMBOLS[colour] ?? 'triangle';
  ctx.save();
  ctx.fillStyle = FILL;
  ctx.strokeStyle = RIM;
  ctx.lineWidth = Math.max(1, radius / 3);
  ctx.lineJoin = 'round';
  ctx.beginPath();
  if (symbol === 'triangle') {
    ctx.moveTo(x, y - radius);
    ctx.lineTo(x + radius, y + radius * 0.8);
    ctx.lineTo(x - radius, y + radius * 0.8);
    ctx.closePath();
  } else if (symbol === 'circle') {
    ctx.arc(x, y, radius * 0.85, 0, Math.PI * 2);
  } else {
    const side = radius * 0.8;
    ctx.rect(x - side, y - side, side * 2, side * 2);
  }
  ctx.stroke();
  ctx.fill();
  ctx.restore();
}
