import type { Kysely } from 'kysely';
import { BoardCache } from './board-cache';
import { CatalogueReader } from './catalogue/catalogue-reader';
import { CatalogueStore } from './catalogue/catalogue-store';
import { boardEpoch } from './board-epoch';
import { PostgresBoardChanges, SqliteBoardChanges, type BoardChanges } from './board-changes';
import type { DatabaseHandle, ServiceDatabase } from './database/database';
import { AuditStore } from './moderation/audit-store';
import { LevelOfDayStore } from './catalogue/level-of-day-store';
import { PostgresLevelOfDayStore, SqliteLevelOfDayStore } from './catalogue/day-level-prepared';
import { LevelStore } from './level-store';
import { ModerationStateStore } from './moderation/moderation-state-store';
import { OperatorStore } from './moderation/operator-store';
import { PlayerStore } from './player-store';
import { QuotaStore } from './quota-store';
import { PostgresPrepared } from './postgres-prepared';
import { ReplayStore } from './replay-store';
import { ReportStore } from './moderation/report-store';
import type { BoardReader, ProofRecorder, RunRecorder } from './run-recorder';
import { RunStore } from './run-store';
import { SqlitePlayerStore, SqliteQuotaStore } from './sqlite-hot-stores';
import { SqlitePrepared } from './sqlite-prepared';

/** Distinct reporters that hide a name on boards until an operator decides, by default. */
export const DEFAULT_REPORT_THRESHOLD = 3;

/** The tables of the service, each through its one writer. */
export interface Stores {
  readonly runs: RunStore;
  readonly levels: LevelStore;
  readonly replays: ReplayStore;
  readonly players: PlayerStore;
  readonly quotas: QuotaStore;
  readonly reports: ReportStore;
  readonly operators: OperatorStore;
  readonly audit: AuditStore;
  readonly moderation: ModerationStateStore;
  /** The community catalogue: listed levels, plays, ratings (its reads in `catalogueReader`). */
  readonly catalogue: CatalogueStore;
  readonly catalogueReader: CatalogueReader;
  readonly levelsOfDay: LevelOfDayStore;
}

function storesOn(
  db: Kysely<ServiceDatabase>,
  dialect: DatabaseHandle['kind'],
  reportThreshold: number,
): Stores {
  return {
    runs: new RunStore(db, dialect, reportThreshold),
    levels: new LevelStore(db),
    replays: new ReplayStore(db),
    players: new PlayerStore(db),
    quotas: new QuotaStore(db),
    reports: new ReportStore(db),
    operators: new OperatorStore(db),
    audit: new AuditStore(db),
    moderation: new ModerationStateStore(db, dialect),
    catalogue: new CatalogueStore(db, dialect),
    catalogueReader: new CatalogueReader(db, reportThreshold),
    levelsOfDay: new LevelOfDayStore(db, dialect, reportThreshold),
  };
}

/**
 * The service's stores on its database: each table's writer, the hot paths through prepared
 * statements (`recorder` for a post, `proofs` for a published level, `boardPages` for a board),
 * the changes of boards that caches follow, and `transaction` for a write that spans tables.
 */
export class ServiceStores implements Stores {
  readonly runs: RunStore;
  readonly levels: LevelStore;
  readonly replays: ReplayStore;
  readonly players: PlayerStore;
  readonly quotas: QuotaStore;
  readonly reports: ReportStore;
  readonly operators: OperatorStore;
  readonly audit: AuditStore;
  readonly moderation: ModerationStateStore;
  /** Distinct players whose open reports on a name show it as "hidden player" on boards. */
  readonly reportThreshold: number;
  readonly catalogue: CatalogueStore;
  readonly catalogueReader: CatalogueReader;
  readonly levelsOfDay: LevelOfDayStore;
  readonly recorder: RunRecorder;
  readonly proofs: ProofRecorder;
  readonly boardPages: BoardReader;
  readonly boardChanges: BoardChanges;
  /** Board answers kept until their board changes. */
  readonly boardCache: BoardCache;
  #epoch: string | undefined;
  readonly #db: Kysely<ServiceDatabase>;
  readonly #dialect: DatabaseHandle['kind'];
  readonly #start: () => Promise<void>;

  constructor(handle: DatabaseHandle, options: { readonly reportThreshold?: number } = {}) {
    this.#db = handle.db;
    this.#dialect = handle.kind;
    this.reportThreshold = options.reportThreshold ?? DEFAULT_REPORT_THRESHOLD;
    const stores = storesOn(handle.db, handle.kind, this.reportThreshold);
    this.runs = stores.runs;
    this.levels = stores.levels;
    this.replays = stores.replays;
    this.players = stores.players;
    this.quotas = stores.quotas;
    this.reports = stores.reports;
    this.operators = stores.operators;
    this.audit = stores.audit;
    this.moderation = stores.moderation;
    this.catalogue = stores.catalogue;
    this.catalogueReader = stores.catalogueReader;
    this.levelsOfDay = stores.levelsOfDay;
    if (handle.kind === 'sqlite') {
      const changes = new SqliteBoardChanges(handle.sqlite);
      const prepared = new SqlitePrepared(handle.sqlite, changes, this.reportThreshold);
      // The key check and the byte quota of every post, through statements prepared once.
      this.players = new SqlitePlayerStore(handle.db, handle.sqlite);
      this.quotas = new SqliteQuotaStore(handle.db, handle.sqlite);
      this.levelsOfDay = new SqliteLevelOfDayStore(handle.db, handle.sqlite, this.reportThreshold);
      this.boardChanges = changes;
      [this.recorder, this.proofs, this.boardPages] = [prepared, prepared, prepared];
      this.#start = () => Promise.resolve();
    } else {
      const changes = new PostgresBoardChanges(handle.url);
      const prepared = new PostgresPrepared(handle.pool, changes, this.reportThreshold);
      this.levelsOfDay = new PostgresLevelOfDayStore(handle.db, handle.pool, this.reportThreshold);
      this.boardChanges = changes;
      [this.recorder, this.proofs, this.boardPages] = [prepared, prepared, prepared];
      this.#start = () => changes.start();
    }
    this.boardCache = new BoardCache(this.boardChanges);
  }

  /**
   * Reads this database's board epoch (made on first start), and starts following the boards
   * other instances change (PostgreSQL).
   */
  async start(): Promise<void> {
    this.#epoch = await boardEpoch(this.#db);
    await this.#start();
  }

  /** This database's mark in board ETags (see board-epoch.ts); known once started. */
  get boardEpoch(): string {
    if (this.#epoch === undefined) throw new Error('the stores are not started');
    return this.#epoch;
  }

  /** Stops following changes; the database handle is closed by its owner. */
  close(): Promise<void> {
    return this.boardChanges.close();
  }

  /** Runs `work` on stores bound to one transaction: committed when it resolves, else rolled back. */
  transaction<T>(work: (stores: Stores) => Promise<T>): Promise<T> {
    return this.#db
      .transaction()
      .execute((trx) => work(storesOn(trx, this.#dialect, this.reportThreshold)));
  }
}
