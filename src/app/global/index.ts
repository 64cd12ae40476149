/** The global leaderboard in the game: the service's client and the poster of won runs. */
export {
  GLOBAL_BOARD_ROWS,
  GlobalClient,
  type FetchLike,
  type GlobalRow,
  type PublishedOnService,
  type RankedRun,
  type ResponseLike,
  type ServiceFailure,
} from './global-client';
export {
  FIRST_RETRY_MS,
  GlobalPoster,
  MAX_RETRY_MS,
  POST_TIMEOUT_MS,
  type GlobalPostStatus,
  type GlobalPosterOptions,
  type Timer,
} from './global-poster';
export {
  LevelPublisher,
  type LevelPostState,
  type LevelPublisherOptions,
  type LevelToPost,
} from './level-publisher';
