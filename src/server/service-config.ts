import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_IPV6_PREFIX } from './http/address-bucket';
import { serviceOrigin } from './site/page-headers';
import { DEFAULT_TOKEN_MAX_AGE_MS } from './tokens/start-tokens';
import { ConfigError, whole } from './config-values';
import {
  DEFAULT_SCHEDULE_AHEAD_HOURS,
  readSchedule,
  type ScheduleEntry,
} from './events/event-schedule';
import { readLevelOfDay, readLimits, readLive, type LevelOfDayRules } from './limits-config';
import type { LiveSettings } from './live/registry/live-settings';
import type { RateLimitOptions } from './store/rate-limits';

export { ConfigError } from './config-values';
export { DEFAULT_BUCKET_BYTES_PER_DAY, DEFAULT_KEY_BYTES_PER_DAY } from './limits-config';

/** Default port of `npm run server`. */
export const DEFAULT_PORT = 8787;
/** Default data folder (the embedded database and nothing else), relative to where it starts. */
export const DEFAULT_DATA_DIR = 'data';
/** The production build `npm run serve` hosts unless `--dist` names another. */
export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../../dist', import.meta.url));

/** How a service instance is set up: command-line options and the environment. */
export interface ServiceConfig {
  readonly command: 'serve' | 'reverify';
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** `npm run serve`: the production build served beside the API; undefined: the API alone. */
  readonly staticRoot: string | undefined;
  readonly databaseUrl: string | undefined;
  /** SQLite's synchronous mode: NORMAL (default) or FULL (also survives power cuts; slower). */
  readonly sqliteSync: 'normal' | 'full';
  readonly tokenSecret: string | undefined;
  /** Oldest a start token may be when its run is posted, in ms (LEADERBOARD_TOKEN_MAX_AGE_HOURS). */
  readonly tokenMaxAgeMs: number;
  readonly corsOrigins: readonly string[];
  /** Proxies in front that append to X-Forwarded-For (LEADERBOARD_TRUST_PROXY; 0: none). */
  readonly trustProxy: number;
  /** The network an IPv6 client counts under, in bits (LEADERBOARD_IPV6_PREFIX; 64). */
  readonly ipv6Prefix: number;
  /** Bytes one player's key may store per UTC day (LEADERBOARD_KEY_BYTES_PER_DAY). */
  readonly quotaBytesPerDay: number;
  /** Bytes one address bucket may store per UTC day, all its keys together (LEADERBOARD_BUCKET_BYTES_PER_DAY). */
  readonly bucketBytesPerDay: number;
  /** Most ms to receive a whole request, headers and body (LEADERBOARD_REQUEST_TIMEOUT_MS). */
  readonly requestTimeoutMs: number;
  /** Most ms to receive a request's headers (LEADERBOARD_HEADERS_TIMEOUT_MS). */
  readonly headersTimeoutMs: number;
  readonly rateLimits: RateLimitOptions;
  /** The weight of reports that hides a name or a level (LEADERBOARD_REPORT_THRESHOLD; report-weight.ts). */
  readonly reportThreshold: number;
  /**
   * Who makes a level eligible as the level of the day (LEADERBOARD_LEVEL_OF_DAY_MIN_KEYS keys
   * with a verified run or attempt of it, from LEADERBOARD_LEVEL_OF_DAY_MIN_BUCKETS address
   * buckets), and the draw's secret (LEADERBOARD_LEVEL_OF_DAY_SECRET; else one kept in settings).
   */
  readonly levelOfDay: LevelOfDayRules;
  /** Live runs: spectator delay, resume and idle times, sockets and runs per bucket (LEADERBOARD_LIVE_*). */
  readonly live: LiveSettings;
  /**
   * The recurring events (LEADERBOARD_EVENT_SCHEDULE: off, a JSON array, or the default daily
   * one-shot and weekly time trial) and how far ahead they are created
   * (LEADERBOARD_EVENT_SCHEDULE_AHEAD_HOURS, 48).
   */
  readonly eventSchedule: { readonly entries: readonly ScheduleEntry[]; readonly aheadMs: number };
  readonly verifierThreads: number | undefined;
  /** CPU time one verification job may use, in ms. */
  readonly verifyCpuLimitMs: number;
  readonly tickCap: number;
  /** Bench and tests only: issue tokens this many ms in the past, so runs can be posted at once. */
  readonly tokenBackdateMs: number;
  /**
   * The service's origin when the build calls it elsewhere (VITE_LEADERBOARD_ORIGIN), so the
   * static pages' CSP connect-src allows it as the built page's own policy does; null: same origin.
   */
  readonly serviceOrigin: string | null;
}

/**
 * Most time to receive a whole request: 30 s. The largest body (a few MB) arrives in time on a
 * slow mobile link, and a client sending a byte every few seconds holds a connection 30 s at most.
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** Most time to receive a request's headers: 10 s. */
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;

/** The command and flags of `[reverify | site] [--port N] [--host H] [--data DIR] [--dist DIR]`. */
function readArguments(argv: readonly string[]) {
  const args = [...argv];
  let command: ServiceConfig['command'] = 'serve';
  let site = false;
  if (args[0] === 'reverify' || args[0] === 'site') {
    command = args[0] === 'reverify' ? 'reverify' : 'serve';
    site = args[0] === 'site';
    args.shift();
  }
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i] ?? '';
    const value = args[i + 1];
    if (!['--port', '--host', '--data', '--dist'].includes(flag) || value === undefined) {
      throw new ConfigError(
        `usage: npm run server -- [reverify | site] [--port N] [--host H] [--data DIR] [--dist DIR]; cannot read '${flag}'`,
      );
    }
    flags.set(flag, value);
  }
  return { command, site, flags };
}

/** The service's origin from VITE_LEADERBOARD_ORIGIN, as a ConfigError when it is not one. */
function readServiceOrigin(env: NodeJS.ProcessEnv): string | null {
  try {
    return serviceOrigin(env);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}

/** The recurring schedule of events, as a ConfigError naming the entry and field at fault. */
function readEventSchedule(env: NodeJS.ProcessEnv): ServiceConfig['eventSchedule'] {
  const entries = readSchedule(env.LEADERBOARD_EVENT_SCHEDULE);
  if (typeof entries === 'string') throw new ConfigError(entries);
  const aheadHours = whole(
    'LEADERBOARD_EVENT_SCHEDULE_AHEAD_HOURS',
    env.LEADERBOARD_EVENT_SCHEDULE_AHEAD_HOURS,
    DEFAULT_SCHEDULE_AHEAD_HOURS,
    1,
    24 * 30,
  );
  return { entries, aheadMs: aheadHours * 3_600_000 };
}

/** The HTTP server's timeouts; the headers' cannot be longer than the whole request's. */
function readTimeouts(env: NodeJS.ProcessEnv) {
  const requestTimeoutMs = whole(
    'LEADERBOARD_REQUEST_TIMEOUT_MS',
    env.LEADERBOARD_REQUEST_TIMEOUT_MS,
    DEFAULT_REQUEST_TIMEOUT_MS,
    100,
    600_000,
  );
  const headersTimeoutMs = whole(
    'LEADERBOARD_HEADERS_TIMEOUT_MS',
    env.LEADERBOARD_HEADERS_TIMEOUT_MS,
    Math.min(DEFAULT_HEADERS_TIMEOUT_MS, requestTimeoutMs),
    100,
    requestTimeoutMs,
  );
  return { requestTimeoutMs, headersTimeoutMs };
}

/**
 * Reads `[reverify | site] [--port N] [--host H] [--data DIR] [--dist DIR]` and the LEADERBOARD_*
 * environment; `site` (what `npm run serve` runs) also serves the production build.
 */
export function readConfig(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): ServiceConfig {
  const { command, site, flags } = readArguments(argv);
  const dist = flags.get('--dist');
  return {
    command,
    serviceOrigin: readServiceOrigin(env),
    port: whole('--port', flags.get('--port'), DEFAULT_PORT, 0, 65_535),
    host: flags.get('--host') ?? '127.0.0.1',
    dataDir: resolve(cwd, flags.get('--data') ?? DEFAULT_DATA_DIR),
    staticRoot: site
      ? resolve(cwd, dist ?? DEFAULT_DIST_DIR)
      : dist === undefined
        ? undefined
        : resolve(cwd, dist),
    databaseUrl: env.DATABASE_URL,
    sqliteSync: env.LEADERBOARD_SQLITE_SYNC === 'full' ? 'full' : 'normal',
    tokenSecret: env.LEADERBOARD_TOKEN_SECRET,
    tokenMaxAgeMs:
      whole(
        'LEADERBOARD_TOKEN_MAX_AGE_HOURS',
        env.LEADERBOARD_TOKEN_MAX_AGE_HOURS,
        DEFAULT_TOKEN_MAX_AGE_MS / 3_600_000,
        1,
        168,
      ) * 3_600_000,
    levelOfDay: readLevelOfDay(env),
    live: readLive(env),
    eventSchedule: readEventSchedule(env),
    corsOrigins: (env.LEADERBOARD_CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter((o) => o !== ''),
    trustProxy: whole('LEADERBOARD_TRUST_PROXY', env.LEADERBOARD_TRUST_PROXY, 0, 0, 16),
    ipv6Prefix: whole(
      'LEADERBOARD_IPV6_PREFIX',
      env.LEADERBOARD_IPV6_PREFIX,
      DEFAULT_IPV6_PREFIX,
      16,
      128,
    ),
    ...readLimits(env),
    ...readTimeouts(env),
  };
}
