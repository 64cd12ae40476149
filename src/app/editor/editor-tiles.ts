import { t, type MessageKey } from '../text/text';

/** A character of the level text (see LEVEL_CHARACTERS in src/sim): what the editor paints. */
export type TileChar =
  '#' | '.' | 'S' | 'E' | 'r' | 'g' | 'b' | 'R' | 'G' | 'B' | '^' | 'v' | '*' | 'M';

/** One entry of the editor's palette: the character it paints, its name, and its key. */
export interface PaletteTile {
  readonly char: TileChar;
  /** Its name in the language on screen. */
  readonly name: string;
  /** The key that picks it (`KeyboardEvent.key`), shown beside it. */
  readonly key: string;
}

/** A palette entry whose name is read from the catalogue each time it is shown. */
function tile(char: TileChar, name: MessageKey, key: string): PaletteTile {
  return {
    char,
    get name() {
      return t(name);
    },
    key,
  };
}

/**
 * Every tile the editor can paint, in palette order. The keys are the digits and a few letters,
 * so arrow keys, Space and Enter stay free for moving and painting.
 */
export const PALETTE: readonly PaletteTile[] = Object.freeze([
  tile('#', 'tile.wall', '1'),
  tile('.', 'tile.floor', '2'),
  tile('S', 'tile.start', '3'),
  tile('E', 'tile.exit', '4'),
  tile('r', 'tile.redKey', '5'),
  tile('R', 'tile.redDoor', '6'),
  tile('g', 'tile.greenKey', '7'),
  tile('G', 'tile.greenDoor', '8'),
  tile('b', 'tile.blueKey', '9'),
  tile('B', 'tile.blueDoor', '0'),
  tile('^', 'tile.spikes', 'q'),
  tile('v', 'tile.spikesLater', 'w'),
  tile('*', 'tile.gem', 'e'),
  tile('M', 'tile.minotaur', 't'),
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
