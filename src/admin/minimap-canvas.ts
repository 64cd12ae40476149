import { MINIMAP_FLOOR, minimapCell, minimapRects, type MinimapScene } from './minimap';

/** Largest side of a minimap in canvas pixels. */
const MAX_SIDE = 384;

/**
 * Draws a scene on a canvas sized to it (whole pixels per tile) and names it for screen readers
 * with `label`: the canvas is an image whose words are its label.
 */
export function drawMinimap(canvas: HTMLCanvasElement, scene: MinimapScene, label: string): void {
  const cell = minimapCell(scene, MAX_SIDE);
  canvas.width = scene.width * cell;
  canvas.height = scene.height * cell;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', label);
  const context = canvas.getContext('2d');
  if (context === null) return;
  context.fillStyle = MINIMAP_FLOOR;
  context.fillRect(0, 0, canvas.width, canvas.height);
  for (const rect of minimapRects(scene, cell)) {
    context.fillStyle = rect.colour;
    context.fillRect(rect.x, rect.y, rect.size, rect.size);
  }
}
