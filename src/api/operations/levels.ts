/** The levels' operations: publishing a level, reading it, the catalogue, ratings and health. */
import {
  catalogueQuery,
  catalogueResponse,
  levelOfDayResponse,
  rateLevelRequest,
  ratingResponse,
} from '../catalogue';
import { hashPath, REQUEST_BODY_LIMIT, publishLevelRequest } from '../requests';
import { healthResponse, levelResponse } from '../responses';
import { operation } from './operation';

export const publishLevel = operation({
  id: 'publishLevel',
  method: 'post',
  path: '/api/levels',
  summary:
    "Publish a level made in the editor by its link, under the maker's key: the proof is re-simulated and, if it wins, kept as the maker's time",
  body: { schema: publishLevelRequest },
  bodyLimit: REQUEST_BODY_LIMIT,
  // Publishing re-simulates a proof, as a post does: it counts against the post rate limit.
  rate: 'post',
  credential: 'player',
  answers: {
    201: { description: 'Published', schema: levelResponse },
    200: { description: 'Published before', schema: levelResponse },
  },
  refusals: {
    'invalid-level': 'The link does not decode, or its level does not parse or is misnamed',
    'level-mismatch': "The proof names another level than the link's",
    'invalid-replay': "The proof's inputs are refused",
    'replay-mismatch': 'The proof does not re-simulate to a win of this level',
    'player-mismatch': "The proof's player is not the key's name",
    'not-author':
      "The link is signed by its author, and that is not the key's player, or the signature does not hold",
    'quota-exceeded': "The key's bytes for today are used up (Retry-After)",
    unavailable: 'The verifier could not finish the proof (Retry-After)',
  },
});

export const readLevel = operation({
  id: 'readLevel',
  method: 'get',
  path: '/api/levels/{hash}',
  summary: 'A stored editor level by its content hash, with its maker',
  params: hashPath,
  answers: { 200: { description: 'The level', schema: levelResponse } },
  refusals: { 'not-found': 'No such level' },
});

export const listLevels = operation({
  id: 'listLevels',
  method: 'get',
  path: '/api/levels',
  summary:
    'The community catalogue: published levels in a sort, searched, by size, a page after a cursor',
  query: catalogueQuery,
  answers: {
    200: {
      description: 'A page, and the cursor of the next (null: the last)',
      schema: catalogueResponse,
    },
  },
  refusals: {
    'invalid-request': 'A cursor not of this catalogue, or of another sort',
    unavailable: 'Too many searches are waiting to be read: try again shortly',
  },
});

export const levelOfDay = operation({
  id: 'levelOfDay',
  method: 'get',
  path: '/api/levels/today',
  summary: 'The level of the UTC day: drawn once from the best-rated levels with 10+ plays',
  answers: { 200: { description: 'The day and its level', schema: levelOfDayResponse } },
  refusals: { 'not-found': 'No level is eligible today' },
});

export const rateLevel = operation({
  id: 'rateLevel',
  method: 'put',
  path: '/api/levels/{hash}/rating',
  summary: "Set, change or take back (null) the key's one rating of a level it has started",
  params: hashPath,
  body: { schema: rateLevelRequest },
  bodyLimit: REQUEST_BODY_LIMIT,
  rate: 'post',
  credential: 'player',
  answers: {
    200: { description: "The key's rating and the level's counts", schema: ratingResponse },
  },
  refusals: {
    'not-played':
      'The key has no verified win of this level, nor a verified attempt of 20 s (400 ticks) or more',
    'not-found': 'No listed level has this hash',
  },
});

export const health = operation({
  id: 'health',
  method: 'get',
  path: '/api/health',
  summary: 'Database reachable, verifier pool alive, simVersion',
  answers: {
    200: { description: 'Healthy', schema: healthResponse },
    503: { description: 'Unhealthy', schema: healthResponse },
  },
  refusals: {},
});
