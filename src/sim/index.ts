/** The deterministic 20 Hz simulation: pure, integer-only, no DOM, clock or global randomness. */
export type { ActorView } from './actor';
export * from './constants';
export { DIRECTIONS, opposite, perpendicular, stepX, stepY, type Direction } from './direction';
export { EVENT } from './events';
export { formatTicks } from './format-ticks';
export { DOWN, INPUT_BITS, isValidInput, LEFT, MAX_INPUT, RIGHT, UP } from './input';
export * from './level';
export { LevelError, type LevelErrorCode } from './level-error';
export { hashLevel } from './level-hash';
export { LEVEL_CHARACTERS, parseLevel } from './parse-level';
export { FNV_OFFSET_BASIS, fnv1aByte, fnv1aBytes, fnv1aWord } from './fnv1a';
export { Sfc32 } from './rng';
export { OUTCOMES, TRAP_GROUP_A, TRAP_GROUP_B, type Outcome } from './sim-state';
export { Simulation, type CaughtBy, type MinotaurMode } from './simulation';
export { solveLevel, type Grid, type Solution } from './solve-level';
export {
  doorColourIndex,
  KEY_COLOURS,
  keyColourIndex,
  PLAYER_FREE,
  TILE,
  type KeyColour,
  type TileCode,
} from './tiles';
export { SIM_VERSION } from './version';
