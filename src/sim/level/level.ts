import { TICKS_PER_SECOND } from '../core/constants';

/** A tile position: column `x` and row `y`, both 0-based. */
export interface Cell {
  readonly x: number;
  readonly y: number;
}

/**
 * A playable level: plain, frozen data. `tiles` holds one tile code per cell, row-major; it is
 * never written to (a `Simulation` copies what it changes). `text` is the canonical text form,
 * which `parseLevel(level.text, level)` turns back into an equal level.
 */
export interface Level {
  /** Short kebab-case id, usable in a URL (`?level=<id>`). */
  readonly id: string;
  readonly name: string;
  /** One line of story shown before the level. */
  readonly story: string;
  readonly width: number;
  readonly height: number;
  readonly tiles: Uint8Array;
  readonly start: Cell;
  readonly exit: Cell;
  readonly minotaurSpawns: readonly Cell[];
  readonly gemCount: number;
  /** Countdown in ticks: the run times out when it reaches zero. */
  readonly timeLimitTicks: number;
  /** uint32 seed of the simulation's random generator. */
  readonly seed: number;
  /** Length of the spike trap cycle in ticks. */
  readonly trapPeriodTicks: number;
  /** Ticks per cycle that spikes are up. */
  readonly trapUpTicks: number;
  /** Ticks of each Minotaur cycle spent wandering (the cycle starts with them). */
  readonly minotaurWanderTicks: number;
  /** Ticks of each Minotaur cycle spent chasing. */
  readonly minotaurChaseTicks: number;
  /** Steps within which a chasing Minotaur smells Theseus. */
  readonly minotaurScentSteps: number;
  readonly text: string;
}

/** What `parseLevel` needs besides the grid; optional fields fall back to the documented defaults. */
export interface LevelMeta {
  readonly id: string;
  readonly name: string;
  readonly story: string;
  readonly timeLimitTicks: number;
  readonly seed: number;
  readonly trapPeriodTicks?: number;
  readonly trapUpTicks?: number;
  readonly minotaurWanderTicks?: number;
  readonly minotaurChaseTicks?: number;
  readonly minotaurScentSteps?: number;
}

/** Smallest accepted width and height: a wall border around at least one open tile. */
export const MIN_LEVEL_SIDE = 3;
/** Largest accepted width and height. */
export const MAX_LEVEL_SIDE = 128;
/** Longest level name in characters: parseLevel, the editor's field and stored levels all hold to it. */
export const MAX_LEVEL_NAME_LENGTH = 60;
/** Longest accepted level text in characters. */
export const MAX_LEVEL_TEXT_LENGTH = 20_000;
/** Most Minotaurs a level may hold. */
export const MAX_MINOTAURS = 16;
/** Fewest steps a Minotaur spawn must be from the start, so no run begins already lost. */
export const MIN_SPAWN_DISTANCE = 6;
/** Longest countdown: 20 minutes. */
export const MAX_TIME_LIMIT_TICKS = 20 * 60 * TICKS_PER_SECOND;
/** Longest Minotaur scent range in steps. */
export const MAX_SCENT_STEPS = 1000;
/** Longest trap cycle or Minotaur phase in ticks. */
export const MAX_CYCLE_TICKS = 10 * 60 * TICKS_PER_SECOND;
