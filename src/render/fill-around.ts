/** A rectangle in device pixels. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Fills the view outside `covered` (what an opaque blit will cover) with the current fill
 * style, in at most four strips: the same picture as filling the whole view first, without
 * writing the covered pixels twice.
 */
export function fillAround(
  ctx: CanvasRenderingContext2D,
  view: { readonly width: number; readonly height: number },
  covered: Rect | null,
): void {
  if (covered === null || covered.width <= 0 || covered.height <= 0) {
    ctx.fillRect(0, 0, view.width, view.height);
    return;
  }
  const top = Math.max(0, covered.y);
  const bottom = Math.min(view.height, covered.y + covered.height);
  const left = Math.max(0, covered.x);
  const right = Math.min(view.width, covered.x + covered.width);
  if (top > 0) ctx.fillRect(0, 0, view.width, top);
  if (bottom < view.height) ctx.fillRect(0, bottom, view.width, view.height - bottom);
  if (bottom <= top) return;
  if (left > 0) ctx.fillRect(0, top, left, bottom - top);
  if (right < view.width) ctx.fillRect(right, top, view.width - right, bottom - top);
}
