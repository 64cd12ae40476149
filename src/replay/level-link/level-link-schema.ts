import * as v from 'valibot';
import { describeValue } from '../../sim/core/describe-value';
import { withoutMinusZero } from '../format';
import { fieldPath } from '../replay-error';
import { OPTIONAL_META_KEYS, type LevelDocument } from './level-document';
import { LevelLinkError } from './level-link-error';

/** The `format` field of every level link's document. */
export const LEVEL_LINK_FORMAT = 'mythic-maze-level';
/** The level link document layout this code writes and reads. */
export const LEVEL_LINK_VERSION = 1;

const wholeNumber = v.pipe(
  v.number('must be a whole number'),
  v.integer('must be a whole number'),
  v.transform(withoutMinusZero),
);
const optionalWhole = v.optional(wholeNumber);

/**
 * The shape of a level's settings, types only: the name a string and the timings whole numbers,
 * no other key. The one schema of the settings: a level document's `meta`, and (every timing
 * required) a stored editor draft's fields.
 */
export const levelDocumentMetaSchema = v.strictObject(
  {
    name: v.string('must be the level name'),
    timeLimitTicks: wholeNumber,
    trapPeriodTicks: optionalWhole,
    trapUpTicks: optionalWhole,
    minotaurWanderTicks: optionalWhole,
    minotaurChaseTicks: optionalWhole,
    minotaurScentSteps: optionalWhole,
  },
  'must be an object {name, timeLimitTicks, …timings}',
);

/**
 * The shape of a level document, types only: `text` a string and `meta` the known settings as a
 * string and whole numbers, no other key anywhere. Ranges and the grid are parseLevel's to judge,
 * so its errors (with row and column) name them. Shared with the leaderboard service's API.
 */
export const levelDocumentSchema = v.strictObject(
  {
    text: v.string('must be the level text: its rows joined by "\\n"'),
    meta: levelDocumentMetaSchema,
  },
  'must be a level document {text, meta}',
);

/**
 * Who made the level, when the maker was signed in (see level-author.ts): their player id and
 * the signature, both in base64url's alphabet. Absent from a link made without a key.
 */
const levelAuthorSchema = v.strictObject(
  {
    player: v.pipe(
      v.string("must be the maker's player id"),
      v.regex(
        /^[A-Za-z0-9_-]{1,64}$/,
        "must be the maker's player id (1 to 64 base64url characters)",
      ),
    ),
    signature: v.pipe(
      v.string('must be the signature'),
      v.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a signature: 43 base64url characters'),
    ),
  },
  'must be an object {player, signature}',
);

/** The shape of a level link's document; the proof is left to the replay codec. */
export const levelLinkSchema = v.strictObject(
  {
    format: v.literal(LEVEL_LINK_FORMAT, `must be "${LEVEL_LINK_FORMAT}"`),
    version: v.literal(
      LEVEL_LINK_VERSION,
      (issue) =>
        `unsupported version ${describeValue(issue.input)}; this game reads level links of version ${LEVEL_LINK_VERSION}`,
    ),
    level: levelDocumentSchema,
    proof: v.unknown(),
    author: v.optional(levelAuthorSchema),
  },
  'must be a level link document {format, version, level, proof, author?}',
);

/** The first problem valibot found, as a `malformed` LevelLinkError naming its field. */
function toLinkError(prefix: string, issue: v.BaseIssue<unknown>): LevelLinkError {
  const field = fieldPath(issue.path, { prefix, whole: '(document)' });
  if (issue.type === 'strict_object' && issue.expected === 'never') {
    return new LevelLinkError('malformed', field, 'unknown key: not part of a level link');
  }
  if (issue.type === 'strict_object' && issue.input === undefined) {
    return new LevelLinkError('malformed', field, 'is missing');
  }
  return new LevelLinkError('malformed', field, issue.message);
}

/**
 * Checks the shape of a parsed value against `schema` and returns a fresh copy; throws a
 * `malformed` LevelLinkError naming the first bad field (under `prefix`), and nothing else.
 */
export function parseLinkShape<T>(
  schema: v.GenericSchema<unknown, T>,
  value: unknown,
  prefix: string,
): T {
  let result: v.SafeParseResult<v.GenericSchema<unknown, T>>;
  try {
    result = v.safeParse(schema, value, { abortEarly: true });
  } catch {
    // A hostile parsed value (a throwing getter, a revoked proxy) still ends in the typed error.
    throw new LevelLinkError(
      'malformed',
      prefix === '' ? '(document)' : prefix,
      'could not be read',
    );
  }
  if (!result.success) throw toLinkError(prefix, result.issues[0]);
  return result.output;
}

/**
 * A level document from a parsed value (a service request's `level`, a stored draft): the
 * shape is checked, unknown keys refused, optional settings left out when absent. Throws a
 * `malformed` LevelLinkError naming the field; it does not parse the level.
 */
export function decodeLevelDocument(value: unknown, prefix = 'level'): LevelDocument {
  const { text, meta } = parseLinkShape(levelDocumentSchema, value, prefix);
  const kept: Record<string, unknown> = { name: meta.name, timeLimitTicks: meta.timeLimitTicks };
  for (const key of OPTIONAL_META_KEYS) if (meta[key] !== undefined) kept[key] = meta[key];
  return { text, meta: kept as unknown as LevelDocument['meta'] };
}
