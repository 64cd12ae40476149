import type { Level } from '../../sim';

/** A level as built, with the fewest ticks a win of it takes (see minWinTicks). */
export interface BuiltLevel {
  readonly level: Level;
  readonly minWinTicks: number;
}

/** How many levels each part of the cache keeps. */
export interface LevelCacheSizes {
  /** Levels used once: a fresh seed, a level not seen again yet. */
  readonly fresh: number;
  /** Levels used again since they were built: the ones players are playing. */
  readonly hot: number;
}

/** Default sizes: a few dozen levels of at most 128x128 tiles, about a megabyte each at worst. */
export const LEVEL_CACHE_SIZES: LevelCacheSizes = { fresh: 8, hot: 24 };

/**
 * Levels a verifier worker has built (generated from a seed, or parsed from an editor level's
 * document), kept for reuse: building one can take the better part of a second, verifying a
 * run on it a millisecond. Split so that a flood of levels used once cannot push out the ones in
 * use: a new level enters `fresh`, moves to `hot` when used again, and only falls back to `fresh`
 * when `hot` is full; the levels `pinned` names (today's daily labyrinths) are never dropped.
 * A sender of fresh seeds thus only ever evicts its own fresh seeds.
 */
export class LevelCache<V> {
  readonly #pinned = new Map<string, V>();
  readonly #hot = new Map<string, V>();
  readonly #fresh = new Map<string, V>();

  constructor(
    private readonly pinned: (key: string) => boolean,
    private readonly sizes: LevelCacheSizes = LEVEL_CACHE_SIZES,
  ) {}

  /** The level under `key`, built by `build` when it is not kept. */
  get(key: string, build: () => V): V {
    const pinned = this.#pinned.get(key);
    if (pinned !== undefined) return pinned;
    const hot = this.#hot.get(key);
    if (hot !== undefined) {
      this.#hot.delete(key);
      this.#hot.set(key, hot);
      return hot;
    }
    const fresh = this.#fresh.get(key);
    if (fresh !== undefined) {
      this.#fresh.delete(key);
      this.#promote(key, fresh);
      return fresh;
    }
    const built = build();
    if (this.pinned(key)) this.#pin(key, built);
    else this.#enter(this.#fresh, this.sizes.fresh, key, built);
    return built;
  }

  /** True when a level is kept under `key`. */
  has(key: string): boolean {
    return this.#pinned.has(key) || this.#hot.has(key) || this.#fresh.has(key);
  }

  #pin(key: string, value: V): void {
    for (const old of this.#pinned.keys()) {
      if (!this.pinned(old)) this.#pinned.delete(old);
    }
    this.#pinned.set(key, value);
  }

  #promote(key: string, value: V): void {
    this.#hot.set(key, value);
    if (this.#hot.size <= this.sizes.hot) return;
    const [oldest, level] = this.#hot.entries().next().value ?? [];
    if (oldest === undefined || level === undefined) return;
    this.#hot.delete(oldest);
    this.#enter(this.#fresh, this.sizes.fresh, oldest, level);
  }

  #enter(part: Map<string, V>, size: number, key: string, value: V): void {
    part.set(key, value);
    if (part.size <= size) return;
    const oldest = part.keys().next();
    if (oldest.done !== true) part.delete(oldest.value);
  }
}
