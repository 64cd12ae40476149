import type { Hono } from 'hono';
import { problem, sendProblem } from './answers';

/**
 * Answers 405 with `Allow` for a method no route of a known path takes (a POST to a board, a GET
 * of /api/runs), instead of the 404 of an unknown path. Called once every route is on `app`: a
 * path's methods are read from its routes (GET also answers HEAD, as Hono does).
 */
export function answerWrongMethods(app: Hono): void {
  const methods = new Map<string, Set<string>>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    const known = methods.get(route.path) ?? new Set<string>();
    known.add(route.method);
    if (route.method === 'GET') known.add('HEAD');
    methods.set(route.path, known);
  }
  for (const [path, known] of methods) {
    const allow = [...known].sort().join(', ');
    app.all(path, (c) =>
      sendProblem(
        c,
        problem('method-not-allowed', 405, {
          field: '(method)',
          problem: `${c.req.method} is not taken by ${path}; it takes ${allow}`,
        }),
        { allow },
      ),
    );
  }
}
