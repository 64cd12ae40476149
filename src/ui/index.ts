/** The game's screens, HUD, diagnostics overlay and flow, as DOM over the canvas. */
export { parseLaunch, type LaunchRequest } from './launch-params';
export { noticeText } from './notice-text';
export { Session, type RunKind, type SessionOptions } from './session';
export { Shell, type GameState, type LoopControl, type ShellOptions } from './shell';
export type { Screen } from './screens';
export { createTestHooks, type HookStats, type TestHooks } from './test-hooks';
export { Toast } from './toast';
export { todayUtc, formatDate, type CalendarDate } from './utc-date';
