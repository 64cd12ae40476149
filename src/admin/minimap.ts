import { TILE, UNITS_PER_TILE, type Level } from '../sim';

/** A filled square of the minimap, in canvas pixels. */
export interface MinimapRect {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly colour: string;
}

/** What a minimap draws: a grid of tiles and, in a run, where the actors stand (in sim units). */
export interface MinimapScene {
  readonly width: number;
  readonly height: number;
  tileAt(x: number, y: number): number;
  readonly player?: { readonly x: number; readonly y: number };
  readonly minotaurs?: readonly { readonly x: number; readonly y: number }[];
}

/** Colours of the tile codes (index = code); floor is left to the background. */
const TILE_COLOURS: readonly (string | null)[] = [
  null, // floor
  '#3b3f52', // wall
  '#3fbf5f', // exit
  '#4fd0e0', // gem
  '#d08a2f', // trap A
  '#d08a2f', // trap B
  '#e04848', // red key
  '#48c048', // green key
  '#4878e0', // blue key
  '#a02020', // red door
  '#208020', // green door
  '#2040a0', // blue door
  null, // open doors are floor
  null,
  null,
];
/** Colour of the floor (the whole map's background). */
export const MINIMAP_FLOOR = '#d8d2c0';
/** Theseus and the Minotaurs. */
export const MINIMAP_PLAYER = '#ffffff';
export const MINIMAP_MINOTAUR = '#ff2d2d';

/** A level's own tiles as a scene (no actors): what a level preview draws. */
export function levelScene(level: Level): MinimapScene {
  return {
    width: level.width,
    height: level.height,
    tileAt: (x, y) => level.tiles[y * level.width + x] ?? TILE.WALL,
  };
}

/** The side of a tile in pixels for a map at most `maxSide` pixels wide and high (at least 1). */
export function minimapCell(
  scene: Pick<MinimapScene, 'width' | 'height'>,
  maxSide: number,
): number {
  return Math.max(1, Math.floor(maxSide / Math.max(scene.width, scene.height)));
}

/** The tile under an actor's centre. */
function tileOf(units: number): number {
  return Math.floor(units / UNITS_PER_TILE);
}

/**
 * The squares to fill over the floor colour: every tile that is not floor, then the Minotaurs,
 * then Theseus on top, each `cell` pixels wide.
 */
export function minimapRects(scene: MinimapScene, cell: number): MinimapRect[] {
  const rects: MinimapRect[] = [];
  for (let y = 0; y < scene.height; y++) {
    for (let x = 0; x < scene.width; x++) {
      const colour = TILE_COLOURS[scene.tileAt(x, y)] ?? null;
      if (colour !== null) rects.push({ x: x * cell, y: y * cell, size: cell, colour });
    }
  }
  const actor = (at: { x: number; y: number }, colour: string): MinimapRect => ({
    x: tileOf(at.x) * cell,
    y: tileOf(at.y) * cell,
    size: cell,
    colour,
  });
  for (const minotaur of scene.minotaurs ?? []) rects.push(actor(minotaur, MINIMAP_MINOTAUR));
  if (scene.player !== undefined) rects.push(actor(scene.player, MINIMAP_PLAYER));
  return rects;
}
