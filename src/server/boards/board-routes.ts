import type { Hono } from 'hono';
import { boardPath, boardQuery } from '../../api';
import { sendRefusal } from '../http/answers';
import { noneMatch } from '../http/conditional';
import { parseRequest } from '../http/request-body';
import type { ServiceDeps } from '../service/service-deps';
import { readBoard } from './read-board';

/**
 * Boards: GET /api/boards/:levelKey?limit=&offset=&simVersion=. Each answer carries its board's
 * version as its ETag, with `Cache-Control: no-cache` (keep it, but ask again before using it);
 * a client that sends the ETag back in If-None-Match gets 304 while the board is unchanged.
 */
export function boardRoutes(app: Hono, deps: ServiceDeps): void {
  app.get('/api/boards/:levelKey', async (c) => {
    const path = parseRequest(c, boardPath, { levelKey: c.req.param('levelKey') });
    if (!path.ok) return path.answer;
    const query = parseRequest(c, boardQuery, c.req.query());
    if (!query.ok) return query.answer;
    const read = await readBoard(path.value.levelKey, query.value, deps);
    if (read.kind === 'refused') return sendRefusal(c, read);
    const { board } = read;
    const headers = { etag: board.etag, 'cache-control': 'no-cache' };
    if (noneMatch(c.req.header('if-none-match'), board.etag)) return c.body(null, 304, headers);
    return c.body(board.body, 200, { ...headers, 'content-type': 'application/json' });
  });
}
