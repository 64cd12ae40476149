import type { Hono } from 'hono';
import { publishLevelRequest } from '../../api';
import { answer } from '../http/answers';
import { limitBody } from '../http/request-body';
import { readSignedBody } from '../players/player-key';
import type { ServiceDeps } from '../service/service-deps';
import { publishLevel } from './publish-level';
import { readLevel } from './read-level';

/**
 * Editor levels: POST /api/levels (publish a level link, with the maker's key) and
 * GET /api/levels/:hash.
 */
export function levelRoutes(app: Hono, deps: ServiceDeps): void {
  app.post('/api/levels', limitBody, async (c) => {
    // Publishing re-simulates a proof, as a post does: it counts against the post rate limit.
    const request = await readSignedBody(c, deps, 'post', publishLevelRequest);
    if (!request.ok) return request.answer;
    return answer(c, await publishLevel(request.value, request.player, request.sender, deps));
  });

  app.get('/api/levels/:hash', async (c) => answer(c, await readLevel(c.req.param('hash'), deps)));
}
