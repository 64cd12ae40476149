import type { SplitEvent } from '../../replay/split-events';
import { t, type MessageKey } from '../text/text';

/** Each split event's name: the editor palette's name of the tile it happens at. */
const EVENT_NAMES: Readonly<Record<SplitEvent, MessageKey>> = {
  gem: 'tile.gem',
  exit: 'tile.exit',
  'key:red': 'tile.redKey',
  'key:green': 'tile.greenKey',
  'key:blue': 'tile.blueKey',
  'door:red': 'tile.redDoor',
  'door:green': 'tile.greenDoor',
  'door:blue': 'tile.blueDoor',
};

/** A split event as a player reads it, in the language on screen: "Red key", "Gem", "Exit". */
export function eventName(event: SplitEvent): string {
  return t(EVENT_NAMES[event]);
}

/** Where a split event happened, in running text: "at the red key", "beim roten Schlüssel". */
const EVENT_PLACES: Readonly<Record<SplitEvent, MessageKey>> = {
  gem: 'splitAt.gem',
  exit: 'splitAt.exit',
  'key:red': 'splitAt.redKey',
  'key:green': 'splitAt.greenKey',
  'key:blue': 'splitAt.blueKey',
  'door:red': 'splitAt.redDoor',
  'door:green': 'splitAt.greenDoor',
  'door:blue': 'splitAt.blueDoor',
};

/** The place of a split event in a sentence, with its preposition, in the language on screen. */
export function eventPlace(event: SplitEvent): string {
  return t(EVENT_PLACES[event]);
}
