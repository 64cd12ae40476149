import type { Hono } from 'hono';
import { catalogueQuery, rateLevelRequest } from '../../api';
import { answer } from '../http/answers';
import { limitBody, parseRequest } from '../http/request-body';
import { readSignedBody } from '../players/player-key';
import type { ServiceDeps } from '../service/service-deps';
import { levelOfDay } from './level-of-day';
import { listLevels } from './list-levels';
import { rateLevel } from './rate-level';

/**
 * The community catalogue: GET /api/levels (a page in a sort, searched and filtered),
 * GET /api/levels/today and PUT /api/levels/:hash/rating (with a player key). Plays are counted
 * where start tokens are issued (runs/run-routes.ts), clears where runs are stored (triggers).
 */
export function catalogueRoutes(app: Hono, deps: ServiceDeps): void {
  app.get('/api/levels', async (c) => {
    const query = parseRequest(c, catalogueQuery, c.req.query());
    if (!query.ok) return query.answer;
    return answer(c, await listLevels(query.value, deps));
  });

  app.get('/api/levels/today', async (c) => answer(c, await levelOfDay(deps)));

  app.put('/api/levels/:hash/rating', limitBody, async (c) => {
    const request = await readSignedBody(c, deps, 'post', rateLevelRequest);
    if (!request.ok) return request.answer;
    return answer(c, await rateLevel(c.req.param('hash'), request.value, request.player, deps));
  });
}
