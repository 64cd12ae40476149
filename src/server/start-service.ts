import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import type { WebSocketServer } from 'ws';
import { startSchedule } from './events/scheduled-events';
import { startCups } from './events/advance-cups';
import { startLive } from './live/live-server';
import { ByteQuota } from './service/byte-quota';
import { serviceApp } from './service-app';
import { ConfigError, type ServiceConfig } from './service-config';
import { pageHeaders } from './site/page-headers';
import { staticFiles } from './site/static-files';
import { openDatabase, type DatabaseHandle } from './store/database/database';
import { migrateToLatest } from './store/migrations';
import { RateLimits } from './store/rate-limits';
import { openStores, type ServiceStores } from './store/service-stores';
import { StartTokens } from './tokens/start-tokens';
import { levelOfDaySecret, tokenSecret } from './tokens/token-secret';
import { VerifierPool } from './verify/verifier-pool';

/** A running service: its address, and how to stop it. */
export interface RunningService {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Opens the database and migrates it, shared by the server and reverify. */
export async function openMigrated(config: ServiceConfig): Promise<DatabaseHandle> {
  const handle = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    sqliteSync: config.sqliteSync,
  });
  await migrateToLatest(handle.db);
  return handle;
}

/** Whether the database answers a trivial query. */
async function databaseAlive(handle: DatabaseHandle): Promise<boolean> {
  try {
    await sql`select 1`.execute(handle.db);
    return true;
  } catch {
    return false;
  }
}

/**
 * Listens on the configured port. A request that dribbles in (a byte every few seconds) is cut
 * off at the request and header timeouts; Node checks them every connectionsCheckingInterval,
 * so that is kept well under them.
 */
function listen(
  fetch: Parameters<typeof serve>[0]['fetch'],
  config: ServiceConfig,
  sockets: WebSocketServer,
): Promise<ReturnType<typeof serve>> {
  return new Promise((resolve) => {
    const started = serve(
      {
        fetch,
        websocket: { server: sockets },
        port: config.port,
        hostname: config.host,
        serverOptions: {
          requestTimeout: config.requestTimeoutMs,
          headersTimeout: config.headersTimeoutMs,
          connectionsCheckingInterval: Math.min(1_000, config.headersTimeoutMs),
        },
      },
      () => {
        resolve(started);
      },
    );
  });
}

/** The level of the day's rules, with the draw's secret as configured or kept in settings. */
async function levelOfDayRules(handle: DatabaseHandle, config: ServiceConfig) {
  const { minKeys, minBuckets } = config.levelOfDay;
  return {
    minKeys,
    minBuckets,
    secret: await levelOfDaySecret(handle.db, config.levelOfDay.secret),
  };
}

/** The recurring events' schedule as configured, run on this instance's stores and clock. */
function scheduleOf(config: ServiceConfig, stores: ServiceStores, now: () => number) {
  const { entries, aheadMs } = config.eventSchedule;
  return { stores, now, schedule: entries, aheadMs };
}

/** A line of the service's own, to stderr (a failed run of the schedule). */
const logLine = (line: string) => process.stderr.write(`${line}\n`);

/**
 * The service's own timers on its stores and clock: the recurring events' schedule and the cups'
 * rounds. Resolves to the function that stops both.
 */
async function startTimers(
  config: ServiceConfig,
  stores: ServiceStores,
  now: () => number,
  cups: boolean,
) {
  const stopSchedule = await startSchedule(scheduleOf(config, stores, now), logLine);
  const stopCups = cups ? startCups({ stores, now }, logLine) : () => Promise.resolve();
  return async () => {
    await stopSchedule();
    await stopCups();
  };
}

/** What tests inject into a service they start. */
export interface StartOptions {
  readonly now?: () => number;
  readonly workerFile?: string;
  /** False: this service does not advance the cups itself (a test advances them by hand). */
  readonly cups?: boolean;
}

/**
 * Starts the service: database (migrated on start), token secret, verifier pool, rate limits and
 * the HTTP server on `config.host:config.port` (port 0: any free port). Tests inject the clock
 * and the verifier's worker file.
 */
export async function startService(
  config: ServiceConfig,
  options: StartOptions = {},
): Promise<RunningService> {
  const now = options.now ?? Date.now;
  if (config.staticRoot !== undefined && !existsSync(join(config.staticRoot, 'index.html'))) {
    throw new ConfigError(`no production build in ${config.staticRoot}: run npm run build first`);
  }
  const handle = await openMigrated(config);
  const secret = await tokenSecret(handle.db, config.tokenSecret);
  const levelOfDay = await levelOfDayRules(handle, config);
  const stores = openStores(handle, { reportThreshold: config.reportThreshold });
  await stores.start();
  const verifier = new VerifierPool({
    threads: config.verifierThreads,
    cpuLimitMs: config.verifyCpuLimitMs,
    workerFile: options.workerFile,
  });
  await verifier.warmUp();
  const live = await startLive(config.live, now, handle.kind === 'postgres' ? handle : undefined);
  const app = serviceApp({
    live: live.live,
    stores,
    tokens: new StartTokens(secret, config.tokenMaxAgeMs),
    verifier,
    now,
    tickCap: config.tickCap,
    limits: new RateLimits(config.rateLimits, handle.kind === 'postgres' ? handle.pool : undefined),
    databaseAlive: () => databaseAlive(handle),
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    ipv6Prefix: config.ipv6Prefix,
    quota: new ByteQuota({ key: config.quotaBytesPerDay, bucket: config.bucketBytesPerDay }, now),
    tokenBackdateMs: config.tokenBackdateMs,
    levelOfDay,
  });
  // After the API's routes: a path no route answers may be a file of the build.
  if (config.staticRoot !== undefined) {
    app.use('*', staticFiles(config.staticRoot, pageHeaders(config.serviceOrigin)));
  }
  const server = await listen(app.fetch, config, live.sockets);
  const stopTimers = await startTimers(config, stores, now, options.cups ?? true);
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${config.host}:${port}`,
    port,
    async close() {
      await live.close();
      await stopTimers();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
      await verifier.close();
      await stores.close();
      await handle.db.destroy();
    },
  };
}
