import { openDatabase, type DatabaseHandle } from '../../../src/server/store/database/database';
import { migrateToLatest } from '../../../src/server/store/migrations';
import { openStores, type ServiceStores } from '../../../src/server/store/service-stores';

/**
 * Several instances' stores on one database, each on its own connection, as service instances
 * sharing PostgreSQL hold them.
 */
export class StoreInstances {
  readonly #handles: DatabaseHandle[] = [];
  readonly #stores: ServiceStores[] = [];

  /** Opens `count` instances on `storage`; `migrate` brings the database up to date first. */
  async open(
    storage: { dataDir: string; databaseUrl?: string },
    count: number,
    options: { migrate?: boolean } = {},
  ): Promise<void> {
    for (let i = 0; i < count; i += 1) {
      const handle = openDatabase(storage);
      if (i === 0 && options.migrate === true) await migrateToLatest(handle.db);
      this.#handles.push(handle);
      this.#stores.push(openStores(handle));
    }
  }

  /** Instance `i`'s stores. */
  at(i: number): ServiceStores {
    const stores = this.#stores[i];
    if (stores === undefined) throw new Error(`no instance ${String(i)}`);
    return stores;
  }

  /** Every instance's stores, in the order opened. */
  all(): readonly ServiceStores[] {
    return this.#stores;
  }

  /** The database as the first instance reads it. */
  db(): DatabaseHandle['db'] {
    const [handle] = this.#handles;
    if (handle === undefined) throw new Error('no database');
    return handle.db;
  }

  /** Closes every instance's stores and connection. */
  async close(): Promise<void> {
    for (const stores of this.#stores) await stores.close();
    for (const handle of this.#handles) await handle.db.destroy();
  }
}
