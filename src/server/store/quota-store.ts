import { createHash } from 'node:crypto';
import type { Statements } from './database/statements';

/** Bytes a player stored on a day. */
const USED = 'select bytes from player_bytes where player_id = $1 and day = $2';

/** Bytes player $1 and address bucket $2 (its SHA-256) stored on day $3, in one read. */
const BOTH_USED = `select (select bytes from player_bytes where player_id = $1 and day = $3) as key_bytes,
  (select bytes from bucket_bytes where bucket = $2 and day = $3) as bucket_bytes`;

interface BothUsedRow {
  readonly key_bytes: number | string | null;
  readonly bucket_bytes: number | string | null;
}

/** Counts `bytes` more against player `player`'s day `day` (placeholders). */
export const playerBytesAdd = (player: string, day: string, bytes: string) =>
  `insert into player_bytes (player_id, day, bytes) values (${player}, ${day}, ${bytes})
  on conflict (player_id, day) do update set bytes = player_bytes.bytes + excluded.bytes`;

/** Counts $3 more bytes against player $1's day $2. */
const ADD = playerBytesAdd('$1', '$2', '$3');

/** Bytes an address bucket ($1, the SHA-256 of its name) stored on a day ($2). */
const BUCKET_USED = 'select bytes from bucket_bytes where bucket = $1 and day = $2';

/** Counts `bytes` more against bucket `bucket`'s day `day` (placeholders). */
export const bucketBytesAdd = (bucket: string, day: string, bytes: string) =>
  `insert into bucket_bytes (bucket, day, bytes) values (${bucket}, ${day}, ${bytes})
  on conflict (bucket, day) do update set bytes = bucket_bytes.bytes + excluded.bytes`;

/** Counts $3 more bytes against bucket $1's day $2. */
const BUCKET_ADD = bucketBytesAdd('$1', '$2', '$3');

/** The bucket's name as stored: its SHA-256, hex (an address is kept no longer than a day's count). */
export const bucketId = (bucket: string) => createHash('sha256').update(bucket).digest('hex');

/**
 * Bytes a run stores, counted in the transaction that stores it (the post path's recorders run
 * playerBytesAdd and bucketBytesAdd with these): against its player's (`NewRun.playerId`) and its
 * address bucket's (`bucket`, as bucketId stores it) UTC day.
 */
export interface StoredBytes {
  readonly day: string;
  readonly bucket: string;
  readonly bytes: number;
}

/**
 * The `player_bytes` and `bucket_bytes` tables' one writer: how many bytes each player's key has stored on each UTC
 * day (replay texts and level documents), and each address bucket with all its keys, counted
 * against their daily quotas. Read and counted on every post, so through statements prepared
 * once.
 */
export class QuotaStore {
  constructor(private readonly statements: Statements) {}

  /** Bytes the player stored on `day` (`YYYY-MM-DD`). */
  async used(playerId: string, day: string): Promise<number> {
    const [row] = await this.statements.rows<{ bytes: number | string }>(USED, [playerId, day]);
    return row === undefined ? 0 : Number(row.bytes);
  }

  /**
   * Counts `bytes` more against the player's day. The quota is checked before a post is
   * verified; what it then stores is counted here once stored, so concurrent posts of one key
   * may pass the limit by what they stored together, and the next post is refused.
   */
  async add(playerId: string, day: string, bytes: number): Promise<void> {
    await this.statements.rows(ADD, [playerId, day, bytes]);
  }

  /**
   * Bytes the player stored on `day`, and the address bucket with all its keys: one read for
   * every post's check (two statements, and two round trips on PostgreSQL, before).
   */
  async usedToday(
    playerId: string,
    bucket: string,
    day: string,
  ): Promise<{ readonly key: number; readonly bucket: number }> {
    const [row] = await this.statements.rows<BothUsedRow>(BOTH_USED, [
      playerId,
      bucketId(bucket),
      day,
    ]);
    return { key: Number(row?.key_bytes ?? 0), bucket: Number(row?.bucket_bytes ?? 0) };
  }

  /** Bytes the address bucket stored on `day`, all its keys together. */
  async usedByBucket(bucket: string, day: string): Promise<number> {
    const [row] = await this.statements.rows<{ bytes: number | string }>(BUCKET_USED, [
      bucketId(bucket),
      day,
    ]);
    return row === undefined ? 0 : Number(row.bytes);
  }

  /** Counts `bytes` more against the address bucket's day. */
  async addToBucket(bucket: string, day: string, bytes: number): Promise<void> {
    await this.statements.rows(BUCKET_ADD, [bucketId(bucket), day, bytes]);
  }
}
