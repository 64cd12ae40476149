/**
 * Replays: the format (versions 1 to 3), its codec, recording, verification, seeking, share
 * links and level links (no DOM).
 */
export { decodeReplay, encodeReplay } from './codec';
export {
  CHECKPOINT_INTERVAL,
  editorLevelId,
  formatHash,
  isGeneratedRef,
  isHashRef,
  LEVEL_HASH_PATTERN,
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
  REPLAY_VERSIONS,
  replayVersionFor,
  type BuiltInLevelRef,
  type Checkpoint,
  type GeneratedLevelRef,
  type HashLevelRef,
  type InputRun,
  type LevelRef,
  type Practice,
  type Replay,
  type ReplayFinal,
  type ReplayVersion,
} from './format';
export { InputLog, type LoggedRun } from './input-log';
export { deeperThan, MAX_LEVEL_LINK_DEPTH, MAX_REPLAY_DEPTH } from './json-depth';
export { InputTimeline } from './input-timeline';
export {
  checkLevelRef,
  levelKey,
  parseLevelKey,
  resolveReplayLevel,
  type ResolveLevelOptions,
} from './level-ref';
export {
  canonicalLevelJson,
  EDITOR_LEVEL_STORY,
  hashLevelRef,
  levelDocumentHash,
  levelFromDocument,
  type LevelDocument,
  type LevelDocumentMeta,
} from './level-link/level-document';
export {
  authorSecret,
  authorSignature,
  signLevelAuthor,
  type LevelAuthor,
} from './level-link/level-author';
export {
  checkLevelProof,
  decodeLevelLink,
  encodeLevelLink,
  encodeLevelLinkDocument,
  LEVEL_LINK_PREFIX,
  MAX_LEVEL_LINK_FRAGMENT_CHARS,
  MAX_LEVEL_LINK_INFLATED_BYTES,
  openLevelLink,
  type DecodedLevelLink,
  type LevelLinkResult,
  type OpenedLevelLink,
  type RefusedLevelLink,
} from './level-link/level-link';
export {
  LevelLinkError,
  type LevelLinkPosition,
  type LevelLinkProblem,
} from './level-link/level-link-error';
export {
  decodeLevelDocument,
  LEVEL_LINK_FORMAT,
  LEVEL_LINK_VERSION,
  levelDocumentSchema,
} from './level-link/level-link-schema';
export {
  compareRuns,
  LEADERBOARD_SIZE,
  rankBoard,
  rankRun,
  verifiedRun,
  type RankedRun,
  type VerifiedRunOptions,
} from './ranking';
export { fieldPath, ReplayError, type ReplayProblem } from './replay-error';
export { readReplayFile, type ReplayFile } from './replay-file';
export { replaySchema } from './replay-schema';
export { ReplayRecorder, type ReplayMeta, type ReplayRecorderOptions } from './replay-recorder';
export { ReplaySeeker, type ReplaySeekerOptions } from './replay-seeker';
export {
  decodeShareFragment,
  encodeShareFragment,
  MAX_SHARE_FRAGMENT_CHARS,
  MAX_SHARE_INFLATED_BYTES,
  SHARE_PREFIX,
} from './share-link';
export { replaySplits, type ReplaySplitsOptions } from './replay-splits';
export { SPLIT_EVENTS, type Split, type SplitEvent } from './split-events';
export { SplitRecorder } from './splits';
export { seenStateHash, TrajectoryRecorder } from './trajectory';
export { simulateTo, type SimulateToOptions } from './simulate-to';
export { verifyReplay, type ReplayVerdict, type VerifyOptions } from './verify-replay';
export {
  EVENT_ENTRIES_FORMAT,
  EVENT_ENTRIES_VERSION,
  EVENT_FORMATS,
  eventEntriesSchema,
  eventStandings,
  verifyEventEntries,
  type EventEntries,
  type EventEntryTime,
  type EventFormat,
  type EventPlace,
  type EventVerdict,
  type RefusedEntry,
} from './event-entries';
export { CUP_ROOM_SIZE, slowestOf, snakeSeed, survivorsOf, type CupRacer } from './cup-rounds';
export { type CupEntries, type CupVerdict } from './cup-entries';
