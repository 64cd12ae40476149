import { drawMinimap } from '../../render/minimap';
import { textScene } from '../../render/minimap-scene';
import { t } from '../../app/text/text';

/** Largest side of a minimap, in CSS pixels. */
export const MINIMAP_PX = 96;

/**
 * A level's minimap drawn from its rows of text: walls, start, exit, keys, doors and gems, one
 * square per tile, scaled to fit MINIMAP_PX. Screen readers get its size and what it shows.
 */
export function minimap(rows: readonly string[] | null, name: string): HTMLElement {
  const canvas = document.createElement('canvas');
  canvas.className = 'minimap';
  canvas.setAttribute('role', 'img');
  canvas.setAttribute(
    'aria-label',
    rows === null ? t('community.mapLoading', { name }) : t('community.map', { name }),
  );
  if (rows === null) {
    canvas.width = MINIMAP_PX;
    canvas.height = MINIMAP_PX;
  } else drawMinimap(canvas, textScene(rows), MINIMAP_PX);
  return canvas;
}
