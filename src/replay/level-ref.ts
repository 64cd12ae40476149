import {
  BUILT_IN_LEVELS,
  checkSeed,
  generateLevel,
  GENERATOR_LIMITS,
  GeneratorError,
  getBuiltInLevel,
  resolveGeneratorOptions,
  type GeneratorOptions,
} from '../levels';
import type { Level } from '../sim';
import { isGeneratedRef, MAX_LEVEL_ID_LENGTH, withoutMinusZero, type LevelRef } from './format';
import { ReplayError, shownKey } from './replay-error';

/** Generator option names in the order a replay writes them. */
const OPTION_KEYS = Object.keys(GENERATOR_LIMITS) as (keyof GeneratorOptions)[];

/** Generated levels kept for reuse: generating one runs the autopilot, verifying a replay should not. */
const CACHE_SIZE = 16;
const cache = new Map<string, Level>();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unknownKey(allowed: (key: string) => boolean, value: Record<string, unknown>) {
  return Object.keys(value).find((key) => !allowed(key));
}

/**
 * Checks a level reference without building the level: a known built-in id, or a seed with
 * generator options that pass the generator's own rules. Returns a fresh copy holding only the
 * fields given, in canonical order; throws a ReplayError naming the bad field.
 */
export function checkLevelRef(value: unknown): LevelRef {
  if (!isRecord(value)) {
    throw new ReplayError('level', 'must be an object: {"id": …} or {"seed": …, …options}');
  }
  if (Object.hasOwn(value, 'id')) {
    const extra = unknownKey((key) => key === 'id', value);
    if (extra !== undefined) {
      throw new ReplayError(
        `level.${shownKey(extra)}`,
        'unknown key: a built-in level is named by "id" alone',
      );
    }
    const id = value.id;
    if (typeof id !== 'string' || id.length === 0 || id.length > MAX_LEVEL_ID_LENGTH) {
      throw new ReplayError(
        'level.id',
        `must be a level id of 1 to ${MAX_LEVEL_ID_LENGTH} characters`,
      );
    }
    if (getBuiltInLevel(id) === undefined) {
      const known = BUILT_IN_LEVELS.map((level) => level.id).join(', ');
      throw new ReplayError('level.id', `unknown level ${JSON.stringify(id)}; known: ${known}`);
    }
    return { id };
  }
  if (Object.hasOwn(value, 'seed')) {
    const allowed = (key: string) => key === 'seed' || Object.hasOwn(GENERATOR_LIMITS, key);
    const extra = unknownKey(allowed, value);
    if (extra !== undefined) {
      throw new ReplayError(
        `level.${shownKey(extra)}`,
        `unknown key: a generated level takes "seed" and ${OPTION_KEYS.join(', ')}`,
      );
    }
    try {
      const seed = withoutMinusZero(checkSeed(value.seed));
      const options: Record<string, unknown> = {};
      for (const key of OPTION_KEYS) {
        if (Object.hasOwn(value, key)) options[key] = withoutMinusZero(value[key]);
      }
      resolveGeneratorOptions(options);
      return { seed, ...(options as GeneratorOptions) };
    } catch (error) {
      if (error instanceof GeneratorError)
        throw new ReplayError(`level.${error.field}`, error.message);
      throw error;
    }
  }
  throw new ReplayError('level', 'must hold "id" (a built-in level) or "seed" (a generated level)');
}

/**
 * A stable key naming the level a reference resolves to: `level:<id>`, or `seed:<seed>:` and
 * every generator option with defaults filled in, so two references to one level share a key.
 */
export function levelKey(ref: LevelRef): string {
  const checked = checkLevelRef(ref);
  if (!isGeneratedRef(checked)) return `level:${checked.id}`;
  const { seed, ...given } = checked;
  const options = resolveGeneratorOptions(given);
  return `seed:${seed}:${OPTION_KEYS.map((key) => `${key}=${options[key]}`).join(',')}`;
}

/**
 * The level a replay was played on. A generated level is built by the generator (the same code
 * the game runs) and kept in a small cache. Throws a ReplayError for an unknown id or bad options.
 */
export function resolveReplayLevel(ref: LevelRef): Level {
  const checked = checkLevelRef(ref);
  if (!isGeneratedRef(checked)) {
    const level = getBuiltInLevel(checked.id);
    if (level === undefined) throw new ReplayError('level.id', 'unknown level');
    return level;
  }
  const key = levelKey(checked);
  const cached = cache.get(key);
  if (cached !== undefined) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const { seed, ...options } = checked;
  const level = generateLevel(seed, options);
  cache.set(key, level);
  if (cache.size > CACHE_SIZE) {
    const oldest = cache.keys().next();
    if (oldest.done !== true) cache.delete(oldest.value);
  }
  return level;
}
