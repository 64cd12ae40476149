/** A character of the level text (see LEVEL_CHARACTERS in src/sim): what the editor paints. */
export type TileChar =
  '#' | '.' | 'S' | 'E' | 'r' | 'g' | 'b' | 'R' | 'G' | 'B' | '^' | 'v' | '*' | 'M';

/** One entry of the editor's palette: the character it paints, its name, and its key. */
export interface PaletteTile {
  readonly char: TileChar;
  readonly name: string;
  /** The key that picks it (`KeyboardEvent.key`), shown beside it. */
  readonly key: string;
}

/**
 * Every tile the editor can paint, in palette order. The keys are the digits and a few letters,
 * so arrow keys, Space and Enter stay free for moving and painting.
 */
export const PALETTE: readonly PaletteTile[] = Object.freeze([
  { char: '#', name: 'Wall', key: '1' },
  { char: '.', name: 'Floor', key: '2' },
  { char: 'S', name: 'Start', key: '3' },
  { char: 'E', name: 'Exit', key: '4' },
  { char: 'r', name: 'Red key', key: '5' },
  { char: 'R', name: 'Red door', key: '6' },
  { char: 'g', name: 'Green key', key: '7' },
  { char: 'G', name: 'Green door', key: '8' },
  { char: 'b', name: 'Blue key', key: '9' },
  { char: 'B', name: 'Blue door', key: '0' },
  { char: '^', name: 'Spikes', key: 'q' },
  { char: 'v', name: 'Spikes, half a cycle later', key: 'w' },
  { char: '*', name: 'Gem', key: 'e' },
  { char: 'M', name: 'Minotaur', key: 't' },
]);

/** The palette entry of `char`. */
export function paletteTile(char: TileChar): PaletteTile {
  const tile = PALETTE.find((p) => p.char === char);
  if (tile === undefined) throw new RangeError(`no palette tile for '${char}'`);
  return tile;
}

/** True when `char` is a character the editor paints. */
export function isTileChar(char: string): char is TileChar {
  return PALETTE.some((p) => p.char === char);
}
