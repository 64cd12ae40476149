import type { Hono } from 'hono';
import { postRunRequest, startRunRequest } from '../../api';
import { answer } from '../http/answers';
import { limitBody, readBody } from '../http/request-body';
import { readSignedBody } from '../players/player-key';
import type { ServiceDeps } from '../service/service-deps';
import { postRun } from './post-run';
import { readRun } from './read-run';
import { startRun } from './start-run';

/**
 * Runs: POST /api/runs/start (a token), POST /api/runs (a replay to rank, with its player's key),
 * GET /api/runs/:id.
 */
export function runRoutes(app: Hono, deps: ServiceDeps): void {
  app.post('/api/runs/start', limitBody, async (c) => {
    const request = await readBody(c, deps, 'start', startRunRequest);
    return request.ok ? answer(c, startRun(request.value, deps)) : request.answer;
  });

  app.post('/api/runs', limitBody, async (c) => {
    const signed = await readSignedBody(c, deps, 'post', postRunRequest);
    if (!signed.ok) return signed.answer;
    return answer(c, await postRun(signed.value.request, signed.value.player, deps));
  });

  app.get('/api/runs/:id', async (c) => answer(c, await readRun(c.req.param('id'), deps)));
}
