import type Database from 'better-sqlite3';
import { BoardNotices } from './board-notices';

/** The version of board $1 (migration 0003, raised by triggers): 0 until its first change. */
export const BOARD_VERSION = `select coalesce(max(version), 0) as version from board_versions
  where level_key = $1`;

/** A listener of changed boards: a level key, or null for "any board may have changed". */
export type BoardListener = (levelKey: string | null) => void;

/**
 * Which boards changed, for the caches of board answers: changes this process committed, and
 * those other writers committed (other instances, `reverify`, a person at the database).
 */
export interface BoardChanges {
  /**
   * True once every change committed before this call has reached the listeners, so a cached
   * board may be trusted; false when that cannot be known now (serve from the database).
   */
  settled(): boolean | Promise<boolean>;
  /** Adds a listener of changed boards. */
  listen(listener: BoardListener): void;
  /** Tells the listeners that this process committed a change to the board of `levelKey`. */
  changed(levelKey: string): void;
  close(): Promise<void>;
}

/** Listeners, and telling them. */
class Listeners {
  readonly #all: BoardListener[] = [];

  listen(listener: BoardListener): void {
    this.#all.push(listener);
  }

  tell(levelKey: string | null): void {
    for (const listener of this.#all) listener(levelKey);
  }
}

/**
 * On the embedded SQLite: this process's own commits are told as they happen; another
 * connection's (a `reverify` beside the service) shows in SQLite's `data_version`, which changes
 * only when another connection commits. It is read once per turn of the event loop that reads a
 * board (no table is read): every request handled in that turn was sent before the read, so a
 * commit acknowledged before any of them was sent is seen.
 */
export class SqliteBoardChanges implements BoardChanges {
  readonly #listeners = new Listeners();
  readonly #dataVersion: Database.Statement;
  #seen: number;
  #readThisTurn = false;

  constructor(sqlite: Database.Database) {
    this.#dataVersion = sqlite.prepare('pragma data_version').pluck();
    this.#seen = this.#read();
  }

  settled(): boolean {
    if (this.#readThisTurn) return true;
    this.#readThisTurn = true;
    setImmediate(() => {
      this.#readThisTurn = false;
    });
    const now = this.#read();
    if (now !== this.#seen) {
      this.#seen = now;
      this.#listeners.tell(null);
    }
    return true;
  }

  listen(listener: BoardListener): void {
    this.#listeners.listen(listener);
  }

  changed(levelKey: string): void {
    this.#listeners.tell(levelKey);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  #read(): number {
    return this.#dataVersion.get() as number;
  }
}

/**
 * On PostgreSQL: every commit that changes a board is announced by the database's own trigger
 * (see board-version-triggers.ts) to every instance; `settled` waits for the announcements of
 * what committed before it (BoardNotices.sync), and is false while the announcements cannot be
 * heard.
 */
export class PostgresBoardChanges implements BoardChanges {
  readonly #listeners = new Listeners();
  readonly #notices: BoardNotices;

  constructor(connectionString: string) {
    this.#notices = new BoardNotices(connectionString, (levelKey) => {
      this.#listeners.tell(levelKey);
    });
  }

  /** Starts listening (in the background when the database is away). */
  start(): Promise<void> {
    return this.#notices.start();
  }

  settled(): Promise<boolean> {
    return this.#notices.sync();
  }

  listen(listener: BoardListener): void {
    this.#listeners.listen(listener);
  }

  changed(levelKey: string): void {
    this.#listeners.tell(levelKey);
  }

  close(): Promise<void> {
    return this.#notices.close();
  }
}
