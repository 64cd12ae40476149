/**
 * The HTTP contract of the leaderboard service, shared by the service (which validates requests
 * with these schemas and documents them in its OpenAPI document) and the game's client (which
 * parses every answer with them). Pure: it imports only the replay format, the levels and the sim.
 */
export { decodedField, decodedShape } from './decoded-field';
export {
  levelKeyText,
  levelRefShape,
  makerSchema,
  MAX_LEVEL_KEY_LENGTH,
  playerName,
  sha256Hex,
  timestamp,
  type LevelMaker,
} from './fields';
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
  DEFAULT_BOARD_LIMIT,
  hashPath,
  MAX_BOARD_LIMIT,
  MAX_BODY_BYTES,
  MAX_CANONICAL_REPLAY_CHARS,
  MAX_TOKEN_LENGTH,
  postRunRequest,
  publishLevelRequest,
  runPath,
  startRunRequest,
  type BoardQuery,
  type PostRunRequest,
  type PublishLevelRequest,
  type StartRunRequest,
} from './requests';
export {
  boardResponse,
  boardRowSchema,
  healthResponse,
  levelResponse,
  replayResponse,
  RUN_STATUSES,
  runPostedResponse,
  runResponse,
  startRunResponse,
  type BoardResponse,
  type BoardRow,
  type HealthResponse,
  type LevelResponse,
  type RunPostedResponse,
  type RunResponse,
  type StartRunResponse,
} from './responses';
