import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { boardRoutes } from './boards/board-routes';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { noRoute, unexpectedError } from './http/service-errors';
import { answerWrongMethods } from './http/wrong-method';
import { levelRoutes } from './levels/level-routes';
import { healthRoutes } from './meta/health-routes';
import { openApiRoutes } from './meta/openapi-routes';
import { moderationRoutes } from './moderation/moderation-routes';
import { playerRoutes } from './players/player-routes';
import { replayRoutes } from './replays/replay-routes';
import { runRoutes } from './runs/run-routes';
import type { ServiceDeps } from './service/service-deps';

/** The resources of the API, each a route module: a new resource is one more line here. */
const RESOURCES: readonly ((app: Hono, deps: ServiceDeps) => void)[] = [
  playerRoutes,
  runRoutes,
  boardRoutes,
  // Before levelRoutes: /api/levels/today is not a level's hash.
  catalogueRoutes,
  levelRoutes,
  replayRoutes,
  moderationRoutes,
  healthRoutes,
  openApiRoutes,
];

/**
 * The service as a Hono app: security headers on every answer, CORS when origins are configured,
 * every resource's routes, 405 with Allow for a known path's wrong method, and problem documents
 * for unknown paths and thrown errors.
 */
export function serviceApp(deps: ServiceDeps): Hono {
  const app = new Hono();
  app.use('*', secureHeaders({ crossOriginResourcePolicy: 'same-origin' }));
  if (deps.corsOrigins.length > 0) {
    app.use(
      '/api/*',
      cors({ origin: [...deps.corsOrigins], allowMethods: ['GET', 'POST', 'PUT'] }),
    );
  }
  for (const addRoutes of RESOURCES) addRoutes(app, deps);
  answerWrongMethods(app);
  app.notFound(noRoute);
  app.onError(unexpectedError);
  return app;
}
