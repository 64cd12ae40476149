import type { Kysely } from 'kysely';
import type { DatabaseHandle, ServiceDatabase } from './database';
import { LevelStore } from './level-store';
import { PlayerStore } from './player-store';
import { QuotaStore } from './quota-store';
import { ReplayStore } from './replay-store';
import { RunStore } from './run-store';

/** The tables of the service, each through its one writer. */
export interface Stores {
  readonly runs: RunStore;
  readonly levels: LevelStore;
  readonly replays: ReplayStore;
  readonly players: PlayerStore;
  readonly quotas: QuotaStore;
}

function storesOn(db: Kysely<ServiceDatabase>, dialect: DatabaseHandle['kind']): Stores {
  return {
    runs: new RunStore(db, dialect),
    levels: new LevelStore(db),
    replays: new ReplayStore(db),
    players: new PlayerStore(db),
    quotas: new QuotaStore(db),
  };
}

/**
 * The service's stores on its database, and `transaction` for a write that spans tables (a run
 * with its replay and level; a level with its maker's proof): all of it, or none.
 */
export class ServiceStores implements Stores {
  readonly runs: RunStore;
  readonly levels: LevelStore;
  readonly replays: ReplayStore;
  readonly players: PlayerStore;
  readonly quotas: QuotaStore;
  readonly #db: Kysely<ServiceDatabase>;
  readonly #dialect: DatabaseHandle['kind'];

  constructor(handle: Pick<DatabaseHandle, 'db' | 'kind'>) {
    this.#db = handle.db;
    this.#dialect = handle.kind;
    const stores = storesOn(handle.db, handle.kind);
    this.runs = stores.runs;
    this.levels = stores.levels;
    this.replays = stores.replays;
    this.players = stores.players;
    this.quotas = stores.quotas;
  }

  /** Runs `work` on stores bound to one transaction: committed when it resolves, else rolled back. */
  transaction<T>(work: (stores: Stores) => Promise<T>): Promise<T> {
    return this.#db.transaction().execute((trx) => work(storesOn(trx, this.#dialect)));
  }
}
