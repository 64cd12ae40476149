import { tileOf, type MinimapMark, type MinimapScene } from './minimap-scene';

/** A filled square of a minimap, in canvas pixels. */
export interface MinimapRect {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly colour: string;
}

/** The one palette of every minimap, the game's and the operator console's. */
export const MINIMAP_COLOURS: Readonly<Record<MinimapMark, string>> = {
  wall: '#8a7d68',
  theseus: '#4fc3f7',
  exit: '#7ee787',
  'key-red': '#ff6b6b',
  'key-green': '#7ee787',
  'key-blue': '#6ea8ff',
  'door-red': '#a33',
  'door-green': '#3a3',
  'door-blue': '#33a',
  gem: '#ffd166',
  minotaur: '#d16bff',
};

/** The background: floor, and whatever has no mark. */
export const MINIMAP_FLOOR = '#1d1a16';

/** The side of a square in pixels for a map at most `maxSide` pixels wide and high (at least 1). */
export function minimapCell(
  scene: Pick<MinimapScene, 'width' | 'height'>,
  maxSide: number,
): number {
  return Math.max(1, Math.floor(maxSide / Math.max(scene.width, scene.height)));
}

/**
 * The squares to fill over the floor, row by row: every marked tile, then the Minotaurs, then
 * Theseus on top, each `cell` pixels wide.
 */
export function minimapRects(scene: MinimapScene, cell: number): MinimapRect[] {
  const rects: MinimapRect[] = [];
  const square = (x: number, y: number, mark: MinimapMark): MinimapRect => ({
    x: x * cell,
    y: y * cell,
    size: cell,
    colour: MINIMAP_COLOURS[mark],
  });
  for (let y = 0; y < scene.height; y++) {
    for (let x = 0; x < scene.width; x++) {
      const mark = scene.markAt(x, y);
      if (mark !== null) rects.push(square(x, y, mark));
    }
  }
  for (const minotaur of scene.minotaurs ?? [])
    rects.push(square(tileOf(minotaur.x), tileOf(minotaur.y), 'minotaur'));
  if (scene.player !== undefined)
    rects.push(square(tileOf(scene.player.x), tileOf(scene.player.y), 'theseus'));
  return rects;
}

/** Where a minimap is drawn: a canvas (a DOM one, or any with a 2D context). */
export interface MinimapCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): CanvasRenderingContext2D | null;
}

/**
 * Draws `scene` on `canvas`, sized to it in whole pixels per tile and at most `maxSide` pixels a
 * side: the floor, then each square.
 */
export function drawMinimap(canvas: MinimapCanvas, scene: MinimapScene, maxSide: number): void {
  const cell = minimapCell(scene, maxSide);
  canvas.width = scene.width * cell;
  canvas.height = scene.height * cell;
  const paint = canvas.getContext('2d');
  if (paint === null) return;
  paint.fillStyle = MINIMAP_FLOOR;
  paint.fillRect(0, 0, canvas.width, canvas.height);
  for (const rect of minimapRects(scene, cell)) {
    paint.fillStyle = rect.colour;
    paint.fillRect(rect.x, rect.y, rect.size, rect.size);
  }
}
