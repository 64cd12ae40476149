import type Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { ServiceDatabase } from './database/database';
import { PlayerStore, type Player } from './player-store';
import { QuotaStore } from './quota-store';
import { idle } from './database/engine-sql';

interface KeyRow {
  readonly id: string;
  readonly name: string;
  readonly banned_reason: string | null;
}

/**
 * The players table on the embedded SQLite, its key check (every start with a key and every
 * post asks it) through a statement prepared once: the query builder prepares a statement anew
 * for every query, which the service's profile under the bench's posts showed as a tenth of the
 * HTTP thread's time. Everything else is PlayerStore's.
 */
export class SqlitePlayerStore extends PlayerStore {
  readonly #byKeyHash: Database.Statement;

  constructor(
    db: Kysely<ServiceDatabase>,
    private readonly sqlite: Database.Database,
  ) {
    super(db);
    this.#byKeyHash = sqlite.prepare(
      'select id, name, banned_reason from players where key_hash = ?',
    );
  }

  override async byKeyHash(keyHash: string): Promise<Player | undefined> {
    await idle(this.sqlite);
    const row = this.#byKeyHash.get(keyHash) as KeyRow | undefined;
    return row === undefined
      ? undefined
      : { id: row.id, name: row.name, bannedReason: row.banned_reason };
  }
}

/** The daily byte quota on the embedded SQLite (read and counted on every post), prepared once. */
export class SqliteQuotaStore extends QuotaStore {
  readonly #used: Database.Statement;
  readonly #add: Database.Statement;

  constructor(
    db: Kysely<ServiceDatabase>,
    private readonly sqlite: Database.Database,
  ) {
    super(db);
    this.#used = sqlite.prepare('select bytes from player_bytes where player_id = ? and day = ?');
    this.#add = sqlite.prepare(`insert into player_bytes (player_id, day, bytes) values (?, ?, ?)
      on conflict (player_id, day) do update set bytes = player_bytes.bytes + excluded.bytes`);
  }

  override async used(playerId: string, day: string): Promise<number> {
    await idle(this.sqlite);
    const row = this.#used.get(playerId, day) as { bytes: number } | undefined;
    return row?.bytes ?? 0;
  }

  override async add(playerId: string, day: string, bytes: number): Promise<void> {
    await idle(this.sqlite);
    this.#add.run(playerId, day, bytes);
  }
}
