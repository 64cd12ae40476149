import type { Player } from '../store/player-store';
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

function usedUp(limit: number, now: number): Refusal {
  const retryAfterS = Math.max(1, Math.ceil((DAY_MS - (now % DAY_MS)) / 1000));
  const text = `has stored its ${String(limit)} bytes for today (UTC); more can be stored tomorrow`;
  return { ...refused('quota-exceeded', 'authorization', text), retryAfterS };
}

/** Thrown inside a transaction when the key's quota cannot take what it would store: rolls back. */
export class QuotaUsedUp extends Error {
  override readonly name = 'QuotaUsedUp';
  constructor(readonly refusal: Refusal) {
    super(refusal.problem);
  }
}

/**
 * Each key's stored bytes per UTC day. `precheck` refuses before any work when the day's bytes
 * plus these would pass the limit; `charge`, inside the storing transaction, counts the bytes
 * actually stored (a replay or level kept before costs nothing) and throws QuotaUsedUp, rolling
 * the transaction back, when a concurrent post took the room meanwhile.
 */
export class ByteQuota {
  constructor(
    private readonly limit: number,
    private readonly now: () => number,
  ) {}

  /** The refusal when `bytes` more would pass today's limit for this player. */
  async precheck(stores: Pick<Stores, 'quotas'>, player: Player, bytes: number) {
    const now = this.now();
    const used = await stores.quotas.used(player.id, quotaDay(now));
    return used + bytes > this.limit ? usedUp(this.limit, now) : undefined;
  }

  /** Counts `bytes` stored now; throws QuotaUsedUp when they do not fit. */
  async charge(stores: Pick<Stores, 'quotas'>, player: Player, bytes: number): Promise<void> {
    if (bytes === 0) return;
    const now = this.now();
    if (!(await stores.quotas.charge(player.id, quotaDay(now), bytes, this.limit))) {
      throw new QuotaUsedUp(usedUp(this.limit, now));
    }
  }
}
