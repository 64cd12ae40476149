/** The runs' operations: a start token, a post, a stored run, a board and a stored replay. */
import {
  boardPath,
  boardQuery,
  hashPath,
  REQUEST_BODY_LIMIT,
  postRunRequest,
  runPath,
  startRunRequest,
} from '../requests';
import {
  boardResponse,
  replayResponse,
  runPostedResponse,
  runResponse,
  startRunResponse,
} from '../responses';
import { operation } from './operation';

/** What a replay or a level document sent with a run may be refused for. */
const LEVEL_REFUSALS = {
  'invalid-level': 'The level document does not decode or does not parse',
  'level-mismatch': 'The level document is not the level the replay names',
} as const;

export const startRun = operation({
  id: 'startRun',
  method: 'post',
  path: '/api/runs/start',
  summary: "A single-use start token for a level, bound to its player's key",
  body: { schema: startRunRequest },
  bodyLimit: REQUEST_BODY_LIMIT,
  rate: 'start',
  // The token is bound to this key's player: only a post with the same key can spend it.
  credential: 'player',
  answers: { 200: { description: "A token bound to the key's player", schema: startRunResponse } },
  refusals: {
    'version-mismatch': 'The game runs another simulation version (simVersion: the service runs)',
    'invalid-request': 'The level is not one a replay can name',
    ...LEVEL_REFUSALS,
    unavailable: 'The verifier could not check the level document (Retry-After)',
  },
});

export const postRun = operation({
  id: 'postRun',
  method: 'post',
  path: '/api/runs',
  summary:
    "Post a replay under its player's key; it is re-simulated and, if no copy, ranked when won or kept as an attempt (rank null) when lost or quit",
  // Read as text: a long body is parsed in a verifier worker, not on the HTTP thread.
  body: { schema: postRunRequest, read: 'text' },
  bodyLimit: REQUEST_BODY_LIMIT,
  rate: 'post',
  credential: 'player',
  answers: {
    201: {
      description: 'Ranked (won), or stored as an attempt (attempt: true, rank null)',
      schema: runPostedResponse,
    },
    200: { description: 'This replay was posted before', schema: runPostedResponse },
  },
  refusals: {
    'token-spent': 'The token was spent by another run',
    copy: 'The run copies a stored one (runId)',
    'version-mismatch':
      'The replay is of another simulation version (simVersion: the service runs)',
    'invalid-request': 'A level document sent with a replay of a level that needs none',
    'invalid-replay': 'The replay does not decode, or its inputs or recording time are refused',
    'practice-run': 'A practice run: it never ranks',
    'token-refused': 'The token is not for this run',
    'token-player': "The token was started with another player's key than the one sent",
    'replay-mismatch': 'The replay does not re-simulate to its recording',
    'run-not-won': 'The run claims a win faster than the level allows',
    'player-mismatch': "The replay's player is not the key's name",
    'unknown-level': 'A level by hash the service does not know, sent without its document',
    ...LEVEL_REFUSALS,
    'quota-exceeded': "The key's bytes for today are used up (Retry-After)",
    unavailable: 'The verifier could not finish the replay (Retry-After)',
  },
});

export const readRun = operation({
  id: 'readRun',
  method: 'get',
  path: '/api/runs/{id}',
  summary: 'A stored run',
  params: runPath,
  answers: { 200: { description: 'The run', schema: runResponse } },
  refusals: { 'not-found': 'No such run (or no text a run id can be)' },
});

export const readBoard = operation({
  id: 'readBoard',
  method: 'get',
  path: '/api/boards/{levelKey}',
  summary: 'A page of a board in ranking order',
  params: boardPath,
  checkParams: true,
  query: boardQuery,
  answers: { 200: { description: 'The board', schema: boardResponse } },
  refusals: { 'not-found': 'A key with a character no level key has' },
});

export const readReplay = operation({
  id: 'readReplay',
  method: 'get',
  path: '/api/replays/{hash}',
  summary: 'A canonical replay by the SHA-256 of its text',
  params: hashPath,
  answers: { 200: { description: 'The replay', schema: replayResponse } },
  refusals: { 'not-found': 'No such replay' },
});
