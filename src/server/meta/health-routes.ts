import type { Hono } from 'hono';
import type { HealthResponse } from '../../api';
import { SIM_VERSION } from '../../sim';
import type { ServiceDeps } from '../service/service-deps';

/** Whether the service can do its work: the database answers and verifier threads are alive. */
export async function readHealth(
  deps: Pick<ServiceDeps, 'databaseAlive' | 'verifier'>,
): Promise<HealthResponse> {
  const database = await deps.databaseAlive();
  const verifierThreads = deps.verifier.threads;
  return {
    ok: database && verifierThreads > 0,
    database,
    verifierThreads,
    simVersion: SIM_VERSION,
  };
}

/** GET /api/health: 200 when healthy, 503 (with the same body) when not. */
export function healthRoutes(app: Hono, deps: ServiceDeps): void {
  app.get('/api/health', async (c) => {
    const health = await readHealth(deps);
    return c.json(health, health.ok ? 200 : 503);
  });
}
