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
import { quoteText } from '../sim/core/describe-value';
import {
  editorLevelId,
  isGeneratedRef,
  isHashRef,
  LEVEL_HASH_PATTERN,
  MAX_LEVEL_ID_LENGTH,
  withoutMinusZero,
  type LevelRef,
} from './format';
import { keyStep, ReplayError } from './replay-error';

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

/** An editor level's reference: its content hash alone. */
function checkHashRef(value: Record<string, unknown>): LevelRef {
  const extra = unknownKey((key) => key === 'hash', value);
  if (extra !== undefined) {
    throw new ReplayError(
      keyStep('level', extra),
      'unknown key: an editor level is named by "hash" alone',
      'unknown-key',
    );
  }
  const hash = value.hash;
  if (typeof hash !== 'string' || !LEVEL_HASH_PATTERN.test(hash)) {
    throw new ReplayError(
      'level.hash',
      "must be the level document's SHA-256: 64 lowercase hex digits",
      'invalid-field',
    );
  }
  return { hash };
}

/**
 * Checks a level reference without building the level: a known built-in id, a seed with
 * generator options that pass the generator's own rules, or an editor level's content hash.
 * Returns a fresh copy holding only the fields given, in canonical order; throws a ReplayError
 * naming the bad field.
 */
export function checkLevelRef(value: unknown): LevelRef {
  if (!isRecord(value)) {
    throw new ReplayError(
      'level',
      'must be an object: {"id": …}, {"seed": …, …options} or {"hash": …}',
      'invalid-field',
    );
  }
  if (Object.hasOwn(value, 'hash')) return checkHashRef(value);
  if (Object.hasOwn(value, 'id')) {
    const extra = unknownKey((key) => key === 'id', value);
    if (extra !== undefined) {
      throw new ReplayError(
        keyStep('level', extra),
        'unknown key: a built-in level is named by "id" alone',
        'unknown-key',
      );
    }
    const id = value.id;
    if (typeof id !== 'string' || id.length === 0 || id.length > MAX_LEVEL_ID_LENGTH) {
      throw new ReplayError(
        'level.id',
        `must be a level id of 1 to ${MAX_LEVEL_ID_LENGTH} characters`,
        'invalid-field',
      );
    }
    if (getBuiltInLevel(id) === undefined) {
      const known = BUILT_IN_LEVELS.map((level) => level.id).join(', ');
      throw new ReplayError(
        'level.id',
        `unknown level ${quoteText(id, MAX_LEVEL_ID_LENGTH)}; known: ${known}`,
        'unknown-level',
      );
    }
    return { id };
  }
  if (Object.hasOwn(value, 'seed')) {
    const allowed = (key: string) => key === 'seed' || Object.hasOwn(GENERATOR_LIMITS, key);
    const extra = unknownKey(allowed, value);
    if (extra !== undefined) {
      throw new ReplayError(
        keyStep('level', extra),
        `unknown key: a generated level takes "seed" and ${OPTION_KEYS.join(', ')}`,
        'unknown-key',
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
        throw new ReplayError(`level.${error.field}`, error.message, 'invalid-field');
      throw error;
    }
  }
  throw new ReplayError(
    'level',
    'must hold "id" (a built-in level), "seed" (a generated level) or "hash" (an editor level)',
    'invalid-field',
  );
}

/**
 * A stable key naming the level a reference resolves to: `level:<id>`, `seed:<seed>:` and every
 * generator option with defaults filled in (so two references to one level share a key), or
 * `hash:<hex>` for an editor level, so its board belongs to exactly that level's content.
 */
export function levelKey(ref: LevelRef): string {
  const checked = checkLevelRef(ref);
  if (isHashRef(checked)) return `hash:${checked.hash}`;
  if (!isGeneratedRef(checked)) return `level:${checked.id}`;
  const { seed, ...given } = checked;
  const options = resolveGeneratorOptions(given);
  return `seed:${seed}:${OPTION_KEYS.map((key) => `${key}=${options[key]}`).join(',')}`;
}

/** A whole number as a level key writes it: seeds and generator options are never negative. */
const WHOLE = /^(0|[1-9]\d{0,9})$/;

/** The reference a seed key's text names, or undefined when it is not `<seed>:<k>=<v>,…`. */
function seedRef(text: string): Record<string, unknown> | undefined {
  const [seed, options, extra] = text.split(':');
  if (seed === undefined || options === undefined || extra !== undefined || !WHOLE.test(seed)) {
    return undefined;
  }
  const ref: Record<string, unknown> = { seed: Number(seed) };
  for (const pair of options.split(',')) {
    const [key, value, more] = pair.split('=');
    if (key === undefined || value === undefined || more !== undefined || !WHOLE.test(value)) {
      return undefined;
    }
    ref[key] = Number(value);
  }
  return ref;
}

/**
 * The level reference a key names, the inverse of `levelKey`: `level:<id>` gives `{id}`,
 * `hash:<hex>` gives `{hash}` and `seed:<seed>:<options>` the seed with every option. Undefined
 * for any text `levelKey` would not write (an unknown level, options out of range or out of
 * order, a hash not of 64 lowercase hex digits), so `levelKey(parseLevelKey(key)) === key`.
 */
export function parseLevelKey(key: string): LevelRef | undefined {
  const colon = key.indexOf(':');
  const kind = key.slice(0, colon);
  const rest = key.slice(colon + 1);
  let candidate: unknown;
  if (kind === 'level') candidate = { id: rest };
  else if (kind === 'hash') candidate = { hash: rest };
  else if (kind === 'seed') candidate = seedRef(rest);
  if (colon < 0 || candidate === undefined) return undefined;
  try {
    const ref = checkLevelRef(candidate);
    return levelKey(ref) === key ? ref : undefined;
  } catch (error) {
    if (error instanceof ReplayError) return undefined;
    throw error;
  }
}

/** What `resolveReplayLevel` cannot find by itself. */
export interface ResolveLevelOptions {
  /**
   * The level of a hash reference (from its level link, a draft or the service's store): this
   * code cannot rebuild an editor level from its hash. Its id must be `editorLevelId(hash)`, as
   * `levelFromDocument` gives; it is ignored for built-in and generated levels.
   */
  readonly editorLevel?: Level;
}

/**
 * The level a replay was played on. A generated level is built by the generator (the same code
 * the game runs) and kept in a small cache; an editor level must be handed in. Throws a
 * ReplayError for an unknown id, bad options, or a hash reference without its level.
 */
export function resolveReplayLevel(ref: LevelRef, options: ResolveLevelOptions = {}): Level {
  const checked = checkLevelRef(ref);
  if (isHashRef(checked)) {
    const level = options.editorLevel;
    if (level === undefined) {
      throw new ReplayError(
        'level.hash',
        'names a level made in the editor, which only its level link (or its maker) holds: open the level link instead',
        'editor-level-missing',
      );
    }
    if (level.id !== editorLevelId(checked.hash)) {
      throw new ReplayError(
        'level.hash',
        `names another level than the one given (${JSON.stringify(level.id)}): the level was edited after this run`,
        'edited-level',
      );
    }
    return level;
  }
  if (!isGeneratedRef(checked)) {
    const level = getBuiltInLevel(checked.id);
    if (level === undefined) throw new ReplayError('level.id', 'unknown level', 'unknown-level');
    return level;
  }
  const key = levelKey(checked);
  const cached = cache.get(key);
  if (cached !== undefined) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const { seed, ...generatorOptions } = checked;
  const level = generateLevel(seed, generatorOptions);
  cache.set(key, level);
  if (cache.size > CACHE_SIZE) {
    const oldest = cache.keys().next();
    if (oldest.done !== true) cache.delete(oldest.value);
  }
  return level;
}
