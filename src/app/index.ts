/** The game without the page: screens and their flow, runs, replays, settings, launch routing. */
export type { Command } from './core/command';
export type { DiagnosticsDisplay, DiagnosticsSource } from './diagnostics-loader';
export { GameController } from './game-controller';
export type {
  FrameDrawer,
  GameContent,
  GameOptions,
  GameSounds,
  GlobalPorts,
  LoopControl,
  LoopHandlers,
  PagePorts,
  TickInput,
} from './game-options';
export type { GameState } from './game-state';
export * from './community';
export * from './events';
export * from './global';
export * from './live';
export * from './rooms';
export type { GameView } from './game-view';
export type { ModelOf, ScreenModel } from './screen-models';
export { parseLaunch, shareFragmentOf, type LaunchRequest } from './launch-params';
export { LaunchRouter, type LaunchTargets, type PageAddress } from './launch-router';
export { noticeText } from './notice-text';
export * from './replays';
export {
  RunSession,
  type RunEnded,
  type RunKind,
  type RunListeners,
  type RunLog,
  type RunStarted,
} from './core/run-session';
export type {
  AccountAction,
  PickedFile,
  Screen,
  ScreenAction,
  SettingsControl,
  Toggle,
} from './core/screen';
export type { RunSummary } from './score-run';
export { createTestHooks, type HookStats, type TestHooks } from './test-hooks';
export { formatDate, todayUtc, type CalendarDate } from './core/utc-date';
export {
  UpdateFlow,
  type BuildPort,
  type UpdateFlowOptions,
  type UpdateNotice,
  type UpdateState,
} from './update-flow';
