/**
 * Examples of the OpenAPI document: requests of each operation and the answer each gets, tried in
 * document order against a fresh service (tests/server/openapi-examples.test.ts does exactly
 * that), so the documented status and problem of every example is the one the service gives.
 */
import { SIM_VERSION } from '../../sim';
import {
  ATTEMPT,
  ISSUED_AT,
  QUIT_REPLAY,
  LEVEL,
  LEVEL_LINK,
  RANKED,
  TOKEN,
  WON_HASH,
  WON_REPLAY,
} from './openapi-example-data';
import { otherVersion, refusal, TOKEN_PLACEHOLDER, type Examples } from './openapi-example-kit';
import { MODERATION_EXAMPLES } from './openapi-moderation-examples';
import { CLAIM_PLAYER, READ_NAME, READ_PLAYER_RUNS } from './openapi-player-examples';
import { READ_RUN, WON_SPLITS } from './openapi-run-examples';

const START_RUN: Examples = {
  'built-in-level': {
    summary: "A token for a built-in level, bound to the key's player",
    value: { level: { id: 'first-steps' } },
    key: 'Theseus',
    status: 200,
    answer: {
      token: TOKEN,
      level: { id: 'first-steps' },
      levelKey: 'level:first-steps',
      issuedAt: ISSUED_AT,
    },
  },
  'generated-level': {
    summary: 'A token for a generated level: its board key spells every option',
    value: { level: { seed: 42, width: 21 } },
    key: 'Theseus',
    status: 200,
    answer: {
      token: TOKEN,
      level: { seed: 42, width: 21 },
      levelKey: 'seed:42:width=21,height=23,minotaurs=2,keys=2,gems=5,traps=6,loops=12',
      issuedAt: ISSUED_AT,
    },
  },
  'other-version': {
    summary: 'A game of newer rules than the service: the problem names the version it runs',
    value: { level: { id: 'first-steps' }, simVersion: SIM_VERSION + 1 },
    key: 'Theseus',
    ...otherVersion(
      'simVersion',
      `is ${String(SIM_VERSION + 1)}, but this service runs version ${String(SIM_VERSION)}`,
    ),
  },
  'bad-seed': {
    summary: 'A seed that is not a whole number',
    value: { level: { seed: 1.5 } },
    key: 'Theseus',
    ...refusal(
      'invalid-request',
      422,
      'level.seed',
      'seed must be an integer from 0 to 4294967295, got 1.5',
    ),
  },
  'no-level': {
    summary: 'A body without its level',
    value: {},
    key: 'Theseus',
    ...refusal(
      'invalid-request',
      400,
      'level',
      'must be an object {"level": …} (and "levelDocument" for a level by hash)',
    ),
  },
  'no-key': {
    summary: 'A start without a player key: a token is bound to the key that asks for it',
    value: { level: { id: 'first-steps' } },
    key: null,
    ...refusal(
      'unauthorized',
      401,
      'authorization',
      'is missing: send "Authorization: Bearer <key>" with the key from POST /api/players',
    ),
  },
};

const POST_RUN: Examples = {
  'won-run': {
    summary: "A won run, posted with the token of its start and its player's key",
    value: { token: TOKEN_PLACEHOLDER, replay: WON_REPLAY },
    key: 'Theseus',
    status: 201,
    answer: RANKED,
  },
  'posted-again': {
    summary: 'The same replay posted again (a retry): the run already stored',
    value: { token: TOKEN_PLACEHOLDER, replay: WON_REPLAY },
    key: 'Theseus',
    status: 200,
    answer: RANKED,
  },
  attempt: {
    summary:
      'A run that verifies but is not won (quit while playing): kept as an attempt, never ranked',
    value: { token: TOKEN_PLACEHOLDER, replay: QUIT_REPLAY },
    key: 'Theseus',
    status: 201,
    answer: ATTEMPT,
  },
  'no-key': {
    summary: 'A run posted without a player key',
    value: { token: TOKEN_PLACEHOLDER, replay: WON_REPLAY },
    key: null,
    ...refusal(
      'unauthorized',
      401,
      'authorization',
      'is missing: send "Authorization: Bearer <key>" with the key from POST /api/players',
    ),
  },
  'not-your-name': {
    summary: "A run under another player's name",
    value: { token: TOKEN_PLACEHOLDER, replay: { ...WON_REPLAY, player: 'Minos' } },
    key: 'Theseus',
    ...refusal(
      'player-mismatch',
      422,
      'replay.player',
      `is "Minos", but the key sent is "Theseus"'s: a run is posted under its own player's key`,
    ),
  },
  'padded-inputs': {
    summary: 'A run whose first ten ticks are written as two runs of five',
    value: {
      token: TOKEN_PLACEHOLDER,
      replay: { ...WON_REPLAY, inputs: [[5, 2], [5, 2], ...WON_REPLAY.inputs.slice(1)] },
    },
    key: 'Theseus',
    ...refusal(
      'invalid-replay',
      422,
      'replay.inputs[1]',
      'repeats the input of the run before it: a replay holds each run of one input as one pair, so merge them',
    ),
  },
  'another-players-token': {
    summary:
      "A run posted with another player's token: a token is spent only with the key that started it",
    value: { token: TOKEN_PLACEHOLDER, replay: WON_REPLAY },
    key: 'Theseus',
    tokenKey: 'Daedalus',
    ...refusal(
      'token-player',
      422,
      'token',
      "was issued to another player's key than the one sent: a run is posted with the key that started it",
    ),
  },
  'forged-token': {
    summary: 'A token this service did not sign',
    value: { token: 'e30.AAAA', replay: WON_REPLAY },
    key: 'Theseus',
    ...refusal('token-refused', 422, 'token', 'is not signed by this service'),
  },
  'bad-replay': {
    summary: 'A replay with a run of minus one tick',
    value: { token: TOKEN_PLACEHOLDER, replay: { ...WON_REPLAY, inputs: [[-1, 0]] } },
    key: 'Theseus',
    ...refusal(
      'invalid-replay',
      422,
      'replay.inputs[0][0]',
      'must be a run length, a whole number from 1 to 72000',
    ),
  },
  'replay-of-other-rules': {
    summary: 'A replay recorded under other rules: the problem names the version the service runs',
    value: { token: TOKEN_PLACEHOLDER, replay: { ...WON_REPLAY, simVersion: SIM_VERSION + 1 } },
    key: 'Theseus',
    ...otherVersion(
      'replay.simVersion',
      `recorded with simulation version ${String(SIM_VERSION + 1)}, but this game runs version ${String(SIM_VERSION)}: its rules differ, so the replay cannot be reproduced`,
    ),
  },
  'practice-run': {
    summary: "A practice run (begun from another run's state): it verifies, but never ranks",
    value: {
      token: TOKEN_PLACEHOLDER,
      replay: { ...WON_REPLAY, version: 3, practice: { fromTick: 40 } },
    },
    key: 'Theseus',
    ...refusal(
      'practice-run',
      422,
      'replay.practice',
      'marks a practice run, begun at tick 40 of another run; practice runs never rank',
    ),
  },
  'no-token': {
    summary: 'A replay without its token',
    value: { replay: WON_REPLAY },
    key: 'Theseus',
    ...refusal(
      'invalid-request',
      400,
      'token',
      'must be an object {"token": …, "replay": …} (and "levelDocument" for a level by hash)',
    ),
  },
};

const PUBLISH_LEVEL: Examples = {
  'not-the-maker': {
    summary: "A level link sent with another player's key than its proof's",
    value: { link: LEVEL_LINK },
    key: 'Theseus',
    ...refusal(
      'player-mismatch',
      422,
      'link.proof.player',
      `is "Daedalus", but the key sent is "Theseus"'s: a run is posted under its own player's key`,
    ),
  },
  'level-link': {
    summary:
      "A level link whose proof wins, with its maker's key: the proof becomes the maker's time",
    value: { link: LEVEL_LINK },
    key: 'Daedalus',
    status: 201,
    answer: LEVEL.answer,
  },
  'published-again': {
    summary: 'The same link again: the first published proof stays',
    value: { link: LEVEL_LINK },
    key: 'Daedalus',
    status: 200,
    answer: LEVEL.answer,
  },
  'damaged-link': {
    summary: 'A link that does not decode',
    value: { link: 'l=AAAA' },
    key: 'Daedalus',
    ...refusal('invalid-level', 422, 'link', 'is damaged: its data does not inflate'),
  },
};

const READ_LEVEL: Examples = {
  'published-level': {
    summary: 'The level published above',
    value: LEVEL.hash,
    status: 200,
    answer: LEVEL.answer,
  },
  'unknown-level': {
    summary: 'A hash no level is stored under',
    value: '0'.repeat(64),
    ...refusal('not-found', 404, 'hash', 'no level is stored under this hash'),
  },
};

const READ_BOARD: Examples = {
  'built-in-board': {
    summary: 'The board of the first built-in level',
    value: 'level:first-steps',
    status: 200,
    answer: {
      levelKey: 'level:first-steps',
      simVersion: SIM_VERSION,
      runs: [
        {
          rank: 1,
          runId: RANKED.runId,
          player: 'Theseus',
          timeTicks: 78,
          gems: 0,
          recordedAt: WON_REPLAY.recordedAt,
          replayHash: WON_HASH,
          splits: WON_SPLITS,
        },
      ],
    },
  },
  'key-too-long': {
    summary: 'A key longer than any level key',
    value: 'x'.repeat(256),
    ...refusal('invalid-request', 400, 'levelKey', 'must be at most 255 characters'),
  },
};

const READ_REPLAY: Examples = {
  'stored-replay': {
    summary: 'The replay of the run posted above',
    value: WON_HASH,
    status: 200,
    answer: WON_REPLAY,
  },
  'unknown-replay': {
    summary: 'A hash no replay is stored under',
    value: '0'.repeat(64),
    ...refusal('not-found', 404, 'hash', 'no replay is stored under this SHA-256 hash'),
  },
};

/** The examples of each operation (by operationId), in the order they are to be tried. */
export const OPENAPI_EXAMPLES: Readonly<Record<string, Examples>> = {
  claimPlayer: CLAIM_PLAYER,
  readName: READ_NAME,
  startRun: START_RUN,
  postRun: POST_RUN,
  publishLevel: PUBLISH_LEVEL,
  readLevel: READ_LEVEL,
  readBoard: READ_BOARD,
  readRun: READ_RUN,
  readPlayerRuns: READ_PLAYER_RUNS,
  readReplay: READ_REPLAY,
  ...MODERATION_EXAMPLES,
};
