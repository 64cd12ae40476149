import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';

/** A stored replay: its canonical JSON text, addressed by the SHA-256 of that text. */
export interface ReplayTable {
  hash: string;
  canonical: string;
}

/** One verified run. `status` is 'verified', or 'rejected' when a later reverify disagreed. */
export interface RunTable {
  id: string;
  level_key: string;
  player: string;
  /** The player's name as UTF-16 code units in hex, so byte order equals JavaScript's `<`. */
  player_key: string;
  time_ticks: number;
  gems: number;
  sim_version: number;
  recorded_at: string;
  /** `Date.parse(recorded_at)`: the second ranking key, as compareRuns reads it. */
  recorded_at_ms: number | string;
  received_at: string;
  replay_hash: string;
  /** The single-use start token this run spent; unique, so a token cannot be spent twice. */
  token_id: string;
  status: 'verified' | 'rejected';
  /** The verifier's result as JSON: outcome, ticks, hash, firstMismatchTick, simVersion. */
  verdict: string;
}

/** Settings every instance shares (the token secret). */
export interface SettingTable {
  name: string;
  value: string;
}

/**
 * A level made in the editor: its canonical level document (`{"text","meta"}`) under the SHA-256
 * of that text, and its maker's proof once published (all maker columns null until then).
 */
export interface LevelTable {
  hash: string;
  document: string;
  stored_at: string;
  maker_replay_hash: string | null;
  maker_player: string | null;
  maker_time_ticks: number | null;
  maker_gems: number | null;
  maker_recorded_at: string | null;
  maker_sim_version: number | null;
}

/** Each board's version, bumped by triggers whenever the board changes (migration 0003). */
export interface BoardVersionTable {
  level_key: string;
  version: number | string;
}

/** The database as Kysely sees it. */
export interface ServiceDatabase {
  replays: ReplayTable;
  runs: RunTable;
  settings: SettingTable;
  levels: LevelTable;
  board_versions: BoardVersionTable;
}

/** Which engine a database runs on, and its handles. */
export type DatabaseHandle =
  | {
      readonly kind: 'sqlite';
      readonly db: Kysely<ServiceDatabase>;
      readonly sqlite: Database.Database;
      readonly file: string;
    }
  | {
      readonly kind: 'postgres';
      readonly db: Kysely<ServiceDatabase>;
      readonly pool: pg.Pool;
      /** The connection string, for the connection that listens for changed boards. */
      readonly url: string;
    };

/** The file name of the embedded database inside the data folder. */
export const SQLITE_FILE = 'leaderboard.sqlite';

// Counts and bigints come back from PostgreSQL as text; the service reads them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => Number(text));

/**
 * Opens the service's database: PostgreSQL when `databaseUrl` is set, else the embedded SQLite
 * file in `dataDir` (created when missing) in WAL mode, so a run answered 201 survives a kill
 * of the process.
 */
export function openDatabase(options: {
  readonly dataDir: string;
  readonly databaseUrl?: string | undefined;
  readonly sqliteSync?: 'normal' | 'full';
}): DatabaseHandle {
  if (options.databaseUrl !== undefined && options.databaseUrl !== '') {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    return {
      kind: 'postgres',
      pool,
      url: options.databaseUrl,
      db: new Kysely({ dialect: new PostgresDialect({ pool }) }),
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = join(options.dataDir, SQLITE_FILE);
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  // WAL with NORMAL: a commit is in the WAL file before the 201 goes out, so it survives a
  // crash or kill -9 of the process; only a power cut may lose the last commits (FULL would
  // fsync every commit, which caps posts near 1 per fsync; LEADERBOARD_SQLITE_SYNC=full).
  sqlite.pragma(`synchronous = ${options.sqliteSync === 'full' ? 'FULL' : 'NORMAL'}`);
  sqlite.pragma('busy_timeout = 5000');
  return {
    kind: 'sqlite',
    sqlite,
    file,
    db: new Kysely({ dialect: new SqliteDialect({ database: sqlite }) }),
  };
}
