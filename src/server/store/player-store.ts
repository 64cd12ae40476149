import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle, ServiceDatabase } from './database/database';
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
/** An operator's decisions on a player: why their name is hidden, why their key is banned. */
export interface PlayerModeration {
  readonly hiddenReason: string | null;
  readonly bannedReason: string | null;
}

/** The weighed score of the open reports on a player's name, and the buckets they came from. */
export interface ReportScore {
  readonly weight: number;
  readonly buckets: number;
}

const BY_KEY_HASH = 'select id, name, banned_reason from players where key_hash = $1';

/**
 * The `players` table's names and keys: names claimed by their canonical skeleton (unique, so of
 * two confusable names only the first is claimed) with the SHA-256 of their key. One set of
 * queries for both engines, an operator's hiding of a name and banning of a key included.
 */
export class PlayerStore {
  constructor(
    private readonly db: Kysely<ServiceDatabase>,
    private readonly statements: Statements,
    private readonly dialect: DatabaseHandle['kind'],
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

  /** A player's name as claimed, by id. */
  async name(id: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('players')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.name;
  }

  /**
   * The SHA-256 of a player's key, as stored, by id: the secret their signed level links are
   * checked with (`authorSecret`), the key itself never being stored.
   */
  async keyHash(id: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('players')
      .select('key_hash')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.key_hash;
  }

  /** Why a player's name is hidden and their key banned (nulls: neither), by id. */
  async moderation(id: string): Promise<PlayerModeration | undefined> {
    const row = await this.db
      .selectFrom('players')
      .select(['name_hidden_reason', 'banned_reason'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined
      ? undefined
      : { hiddenReason: row.name_hidden_reason, bannedReason: row.banned_reason };
  }

  /** Hides a player's name (a reason) or shows it again (null). */
  async setNameHidden(id: string, reason: string | null): Promise<void> {
    await this.db
      .updateTable('players')
      .set({ name_hidden_reason: reason })
      .where('id', '=', id)
      .execute();
  }

  /** Bans a player's key (a reason) or lifts the ban (null). */
  async setBanned(id: string, reason: string | null): Promise<void> {
    await this.db
      .updateTable('players')
      .set({ banned_reason: reason })
      .where('id', '=', id)
      .execute();
  }

  /** Which of `ids` are banned keys. */
  async bannedAmong(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('players')
      .select('id')
      .where('id', 'in', [...ids])
      .where('banned_reason', 'is not', null)
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Holds player `id`'s row until the transaction ends (PostgreSQL; SQLite runs one writer at a
   * time), so two reports weighed at once are weighed one after the other, the second seeing the
   * first's report.
   */
  async lock(id: string): Promise<void> {
    if (this.dialect !== 'postgres') return;
    await sql`select id from players where id = ${id} for update`.execute(this.db);
  }

  /** The weighed score of the open reports on a player's name, as last weighed. */
  async reportScore(id: string): Promise<ReportScore> {
    const row = await this.db
      .selectFrom('players')
      .select(['report_weight', 'report_buckets'])
      .where('id', '=', id)
      .executeTakeFirst();
    return { weight: row?.report_weight ?? 0, buckets: row?.report_buckets ?? 0 };
  }

  /** Stores a name's weighed score (migration 0012's columns): true when it changed. */
  async setReportScore(id: string, score: ReportScore): Promise<boolean> {
    const result = await this.db
      .updateTable('players')
      .set({ report_weight: score.weight, report_buckets: score.buckets })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([eb('report_weight', '<>', score.weight), eb('report_buckets', '<>', score.buckets)]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
