/**
 * The service's limits as the environment sets them (LEADERBOARD_*): rate limits per address
 * bucket, the level of the day's rules, stored bytes, reports, verification and replay length.
 */
import { MAX_REPLAY_TICKS } from '../replay';
import { whole } from './config-values';
import { DEFAULT_LIVE_SETTINGS, type LiveSettings } from './live/registry/live-settings';
import { LEVEL_OF_DAY_MIN_BUCKETS, LEVEL_OF_DAY_MIN_KEYS } from './levels/level-of-day';
import { DEFAULT_RATE_LIMITS, type RateLimitOptions } from './store/rate-limits';
import { DEFAULT_REPORT_THRESHOLD } from './store/service-stores';
import { DEFAULT_CPU_LIMIT_MS } from './verify/verifier-pool';

/** Who makes a level eligible as the level of the day, and the draw's secret. */
export interface LevelOfDayRules {
  readonly minKeys: number;
  readonly minBuckets: number;
  readonly secret: string | undefined;
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
 * The per-address rate limits: starts, posts, name claims and reports per minute, claims per day,
 * race rooms per hour.
 */
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
    roomsPerHour: whole(
      'LEADERBOARD_ROOMS_PER_HOUR',
      env.LEADERBOARD_ROOMS_PER_HOUR,
      DEFAULT_RATE_LIMITS.roomsPerHour,
      1,
      1e9,
    ),
  };
}

/** The level of the day's rules from LEADERBOARD_LEVEL_OF_DAY_* (defaults: level-of-day.ts). */
export function readLevelOfDay(env: NodeJS.ProcessEnv): LevelOfDayRules {
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
export function readLimits(env: NodeJS.ProcessEnv) {
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

/**
 * The live runs' settings from LEADERBOARD_LIVE_* (defaults and their reasons: live-settings.ts):
 * the spectator delay, the resume time, the idle time, the sockets and live runs per bucket, and
 * a race room's countdown and seats.
 */
export function readLive(env: NodeJS.ProcessEnv): LiveSettings {
  const d = DEFAULT_LIVE_SETTINGS;
  return {
    delayMs: whole(
      'LEADERBOARD_LIVE_DELAY_MS',
      env.LEADERBOARD_LIVE_DELAY_MS,
      d.delayMs,
      0,
      600_000,
    ),
    resumeMs: whole(
      'LEADERBOARD_LIVE_RESUME_MS',
      env.LEADERBOARD_LIVE_RESUME_MS,
      d.resumeMs,
      0,
      3_600_000,
    ),
    idleMs: whole(
      'LEADERBOARD_LIVE_IDLE_MS',
      env.LEADERBOARD_LIVE_IDLE_MS,
      d.idleMs,
      100,
      3_600_000,
    ),
    socketsPerBucket: whole(
      'LEADERBOARD_LIVE_SOCKETS_PER_BUCKET',
      env.LEADERBOARD_LIVE_SOCKETS_PER_BUCKET,
      d.socketsPerBucket,
      1,
      1e6,
    ),
    runsPerBucket: whole(
      'LEADERBOARD_LIVE_RUNS_PER_BUCKET',
      env.LEADERBOARD_LIVE_RUNS_PER_BUCKET,
      d.runsPerBucket,
      1,
      1e6,
    ),
    roomCountdownMs: whole(
      'LEADERBOARD_ROOM_COUNTDOWN_MS',
      env.LEADERBOARD_ROOM_COUNTDOWN_MS,
      d.roomCountdownMs,
      0,
      600_000,
    ),
    roomRacers: whole('LEADERBOARD_ROOM_RACERS', env.LEADERBOARD_ROOM_RACERS, d.roomRacers, 1, 64),
  };
}
