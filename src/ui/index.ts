/** The game's screens, HUD, diagnostics overlay and flow, as DOM over the canvas. */
export { acceptDroppedFiles, type FileDropOptions } from './file-drop';
export { parseLaunch, shareFragmentOf, type LaunchRequest } from './launch-params';
export { noticeText } from './notice-text';
export { downloadJson } from './replay-file';
export type { ReplayFiles, ReplayKit } from './replay-options';
export { Session, type RunKind, type SessionOptions } from './session';
export { Shell } from './shell';
export type { GameState } from './game-state';
export type { LoopControl, ShellOptions } from './shell-options';
export type { Screen } from './screens';
export { createTestHooks, type HookStats, type TestHooks } from './test-hooks';
export { Toast } from './toast';
export { todayUtc, formatDate, type CalendarDate } from './utc-date';
