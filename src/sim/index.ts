/** The deterministic 20 Hz simulation: pure, integer-only, no DOM, clock or global randomness. */
export type { ActorPose, ActorView, GhostView } from './actor';
export * from './core/constants';
export {
  DIRECTIONS,
  opposite,
  perpendicular,
  stepX,
  stepY,
  type Direction,
} from './core/direction';
export { EVENT } from './core/events';
export { formatTicks } from './core/format-ticks';
export { DOWN, INPUT_BITS, isValidInput, LEFT, MAX_INPUT, RIGHT, UP } from './core/input';
export * from './level/level';
export { LevelError, type LevelErrorCode } from './level/level-error';
export { hashLevel } from './level/level-hash';
export { isLevelRow, LEVEL_CHARACTERS, parseLevel } from './level/parse-level';
export { FNV_OFFSET_BASIS, fnv1aByte, fnv1aBytes, fnv1aWord } from './core/fnv1a';
export { Sfc32 } from './core/rng';
export { OUTCOMES, TRAP_GROUP_A, TRAP_GROUP_B, type Outcome } from './sim-state';
export { Simulation, type CaughtBy, type MinotaurMode } from './simulation';
export { solveLevel, type Grid, type Solution } from './level/solve-level';
export {
  doorColourIndex,
  KEY_COLOURS,
  keyColourIndex,
  PLAYER_FREE,
  TILE,
  type KeyColour,
  type TileCode,
} from './core/tiles';
export { SIM_VERSION } from './core/version';
