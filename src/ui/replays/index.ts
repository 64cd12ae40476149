/** Replays on the page: the viewer's controls, an end screen's replay buttons, the leaderboard. */
export { leaderboardScreen, scoreRows, type ScoreRow } from './leaderboard-screen';
export { ReplayActions, type ReplayActionsOptions } from './replay-actions';
export { ReplayViewer } from './replay-viewer';
export { globalPostLine, globalPostText } from './global-post-line';
export { runReplayPart } from './run-replay-part';
