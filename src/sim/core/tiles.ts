/**
 * Tile codes as stored in a level's `tiles` and returned by `Simulation.tileAt`. The start and the
 * Minotaur spawns are floor tiles; their positions are kept on the level.
 */
export const TILE = {
  FLOOR: 0,
  WALL: 1,
  EXIT: 2,
  GEM: 3,
  /** Spike trap of group A: up in the last `trapUpTicks` ticks of each cycle. */
  TRAP_A: 4,
  /** Spike trap of group B: the same cycle shifted by half a period. */
  TRAP_B: 5,
  KEY_RED: 6,
  KEY_GREEN: 7,
  KEY_BLUE: 8,
  DOOR_RED: 9,
  DOOR_GREEN: 10,
  DOOR_BLUE: 11,
  OPEN_DOOR_RED: 12,
  OPEN_DOOR_GREEN: 13,
  OPEN_DOOR_BLUE: 14,
} as const;

/** One of the tile codes above. */
export type TileCode = (typeof TILE)[keyof typeof TILE];

/** Key and door colours, in the order of their colour index (bit in `keysHeld`). */
export const KEY_COLOURS = ['red', 'green', 'blue'] as const;

/** A key and door colour. */
export type KeyColour = (typeof KEY_COLOURS)[number];

/** Number of tile codes; tables indexed by tile code have this length. */
export const TILE_CODE_COUNT = 15;

function table(codes: readonly TileCode[]): Uint8Array {
  const t = new Uint8Array(TILE_CODE_COUNT);
  for (const c of codes) t[c] = 1;
  return t;
}

/** 1 where the player may walk without needing a key. */
export const PLAYER_FREE = table([
  TILE.FLOOR,
  TILE.EXIT,
  TILE.GEM,
  TILE.TRAP_A,
  TILE.TRAP_B,
  TILE.KEY_RED,
  TILE.KEY_GREEN,
  TILE.KEY_BLUE,
  TILE.OPEN_DOOR_RED,
  TILE.OPEN_DOOR_GREEN,
  TILE.OPEN_DOOR_BLUE,
]);

/** 1 where a Minotaur may walk: everywhere the player may, closed doors excepted (so same table). */
export const MINOTAUR_FREE = PLAYER_FREE;

/** Colour index of a key tile, or -1. */
export function keyColourIndex(code: number): number {
  return code >= TILE.KEY_RED && code <= TILE.KEY_BLUE ? code - TILE.KEY_RED : -1;
}

/** Colour index of a closed door tile, or -1. */
export function doorColourIndex(code: number): number {
  return code >= TILE.DOOR_RED && code <= TILE.DOOR_BLUE ? code - TILE.DOOR_RED : -1;
}

/** True for tiles whose state a run can change: keys and gems (taken), doors (opened). */
export function isChangeable(code: number): boolean {
  return code === TILE.GEM || keyColourIndex(code) >= 0 || doorColourIndex(code) >= 0;
}

/** The code a changeable tile has once changed (taken item: floor; door: open door). */
export function changedCode(code: number): TileCode {
  const door = doorColourIndex(code);
  return door >= 0 ? ((TILE.OPEN_DOOR_RED + door) as TileCode) : TILE.FLOOR;
}
