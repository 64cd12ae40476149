import type { Handlers } from '../http/operation-handler';
import type { ServiceDeps } from '../service/service-deps';
import { levelOfDay } from './level-of-day';
import { listLevels } from './list-levels';
import { rateLevel } from './rate-level';

/**
 * The community catalogue: GET /api/levels (a page in a sort, searched and filtered),
 * GET /api/levels/today and PUT /api/levels/:hash/rating (with a player key). Plays are counted
 * where start tokens are issued (runs/run-routes.ts), clears where runs are stored (triggers).
 */
export function catalogueHandlers(
  deps: ServiceDeps,
): Pick<Handlers, 'listLevels' | 'levelOfDay' | 'rateLevel'> {
  return {
    listLevels: ({ query }) => listLevels(query, deps),
    levelOfDay: () => levelOfDay(deps),
    rateLevel: ({ params, body, player }) => rateLevel(params.hash, body, player, deps),
  };
}
