import type { LiveRegistry } from '../live/registry/live-registry';
import type { RateLimits } from '../store/rate-limits';
import type { ServiceStores } from '../store/service-stores';
import type { StartTokens } from '../tokens/start-tokens';
import type { VerifierPool } from '../verify/verifier-pool';
import type { ByteQuota } from './byte-quota';

/**
 * Everything the service's routes and use cases are built from: made once by startService (tests
 * inject their own clock). Each use case takes the part it needs (`Pick<ServiceDeps, …>`).
 */
export interface ServiceDeps {
  /** The tables, each through its one writer. */
  readonly stores: ServiceStores;
  readonly tokens: StartTokens;
  readonly verifier: VerifierPool;
  readonly limits: RateLimits;
  /** Milliseconds since the epoch (injected, so tests can post "later"). */
  readonly now: () => number;
  /** Most ticks a posted replay may hold; longer ones are refused before verifying. */
  readonly tickCap: number;
  /** Bench only: tokens are issued this many ms in the past. 0 in production. */
  readonly tokenBackdateMs: number;
  /** True when the database answers. */
  readonly databaseAlive: () => Promise<boolean>;
  /** Origins allowed by CORS; empty: no cross-origin access (the default). */
  readonly corsOrigins: readonly string[];
  /**
   * How many proxies in front of the service append to X-Forwarded-For (0: none, the socket's
   * address counts); the client's address is the entry that many places from the right.
   */
  readonly trustProxy: number;
  /** The bits of an IPv6 client's address its address bucket keeps (64: its /64). */
  readonly ipv6Prefix: number;
  /** The bytes one player's key may store per UTC day (replays and level documents). */
  readonly quota: ByteQuota;
  /** The runs being played now, streamed live: this instance's, and on PostgreSQL the others'. */
  readonly live: LiveRegistry;
  /** The level of the day's eligibility and the secret its draw is keyed with. */
  readonly levelOfDay: LevelOfDayRules;
}

/**
 * Who makes a level eligible as the level of the day, and the draw's key: `minKeys` keys with a
 * verified run or attempt of it, from `minBuckets` address buckets; `secret` keys the draw, so
 * no one who lacks it can compute a day's pick from the date.
 */
export interface LevelOfDayRules {
  readonly minKeys: number;
  readonly minBuckets: number;
  readonly secret: string;
}
