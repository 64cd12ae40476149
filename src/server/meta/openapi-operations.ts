import type * as v from 'valibot';
import { boardPath, boardQuery, catalogueQuery, hashPath, playerPath, runPath } from '../../api';

/** What an operation answers with one status: the schema of its body and a description. */
interface OperationAnswer {
  readonly description: string;
  /** A component of the document; `Problem` answers are sent as application/problem+json. */
  readonly schema: string;
}

/** One operation of the API, as its OpenAPI document describes it. */
export interface Operation {
  /** The operationId, and the key of its examples. */
  readonly id: string;
  readonly method: 'get' | 'post' | 'put';
  /** The path as OpenAPI writes it (`/api/runs/{id}`). */
  readonly route: string;
  readonly summary: string;
  /** The component of the request body. */
  readonly body?: string;
  /** The schemas the path and query parameters are read with. */
  readonly path?: v.GenericSchema;
  readonly query?: v.GenericSchema;
  /** True when the operation needs a player key (`Authorization: Bearer <key>`). */
  readonly signed?: boolean;
  /** True when the operation needs an operator code (`Authorization: Bearer <code>`). */
  readonly operator?: boolean;
  readonly answers: Readonly<Record<number, OperationAnswer>>;
}

const problem = (description: string): OperationAnswer => ({ description, schema: 'Problem' });

/** The problem answers any post may get before its use case runs. */
const POST_PROBLEMS = {
  400: problem('The body is not a JSON object, or not of the expected shape'),
  405: problem('The path does not take this method (Allow)'),
  413: problem('The body is larger than any request needs'),
  415: problem('The body is not sent as application/json'),
  429: problem('Too many requests from this address (Retry-After)'),
};

/** What a post that needs a player key may get besides. */
const SIGNED_PROBLEMS = {
  401: problem('No player key, or one no player holds (WWW-Authenticate)'),
  429: problem("Too many requests from this address, or the key's bytes for today are used up"),
};

/** Every operation, in the order the examples are to be tried. */
export const OPERATIONS: readonly Operation[] = [
  {
    id: 'claimPlayer',
    method: 'post',
    route: '/api/players',
    summary:
      'Claim a name: a new player key, shown once. A name confusable with a claimed one is taken',
    body: 'ClaimPlayerRequest',
    answers: {
      201: { description: 'Claimed: the name, its player id and its key', schema: 'PlayerClaimed' },
      ...POST_PROBLEMS,
      409: problem('The name, or one that looks the same, is claimed'),
      422: problem('The name breaks the naming rule'),
    },
  },
  {
    id: 'readName',
    method: 'get',
    route: '/api/players/{name}',
    summary: 'Whether a name (or one confusable with it) is claimed, and by which player',
    path: playerPath,
    answers: {
      200: { description: 'Claimed or free', schema: 'Name' },
      404: problem('No player can have this name'),
    },
  },
  {
    id: 'readPlayer',
    method: 'get',
    route: '/api/player',
    summary: 'The player whose key is sent: how another browser signs in with a recovery code',
    signed: true,
    answers: {
      200: { description: 'The player', schema: 'Player' },
      401: problem('No player key, or one no player holds'),
    },
  },
  {
    id: 'startRun',
    method: 'post',
    route: '/api/runs/start',
    summary: 'A single-use start token for a level',
    body: 'StartRequest',
    answers: {
      200: { description: 'A token', schema: 'StartResponse' },
      ...POST_PROBLEMS,
      409: problem('The game runs another simulation version (simVersion: the service runs)'),
      422: problem('The level, or its level document, is refused'),
    },
  },
  {
    id: 'postRun',
    method: 'post',
    route: '/api/runs',
    summary:
      "Post a replay under its player's key; it is re-simulated and, if won and no copy, ranked",
    body: 'PostRunRequest',
    signed: true,
    answers: {
      201: { description: 'Ranked', schema: 'PostRunResponse' },
      200: { description: 'This replay was posted before', schema: 'PostRunResponse' },
      ...POST_PROBLEMS,
      ...SIGNED_PROBLEMS,
      409: problem(
        'The token was spent by another run, the run copies a stored one (runId), or the replay is of another simulation version (simVersion: the service runs)',
      ),
      422: problem('The replay, its player, its recording time, its token or its level is refused'),
      503: problem('The verifier could not finish the replay (Retry-After)'),
    },
  },
  {
    id: 'publishLevel',
    method: 'post',
    route: '/api/levels',
    summary:
      "Publish a level made in the editor by its link, under the maker's key: the proof is re-simulated and, if it wins, kept as the maker's time",
    body: 'PublishLevelRequest',
    signed: true,
    answers: {
      201: { description: 'Published', schema: 'Level' },
      200: { description: 'Published before', schema: 'Level' },
      ...POST_PROBLEMS,
      ...SIGNED_PROBLEMS,
      422: problem("The link, its level, its name or its proof (or the proof's player) is refused"),
      503: problem('The verifier could not finish the proof (Retry-After)'),
    },
  },
  {
    id: 'readLevel',
    method: 'get',
    route: '/api/levels/{hash}',
    summary: 'A stored editor level by its content hash, with its maker',
    path: hashPath,
    answers: { 200: { description: 'The level', schema: 'Level' }, 404: problem('No such level') },
  },
  {
    id: 'readBoard',
    method: 'get',
    route: '/api/boards/{levelKey}',
    summary: 'A page of a board in ranking order',
    path: boardPath,
    query: boardQuery,
    answers: {
      200: { description: 'The board', schema: 'Board' },
      400: problem('A bad key or query'),
      404: problem('A key with a character no level key has'),
    },
  },
  {
    id: 'readRun',
    method: 'get',
    route: '/api/runs/{id}',
    summary: 'A stored run',
    path: runPath,
    answers: {
      200: { description: 'The run', schema: 'Run' },
      404: problem('No such run (or no text a run id can be)'),
    },
  },
  {
    id: 'readReplay',
    method: 'get',
    route: '/api/replays/{hash}',
    summary: 'A canonical replay by the SHA-256 of its text',
    path: hashPath,
    answers: {
      200: { description: 'The replay', schema: 'Replay' },
      404: problem('No such replay'),
    },
  },
  {
    id: 'listLevels',
    method: 'get',
    route: '/api/levels',
    summary:
      'The community catalogue: published levels in a sort, searched, by size, a page after a cursor',
    query: catalogueQuery,
    answers: {
      200: {
        description: 'A page, and the cursor of the next (null: the last)',
        schema: 'CataloguePage',
      },
      400: problem('A parameter out of its range or not one of its words'),
      422: problem('A cursor not of this catalogue, or of another sort'),
    },
  },
  {
    id: 'levelOfDay',
    method: 'get',
    route: '/api/levels/today',
    summary: 'The level of the UTC day: drawn once from the best-rated levels with 10+ plays',
    answers: {
      200: { description: 'The day and its level', schema: 'LevelOfDay' },
      404: problem('No level is eligible today'),
    },
  },
  {
    id: 'rateLevel',
    method: 'put',
    route: '/api/levels/{hash}/rating',
    summary: "Set, change or take back (null) the key's one rating of a level it has started",
    path: hashPath,
    body: 'RateLevelRequest',
    signed: true,
    answers: {
      200: { description: "The key's rating and the level's counts", schema: 'Rating' },
      ...POST_PROBLEMS,
      ...SIGNED_PROBLEMS,
      403: problem('The key was never issued a start token for this level (not-played)'),
      404: problem('No listed level has this hash'),
    },
  },
  {
    id: 'health',
    method: 'get',
    route: '/api/health',
    summary: 'Database reachable, verifier pool alive, simVersion',
    answers: {
      200: { description: 'Healthy', schema: 'Health' },
      503: { description: 'Unhealthy', schema: 'Health' },
    },
  },
];
