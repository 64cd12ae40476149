/** The players' operations: claiming a name, reading who holds a name or a key, and a record. */
import { claimPlayerRequest, REQUEST_BODY_LIMIT, playerPath, playerRunsQuery } from '../requests';
import {
  nameResponse,
  playerClaimedResponse,
  playerResponse,
  playerRunsResponse,
} from '../responses';
import { operation } from './operation';

export const claimPlayer = operation({
  id: 'claimPlayer',
  method: 'post',
  path: '/api/players',
  summary:
    'Claim a name: a new player key, shown once. A name confusable with a claimed one is taken',
  body: { schema: claimPlayerRequest },
  bodyLimit: REQUEST_BODY_LIMIT,
  rate: 'claim',
  answers: {
    201: {
      description: 'Claimed: the name, its player id and its key',
      schema: playerClaimedResponse,
    },
  },
  refusals: {
    'name-taken': 'The name, or one that looks the same, is claimed',
    'name-reserved':
      'The name stands for one the service keeps ("hidden player", operator, admin, moderator, the game\'s name) in some case, spacing or look-alike form',
    'invalid-name': 'The name breaks the naming rule',
  },
});

export const readName = operation({
  id: 'readName',
  method: 'get',
  path: '/api/players/{name}',
  summary: 'Whether a name (or one confusable with it) is claimed, and by which player',
  params: playerPath,
  answers: { 200: { description: 'Claimed or free', schema: nameResponse } },
  refusals: {
    'not-found': 'No player can have this name',
    // The holder's own key adds their moderation; a key no player holds is refused.
    unauthorized: 'A key sent that no player holds (WWW-Authenticate)',
  },
});

export const readPlayer = operation({
  id: 'readPlayer',
  method: 'get',
  path: '/api/player',
  summary: 'The player whose key is sent: how another browser signs in with a recovery code',
  credential: 'key-holder',
  answers: { 200: { description: 'The player', schema: playerResponse } },
  refusals: {},
});

export const readPlayerRuns = operation({
  id: 'readPlayerRuns',
  method: 'get',
  path: '/api/players/{name}/runs',
  summary:
    "A player's record: their verified won runs that boards may show, newest first, each with its rank and whether it is their best of its board",
  params: playerPath,
  query: playerRunsQuery,
  answers: {
    200: {
      description: 'A page of the record (empty while the name is hidden or the key banned)',
      schema: playerRunsResponse,
    },
  },
  refusals: {
    'not-found': 'No player holds this name (or one confusable with it), or none can',
  },
});
