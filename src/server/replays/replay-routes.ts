import type { Handlers } from '../http/operation-handler';
import { isRefusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import { readReplay } from './read-replay';

/** Replays: GET /api/replays/:hash, a canonical replay text by the SHA-256 of that text. */
export function replayHandlers(deps: ServiceDeps): Pick<Handlers, 'readReplay'> {
  return {
    readReplay: async ({ c, params }) => {
      const outcome = await readReplay(params.hash, deps);
      if (isRefusal(outcome)) return outcome;
      // Content-addressed: the text under a hash never changes.
      return c.body(outcome.canonical, 200, {
        'content-type': 'application/json',
        'cache-control': 'public, max-age=31536000, immutable',
        etag: `"${params.hash}"`,
      });
    },
  };
}
