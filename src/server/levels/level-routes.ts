import type { Handlers } from '../http/operation-handler';
import type { ServiceDeps } from '../service/service-deps';
import { publishLevel } from './publish-level';
import { readLevel } from './read-level';

/**
 * Editor levels: POST /api/levels (publish a level link, with the maker's key) and
 * GET /api/levels/:hash.
 */
export function levelHandlers(deps: ServiceDeps): Pick<Handlers, 'publishLevel' | 'readLevel'> {
  return {
    publishLevel: ({ body, player, sender }) => publishLevel(body, player, sender, deps),
    readLevel: ({ params }) => readLevel(params.hash, deps),
  };
}
