import * as v from 'valibot';
import {
  levelDocumentSchema,
  MAX_CHECKPOINTS,
  MAX_INPUT_RUNS,
  MAX_LEVEL_LINK_FRAGMENT_CHARS,
  MAX_PLAYER_NAME,
  MAX_REPLAY_TICKS,
  replaySchema,
} from '../replay';
import { MAX_INPUT, MAX_LEVEL_NAME_LENGTH, MAX_LEVEL_TEXT_LENGTH } from '../sim';
import { decodedField } from './decoded-field';
import { levelRefShape, MAX_LEVEL_KEY_LENGTH, RUN_ID_PATTERN, sha256Hex, whole } from './fields';

/**
 * Longest canonical replay text: every input run one tick long (`[1,15],` each), every
 * checkpoint at a five-digit tick (`[72000,"0123abcd"],` each), and 1 KiB for the rest (format,
 * versions, the longest level reference, the final state, a name of quotes, the timestamp).
 */
export const MAX_CANONICAL_REPLAY_CHARS =
  1024 +
  MAX_INPUT_RUNS * `[1,${MAX_INPUT}],`.length +
  MAX_CHECKPOINTS * `[${MAX_REPLAY_TICKS},"0123abcd"],`.length;

/**
 * Longest replay in a request body, in bytes: its canonical text sent as a JSON string, where
 * every quote (two per checkpoint, the keys', a name's) takes a backslash more, a name's
 * characters up to four bytes (or six as escapes), and room for the rest.
 */
const MAX_REPLAY_BODY_BYTES =
  MAX_CANONICAL_REPLAY_CHARS + 2 * MAX_CHECKPOINTS + 6 * MAX_PLAYER_NAME + 512;

/**
 * Longest level document in a request body, in bytes: its text at most MAX_LEVEL_TEXT_LENGTH
 * characters, each at most two bytes escaped, the name six bytes a character, and its settings.
 */
const MAX_LEVEL_DOCUMENT_BODY_BYTES = 2 * MAX_LEVEL_TEXT_LENGTH + 6 * MAX_LEVEL_NAME_LENGTH + 512;

/** Longest token text accepted. */
export const MAX_TOKEN_LENGTH = 512;

/**
 * Largest request body: the largest legal request, a post of the longest replay with the
 * largest level document (see MAX_CANONICAL_REPLAY_CHARS and the two bounds above), its token
 * and 1 KiB of keys and punctuation. A level link (at most MAX_LEVEL_LINK_FRAGMENT_CHARS) and a
 * start are far smaller. Anything larger is refused (413) before it is read.
 */
export const MAX_BODY_BYTES =
  MAX_TOKEN_LENGTH + MAX_REPLAY_BODY_BYTES + MAX_LEVEL_DOCUMENT_BODY_BYTES + 1024;
/** Most runs one board page may list. */
/** The body limit of every request but reports and actions: the largest legal request. */
export const REQUEST_BODY_LIMIT = {
  bytes: MAX_BODY_BYTES,
  holds: 'the largest request (the longest replay with the largest level)',
} as const;

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
 * fields a replay's level would), for a level by hash its level document, to be checked (hash
 * and parse) before the run is played, and the simulation version the game runs: a game of
 * another version is told so (`version-mismatch`, with the service's) before its run is played.
 */
export const startRunRequest = v.strictObject(
  {
    level: decodedField(levelRefShape),
    levelDocument,
    simVersion: v.optional(
      v.pipe(whole(1), v.description("The game's SIM_VERSION: the rules its run is played by")),
    ),
  },
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
      v.union([
        v.pipe(
          v.string(),
          v.maxLength(MAX_CANONICAL_REPLAY_CHARS, "is longer than any replay's canonical text"),
        ),
        replaySchema,
      ]),
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

export { RUN_ID_PATTERN } from './fields';

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

/**
 * The cursor of a player's record: the receive time (ms) and run id of the last run of the page
 * before, as its `next` gives them.
 */
export const PLAYER_RUNS_CURSOR_PATTERN = /^(\d{1,15})\.([A-Za-z0-9_-]{16})$/;

/** Query of GET /api/players/:name/runs: a page size, and the `next` of the page before. */
export const playerRunsQuery = v.strictObject(
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
    cursor: v.optional(
      v.pipe(
        v.string(),
        v.regex(
          PLAYER_RUNS_CURSOR_PATTERN,
          'is not a cursor of this record: send a `next` as given',
        ),
        v.description('The `next` of the page before (default: the newest runs)'),
      ),
    ),
  },
  'takes only limit and cursor',
);

/** The query of GET /api/players/:name/runs. */
export type PlayerRunsQuery = v.InferOutput<typeof playerRunsQuery>;

/** Path of GET /api/players/:name: a name (one breaking the naming rule: 404). */
export const playerPath = v.object({
  name: v.pipe(v.string(), v.description('A player name, as claimed')),
});
