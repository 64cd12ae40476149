import type { Hono } from 'hono';
import { sendRefusal } from '../http/answers';
import { isRefusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import { readReplay } from './read-replay';

/** Replays: GET /api/replays/:hash, a canonical replay text by the SHA-256 of that text. */
export function replayRoutes(app: Hono, deps: ServiceDeps): void {
  app.get('/api/replays/:hash', async (c) => {
    const hash = c.req.param('hash');
    const outcome = await readReplay(hash, deps);
    if (isRefusal(outcome)) return sendRefusal(c, outcome);
    // Content-addressed: the text under a hash never changes.
    return c.body(outcome.canonical, 200, {
      'content-type': 'application/json',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${hash}"`,
    });
  });
}
