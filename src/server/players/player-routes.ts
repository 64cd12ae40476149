import type { Hono } from 'hono';
import { claimPlayerRequest } from '../../api';
import { answer, sendRefusal } from '../http/answers';
import { limitBody, readBody } from '../http/request-body';
import { isRefusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import { claimPlayer } from './claim-player';
import { authenticate } from './player-key';
import { readName } from './read-player';

/**
 * Players: POST /api/players (claim a name, get its key), GET /api/player (the player of the key
 * sent: how another browser signs in with a recovery code), GET /api/players/:name.
 */
export function playerRoutes(app: Hono, deps: ServiceDeps): void {
  app.post('/api/players', limitBody, async (c) => {
    const request = await readBody(c, deps, 'claim', claimPlayerRequest);
    return request.ok ? answer(c, await claimPlayer(request.value, deps)) : request.answer;
  });

  app.get('/api/player', async (c) => {
    const player = await authenticate(c.req.header('authorization'), deps.stores.players);
    if (isRefusal(player)) return sendRefusal(c, player);
    return c.json({ playerId: player.id, name: player.name });
  });

  app.get('/api/players/:name', async (c) => {
    // A key is optional here: the holder's own key adds their moderation (a wrong one: 401).
    const header = c.req.header('authorization');
    const caller =
      header === undefined ? undefined : await authenticate(header, deps.stores.players);
    if (caller !== undefined && isRefusal(caller)) return sendRefusal(c, caller);
    return answer(c, await readName(c.req.param('name'), deps, caller));
  });
}
