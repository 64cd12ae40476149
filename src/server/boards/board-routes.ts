import type { Hono } from 'hono';
import { boardPath, boardQuery } from '../../api';
import { answer } from '../http/answers';
import { parseRequest } from '../http/request-body';
import type { ServiceDeps } from '../service/service-deps';
import { readBoard } from './read-board';

/** Boards: GET /api/boards/:levelKey?limit=&offset=&simVersion=. */
export function boardRoutes(app: Hono, deps: ServiceDeps): void {
  app.get('/api/boards/:levelKey', async (c) => {
    const path = parseRequest(c, boardPath, { levelKey: c.req.param('levelKey') });
    if (!path.ok) return path.answer;
    const query = parseRequest(c, boardQuery, c.req.query());
    if (!query.ok) return query.answer;
    return answer(c, await readBoard(path.value.levelKey, query.value, deps));
  });
}
