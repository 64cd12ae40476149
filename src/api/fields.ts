import * as v from 'valibot';
import { GENERATOR_LIMITS } from '../levels';
import { LEVEL_HASH_PATTERN, MAX_LEVEL_ID_LENGTH, MAX_PLAYER_NAME } from '../replay';

/** Longest level key accepted in a path (`GET /api/boards/:levelKey`). */
export const MAX_LEVEL_KEY_LENGTH = 255;

/** A whole number from `min`. */
export function whole(min: number) {
  return v.pipe(v.number(), v.integer(), v.minValue(min));
}

/** A SHA-256 as 64 lowercase hex digits: a replay's address, an editor level's content hash. */
export const sha256Hex = v.pipe(v.string(), v.regex(LEVEL_HASH_PATTERN));

/** A level key as `levelKey` writes it (`level:<id>`, `seed:<seed>:<options>`, `hash:<hex>`). */
export const levelKeyText = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_LEVEL_KEY_LENGTH));

/** In unicode mode a pair is one code point, so this finds only a surrogate without its pair. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/**
 * Text a database can store: no U+0000, which PostgreSQL's text cannot hold (a report's text or
 * target holding one answered 500 there while SQLite kept it), and no UTF-16 surrogate without
 * its pair, which no UTF-8 column can hold as sent. For the free-text fields of a request that
 * reach a query; names, ids and hashes have narrower rules of their own.
 */
export const storableText = v.check(
  (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text),
  'holds U+0000 or a lone surrogate, which no text field may hold',
);

/** A player name as the replay format allows it. */
export const playerName = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_PLAYER_NAME));

/**
 * A player key: 256 random bits in base64url (43 characters), shown once when a name is claimed
 * and sent as `Authorization: Bearer <key>` with every post and publication.
 */
export const PLAYER_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A run id as the service makes them: 12 random bytes in base64url. */
export const RUN_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;

/** An ISO 8601 timestamp. */
export const timestamp = v.pipe(v.string(), v.isoTimestamp());

/** A generator option's range, as the generator checks it. */
const generatorOptions: v.ObjectEntries = Object.fromEntries(
  Object.entries(GENERATOR_LIMITS).map(([key, [min, max]]) => [
    key,
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))),
  ]),
);

/**
 * A level reference as the replay format writes it: a built-in level by id, a generated one by
 * seed and options, an editor level by content hash. It documents `level` fields; their values
 * are read by `checkLevelRef`, which also knows which ids exist.
 */
export const levelRefShape = v.union([
  v.strictObject({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_LEVEL_ID_LENGTH)) }),
  v.strictObject({
    seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
    ...generatorOptions,
  }),
  v.strictObject({ hash: sha256Hex }),
]);

/** The maker's proof of an editor level, as its board and the level answer show it. */
export const makerSchema = v.object({
  player: playerName,
  /** The proof's final time in ticks, from the service's own re-simulation. */
  timeTicks: whole(0),
  gems: whole(0),
  recordedAt: timestamp,
  simVersion: whole(1),
  /** Where the proof's canonical replay is served: `GET /api/replays/<replayHash>`. */
  replayHash: sha256Hex,
});

/** The maker's proof of an editor level. */
export type LevelMaker = v.InferOutput<typeof makerSchema>;
