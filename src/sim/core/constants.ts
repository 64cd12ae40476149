/** Simulation ticks per second: one `advance()` is 1/20 s of game time. */
export const TICKS_PER_SECOND = 20;

/**
 * Sub-tile units per tile. 60 is divisible by both speeds below, so every actor lands exactly on
 * tile centres and never needs a fractional step.
 */
export const UNITS_PER_TILE = 60;

/** Theseus' speed in units per tick: 12 gives 5 ticks per tile, 4 tiles per second. */
export const PLAYER_SPEED = 12;

/** A Minotaur's speed in units per tick: 10 gives 6 ticks per tile, slower than the player. */
export const MINOTAUR_SPEED = 10;

/** Ticks Theseus needs to cross one tile. */
export const PLAYER_TICKS_PER_TILE = UNITS_PER_TILE / PLAYER_SPEED;

/**
 * How many ticks a turn pressed before an intersection stays remembered. A turn whose key went
 * down up to this many ticks before the tick on which the player stands on the intersection's
 * centre is still taken there (one tile's travel time).
 */
export const TURN_BUFFER_TICKS = 5;

/**
 * Theseus is caught when a Minotaur's centre comes closer than this many units to his on both
 * axes (their half-tile-wide bodies overlap) at any moment of a tick, not only at its end, so the
 * two cannot pass through each other between ticks.
 */
export const CATCH_DISTANCE = 30;

/** Ticks taken off the final time for each gem (one second). */
export const GEM_BONUS_TICKS = TICKS_PER_SECOND;

/** Default spike trap cycle length in ticks. */
export const DEFAULT_TRAP_PERIOD_TICKS = 40;

/** Default number of ticks per cycle that spikes are up (deadly). */
export const DEFAULT_TRAP_UP_TICKS = 14;

/** Default length of the Minotaurs' wander phase in ticks; each cycle starts with it. */
export const DEFAULT_WANDER_TICKS = 7 * TICKS_PER_SECOND;

/** Default length of the Minotaurs' chase phase in ticks. */
export const DEFAULT_CHASE_TICKS = 10 * TICKS_PER_SECOND;

/**
 * Default scent range of a Minotaur in steps: in the chase phase it hunts Theseus only while his
 * tile is at most this many steps away; farther off it keeps wandering.
 */
export const DEFAULT_SCENT_STEPS = 10;
