import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/store/database/database';
import { openStores, type ServiceStores } from '../../../src/server/store/service-stores';
import { freshStorage, startTestService, type TestService } from './service-harness';

/** What a test file reads of a running service and the stores opened beside it. */
interface Running {
  readonly storage: Awaited<ReturnType<typeof freshStorage>>;
  readonly service: TestService;
  readonly handle: DatabaseHandle;
  readonly stores: ServiceStores;
  /** The service's clock when it started: tests set their windows from it. */
  readonly t0: number;
}

/** A running service and its stores, read once the file's `beforeAll` has run. */
export class RunningWithStores {
  #running: Running | undefined;

  /** Fills in what the file's `beforeAll` opened. */
  open(running: Running): void {
    this.#running = running;
  }

  get storage(): Running['storage'] {
    return this.#opened().storage;
  }

  get service(): TestService {
    return this.#opened().service;
  }

  get stores(): ServiceStores {
    return this.#opened().stores;
  }

  /** The second connection's database, for the SQL a test reads or writes itself. */
  get db(): DatabaseHandle['db'] {
    return this.#opened().handle.db;
  }

  get t0(): number {
    return this.#opened().t0;
  }

  #opened(): Running {
    if (this.#running === undefined) throw new Error('read before the service started');
    return this.#running;
  }
}

/**
 * Starts a test service on fresh storage before the file's tests (`env` adds LEADERBOARD_*
 * settings) and opens its stores on a second connection, as an operator's command run beside
 * the service does; closes both after the file's tests.
 */
export function serviceWithStores(env?: Record<string, string>): RunningWithStores {
  const running = new RunningWithStores();
  let handle: DatabaseHandle | undefined;
  let stores: ServiceStores | undefined;
  let service: TestService | undefined;
  beforeAll(async () => {
    const storage = await freshStorage();
    service = await startTestService({ storage, ...(env === undefined ? {} : { env }) });
    handle = openDatabase(storage);
    stores = openStores(handle);
    running.open({ storage, service, handle, stores, t0: service.now });
  }, 60_000);
  afterAll(async () => {
    await stores?.close();
    await handle?.db.destroy();
    await service?.close();
  });
  return running;
}
