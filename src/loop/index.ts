/** Time for the game: the fixed-step clock, the frame loop and their sources of time and page events. */
export { busyWait } from './busy-wait';
export { FixedStepClock } from './fixed-step-clock';
export type { CatchUpMode, FixedStep, FixedStepClockOptions } from './fixed-step-clock';
export { ManualFrameSource, RafFrameSource } from './frame-source';
export type { AnimationFrameApi, FrameSource } from './frame-source';
export type { FrameStatsSnapshot } from './frame-stats';
export { GameLoop } from './game-loop';
export type { GameLoopOptions, LoopStats } from './game-loop';
export { DocumentLifecycleSource, ManualLifecycleSource } from './lifecycle-source';
export type { LifecycleEvent, LifecycleSource, PageTargets } from './lifecycle-source';
export { PAUSE_REASONS } from './pause-reason';
export type { PauseReason } from './pause-reason';
export type { DiscardReason, TimeLedgerSnapshot } from './time-ledger';
