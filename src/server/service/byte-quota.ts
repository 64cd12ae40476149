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

/**
 * Each key's stored bytes per UTC day. `precheck` refuses before any work when the day's bytes
 * plus these would pass the limit; `count` adds what a post or publication stored, once stored.
 */
export class ByteQuota {
  constructor(
    private readonly limit: number,
    private readonly now: () => number,
  ) {}

  /** The refusal when `bytes` more would pass today's limit for this player. */
  async precheck(
    stores: Pick<Stores, 'quotas'>,
    player: Player,
    bytes: number,
  ): Promise<Refusal | undefined> {
    const now = this.now();
    const used = await stores.quotas.used(player.id, quotaDay(now));
    return used + bytes > this.limit ? usedUp(this.limit, now) : undefined;
  }

  /** Counts `bytes` stored now against the player's day. */
  async count(stores: Pick<Stores, 'quotas'>, player: Player, bytes: number): Promise<void> {
    if (bytes > 0) await stores.quotas.add(player.id, quotaDay(this.now()), bytes);
  }
}
