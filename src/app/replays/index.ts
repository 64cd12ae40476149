/** Replays in the game: opening and watching them, each live run's replay, the ghost, the boards. */
export type { BoardTab, BoardView, GlobalBoardView } from './leaderboard-browser';
export { GHOST_FADE_TICKS, Ghost } from './ghost';
export type { Playback, PlaybackEnd } from './playback';
export {
  ReplayController,
  type OpenResult,
  type ReplayControllerOptions,
  type ReplayProgress,
} from './replay-controller';
export {
  MAX_REPLAY_FILE_BYTES,
  replayFileName,
  replayFileProblem,
  type ReplayFiles,
} from './replay-files';
export type { ReplayKit } from './replay-library';
export { PLAYBACK_RATES, ReplayPlayer, type PlaybackRate, type PlayerLoop } from './replay-player';
export type { ReplayStatusTarget, RunReplayActions } from './run-replays';
