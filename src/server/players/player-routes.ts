import type { Handlers } from '../http/operation-handler';
import { isRefusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import { claimPlayer } from './claim-player';
import { authenticate } from './player-key';
import { readPlayerRuns } from './player-runs';
import { readName } from './read-player';

/**
 * Players: POST /api/players (claim a name, get its key), GET /api/player (the player of the key
 * sent: how another browser signs in with a recovery code), GET /api/players/:name and its
 * record, GET /api/players/:name/runs.
 */
export function playerHandlers(
  deps: ServiceDeps,
): Pick<Handlers, 'claimPlayer' | 'readPlayer' | 'readName' | 'readPlayerRuns'> {
  return {
    claimPlayer: ({ body }) => claimPlayer(body, deps),
    readPlayer: ({ player }) =>
      Promise.resolve({ kind: 'player', answer: { playerId: player.id, name: player.name } }),
    readName: async ({ c, params }) => {
      // A key is optional here: the holder's own key adds their moderation (a wrong one: 401).
      const header = c.req.header('authorization');
      const caller =
        header === undefined ? undefined : await authenticate(header, deps.stores.players);
      if (caller !== undefined && isRefusal(caller)) return caller;
      return readName(params.name, deps, caller);
    },
    readPlayerRuns: ({ params, query }) => readPlayerRuns(params.name, query, deps),
  };
}
