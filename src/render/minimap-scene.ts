import { UNITS_PER_TILE, type Level } from '../sim';

/** What a square of a minimap shows; floor and anything else are left to the background. */
export type MinimapMark =
  | 'wall'
  | 'theseus'
  | 'exit'
  | 'key-red'
  | 'key-green'
  | 'key-blue'
  | 'door-red'
  | 'door-green'
  | 'door-blue'
  | 'gem'
  | 'minotaur';

/** What a minimap draws: a grid of marks and, in a run, the actors over it (in sim units). */
export interface MinimapScene {
  readonly width: number;
  readonly height: number;
  markAt(x: number, y: number): MinimapMark | null;
  readonly player?: { readonly x: number; readonly y: number };
  readonly minotaurs?: readonly { readonly x: number; readonly y: number }[];
}

/** The mark of each character of the level text: Theseus at the start, a Minotaur at a spawn. */
const TEXT_MARKS: Readonly<Record<string, MinimapMark>> = {
  '#': 'wall',
  S: 'theseus',
  E: 'exit',
  r: 'key-red',
  g: 'key-green',
  b: 'key-blue',
  R: 'door-red',
  G: 'door-green',
  B: 'door-blue',
  '*': 'gem',
  M: 'minotaur',
};

/** The mark of each tile code in a run (index = code): traps and open doors are floor. */
const TILE_MARKS: readonly (MinimapMark | null)[] = [
  null, // floor
  'wall',
  'exit',
  'gem',
  null, // trap A
  null, // trap B
  'key-red',
  'key-green',
  'key-blue',
  'door-red',
  'door-green',
  'door-blue',
  null, // open red door
  null, // open green door
  null, // open blue door
];

/** A level as its rows of text draw it (a level's own tiles, before a run): no actors. */
export function textScene(rows: readonly string[]): MinimapScene {
  return {
    width: Math.max(1, ...rows.map((row) => row.length)),
    height: Math.max(1, rows.length),
    markAt: (x, y) => TEXT_MARKS[rows[y]?.charAt(x) ?? ''] ?? null,
  };
}

/** A level's own tiles, as its text draws them: what a level's preview shows. */
export function levelScene(level: Pick<Level, 'text'>): MinimapScene {
  return textScene(level.text.split('\n'));
}

/** A run at one tick: its tiles as they are (keys taken, doors opened), Theseus and the Minotaurs. */
export function runScene(run: {
  readonly level: { readonly width: number; readonly height: number };
  tileAt(x: number, y: number): number;
  readonly player: { readonly x: number; readonly y: number };
  readonly minotaurs: readonly { readonly x: number; readonly y: number }[];
}): MinimapScene {
  return {
    width: run.level.width,
    height: run.level.height,
    markAt: (x, y) => TILE_MARKS[run.tileAt(x, y)] ?? null,
    player: run.player,
    minotaurs: run.minotaurs,
  };
}

/** The tile under an actor's centre (sim units to tiles). */
export function tileOf(units: number): number {
  return Math.floor(units / UNITS_PER_TILE);
}
