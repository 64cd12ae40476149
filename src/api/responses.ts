import * as v from 'valibot';
import { ownModeration } from './moderation';
import { levelDocumentSchema, replaySchema } from '../replay';
import {
  PLAYER_KEY_PATTERN,
  levelKeyText,
  levelRefShape,
  makerSchema,
  playerName,
  sha256Hex,
  timestamp,
  whole,
} from './fields';
import { runSplitsField } from './run-splits';

/** 200 of POST /api/runs/start: a single-use token for the level, and the level's board key. */
export const startRunResponse = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  level: levelRefShape,
  levelKey: levelKeyText,
  issuedAt: timestamp,
});

/** The answer to POST /api/runs/start. */
export type StartRunResponse = v.InferOutput<typeof startRunResponse>;

/**
 * Present (true) on a stored attempt: a verified run that was not won (caught, out of time, or
 * quit while playing). An attempt is never ranked, on no board and no world record; it counts as
 * its key's play of the level. Its `timeTicks` is the game time it lasted.
 */
export const attemptField = v.optional(v.literal(true));

/**
 * 201 (new) or 200 (the same replay posted again) of POST /api/runs: a won run with its rank, or
 * an attempt (`attempt: true`) with rank null.
 */
export const runPostedResponse = v.object({
  runId: v.string(),
  rank: v.nullable(whole(1)),
  attempt: attemptField,
  levelKey: levelKeyText,
  timeTicks: whole(0),
  replayHash: sha256Hex,
});

/** The answer to POST /api/runs. */
export type RunPostedResponse = v.InferOutput<typeof runPostedResponse>;

/** One run on a board, in ranking order. */
export const boardRowSchema = v.object({
  rank: whole(1),
  runId: v.string(),
  player: playerName,
  timeTicks: whole(0),
  gems: whole(0),
  recordedAt: timestamp,
  replayHash: sha256Hex,
  /** The run's splits as the service derived them from its replay (absent for older runs). */
  splits: runSplitsField,
});

/** One run on a board. */
export type BoardRow = v.InferOutput<typeof boardRowSchema>;

/**
 * 200 of GET /api/boards/:levelKey; a board of an editor level (`hash:<hex>`) also gives its
 * maker's proof (null until the level's link is published).
 */
export const boardResponse = v.object({
  levelKey: levelKeyText,
  simVersion: whole(1),
  maker: v.optional(v.nullable(makerSchema)),
  runs: v.array(boardRowSchema),
});

/** The answer to GET /api/boards/:levelKey. */
export type BoardResponse = v.InferOutput<typeof boardResponse>;

/**
 * 201 (published) or 200 (known before) of POST /api/levels, and 200 of GET /api/levels/:hash:
 * the level's content hash, its board, its level document and its maker (null until published).
 */
export const levelResponse = v.object({
  hash: sha256Hex,
  levelKey: levelKeyText,
  level: levelDocumentSchema,
  maker: v.nullable(makerSchema),
});

/** The answer about an editor level. */
export type LevelResponse = v.InferOutput<typeof levelResponse>;

/** A stored run's status: verified, or rejected by a later re-verification (kept, off the board). */
export const RUN_STATUSES = ['verified', 'rejected'] as const;

/**
 * 200 of GET /api/runs/:id: the stored run, the verifier's verdict, and its rank when verified
 * and won (an attempt, `attempt: true`, has rank null).
 */
export const runResponse = v.object({
  runId: v.string(),
  attempt: attemptField,
  levelKey: levelKeyText,
  player: playerName,
  timeTicks: whole(0),
  gems: whole(0),
  simVersion: whole(1),
  recordedAt: timestamp,
  receivedAt: timestamp,
  replayHash: sha256Hex,
  status: v.picklist(RUN_STATUSES),
  verdict: v.unknown(),
  rank: v.nullable(whole(1)),
  /**
   * True when this run is its player's best listed run of its board: the one row the board shows
   * for them (a board lists each player's best alone; their other runs stay in their record).
   */
  personalBest: v.boolean(),
  /** The run's splits as the service derived them from its replay (absent for older runs). */
  splits: runSplitsField,
});

/** The answer to GET /api/runs/:id. */
export type RunResponse = v.InferOutput<typeof runResponse>;

/** 200 (healthy) or 503 (not) of GET /api/health. */
export const healthResponse = v.object({
  ok: v.boolean(),
  database: v.boolean(),
  verifierThreads: whole(0),
  simVersion: whole(1),
  /**
   * How long the HTTP thread's event loop was held beyond its sampling interval over the last
   * 10 to 20 s (perf_hooks.monitorEventLoopDelay), in ms: a request that blocks everyone shows
   * here.
   */
  eventLoopDelay: v.object({
    p50Ms: v.pipe(v.number(), v.minValue(0)),
    p99Ms: v.pipe(v.number(), v.minValue(0)),
    maxMs: v.pipe(v.number(), v.minValue(0)),
  }),
});

/** The answer to GET /api/health. */
export type HealthResponse = v.InferOutput<typeof healthResponse>;

/**
 * 200 of GET /api/replays/:hash: the canonical replay text stored under that SHA-256, read by the
 * replay codec (whose schema this is) before it is played.
 */
export const replayResponse = replaySchema;

/** 201 of POST /api/players: the claimed name, its player id, and its key (shown only here). */
export const playerClaimedResponse = v.object({
  playerId: v.string(),
  name: playerName,
  /** The secret to send as `Authorization: Bearer <key>`; the service keeps only its SHA-256. */
  key: v.pipe(v.string(), v.regex(PLAYER_KEY_PATTERN)),
});

/** The answer to POST /api/players. */
export type PlayerClaimedResponse = v.InferOutput<typeof playerClaimedResponse>;

/** 200 of GET /api/player: the player whose key was sent. */
export const playerResponse = v.object({ playerId: v.string(), name: playerName });

/** The answer to GET /api/player. */
export type PlayerResponse = v.InferOutput<typeof playerResponse>;

/** 200 of GET /api/players/:name: whether the name (or one confusable with it) is claimed, and by whom. */
export const nameResponse = v.object({
  name: playerName,
  claimed: v.boolean(),
  /** The player holding it (the claimed name, as written when claimed); null when free. */
  playerId: v.nullable(v.string()),
  claimedName: v.nullable(playerName),
  /** Only with the holder's own key: what moderation hid of theirs, with the reasons. */
  moderation: v.optional(ownModeration),
});

/** The answer to GET /api/players/:name. */
export type NameResponse = v.InferOutput<typeof nameResponse>;

/**
 * One run of a player's record: a verified won run no operator hid, with its board's rank (where
 * it stands, or would stand were it their best) and whether it is the one row the board shows.
 */
export const playerRunRow = v.object({
  runId: v.string(),
  levelKey: levelKeyText,
  timeTicks: whole(0),
  gems: whole(0),
  simVersion: whole(1),
  receivedAt: timestamp,
  replayHash: sha256Hex,
  rank: whole(1),
  personalBest: v.boolean(),
});

/** One run of a player's record. */
export type PlayerRunRow = v.InferOutput<typeof playerRunRow>;

/**
 * 200 of GET /api/players/:name/runs: a page of the player's record, newest first (by the
 * service's receive time, then run id), and the cursor of the next page (null on the last). Empty
 * while the player's name is hidden or their key banned: the boards do not show them either.
 */
export const playerRunsResponse = v.object({
  name: playerName,
  runs: v.array(playerRunRow),
  next: v.nullable(v.string()),
});

/** The answer to GET /api/players/:name/runs. */
export type PlayerRunsResponse = v.InferOutput<typeof playerRunsResponse>;
