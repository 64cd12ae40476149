import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import * as v from 'valibot';
import {
  checkLevelRef,
  levelKey,
  MAX_LEVEL_LINK_FRAGMENT_CHARS,
  MAX_REPLAY_FILE_BYTES,
  ReplayError,
} from '../replay';
import { SIM_VERSION } from '../sim';
import {
  boardQuerySchema,
  DEFAULT_BOARD_LIMIT,
  MAX_LEVEL_KEY_LENGTH,
  startRequestSchema,
} from './api-schemas';
import { addLevelRoutes, boardMaker, checkStartLevel } from './levels/level-routes';
import { openApiDocument } from './openapi';
import { postRun, type PostRunDeps } from './post-run';
import { fieldOf, isUnavailable, problem, sendProblem } from './problem';
import type { RateLimits } from './rate-limits';

/**
 * Largest request body: a replay document is at most MAX_REPLAY_FILE_BYTES of UTF-8; sent as JSON
 * text inside the body its escaping at most doubles that; plus an editor level's document (at
 * most 20 000 characters of text, escaped, and its settings: under a level link's length) and
 * room for the token and keys.
 */
export const MAX_BODY_BYTES = 2 * MAX_REPLAY_FILE_BYTES + MAX_LEVEL_LINK_FRAGMENT_CHARS + 4096;

/** Everything the HTTP layer needs; built by startService, or by tests with their own clock. */
export interface AppDeps extends PostRunDeps {
  readonly limits: RateLimits;
  /** True when the database answers. */
  readonly databaseAlive: () => Promise<boolean>;
  /** Origins allowed by CORS; empty: no cross-origin access (the default). */
  readonly corsOrigins: readonly string[];
  /** Read the client address from X-Forwarded-For (only behind a proxy you trust). */
  readonly trustProxy: boolean;
  /** Bench only: tokens are issued this many ms in the past. 0 in production. */
  readonly tokenBackdateMs: number;
}

function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded !== undefined && forwarded !== '') return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: JSON.parse(await c.req.text()) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The service's routes, middleware and error answers, as a Hono app. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  app.use('*', secureHeaders({ crossOriginResourcePolicy: 'same-origin' }));
  if (deps.corsOrigins.length > 0) {
    app.use('/api/*', cors({ origin: [...deps.corsOrigins], allowMethods: ['GET', 'POST'] }));
  }
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      sendProblem(
        c,
        problem('body-too-large', 413, {
          field: '(body)',
          problem: `is over ${MAX_BODY_BYTES} bytes, more than a request with the largest replay`,
        }),
      ),
  });
  const json = async (c: Context, kind: 'start' | 'post') => {
    const rate = await deps.limits.consume(kind, clientAddress(c, deps.trustProxy));
    if (!rate.ok) {
      const text = `too many ${kind === 'start' ? 'starts' : 'posts'} from this address; retry in ${rate.retryAfterS} s`;
      return sendProblem(c, problem('rate-limited', 429, { problem: text }), {
        'retry-after': String(rate.retryAfterS),
      });
    }
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      const text = 'must be sent as application/json';
      return sendProblem(c, problem('malformed-body', 415, { field: '(body)', problem: text }));
    }
    const body = await readJson(c);
    if (
      !body.ok ||
      typeof body.value !== 'object' ||
      body.value === null ||
      Array.isArray(body.value)
    ) {
      const text = body.ok ? 'must be a JSON object' : 'is not valid JSON';
      return sendProblem(c, problem('malformed-body', 400, { field: '(body)', problem: text }));
    }
    return body.value;
  };

  app.post('/api/runs/start', limitBody, async (c) => {
    const body = await json(c, 'start');
    if (body instanceof Response) return body;
    const request = v.safeParse(startRequestSchema, body, { abortEarly: true });
    if (!request.success) {
      const [issue] = request.issues;
      const answer = problem('invalid-request', 400, {
        field: fieldOf(issue.path),
        problem: issue.message,
      });
      return sendProblem(c, answer);
    }
    let level;
    try {
      level = checkLevelRef(request.output.level);
    } catch (error) {
      if (!(error instanceof ReplayError)) throw error;
      return sendProblem(
        c,
        problem('invalid-request', 422, { field: error.field, problem: error.problem }),
      );
    }
    const levelProblem = checkStartLevel(level, request.output.levelDocument);
    if (levelProblem !== null) return sendProblem(c, levelProblem);
    const key = levelKey(level);
    const issuedAt = deps.now() - deps.tokenBackdateMs;
    const { token } = deps.tokens.issue(key, issuedAt);
    return c.json({ token, level, levelKey: key, issuedAt: new Date(issuedAt).toISOString() });
  });

  app.post('/api/runs', limitBody, async (c) => {
    const body = await json(c, 'post');
    if (body instanceof Response) return body;
    const answer = await postRun(body, deps);
    if (answer.status === 'problem') {
      const retry: Record<string, string> =
        answer.retryAfterS === undefined ? {} : { 'retry-after': String(answer.retryAfterS) };
      return sendProblem(c, answer.problem, retry);
    }
    return c.json(answer.body, answer.status);
  });

  app.get('/api/boards/:levelKey', async (c) => {
    const key = c.req.param('levelKey');
    if (key.length > MAX_LEVEL_KEY_LENGTH) {
      const text = `must be at most ${MAX_LEVEL_KEY_LENGTH} characters`;
      return sendProblem(c, problem('invalid-request', 400, { field: 'levelKey', problem: text }));
    }
    const query = v.safeParse(boardQuerySchema, c.req.query(), { abortEarly: true });
    if (!query.success) {
      const [issue] = query.issues;
      return sendProblem(
        c,
        problem('invalid-request', 400, { field: fieldOf(issue.path), problem: issue.message }),
      );
    }
    const simVersion = query.output.simVersion ?? SIM_VERSION;
    const runs = await deps.store.board({
      levelKey: key,
      simVersion,
      limit: query.output.limit ?? DEFAULT_BOARD_LIMIT,
      offset: query.output.offset ?? 0,
    });
    const maker = await boardMaker(key, deps);
    return c.json({ levelKey: key, simVersion, runs, ...(maker === undefined ? {} : { maker }) });
  });

  addLevelRoutes(app, deps, { limitBody, json });

  app.get('/api/runs/:id', async (c) => {
    const run = await deps.store.run(c.req.param('id'));
    if (run === undefined) {
      return sendProblem(
        c,
        problem('not-found', 404, { field: 'id', problem: 'no run has this id' }),
      );
    }
    const rank = run.status === 'verified' ? await deps.store.rank(run) : null;
    return c.json({ ...run, rank });
  });

  app.get('/api/replays/:hash', async (c) => {
    const hash = c.req.param('hash');
    const canonical = /^[0-9a-f]{64}$/.test(hash) ? await deps.store.replay(hash) : undefined;
    if (canonical === undefined) {
      const text = 'no replay is stored under this SHA-256 hash';
      return sendProblem(c, problem('not-found', 404, { field: 'hash', problem: text }));
    }
    // Content-addressed: the text under a hash never changes.
    return c.body(canonical, 200, {
      'content-type': 'application/json',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${hash}"`,
    });
  });

  app.get('/api/health', async (c) => {
    const database = await deps.databaseAlive();
    const verifierThreads = deps.verifier.threads;
    const ok = database && verifierThreads > 0;
    return c.json({ ok, database, verifierThreads, simVersion: SIM_VERSION }, ok ? 200 : 503);
  });

  const openApi = JSON.stringify(openApiDocument());
  app.get('/api/openapi.json', (c) => c.body(openApi, 200, { 'content-type': 'application/json' }));

  app.notFound((c) =>
    sendProblem(
      c,
      problem('not-found', 404, {
        field: '(path)',
        problem: `no route for ${c.req.method} ${c.req.path}`,
      }),
    ),
  );
  app.onError((error, c) => {
    // Never a stack: the client learns only whether retrying may help.
    if (isUnavailable(error)) {
      const text = 'the database is unreachable; retry shortly';
      return sendProblem(c, problem('unavailable', 503, { problem: text }), { 'retry-after': '2' });
    }
    console.error(error);
    return sendProblem(
      c,
      problem('internal', 500, { problem: 'an unexpected error; it was logged' }),
    );
  });
  return app;
}
