import type { HealthResponse } from '../../api';
import { SIM_VERSION } from '../../sim';
import type { Handlers } from '../http/operation-handler';
import type { ServiceDeps } from '../service/service-deps';
import { EventLoopDelay } from './event-loop-delay';

let processDelay: EventLoopDelay | undefined;

/** Whether the service can do its work: the database answers and verifier threads are alive. */
export async function readHealth(
  deps: Pick<ServiceDeps, 'databaseAlive' | 'verifier'>,
  delay: Pick<EventLoopDelay, 'read'>,
): Promise<HealthResponse> {
  const database = await deps.databaseAlive();
  const verifierThreads = deps.verifier.threads;
  return {
    ok: database && verifierThreads > 0,
    database,
    verifierThreads,
    simVersion: SIM_VERSION,
    eventLoopDelay: delay.read(),
  };
}

/**
 * GET /api/health: 200 when healthy, 503 (with the same body) when not, with the event loop's
 * delay as this process measures it (one monitor per process, however many apps it serves).
 */
export function healthHandlers(deps: ServiceDeps): Pick<Handlers, 'health'> {
  processDelay ??= new EventLoopDelay();
  const monitor = processDelay;
  return {
    health: async ({ c }) => {
      const health = await readHealth(deps, monitor);
      return c.json(health, health.ok ? 200 : 503);
    },
  };
}
