import { MAX_LEVEL_SIDE } from '../sim';
import { describeValue } from '../sim/core/describe-value';

/**
 * What `generateLevel` may vary besides the seed. Every field is an integer; missing fields take
 * the defaults in `DEFAULT_GENERATOR_OPTIONS`. A replay stores `{ seed, ...options }`.
 */
export interface GeneratorOptions {
  /** Columns, walls included: 9..128 (default 31). An even size leaves a double outer wall. */
  readonly width?: number;
  /** Rows, walls included: 9..128 (default 23). */
  readonly height?: number;
  /** Minotaurs: 0..8 (default 2); at most one per 40 rooms (a room is every second tile). */
  readonly minotaurs?: number;
  /** Coloured doors on the way to the exit, each with its key before it: 0..3 (default 2). */
  readonly keys?: number;
  /** Gems: 0..30 (default 5); at most one per 4 rooms. */
  readonly gems?: number;
  /** Spike traps: 0..40 (default 6); at most one per 8 rooms. */
  readonly traps?: number;
  /** Percent of inner walls knocked through to make loops: 0..50 (default 12). */
  readonly loops?: number;
}

/** The options with every field filled in. */
export type ResolvedGeneratorOptions = Required<GeneratorOptions>;

/** Defaults of `generateLevel`. */
export const DEFAULT_GENERATOR_OPTIONS: ResolvedGeneratorOptions = Object.freeze({
  width: 31,
  height: 23,
  minotaurs: 2,
  keys: 2,
  gems: 5,
  traps: 6,
  loops: 12,
});

/** Inclusive limits of each option. */
export const GENERATOR_LIMITS: Readonly<Record<keyof GeneratorOptions, readonly [number, number]>> =
  Object.freeze({
    width: [9, MAX_LEVEL_SIDE],
    height: [9, MAX_LEVEL_SIDE],
    minotaurs: [0, 8],
    keys: [0, 3],
    gems: [0, 30],
    traps: [0, 40],
    loops: [0, 50],
  });

/** A seed or generator option out of range; names the field, the value and the limits. */
export class GeneratorError extends RangeError {
  override readonly name = 'GeneratorError';

  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Checks a seed: an integer in 0..2^32-1. */
export function checkSeed(seed: unknown): number {
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new GeneratorError(
      'seed',
      `seed must be an integer from 0 to 4294967295, got ${describeValue(seed)}`,
    );
  }
  return seed;
}

/** Fills in defaults and checks every option, throwing a GeneratorError for the first bad one. */
export function resolveGeneratorOptions(options: GeneratorOptions = {}): ResolvedGeneratorOptions {
  const raw: unknown = options;
  if (typeof raw !== 'object' || raw === null) {
    throw new GeneratorError('options', 'generator options must be an object');
  }
  for (const key of Object.keys(options)) {
    if (!Object.hasOwn(GENERATOR_LIMITS, key)) {
      throw new GeneratorError(key, `unknown generator option '${key}'`);
    }
  }
  const resolved = { ...DEFAULT_GENERATOR_OPTIONS };
  for (const key of Object.keys(GENERATOR_LIMITS) as (keyof GeneratorOptions)[]) {
    const value: unknown = options[key] ?? DEFAULT_GENERATOR_OPTIONS[key];
    const [min, max] = GENERATOR_LIMITS[key];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      throw new GeneratorError(
        key,
        `${key} must be an integer from ${min} to ${max}, got ${describeValue(value)}`,
      );
    }
    resolved[key] = value;
  }
  return Object.freeze(resolved);
}
