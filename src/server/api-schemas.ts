import * as v from 'valibot';
import {
  LEVEL_HASH_PATTERN,
  MAX_LEVEL_ID_LENGTH,
  MAX_LEVEL_LINK_FRAGMENT_CHARS,
  MAX_PLAYER_NAME,
} from '../replay';
import { levelDocumentSchema } from '../replay/level-link/level-link-schema';
import { replaySchema } from '../replay/replay-schema';
import { MAX_TOKEN_LENGTH } from './start-tokens';

/** Most runs one board page may list. */
export const MAX_BOARD_LIMIT = 100;
/** Runs listed when no limit is given. */
export const DEFAULT_BOARD_LIMIT = 50;
/** Longest level key accepted in a path. */
export const MAX_LEVEL_KEY_LENGTH = 255;

/** A level reference as in the replay format; checked further by checkLevelRef. */
const levelRef = v.union(
  [
    v.strictObject({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_LEVEL_ID_LENGTH)) }),
    v.looseObject({ seed: v.pipe(v.number(), v.integer()) }),
    v.strictObject({ hash: v.pipe(v.string(), v.regex(LEVEL_HASH_PATTERN)) }),
  ],
  'must be a level reference: {"id": …}, {"seed": …, …options} or {"hash": …}',
);

const player = v.pipe(v.string(), v.maxLength(MAX_PLAYER_NAME));
const timestamp = v.pipe(v.string(), v.isoTimestamp());

const token = v.pipe(
  v.string('must be the token from POST /api/runs/start'),
  v.minLength(1, 'must not be empty'),
  v.maxLength(MAX_TOKEN_LENGTH, `must be at most ${MAX_TOKEN_LENGTH} characters`),
);

/**
 * Body of POST /api/runs/start as checked: the level itself is then checked by the replay
 * format's checkLevelRef, so the answer names the same fields a replay's level would.
 */
export const startRequestSchema = v.strictObject(
  { level: v.unknown(), levelDocument: v.optional(v.unknown()) },
  'must be an object {"level": …} (and "levelDocument" for a level by hash)',
);

/**
 * Body of POST /api/runs/start as documented: for a level by hash, its level document may come
 * along, to be checked (hash and parse) before the run is played.
 */
export const startRequestDocSchema = v.strictObject({
  level: levelRef,
  levelDocument: v.optional(levelDocumentSchema),
});

/**
 * Body of POST /api/runs as checked: the replay (an object or its JSON text) is then read by the
 * replay codec, whose valibot schema (replaySchema) names the field at fault.
 */
export const postRunRequestSchema = v.strictObject(
  { token, replay: v.unknown(), levelDocument: v.optional(v.unknown()) },
  'must be an object {"token": …, "replay": …} (and "levelDocument" for a level by hash)',
);

/**
 * Body of POST /api/runs as documented: the codec's own replay schema, and for a replay of an
 * editor level its level document (needed unless the service has stored that level already).
 */
export const postRunRequestDocSchema = v.strictObject({
  token,
  replay: v.union([v.string(), replaySchema]),
  levelDocument: v.optional(levelDocumentSchema),
});

/** Body of POST /api/levels: a level link (`#l=…` or `l=…`), the level and its maker's proof. */
export const publishLevelRequestSchema = v.strictObject(
  {
    link: v.pipe(
      v.string('must be a level link: "#l=…"'),
      v.maxLength(MAX_LEVEL_LINK_FRAGMENT_CHARS + 1, 'is longer than any level link'),
    ),
  },
  'must be an object {"link": "#l=…"}',
);

const maker = v.nullable(
  v.object({
    player,
    timeTicks: v.pipe(v.number(), v.integer()),
    gems: v.pipe(v.number(), v.integer()),
    recordedAt: timestamp,
    simVersion: v.pipe(v.number(), v.integer()),
    replayHash: v.string(),
  }),
);

/** 201 (published) or 200 (known before) of POST /api/levels, and 200 of GET /api/levels/:hash. */
export const levelResponseSchema = v.object({
  hash: v.string(),
  levelKey: v.string(),
  level: levelDocumentSchema,
  maker,
});

/** Query of GET /api/boards/:levelKey. */
export const boardQuerySchema = v.strictObject(
  {
    limit: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,3}$/, `must be a whole number from 1 to ${MAX_BOARD_LIMIT}`),
        v.transform(Number),
        v.minValue(1, `must be a whole number from 1 to ${MAX_BOARD_LIMIT}`),
        v.maxValue(MAX_BOARD_LIMIT, `must be a whole number from 1 to ${MAX_BOARD_LIMIT}`),
      ),
    ),
    offset: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,9}$/, 'must be a whole number from 0'),
        v.transform(Number),
      ),
    ),
    simVersion: v.optional(
      v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a simulation version'), v.transform(Number)),
    ),
  },
  'takes only limit, offset and simVersion',
);

/** 200 of POST /api/runs/start. */
export const startResponseSchema = v.object({
  token: v.string(),
  level: levelRef,
  levelKey: v.string(),
  issuedAt: timestamp,
});

/** 201 (new) or 200 (the same replay posted again) of POST /api/runs. */
export const postRunResponseSchema = v.object({
  runId: v.string(),
  rank: v.pipe(v.number(), v.integer()),
  levelKey: v.string(),
  timeTicks: v.pipe(v.number(), v.integer()),
  replayHash: v.string(),
});

/**
 * 200 of GET /api/boards/:levelKey; a board of an editor level (`hash:<hex>`) also gives its
 * maker's proof (null until the level's link is published).
 */
export const boardResponseSchema = v.object({
  levelKey: v.string(),
  simVersion: v.pipe(v.number(), v.integer()),
  maker: v.optional(maker),
  runs: v.array(
    v.object({
      rank: v.pipe(v.number(), v.integer()),
      runId: v.string(),
      player,
      timeTicks: v.pipe(v.number(), v.integer()),
      gems: v.pipe(v.number(), v.integer()),
      recordedAt: timestamp,
      replayHash: v.string(),
    }),
  ),
});

/** 200 of GET /api/runs/:id. */
export const runResponseSchema = v.object({
  runId: v.string(),
  levelKey: v.string(),
  player,
  timeTicks: v.pipe(v.number(), v.integer()),
  gems: v.pipe(v.number(), v.integer()),
  simVersion: v.pipe(v.number(), v.integer()),
  recordedAt: timestamp,
  receivedAt: timestamp,
  replayHash: v.string(),
  status: v.picklist(['verified', 'rejected']),
  verdict: v.unknown(),
  rank: v.nullable(v.pipe(v.number(), v.integer())),
});

/** 200 of GET /api/health. */
export const healthResponseSchema = v.object({
  ok: v.boolean(),
  database: v.boolean(),
  verifierThreads: v.pipe(v.number(), v.integer()),
  simVersion: v.pipe(v.number(), v.integer()),
});

/** Every error answer (RFC 9457). */
export const problemSchema = v.object({
  type: v.string(),
  title: v.string(),
  status: v.pipe(v.number(), v.integer()),
  detail: v.string(),
  field: v.optional(v.string()),
  problem: v.optional(v.string()),
  firstMismatchTick: v.optional(v.pipe(v.number(), v.integer())),
});
