/**
 * The HTTP contract of the leaderboard service, shared by the service (which validates requests
 * with these schemas and documents them in its OpenAPI document) and the game's client (which
 * parses every answer with them). Pure: it imports only the replay format, the levels and the sim.
 */
export {
  CATALOGUE_SORTS,
  catalogueQuery,
  catalogueResponse,
  catalogueRowSchema,
  DEFAULT_CATALOGUE_LIMIT,
  LEVEL_SIZE_LIMITS,
  LEVEL_SIZES,
  levelOfDayResponse,
  MAX_CATALOGUE_LIMIT,
  MAX_SEARCH_CHARS,
  MIN_PLAYS_FOR_CLEAR_RATE,
  rateLevelRequest,
  ratingResponse,
  type CatalogueQuery,
  type CatalogueResponse,
  type CatalogueRow,
  type CatalogueSort,
  type LevelOfDayResponse,
  type LevelSize,
  type RateLevelRequest,
  type RatingResponse,
} from './catalogue';
export { decodedField, decodedShape } from './decoded-field';
export {
  levelKeyText,
  levelRefShape,
  makerSchema,
  MAX_LEVEL_KEY_LENGTH,
  PLAYER_KEY_PATTERN,
  playerName,
  sha256Hex,
  timestamp,
  type LevelMaker,
} from './fields';
export { checkName, MAX_NAME_LENGTH, type NameCheck, type NameKind } from './names';
export { MAX_BODY_DEPTH } from './json-depth';
export { readJsonObject, readShape, type Read, type RequestProblem } from './read-request';
export {
  PROBLEM_KINDS,
  PROBLEM_TITLES,
  problemSchema,
  type Problem,
  type ProblemKind,
} from './problems';
export {
  boardPath,
  boardQuery,
  claimPlayerRequest,
  DEFAULT_BOARD_LIMIT,
  hashPath,
  LEVEL_KEY_ALPHABET,
  MAX_BOARD_LIMIT,
  MAX_BODY_BYTES,
  MAX_CANONICAL_REPLAY_CHARS,
  MAX_TOKEN_LENGTH,
  playerPath,
  postRunRequest,
  publishLevelRequest,
  RUN_ID_PATTERN,
  runPath,
  startRunRequest,
  type BoardQuery,
  type ClaimPlayerRequest,
  type PostRunRequest,
  type PublishLevelRequest,
  type StartRunRequest,
} from './requests';
export {
  boardResponse,
  boardRowSchema,
  healthResponse,
  levelResponse,
  nameResponse,
  playerClaimedResponse,
  playerResponse,
  replayResponse,
  RUN_STATUSES,
  runPostedResponse,
  runResponse,
  startRunResponse,
  type BoardResponse,
  type BoardRow,
  type HealthResponse,
  type LevelResponse,
  type NameResponse,
  type PlayerClaimedResponse,
  type PlayerResponse,
  type RunPostedResponse,
  type RunResponse,
  type StartRunResponse,
} from './responses';
