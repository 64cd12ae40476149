import * as v from 'valibot';
import {
  levelDocumentSchema,
  MAX_LEVEL_LINK_FRAGMENT_CHARS,
  MAX_REPLAY_CHARS,
  MAX_REPLAY_FILE_BYTES,
  replaySchema,
} from '../replay';
import { decodedField } from './decoded-field';
import { levelRefShape, MAX_LEVEL_KEY_LENGTH, sha256Hex } from './fields';

/**
 * Largest request body: a replay document is at most MAX_REPLAY_FILE_BYTES of UTF-8; sent as JSON
 * text inside the body its escaping at most doubles that; plus an editor level's document (at
 * most 20 000 characters of text, escaped, and its settings: under a level link's length) and
 * room for the token and keys.
 */
export const MAX_BODY_BYTES = 2 * MAX_REPLAY_FILE_BYTES + MAX_LEVEL_LINK_FRAGMENT_CHARS + 4096;
/** Longest token text accepted. */
export const MAX_TOKEN_LENGTH = 512;
/** Most runs one board page may list. */
export const MAX_BOARD_LIMIT = 100;
/** Runs listed when no limit is given. */
export const DEFAULT_BOARD_LIMIT = 50;

const token = v.pipe(
  v.string('must be the token from POST /api/runs/start'),
  v.minLength(1, 'must not be empty'),
  v.maxLength(MAX_TOKEN_LENGTH, `must be at most ${MAX_TOKEN_LENGTH} characters`),
);

/** A level document sent with a run or a start: read by the level document decoder. */
const levelDocument = v.optional(decodedField(levelDocumentSchema));

/**
 * Body of POST /api/runs/start: the level (read by `checkLevelRef`, so the answer names the same
 * fields a replay's level would), and for a level by hash its level document, to be checked
 * (hash and parse) before the run is played.
 */
export const startRunRequest = v.strictObject(
  { level: decodedField(levelRefShape), levelDocument },
  'must be an object {"level": …} (and "levelDocument" for a level by hash)',
);

/** The body of POST /api/runs/start. */
export type StartRunRequest = v.InferOutput<typeof startRunRequest>;

/**
 * Body of POST /api/runs: the start token, the replay (an object, or its JSON text) read by the
 * replay codec, and for a replay of an editor level its level document (needed unless the service
 * has stored that level already).
 */
export const postRunRequest = v.strictObject(
  {
    token,
    replay: decodedField(
      v.union([v.pipe(v.string(), v.maxLength(MAX_REPLAY_CHARS)), replaySchema]),
    ),
    levelDocument,
  },
  'must be an object {"token": …, "replay": …} (and "levelDocument" for a level by hash)',
);

/** The body of POST /api/runs. */
export type PostRunRequest = v.InferOutput<typeof postRunRequest>;

/**
 * Body of POST /api/levels: a level link (`#l=…` or `l=…`): the level and its maker's proof,
 * compressed; the link is read by the game's own level link decoder.
 */
export const publishLevelRequest = v.strictObject(
  {
    link: v.pipe(
      v.string('must be a level link: "#l=…"'),
      v.maxLength(MAX_LEVEL_LINK_FRAGMENT_CHARS + 1, 'is longer than any level link'),
    ),
  },
  'must be an object {"link": "#l=…"}',
);

/** The body of POST /api/levels. */
export type PublishLevelRequest = v.InferOutput<typeof publishLevelRequest>;

/**
 * The characters `levelKey` writes (`level:first-steps`, `seed:42:width=21,…`, `hash:<hex>`): a
 * key with any other (a NUL, a space, a non-ASCII letter) names no board, and is answered 404
 * before any query.
 */
export const LEVEL_KEY_ALPHABET = /^[A-Za-z0-9:=,._-]+$/;

/** Path of GET /api/boards/:levelKey: up to the longest key (an unknown key has no runs). */
export const boardPath = v.object({
  levelKey: v.pipe(
    v.string(),
    v.maxLength(MAX_LEVEL_KEY_LENGTH, `must be at most ${MAX_LEVEL_KEY_LENGTH} characters`),
    v.description('level:<id>, seed:<seed>:<every generator option> or hash:<sha-256 hex>'),
  ),
});

const limitProblem = `must be a whole number from 1 to ${MAX_BOARD_LIMIT}`;

/** Query of GET /api/boards/:levelKey: a page (limit, offset) of one simulation version's board. */
export const boardQuery = v.strictObject(
  {
    limit: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,3}$/, limitProblem),
        v.description(`Runs on the page: 1 to ${MAX_BOARD_LIMIT} (default ${DEFAULT_BOARD_LIMIT})`),
        v.transform(Number),
        v.minValue(1, limitProblem),
        v.maxValue(MAX_BOARD_LIMIT, limitProblem),
      ),
    ),
    offset: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,9}$/, 'must be a whole number from 0'),
        v.description('Runs skipped before the page (default 0)'),
        v.transform(Number),
      ),
    ),
    simVersion: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,5}$/, 'must be a simulation version'),
        v.description("The rules' version whose runs are listed (default: the running one)"),
        v.transform(Number),
      ),
    ),
  },
  'takes only limit, offset and simVersion',
);

/** The query of GET /api/boards/:levelKey. */
export type BoardQuery = v.InferOutput<typeof boardQuery>;

/** Path of GET /api/levels/:hash and GET /api/replays/:hash: a SHA-256 (any other text: 404). */
export const hashPath = v.object({
  hash: v.pipe(sha256Hex, v.description('SHA-256 as 64 lowercase hex digits')),
});

/** A run id as the service makes them: 12 random bytes in base64url. */
export const RUN_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;

/** Path of GET /api/runs/:id (any other text: 404). */
export const runPath = v.object({
  id: v.pipe(v.string(), v.regex(RUN_ID_PATTERN), v.description('The runId of a post')),
});

/**
 * Body of POST /api/players: the name to claim. Its rule (`checkName`: NFC, 1 to 24 characters
 * after trimming, nothing invisible-only or unprintable) is the use case's, answered 422.
 */
export const claimPlayerRequest = v.strictObject(
  {
    name: v.pipe(
      v.string('must be the name to claim'),
      v.maxLength(256, 'is far longer than any name'),
      v.description('1 to 24 characters after trimming, NFC, no control or format characters'),
    ),
  },
  'must be an object {"name": …}',
);

/** The body of POST /api/players. */
export type ClaimPlayerRequest = v.InferOutput<typeof claimPlayerRequest>;

/** Path of GET /api/players/:name: a name (one breaking the naming rule: 404). */
export const playerPath = v.object({
  name: v.pipe(v.string(), v.description('A player name, as claimed')),
});
