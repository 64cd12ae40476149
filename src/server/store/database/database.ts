import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Generated } from 'kysely';
import pg from 'pg';
import type { Outcome } from '../../../sim';
import type { CatalogueTables } from './catalogue-tables';

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
  /** The player whose key posted it (migration 0004); null for runs stored before keys. */
  player_id: string | null;
  /**
   * The run's identity, its level and its input stream (`runIdentity`); unique, so a copy of a
   * stored run under another name or date is refused. Null only for a copy stored before 0004.
   */
  input_hash: string | null;
  /** `Date.parse(received_at)`: ties on time rank by it (set for every run since 0004). */
  received_at_ms: number | string | null;
  /** Why an operator hid this run (migration 0005); null while it is visible. */
  hidden_reason: string | null;
  status: 'verified' | 'rejected';
  /**
   * The run's splits as the verifier derived them from its replay, JSON `[{tick, event}]`
   * (migration 0008); null for a run stored before, until reverify derives them.
   */
  splits: string | null;
  /** The verifier's result as JSON: outcome, ticks, hash, firstMismatchTick, simVersion. */
  verdict: string;
  /**
   * How the verified run ended (migration 0010): 'won' ranks; any other is an attempt (caught,
   * out of time, or quit while 'playing'), never on a board, whose `time_ticks` is the game time
   * it lasted. Every run stored before 0010 was won.
   */
  outcome: Outcome;
  /**
   * SHA-256 (hex) of the address bucket the run was posted from (migration 0010; null before):
   * the level of the day counts a level's players' buckets.
   */
  sender_hash: string | null;
  /**
   * SHA-256 (hex) of the run's course as the verifier re-simulated it (migration 0018): the hash
   * of what can be seen of its state after every tick. Unique on its level and simVersion, so a
   * run whose every tick looks like a stored run's is refused as a copy whatever its inputs.
   * Null for a run stored before 0018.
   */
  trajectory: string | null;
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
  /** The player whose key published the maker's proof (migration 0004). */
  maker_player_id: string | null;
  /** Why an operator hid this level (migration 0005); null while it is listed. */
  hidden_reason: string | null;
  /** The weighed score of the open reports on this level (migration 0015; report-weight.ts). */
  report_weight: Generated<number>;
  /** Address buckets the reporters with weight came from (migration 0015). */
  report_buckets: Generated<number>;
  /**
   * 1 when the maker was set from a link signed by its author (migration 0018), 0 otherwise: an
   * unsigned maker gives way to the first signed one, a signed maker stays.
   */
  maker_signed: Generated<number>;
}

/**
 * A claimed name: its player id, the name as claimed (NFC, trimmed), its canonical skeleton
 * (unique: a confusable name is the same name) and the SHA-256 of its key (the key itself is
 * never stored).
 */
export interface PlayerTable {
  id: string;
  name: string;
  skeleton: string;
  key_hash: string;
  created_at: string;
  /** Why this name shows as "hidden player" (migration 0005); null while it is shown. */
  name_hidden_reason: string | null;
  /** Why this key is banned (migration 0005): its posts are refused, its runs hidden. */
  banned_reason: string | null;
  /** The weighed score of the open reports on this name (migration 0012; see report-weight.ts). */
  report_weight: Generated<number>;
  /** Address buckets the reporters with weight came from (migration 0012). */
  report_buckets: Generated<number>;
}

/** Bytes a player's key stored on one UTC day (replays, levels): the daily quota's count. */
/** Bytes stored from one address bucket (the SHA-256 of its name) on one UTC day. */
export interface BucketBytesTable {
  bucket: string;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  bytes: number | string;
}

export interface PlayerBytesTable {
  player_id: string;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  bytes: number | string;
}

/** Each board's version, bumped by triggers whenever the board changes (migration 0003). */
export interface BoardVersionTable {
  level_key: string;
  version: number | string;
}

/**
 * Each player's best listed run of each board (migration 0017): one row per board (level key,
 * simVersion) and player, with the run's ranking keys, so that a board page and a rank read only
 * players' bests. Written with the runs it follows (run-store.ts).
 */
export interface BoardBestTable {
  level_key: string;
  sim_version: number;
  /** Who: `k:` and the key's player id, or `n:` and the name for a run from before keys. */
  player: string;
  run_id: string;
  time_ticks: number;
  received_at_ms: number | string;
  player_key: string;
  player_id: string | null;
}

/**
 * A player's report (migration 0006): open until an operator acts on its target, then closed with
 * the operator's verdict on it (migration 0012).
 */
export interface ReportTable {
  id: string;
  target_kind: 'run' | 'level' | 'player';
  /** A run's id, a level's hash, a player's id. */
  target_id: string;
  reporter_id: string;
  reason: string;
  text: string | null;
  created_at: string;
  /**
   * `open`; `upheld` (its target hidden or banned), `dismissed`, or `closed` (restored, unbanned,
   * or closed before 0012): the reporter's accuracy counts the first two.
   */
  status: ReportStatus;
  /** SHA-256 of the address bucket it was sent from (migration 0012); null before. */
  sender_hash: string | null;
}

/** A report's status. */
export type ReportStatus = 'open' | 'upheld' | 'dismissed' | 'closed';

/** An operator (migration 0006): a name and the SHA-256 of their code (never the code). */
export interface OperatorTable {
  name: string;
  code_hash: string;
  created_at: string;
}

/** One operator action (migration 0006); append-only, refused by triggers otherwise. */
export interface AuditLogTable {
  // bigserial on PostgreSQL: read back as a number (database.ts parses INT8), or as text.
  id: Generated<number | string>;
  at: string;
  operator: string;
  action: string;
  target_kind: 'run' | 'level' | 'player';
  target_id: string;
  reason: string;
  /** The target's moderation state before and after, as JSON. */
  before: string;
  after: string;
}

/** The database as Kysely sees it. */
export interface ServiceDatabase extends CatalogueTables {
  replays: ReplayTable;
  runs: RunTable;
  settings: SettingTable;
  levels: LevelTable;
  players: PlayerTable;
  player_bytes: PlayerBytesTable;
  bucket_bytes: BucketBytesTable;
  board_versions: BoardVersionTable;
  board_bests: BoardBestTable;
  reports: ReportTable;
  operators: OperatorTable;
  audit_log: AuditLogTable;
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

/** The data folder's mode: its owner only (it holds the runs and the token secret). */
export const DATA_DIR_MODE = 0o700;
/** The database files' mode: read and written by their owner only. */
export const DATABASE_FILE_MODE = 0o600;

/**
 * Makes the data folder (0700) and the database file (0600) before SQLite opens it, and tightens
 * them (and the WAL and shared-memory files) when an older version left them readable by all.
 * SQLite creates the WAL and shared-memory files with the database file's own mode.
 */
function privateFiles(dataDir: string, file: string): void {
  mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  chmodSync(dataDir, DATA_DIR_MODE);
  closeSync(openSync(file, 'a', DATABASE_FILE_MODE));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, DATABASE_FILE_MODE);
  }
}

// Counts and bigints come back from PostgreSQL as text; the service reads them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => Number(text));

/**
 * Opens the service's database: PostgreSQL when `databaseUrl` is set, else the embedded SQLite
 * file in `dataDir` (created when missing, private to its owner) in WAL mode, so a run answered 201 survives a kill
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
  const file = join(options.dataDir, SQLITE_FILE);
  privateFiles(options.dataDir, file);
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
