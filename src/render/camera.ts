/**
 * The world coordinate at the view's start edge, on one axis. A world smaller than the view is
 * centred (a negative start); a larger one follows `focus`, clamped so that no void shows past
 * an edge. All in pixels; whole pixels out, so blits stay crisp.
 */
export function cameraStart(focus: number, view: number, world: number): number {
  if (world <= view) return Math.floor((world - view) / 2);
  const start = focus - view / 2;
  return Math.round(Math.min(Math.max(start, 0), world - view));
}

/** True when a `size`-pixel square at (x, y) of the view falls wholly outside it: drawing it would show nothing. */
export function outsideView(
  view: { readonly width: number; readonly height: number },
  x: number,
  y: number,
  size: number,
): boolean {
  return x + size <= 0 || y + size <= 0 || x >= view.width || y >= view.height;
}
