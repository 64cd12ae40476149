import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** Requests per address per minute, per kind. */
export interface RateLimitOptions {
  readonly startsPerMinute: number;
  readonly postsPerMinute: number;
  readonly claimsPerMinute: number;
  /**
   * Name claims per address per day (24 hours from the first), beside the minute's limit: keys
   * are free, and every key is a reporter or a rater to weigh, so an address gets a day's worth.
   */
  readonly claimsPerDay: number;
  /** Reports per minute, counted both per address and per player key. */
  readonly reportsPerMinute: number;
  /** Race rooms made per address per hour. */
  readonly roomsPerHour: number;
}

/**
 * Defaults: room for a busy player who starts and wins a short level every half second; a name
 * is claimed once per browser, so a few claims a minute from one address is plenty, and 20 a day
 * covers a household, a classroom's worth of browsers behind one address being the exception a
 * host raises it for.
 */
export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  startsPerMinute: 120,
  postsPerMinute: 120,
  claimsPerMinute: 10,
  claimsPerDay: 20,
  reportsPerMinute: 10,
  // A race every six minutes from one address, all hour: a household's evening of races.
  roomsPerHour: 10,
};

/** What is counted: requests per address, and reports per player key (`report-key`). */
export type RateLimited = 'start' | 'post' | 'claim' | 'report' | 'report-key' | 'room';

/** What a limiter says: go ahead, or wait this many seconds. */
export type RateVerdict =
  { readonly ok: true } | { readonly ok: false; readonly retryAfterS: number };

/** Seconds in the window of a day's limit. */
const DAY_S = 24 * 60 * 60;
/** Seconds in the window of an hour's limit. */
const HOUR_S = 60 * 60;

/**
 * Per-address limits on starts, posts (and publications), name claims (a minute's and a day's),
 * reports and race rooms (an hour's), and per-key limits on reports. In memory on the embedded
 * database (one process); in PostgreSQL's rate_limits table with DATABASE_URL, so every instance
 * counts the same.
 */
export class RateLimits {
  /** Each kind's limiters, checked in order: a request refused by one is not counted by the next. */
  private readonly limiters: Readonly<Record<RateLimited, readonly RateLimiterAbstract[]>>;

  constructor(options: RateLimitOptions, pool?: pg.Pool) {
    const make = (keyPrefix: string, points: number, duration = 60): RateLimiterAbstract =>
      pool === undefined
        ? new RateLimiterMemory({ keyPrefix, points, duration })
        : new RateLimiterPostgres({
            storeClient: pool,
            tableName: 'rate_limits',
            tableCreated: true,
            keyPrefix,
            points,
            duration,
          });
    this.limiters = {
      start: [make('start', options.startsPerMinute)],
      post: [make('post', options.postsPerMinute)],
      claim: [
        make('claim', options.claimsPerMinute),
        make('claim-day', options.claimsPerDay, DAY_S),
      ],
      report: [make('report', options.reportsPerMinute)],
      'report-key': [make('report-key', options.reportsPerMinute)],
      room: [make('room', options.roomsPerHour, HOUR_S)],
    };
  }

  /** Counts one request of `kind` from `address`. A store failure is thrown to the caller. */
  async consume(kind: RateLimited, address: string): Promise<RateVerdict> {
    try {
      for (const limiter of this.limiters[kind]) await limiter.consume(address);
      return { ok: true };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        return { ok: false, retryAfterS: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
      throw rejection;
    }
  }
}
