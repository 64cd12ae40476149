/** Built-in levels, the seeded generator, the daily labyrinth and the autopilot (all pure). */
export { planWinningRun, type AutopilotOptions, type AutopilotResult } from './autopilot';
export { BUILT_IN_LEVELS, BUILT_IN_SOURCES, getBuiltInLevel } from './built-in-levels';
export { DAILY_OPTIONS, dailyLevel, dailySeed } from './daily';
export { generateLevel } from './generate-level';
export {
  checkSeed,
  DEFAULT_GENERATOR_OPTIONS,
  GENERATOR_LIMITS,
  GeneratorError,
  resolveGeneratorOptions,
  type GeneratorOptions,
  type ResolvedGeneratorOptions,
} from './generator-options';
export type { LevelSource } from './built-in/level-source';
