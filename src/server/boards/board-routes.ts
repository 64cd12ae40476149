import { noneMatch } from '../http/conditional';
import type { Handlers } from '../http/operation-handler';
import type { ServiceDeps } from '../service/service-deps';
import { readBoard } from './read-board';

/**
 * Boards: GET /api/boards/:levelKey?limit=&offset=&simVersion=. Each answer carries its board's
 * version as its ETag, with `Cache-Control: no-cache` (keep it, but ask again before using it);
 * a client that sends the ETag back in If-None-Match gets 304 while the board is unchanged.
 */
export function boardHandlers(deps: ServiceDeps): Pick<Handlers, 'readBoard'> {
  return {
    readBoard: async ({ c, params, query }) => {
      const read = await readBoard(params.levelKey, query, deps);
      if (read.kind === 'refused') return read;
      const { board } = read;
      const headers = { etag: board.etag, 'cache-control': 'no-cache' };
      if (noneMatch(c.req.header('if-none-match'), board.etag)) return c.body(null, 304, headers);
      return c.body(board.body, 200, { ...headers, 'content-type': 'application/json' });
    },
  };
}
