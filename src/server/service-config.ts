import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_REPLAY_TICKS } from '../replay';
import { DEFAULT_IPV6_PREFIX } from './http/address-bucket';
import { DEFAULT_RATE_LIMITS, type RateLimitOptions } from './store/rate-limits';
import { DEFAULT_REPORT_THRESHOLD } from './store/service-stores';
import { LEVEL_OF_DAY_MIN_BUCKETS, LEVEL_OF_DAY_MIN_KEYS } from './levels/level-of-day';
import { serviceOrigin } from './site/page-headers';
import { DEFAULT_CPU_LIMIT_MS } from './verify/verifier-pool';
import { DEFAULT_TOKEN_MAX_AGE_MS } from './tokens/start-tokens';

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
  /** Distinct players' open reports that show a name as "hidden player" (LEADERBOARD_REPORT_THRESHOLD). */
  readonly reportThreshold: number;
  /**
   * Who makes a level eligible as the level of the day (LEADERBOARD_LEVEL_OF_DAY_MIN_KEYS keys
   * with a verified run or attempt of it, from LEADERBOARD_LEVEL_OF_DAY_MIN_BUCKETS address
   * buckets), and the draw's secret (LEADERBOARD_LEVEL_OF_DAY_SECRET; else one kept in settings).
   */
  readonly levelOfDay: {
    readonly minKeys: number;
    readonly minBuckets: number;
    readonly secret: string | undefined;
  };
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
 * Bytes one key may store per UTC day by default: 2 MiB, about a thousand runs of typical length
 * (0.5 to 3 KB of replay text each) or three of the longest replay the format allows.
 */
export const DEFAULT_KEY_BYTES_PER_DAY = 2 * 1024 * 1024;
/**
 * Bytes one address bucket may store per UTC day by default, whatever keys it uses: 16 MiB, eight
 * keys' worth. Keys are free, so the per-key quota alone let one address store about 19 MB a
 * minute by claiming more.
 */
export const DEFAULT_BUCKET_BYTES_PER_DAY = 16 * 1024 * 1024;
/**
 * Most time to receive a whole request: 30 s. The largest body (a few MB) arrives in time on a
 * slow mobile link, and a client sending a byte every few seconds holds a connection 30 s at most.
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** Most time to receive a request's headers: 10 s. */
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;

/** A bad option or environment value, with the name at fault. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function whole(
  name: string,
  text: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got '${text}'`);
  }
  return value;
}

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

/** The per-address rate limits: starts, posts, name claims and reports per minute, claims per day. */
function readRateLimits(env: NodeJS.ProcessEnv): RateLimitOptions {
  return {
    startsPerMinute: whole(
      'LEADERBOARD_STARTS_PER_MINUTE',
      env.LEADERBOARD_STARTS_PER_MINUTE,
      DEFAULT_RATE_LIMITS.startsPerMinute,
      1,
      1e9,
    ),
    postsPerMinute: whole(
      'LEADERBOARD_POSTS_PER_MINUTE',
      env.LEADERBOARD_POSTS_PER_MINUTE,
      DEFAULT_RATE_LIMITS.postsPerMinute,
      1,
      1e9,
    ),
    claimsPerMinute: whole(
      'LEADERBOARD_CLAIMS_PER_MINUTE',
      env.LEADERBOARD_CLAIMS_PER_MINUTE,
      DEFAULT_RATE_LIMITS.claimsPerMinute,
      1,
      1e9,
    ),
    claimsPerDay: whole(
      'LEADERBOARD_CLAIMS_PER_DAY',
      env.LEADERBOARD_CLAIMS_PER_DAY,
      DEFAULT_RATE_LIMITS.claimsPerDay,
      1,
      1e9,
    ),
    reportsPerMinute: whole(
      'LEADERBOARD_REPORTS_PER_MINUTE',
      env.LEADERBOARD_REPORTS_PER_MINUTE,
      DEFAULT_RATE_LIMITS.reportsPerMinute,
      1,
      1e9,
    ),
  };
}

/** The level of the day's rules from LEADERBOARD_LEVEL_OF_DAY_* (defaults: level-of-day.ts). */
function readLevelOfDay(env: NodeJS.ProcessEnv): ServiceConfig['levelOfDay'] {
  return {
    minKeys: whole(
      'LEADERBOARD_LEVEL_OF_DAY_MIN_KEYS',
      env.LEADERBOARD_LEVEL_OF_DAY_MIN_KEYS,
      LEVEL_OF_DAY_MIN_KEYS,
      1,
      1e6,
    ),
    minBuckets: whole(
      'LEADERBOARD_LEVEL_OF_DAY_MIN_BUCKETS',
      env.LEADERBOARD_LEVEL_OF_DAY_MIN_BUCKETS,
      LEVEL_OF_DAY_MIN_BUCKETS,
      1,
      1e6,
    ),
    secret: env.LEADERBOARD_LEVEL_OF_DAY_SECRET,
  };
}

/**
 * The LEADERBOARD_* limits: rate limits, the daily bytes per key, verifier threads and time, tick
 * cap, token backdating.
 */
function readLimits(env: NodeJS.ProcessEnv) {
  return {
    rateLimits: readRateLimits(env),
    reportThreshold: whole(
      'LEADERBOARD_REPORT_THRESHOLD',
      env.LEADERBOARD_REPORT_THRESHOLD,
      DEFAULT_REPORT_THRESHOLD,
      1,
      1000,
    ),
    quotaBytesPerDay: whole(
      'LEADERBOARD_KEY_BYTES_PER_DAY',
      env.LEADERBOARD_KEY_BYTES_PER_DAY,
      DEFAULT_KEY_BYTES_PER_DAY,
      1,
      1e12,
    ),
    bucketBytesPerDay: whole(
      'LEADERBOARD_BUCKET_BYTES_PER_DAY',
      env.LEADERBOARD_BUCKET_BYTES_PER_DAY,
      DEFAULT_BUCKET_BYTES_PER_DAY,
      1,
      1e12,
    ),
    verifierThreads:
      env.LEADERBOARD_VERIFIER_THREADS === undefined
        ? undefined
        : whole('LEADERBOARD_VERIFIER_THREADS', env.LEADERBOARD_VERIFIER_THREADS, 1, 1, 256),
    verifyCpuLimitMs: whole(
      'LEADERBOARD_VERIFY_CPU_LIMIT_MS',
      env.LEADERBOARD_VERIFY_CPU_LIMIT_MS,
      DEFAULT_CPU_LIMIT_MS,
      10,
      600_000,
    ),
    tickCap: whole(
      'LEADERBOARD_TICK_CAP',
      env.LEADERBOARD_TICK_CAP,
      MAX_REPLAY_TICKS,
      1,
      MAX_REPLAY_TICKS,
    ),
    tokenBackdateMs:
      1000 *
      whole(
        'LEADERBOARD_UNSAFE_TOKEN_BACKDATE_S',
        env.LEADERBOARD_UNSAFE_TOKEN_BACKDATE_S,
        0,
        0,
        3600,
      ),
  };
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
