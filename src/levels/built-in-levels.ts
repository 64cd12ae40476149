import { parseLevel, type Level } from '../sim';
import { firstSteps } from './built-in/01-first-steps';
import { redKey } from './built-in/02-red-key';
import { teethOfTheFloor } from './built-in/03-teeth-of-the-floor';
import { theBeastStirs } from './built-in/04-the-beast-stirs';
import { ariadnesThread } from './built-in/05-ariadnes-thread';
import { hallOfSpikes } from './built-in/06-hall-of-spikes';
import { threeDoors } from './built-in/07-three-doors';
import { catacombs } from './built-in/08-catacombs';
import { theDeepHalls } from './built-in/09-the-deep-halls';
import { heartOfTheLabyrinth } from './built-in/10-heart-of-the-labyrinth';
import type { LevelSource } from './built-in/level-source';

/** The built-in levels as written, in play order. */
export const BUILT_IN_SOURCES: readonly LevelSource[] = Object.freeze([
  firstSteps,
  redKey,
  teethOfTheFloor,
  theBeastStirs,
  ariadnesThread,
  hallOfSpikes,
  threeDoors,
  catacombs,
  theDeepHalls,
  heartOfTheLabyrinth,
]);

/** The built-in levels in play order, from a 9x9 teaching maze to the 41x31 heart of the labyrinth. */
export const BUILT_IN_LEVELS: readonly Level[] = Object.freeze(
  BUILT_IN_SOURCES.map((source) => parseLevel(source.text, source.meta)),
);

/** The built-in level with this id, or undefined. */
export function getBuiltInLevel(id: string): Level | undefined {
  return BUILT_IN_LEVELS.find((level) => level.id === id);
}
