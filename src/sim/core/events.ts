/**
 * Bits of `Simulation.events`: what happened during the last tick, for sounds and effects.
 * Several can be set at once.
 */
export const EVENT = {
  /** Theseus stepped onto a new tile. */
  STEP: 1 << 0,
  KEY_TAKEN: 1 << 1,
  DOOR_OPENED: 1 << 2,
  GEM_TAKEN: 1 << 3,
  /** Spikes of a trap group present in the level rose. */
  TRAP_ROSE: 1 << 4,
  /** Spikes of a trap group present in the level went down. */
  TRAP_FELL: 1 << 5,
  CAUGHT: 1 << 6,
  WON: 1 << 7,
  TIMEOUT: 1 << 8,
  /** The Minotaurs (if any) switched from wandering to chasing. */
  CHASE_STARTED: 1 << 9,
  /** The Minotaurs (if any) switched from chasing to wandering. */
  WANDER_STARTED: 1 << 10,
} as const;
