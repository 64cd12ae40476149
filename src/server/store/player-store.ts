import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServiceDatabase } from './database/database';
import type { Statements } from './database/statements';

/** A player: a claimed name and its id. What a route is given once a key has been checked. */
export interface Player {
  readonly id: string;
  /** The name as claimed (NFC, trimmed): every replay and proof of this key carries it. */
  readonly name: string;
  /** Why an operator banned this key (migration 0005): its posts are refused. Absent: not read. */
  readonly bannedReason?: string | null;
}

interface KeyRow {
  readonly id: string;
  readonly name: string;
  readonly banned_reason: string | null;
}

/** A name claimed now: the player, and the SHA-256 of its key that was stored. */
export interface NewPlayer {
  readonly name: string;
  readonly skeleton: string;
  readonly keyHash: string;
  readonly createdAt: string;
}

/** The player of a key, asked by every start with a key and every post. */
const BY_KEY_HASH = 'select id, name, banned_reason from players where key_hash = $1';

/**
 * The `players` table's names and keys: names claimed by their canonical skeleton (unique, so of
 * two confusable names only the first is claimed) with the SHA-256 of their key. One set of
 * queries for both engines; an operator's hiding and banning are ModerationStateStore's.
 */
export class PlayerStore {
  constructor(
    private readonly db: Kysely<ServiceDatabase>,
    private readonly statements: Statements,
  ) {}

  /**
   * Claims a name. Undefined when its skeleton is claimed already (a concurrent claim of a
   * confusable name included: the unique skeleton decides, once, in the database).
   */
  async claim(player: NewPlayer): Promise<Player | undefined> {
    const id = randomBytes(12).toString('base64url');
    const inserted = await this.db
      .insertInto('players')
      .values({
        id,
        name: player.name,
        skeleton: player.skeleton,
        key_hash: player.keyHash,
        created_at: player.createdAt,
      })
      .onConflict((conflict) => conflict.column('skeleton').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
      ? { id, name: player.name }
      : undefined;
  }

  /** The player whose key hashes to `keyHash` (with its ban, if any), if any. */
  async byKeyHash(keyHash: string): Promise<Player | undefined> {
    const [row] = await this.statements.rows<KeyRow>(BY_KEY_HASH, [keyHash]);
    return row === undefined
      ? undefined
      : { id: row.id, name: row.name, bannedReason: row.banned_reason };
  }

  /** The player holding a skeleton (the name, or one confusable with it), if any. */
  async bySkeleton(skeleton: string): Promise<Player | undefined> {
    const row = await this.db
      .selectFrom('players')
      .select(['id', 'name'])
      .where('skeleton', '=', skeleton)
      .executeTakeFirst();
    return row;
  }
}
