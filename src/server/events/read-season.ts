import {
  SEASON_ID_PATTERN,
  SEASONS_LISTED,
  type SeasonsResponse,
  type SeasonTableResponse,
} from '../../api';
import { refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import { rankedStandings } from './event-standings';
import { SEASON_POINT_BANDS } from './season-points';
import { seasonTable, type SeasonResult } from './season-table';
import { placedPlayers } from './standings-page';

/** GET /api/seasons: the newest seasons, each to open with GET /api/seasons/:id. */
export async function listSeasons(
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<{ kind: 'seasons'; answer: SeasonsResponse }> {
  const seasons = await deps.stores.seasons.list(SEASONS_LISTED);
  return {
    kind: 'seasons',
    answer: { seasons: seasons.map(({ id, name, bestOf }) => ({ id, name, bestOf })) },
  };
}

/**
 * GET /api/seasons/:id: the season table, from the final standings of its ended events (each
 * ranked once and kept, as the standings are); its open and next events are what remain, its
 * cancelled ones do not count at all. An id no season can have is not-found before the database.
 */
export async function readSeason(
  id: string,
  deps: Pick<ServiceDeps, 'stores' | 'now'>,
): Promise<{ kind: 'season'; answer: SeasonTableResponse } | Refusal> {
  const unknown = refused('not-found', 'id', 'no season has this id');
  if (!SEASON_ID_PATTERN.test(id)) return unknown;
  const season = await deps.stores.seasons.byId(id);
  if (season === undefined) return unknown;
  const now = deps.now();
  const events = (await deps.stores.events.inSeason(id)).filter(
    (event) => event.cancelledReason === null,
  );
  const ended = events.filter((event) => now >= event.endsAt);
  const results: SeasonResult[][] = [];
  for (const event of ended) {
    results.push(placedPlayers(await rankedStandings(event, deps.stores.events)));
  }
  const answer: SeasonTableResponse = {
    id: season.id,
    name: season.name,
    bestOf: season.bestOf,
    events: {
      total: events.length,
      ended: ended.length,
      remaining: events.length - ended.length,
    },
    pointBands: [...SEASON_POINT_BANDS],
    table: seasonTable(results, season.bestOf),
  };
  return { kind: 'season', answer };
}
