/** The global leaderboard in the game: the service's client, the poster of won runs and the level publisher. */
export {
  GLOBAL_BOARD_ROWS,
  GlobalClient,
  type FetchLike,
  type GlobalRow,
  type PlayerOnService,
  type PublishedOnService,
  type RankedRun,
  type ResponseLike,
  type ServiceFailure,
} from './global-client';
export {
  CREATED_OR_KNOWN,
  askService,
  callOperation,
  readAnswer,
  type OperationCall,
  type Received,
  type Reply,
} from './service-request';
export { GlobalPoster, type GlobalPostStatus, type GlobalPosterOptions } from './global-poster';
export {
  LevelPublisher,
  type LevelPostState,
  type LevelPublisherOptions,
  type LevelToPost,
} from './level-publisher';
export { FIRST_RETRY_MS, MAX_RETRY_MS, POST_TIMEOUT_MS, type Timer } from './retrying-outbox';
export { PlayerIdentity, type KeyAnswer } from './player-identity';
export {
  moderationNotes,
  OwnModerationNotes,
  type ModerationScope,
  type OwnModerationOptions,
} from './own-moderation';
export {
  AccountFlow,
  type AccountFlowOptions,
  type AccountMessage,
  type AccountModel,
} from './account-flow';
