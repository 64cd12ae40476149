import type { Player } from '../store/player-store';
import { bucketId, type StoredBytes } from '../store/quota-store';
import type { Stores } from '../store/service-stores';
import { refused, type Refusal } from './refusal';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a time, `YYYY-MM-DD`: each key's quota is counted per such day. */
export function quotaDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Bytes of a text stored as UTF-8. */
export function storedBytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

function usedUp(limit: number, now: number, whose: 'key' | 'bucket'): Refusal {
  const retryAfterS = Math.max(1, Math.ceil((DAY_MS - (now % DAY_MS)) / 1000));
  const text =
    whose === 'key'
      ? `has stored its ${String(limit)} bytes for today (UTC); more can be stored tomorrow`
      : `is sent from an address that stored its ${String(limit)} bytes for today (UTC), all its keys together; more can be stored tomorrow`;
  return { ...refused('quota-exceeded', 'authorization', text), retryAfterS };
}

/** Who stores: the key's player, and the address bucket the request came from. */
export interface Spender {
  readonly player: Player;
  readonly bucket: string;
}

/** The bytes a key, and an address bucket with all its keys, may store per UTC day. */
export interface DailyBytes {
  readonly key: number;
  readonly bucket: number;
}

/**
 * Each key's and each address bucket's stored bytes per UTC day (keys are free, so a key's quota
 * alone does not bound an address). `precheck` refuses before any work when the day's bytes plus
 * these would pass either limit (429 with Retry-After); `count` adds what a post or publication
 * stored, once stored, to both.
 */
export class ByteQuota {
  constructor(
    private readonly limits: DailyBytes,
    private readonly now: () => number,
  ) {}

  /** The refusal when `bytes` more would pass today's limit for this key or this bucket. */
  async precheck(
    stores: Pick<Stores, 'quotas'>,
    spender: Spender,
    bytes: number,
  ): Promise<Refusal | undefined> {
    const now = this.now();
    const day = quotaDay(now);
    const used = await stores.quotas.usedToday(spender.player.id, spender.bucket, day);
    if (used.key + bytes > this.limits.key) return usedUp(this.limits.key, now, 'key');
    if (used.bucket + bytes > this.limits.bucket) return usedUp(this.limits.bucket, now, 'bucket');
    return undefined;
  }

  /**
   * What storing `bytes` now counts against the key's and the bucket's day, for a recorder that
   * counts it in the transaction that stores them (a run's post: no commit of its own).
   */
  charge(spender: Spender, bytes: number): StoredBytes {
    return { day: quotaDay(this.now()), bucket: bucketId(spender.bucket), bytes };
  }

  /** Counts `bytes` stored now against the key's and the bucket's day. */
  async count(stores: Pick<Stores, 'quotas'>, spender: Spender, bytes: number): Promise<void> {
    if (bytes <= 0) return;
    const day = quotaDay(this.now());
    await stores.quotas.add(spender.player.id, day, bytes);
    await stores.quotas.addToBucket(spender.bucket, day, bytes);
  }
}
