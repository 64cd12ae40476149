import { FNV_OFFSET_BASIS, fnv1aByte, fnv1aWord } from '../core/fnv1a';
import type { Level } from './level';

/**
 * FNV-1a hash of everything in a level that affects play: size, tiles, start, exit, spawns,
 * countdown, seed and timings (not id, name or story). Equal hashes in Node and the browser show
 * that a generated level came out identical.
 */
export function hashLevel(level: Level): number {
  let h = FNV_OFFSET_BASIS;
  h = fnv1aWord(h, level.width);
  h = fnv1aWord(h, level.height);
  for (const tile of level.tiles) h = fnv1aByte(h, tile);
  h = fnv1aWord(h, level.start.x);
  h = fnv1aWord(h, level.start.y);
  h = fnv1aWord(h, level.exit.x);
  h = fnv1aWord(h, level.exit.y);
  h = fnv1aWord(h, level.minotaurSpawns.length);
  for (const spawn of level.minotaurSpawns) {
    h = fnv1aWord(h, spawn.x);
    h = fnv1aWord(h, spawn.y);
  }
  h = fnv1aWord(h, level.timeLimitTicks);
  h = fnv1aWord(h, level.seed);
  h = fnv1aWord(h, level.trapPeriodTicks);
  h = fnv1aWord(h, level.trapUpTicks);
  h = fnv1aWord(h, level.minotaurWanderTicks);
  h = fnv1aWord(h, level.minotaurChaseTicks);
  return fnv1aWord(h, level.minotaurScentSteps);
}
