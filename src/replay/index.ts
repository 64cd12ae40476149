/** Replays: the v1 format, its codec, recording, verification, seeking and share links (no DOM). */
export { decodeReplay, encodeReplay } from './codec';
export {
  CHECKPOINT_INTERVAL,
  formatHash,
  isGeneratedRef,
  MAX_CHECKPOINTS,
  MAX_INPUT_RUNS,
  MAX_LEVEL_ID_LENGTH,
  MAX_PLAYER_NAME,
  MAX_RECORDED_AT_LENGTH,
  MAX_REPLAY_CHARS,
  MAX_REPLAY_FILE_BYTES,
  MAX_REPLAY_PLAYER,
  MAX_REPLAY_TICKS,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type BuiltInLevelRef,
  type Checkpoint,
  type GeneratedLevelRef,
  type InputRun,
  type LevelRef,
  type Replay,
  type ReplayFinal,
} from './format';
export { InputLog, type LoggedRun } from './input-log';
export { InputTimeline } from './input-timeline';
export { checkLevelRef, levelKey, resolveReplayLevel } from './level-ref';
export {
  compareRuns,
  LEADERBOARD_SIZE,
  rankBoard,
  rankRun,
  verifiedRun,
  type RankedRun,
} from './ranking';
export { ReplayError } from './replay-error';
export { readReplayFile, type ReplayFile } from './replay-file';
export { ReplayRecorder, type ReplayMeta, type ReplayRecorderOptions } from './replay-recorder';
export { ReplaySeeker, type ReplaySeekerOptions } from './replay-seeker';
export {
  decodeShareFragment,
  encodeShareFragment,
  MAX_SHARE_FRAGMENT_CHARS,
  MAX_SHARE_INFLATED_BYTES,
  SHARE_PREFIX,
} from './share-link';
export { simulateTo, type SimulateToOptions } from './simulate-to';
export { verifyReplay, type ReplayVerdict, type VerifyOptions } from './verify-replay';
