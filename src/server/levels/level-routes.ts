import type { Handlers } from '../http/operation-handler';
import type { ServiceDeps } from '../service/service-deps';
import { levelOfDay } from './level-of-day';
import { listLevels } from './list-levels';
import { publishLevel } from './publish-level';
import { rateLevel } from './rate-level';
import { readLevel } from './read-level';

/**
 * Levels made in the editor and their catalogue: POST /api/levels (publish a level link, with
 * the maker's key), GET /api/levels/:hash, GET /api/levels (a page in a sort, searched and
 * filtered), GET /api/levels/today and PUT /api/levels/:hash/rating (with a player key). Plays
 * are counted where start tokens are issued (runs/run-routes.ts, with ./count-play.ts), clears
 * where runs are stored (triggers). The handlers are keyed by operation; which path is tried
 * first (/api/levels/today before /api/levels/:hash) is serveOperations' rule, not this order.
 */
export function levelHandlers(
  deps: ServiceDeps,
): Pick<Handlers, 'publishLevel' | 'readLevel' | 'listLevels' | 'levelOfDay' | 'rateLevel'> {
  return {
    publishLevel: ({ body, player, sender }) => publishLevel(body, player, sender, deps),
    readLevel: ({ params }) => readLevel(params.hash, deps),
    listLevels: ({ query }) => listLevels(query, deps),
    levelOfDay: () => levelOfDay(deps),
    rateLevel: ({ params, body, player }) => rateLevel(params.hash, body, player, deps),
  };
}
