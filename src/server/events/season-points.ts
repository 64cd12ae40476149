import type { PointBand } from '../../api';

/**
 * Points an event gives by rank band, the same for every event of a season. The podium is
 * worth most and apart (100, 80, 65), the rest of the top ten a little less each, and every
 * placed player gets at least one point, so that taking part always shows in the table. With a
 * player's best N results counted, one bad day costs nothing: what decides a season is how
 * well a player did, not how often they played at its end.
 */
export const SEASON_POINT_BANDS: readonly PointBand[] = [
  { fromRank: 1, toRank: 1, points: 100 },
  { fromRank: 2, toRank: 2, points: 80 },
  { fromRank: 3, toRank: 3, points: 65 },
  { fromRank: 4, toRank: 5, points: 50 },
  { fromRank: 6, toRank: 10, points: 35 },
  { fromRank: 11, toRank: 25, points: 20 },
  { fromRank: 26, toRank: 50, points: 10 },
  { fromRank: 51, toRank: 100, points: 5 },
  { fromRank: 101, toRank: null, points: 1 },
];

/** A season's results counted per player when the operator names no other number. */
export const DEFAULT_BEST_OF = 5;

/** The points of a rank in an event's final standings. */
export function pointsOf(rank: number, bands: readonly PointBand[] = SEASON_POINT_BANDS): number {
  const band = bands.find(({ fromRank, toRank }) => rank >= fromRank && (toRank ?? rank) >= rank);
  return band?.points ?? 0;
}
