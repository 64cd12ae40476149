import { drawMinimap } from '../render/minimap';
import type { MinimapScene } from '../render/minimap-scene';

/** Largest side of the console's minimaps in canvas pixels. */
const MAX_SIDE = 384;

/**
 * Draws a scene with the game's minimap, at the console's size, and names it for screen readers
 * with `label`: the canvas is an image whose words are its label.
 */
export function drawLabelledMinimap(
  canvas: HTMLCanvasElement,
  scene: MinimapScene,
  label: string,
): void {
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', label);
  drawMinimap(canvas, scene, MAX_SIDE);
}
