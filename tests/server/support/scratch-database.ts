import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/store/database/database';
import { freshStorage } from './service-harness';

/** A database opened on fresh storage, read once the file's `beforeAll` has run. */
export class ScratchDatabase {
  #handle: DatabaseHandle | undefined;

  /** Fills in what the file's `beforeAll` opened. */
  open(handle: DatabaseHandle): void {
    this.#handle = handle;
  }

  get db(): DatabaseHandle['db'] {
    if (this.#handle === undefined) throw new Error('read before the database was opened');
    return this.#handle.db;
  }
}

/**
 * Opens a database on fresh storage (no migration run) before the file's tests, and closes and
 * drops it after them.
 */
export function scratchDatabase(): ScratchDatabase {
  const scratch = new ScratchDatabase();
  let storage: Awaited<ReturnType<typeof freshStorage>> | undefined;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    storage = await freshStorage();
    handle = openDatabase(storage);
    scratch.open(handle);
  });
  afterAll(async () => {
    await handle?.db.destroy();
    await storage?.drop();
  });
  return scratch;
}
