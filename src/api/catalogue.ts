import * as v from 'valibot';
import { playerName, sha256Hex, storableText, timestamp, whole } from './fields';

/** The orders the catalogue lists levels in. */
export const CATALOGUE_SORTS = ['new', 'popular', 'top', 'hardest', 'easiest'] as const;
/** An order of the catalogue. */
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** The size classes of a level, by its larger side (see LEVEL_SIZE_LIMITS). */
export const LEVEL_SIZES = ['small', 'medium', 'large'] as const;
/** A size class. */
export type LevelSize = (typeof LEVEL_SIZES)[number];

/** Largest side of a small level, and of a medium one; larger is large. */
export const LEVEL_SIZE_LIMITS = { small: 16, medium: 32 } as const;

/** Levels on one catalogue page: at most this many, 20 unless asked. */
export const MAX_CATALOGUE_LIMIT = 50;
export const DEFAULT_CATALOGUE_LIMIT = 20;
/** The longest search text read (longer is refused, before any query). */
export const MAX_SEARCH_CHARS = 64;
/** Plays a level needs before its clear rate counts (hardest, easiest). */
export const MIN_PLAYS_FOR_CLEAR_RATE = 10;

const limitProblem = `must be a whole number from 1 to ${MAX_CATALOGUE_LIMIT}`;

/** Query of GET /api/levels. */
export const catalogueQuery = v.strictObject(
  {
    sort: v.optional(
      v.pipe(
        v.picklist(CATALOGUE_SORTS, `must be one of ${CATALOGUE_SORTS.join(', ')}`),
        v.description(
          'new; popular (plays in the last 7 days); top (Wilson lower bound of the ratings); ' +
            `hardest, easiest (clear rate, levels with ${MIN_PLAYS_FOR_CLEAR_RATE}+ plays)`,
        ),
      ),
    ),
    q: v.optional(
      v.pipe(
        v.string(),
        v.maxLength(MAX_SEARCH_CHARS, `must be at most ${MAX_SEARCH_CHARS} characters`),
        storableText,
        v.description("Words of the level's name or its maker's name (case and accents ignored)"),
      ),
    ),
    size: v.optional(
      v.pipe(
        v.picklist(LEVEL_SIZES, `must be one of ${LEVEL_SIZES.join(', ')}`),
        v.description(
          `By the larger side: small up to ${LEVEL_SIZE_LIMITS.small}, medium up to ${LEVEL_SIZE_LIMITS.medium}`,
        ),
      ),
    ),
    cursor: v.optional(
      v.pipe(
        v.string(),
        v.maxLength(200, 'is not a cursor of this catalogue'),
        v.description('The `next` of the page before (the same sort, search and size)'),
      ),
    ),
    limit: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,3}$/, limitProblem),
        v.description(`Levels on the page: 1 to ${MAX_CATALOGUE_LIMIT} (default 20)`),
        v.transform(Number),
        v.minValue(1, limitProblem),
        v.maxValue(MAX_CATALOGUE_LIMIT, limitProblem),
      ),
    ),
  },
  'takes only sort, q, size, cursor and limit',
);

/** The query of a catalogue page, read. */
export type CatalogueQuery = v.InferOutput<typeof catalogueQuery>;

/** One published level in the catalogue. */
export const catalogueRowSchema = v.object({
  hash: sha256Hex,
  name: v.string(),
  maker: playerName,
  makerTimeTicks: whole(0),
  size: v.tuple([whole(1), whole(1)]),
  plays: whole(0),
  clears: whole(0),
  /** clears / plays; null until the level has MIN_PLAYS_FOR_CLEAR_RATE plays. */
  clearRate: v.nullable(v.pipe(v.number(), v.minValue(0))),
  bestTimeTicks: v.nullable(whole(0)),
  rating: v.object({ up: whole(0), down: whole(0) }),
  publishedAt: timestamp,
});

/** One level of the catalogue. */
export type CatalogueRow = v.InferOutput<typeof catalogueRowSchema>;

/** 200 of GET /api/levels: a page, and the cursor of the next (null on the last page). */
export const catalogueResponse = v.object({
  levels: v.array(catalogueRowSchema),
  next: v.nullable(v.string()),
});

/** A page of the catalogue. */
export type CatalogueResponse = v.InferOutput<typeof catalogueResponse>;

/** Body of PUT /api/levels/:hash/rating: up, down, or null to take the rating back. */
export const rateLevelRequest = v.strictObject(
  {
    value: v.pipe(
      v.nullable(v.picklist(['up', 'down'], 'must be "up", "down" or null')),
      v.description('The rating; null takes it back'),
    ),
  },
  'takes only value',
);

/** A rating to set. */
export type RateLevelRequest = v.InferOutput<typeof rateLevelRequest>;

/** 200 of PUT /api/levels/:hash/rating: the key's rating now, and the level's counts. */
export const ratingResponse = v.object({
  hash: sha256Hex,
  value: v.nullable(v.picklist(['up', 'down'])),
  rating: v.object({ up: whole(0), down: whole(0) }),
});

/** The answer to a rating. */
export type RatingResponse = v.InferOutput<typeof ratingResponse>;

/** 200 of GET /api/levels/today: the UTC date and its level. */
export const levelOfDayResponse = v.object({
  day: v.pipe(v.string(), v.isoDate()),
  level: catalogueRowSchema,
});

/** The level of the day. */
export type LevelOfDayResponse = v.InferOutput<typeof levelOfDayResponse>;
