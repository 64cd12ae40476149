import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { boardHandlers } from './boards/board-routes';
import { eventHandlers } from './events/event-routes';
import type { Handlers } from './http/operation-handler';
import { noRoute, unexpectedError } from './http/service-errors';
import { answerWrongMethods } from './http/wrong-method';
import { liveHandlers, liveSockets } from './live/live-routes';
import { levelHandlers } from './levels/level-routes';
import { healthHandlers } from './meta/health-routes';
import { openApiRoutes } from './meta/openapi-routes';
import { moderationHandlers } from './moderation/moderation-routes';
import { serveOperations } from './operation-routes';
import { playerHandlers } from './players/player-routes';
import { replayHandlers } from './replays/replay-routes';
import { abandonRacers, roomHandlers } from './rooms/room-routes';
import { runHandlers } from './runs/run-routes';
import type { ServiceDeps } from './service/service-deps';

/**
 * The handler of every operation, from each resource's route module: a new operation in
 * src/api/operations without its handler here is a type error.
 */
export function serviceHandlers(deps: ServiceDeps): Handlers {
  return {
    ...playerHandlers(deps),
    ...runHandlers(deps),
    ...boardHandlers(deps),
    ...levelHandlers(deps),
    ...replayHandlers(deps),
    ...moderationHandlers(deps),
    ...liveHandlers(deps),
    ...healthHandlers(deps),
    ...eventHandlers(deps),
    ...roomHandlers(deps),
  };
}

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
      cors({ origin: [...deps.corsOrigins], allowMethods: ['GET', 'POST', 'PUT', 'PATCH'] }),
    );
  }
  liveSockets(app, deps);
  abandonRacers(deps);
  serveOperations(app, deps, serviceHandlers(deps));
  openApiRoutes(app);
  answerWrongMethods(app);
  app.notFound(noRoute);
  app.onError(unexpectedError);
  return app;
}
