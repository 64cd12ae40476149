import type { Context, Hono, MiddlewareHandler } from 'hono';
import { isHashRef, LEVEL_HASH_PATTERN, type LevelRef } from '../../replay';
import type { PostRunDeps } from '../post-run';
import { problem, sendProblem, type Problem } from '../problem';
import { checkLevelDocument, isProblem } from './editor-level';
import { levelBody, publishLevel } from './publish-level';

/** Reads a rate-limited JSON body, or the answer that refuses it (app.ts's `json`). */
export type ReadBody = (c: Context, kind: 'start' | 'post') => Promise<unknown>;

/**
 * The level document sent with a start, checked before the run is played: only for a level by
 * hash, it must hash to it and parse. Null when there is nothing to refuse.
 */
export function checkStartLevel(level: LevelRef, sent: unknown): Problem | null {
  if (sent === undefined) return null;
  if (!isHashRef(level)) {
    return problem('invalid-request', 422, {
      field: 'levelDocument',
      problem: 'only a level made in the editor ({"hash": …}) comes with its level document',
    });
  }
  const checked = checkLevelDocument(sent, 'levelDocument', level.hash);
  return isProblem(checked) ? checked : null;
}

/** The maker's proof for a board of an editor level (`hash:<hex>`); undefined for other boards. */
export async function boardMaker(key: string, deps: PostRunDeps) {
  const hash = key.startsWith('hash:') ? key.slice('hash:'.length) : undefined;
  if (hash === undefined || !LEVEL_HASH_PATTERN.test(hash)) return undefined;
  return (await deps.levels.level(hash))?.maker ?? null;
}

/** POST /api/levels (publish a level link) and GET /api/levels/:hash. */
export function addLevelRoutes(
  app: Hono,
  deps: PostRunDeps,
  options: { readonly limitBody: MiddlewareHandler; readonly json: ReadBody },
): void {
  app.post('/api/levels', options.limitBody, async (c) => {
    const body = await options.json(c, 'post');
    if (body instanceof Response) return body;
    const answer = await publishLevel(body, deps);
    if (answer.status === 'problem') {
      const retry: Record<string, string> =
        answer.retryAfterS === undefined ? {} : { 'retry-after': String(answer.retryAfterS) };
      return sendProblem(c, answer.problem, retry);
    }
    return c.json(answer.body, answer.status);
  });

  app.get('/api/levels/:hash', async (c) => {
    const hash = c.req.param('hash');
    const stored = LEVEL_HASH_PATTERN.test(hash) ? await deps.levels.level(hash) : undefined;
    if (stored === undefined) {
      const text = 'no level is stored under this hash';
      return sendProblem(c, problem('not-found', 404, { field: 'hash', problem: text }));
    }
    return c.json(levelBody(stored));
  });
}
