import * as v from 'valibot';
import { whole } from './fields';

/** A season's id: `se_` and random base64url (any other text: 404). */
export const SEASON_ID_PATTERN = /^se_[A-Za-z0-9_-]{1,33}$/;

/** Path of GET /api/seasons/:id. */
export const seasonPath = v.object({
  id: v.pipe(v.string(), v.regex(SEASON_ID_PATTERN), v.description('The id of a season')),
});

/** A band of ranks and the points each rank in it gives (`toRank` null: every rank after). */
export const pointBandSchema = v.object({
  fromRank: whole(1),
  toRank: v.nullable(whole(1)),
  points: whole(0),
});

/**
 * GET /api/seasons/:id: the season table. Each ended event gives points by rank band; a
 * player's `points` are the sum of their best `bestOf` results (`counted`, best first), so
 * playing more events than that never lowers a total; `events` says how many remain.
 */
export const seasonTableResponse = v.object({
  id: v.string(),
  name: v.string(),
  bestOf: whole(1),
  events: v.object({
    /** Attached and not cancelled. */
    total: whole(0),
    /** Ended: their final standings count. */
    ended: whole(0),
    /** Open or still to start. */
    remaining: whole(0),
  }),
  pointBands: v.array(pointBandSchema),
  table: v.array(
    v.object({
      /** Equal points share a rank (1, 1, 3). */
      rank: whole(1),
      player: v.string(),
      points: whole(0),
      counted: v.array(whole(0)),
      /** Ended events the player placed in. */
      events: whole(1),
    }),
  ),
});
/** How many seasons GET /api/seasons lists, newest first. */
export const SEASONS_LISTED = 50;

/** GET /api/seasons: the newest seasons (up to SEASONS_LISTED), to open each one's table. */
export const seasonsResponse = v.object({
  seasons: v.array(v.object({ id: v.string(), name: v.string(), bestOf: whole(1) })),
});
/** The answer to GET /api/seasons. */
export type SeasonsResponse = v.InferOutput<typeof seasonsResponse>;

/** The answer to GET /api/seasons/:id. */
export type SeasonTableResponse = v.InferOutput<typeof seasonTableResponse>;
/** A band of ranks and its points. */
export type PointBand = v.InferOutput<typeof pointBandSchema>;
