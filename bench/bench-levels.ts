import { BUILT_IN_LEVELS, generateLevel, type GeneratorOptions } from '../src/levels';
import type { Level } from '../src/sim';

/** Which level a benchmark runs on. */
export type BenchLevelName = 'largest' | 'generated';

/** Seed of the generated benchmark level (it keeps all four Minotaurs the options ask for). */
export const GENERATED_SEED = 1;
/** Options of the generated benchmark level: 64x64 tiles, 4 Minotaurs. */
export const GENERATED_OPTIONS: GeneratorOptions = Object.freeze({
  width: 64,
  height: 64,
  minotaurs: 4,
});

/** The largest built-in level by area; of two the same size, the one with more Minotaurs. */
export function largestBuiltInLevel(levels: readonly Level[] = BUILT_IN_LEVELS): Level {
  const [largest] = [...levels].sort(
    (a, b) =>
      b.width * b.height - a.width * a.height || b.minotaurSpawns.length - a.minotaurSpawns.length,
  );
  if (largest === undefined) throw new RangeError('there are no levels to choose from');
  return largest;
}

/** The level a benchmark named `name` runs on. */
export function benchLevel(name: BenchLevelName): Level {
  return name === 'largest'
    ? largestBuiltInLevel()
    : generateLevel(GENERATED_SEED, GENERATED_OPTIONS);
}

/** `id (41x31, 4 Minotaurs)`: how a report names a level. */
export function describeLevel(level: Level): string {
  const minotaurs = level.minotaurSpawns.length;
  return `${level.id} (${level.width}x${level.height}, ${minotaurs} Minotaur${minotaurs === 1 ? '' : 's'})`;
}
