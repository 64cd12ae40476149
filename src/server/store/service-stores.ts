import type { Kysely } from 'kysely';
import { BoardVersionStore } from './board-versions';
import { BoardCache } from './board-cache';
import { CatalogueReader } from './catalogue/catalogue-reader';
import { CatalogueStore } from './catalogue/catalogue-store';
import { SqliteCatalogueReader } from './catalogue/sqlite-catalogue-reader';
import { boardEpoch } from './board-epoch';
import { PostgresBoardChanges, SqliteBoardChanges, type BoardChanges } from './board-changes';
import type { DatabaseHandle, ServiceDatabase } from './database/database';
import {
  builderStatements,
  postgresStatements,
  sqliteStatements,
  type Statements,
} from './database/statements';
import { AuditStore } from './moderation/audit-store';
import { EventStore } from './events/event-store';
import { SeasonStore } from './events/season-store';
import { LevelOfDayStore } from './catalogue/level-of-day-store';
import { LevelStore } from './level-store';
import { OperatorStore } from './moderation/operator-store';
import { PlayerStore } from './player-store';
import { QuotaStore } from './quota-store';
import { PostgresPrepared } from './postgres-prepared';
import { ReplayStore } from './replay-store';
import { ReportStore } from './moderation/report-store';
import { RacerStore } from './rooms/racer-store';
import { CupStore } from './events/cup-store';
import { RoomStore } from './rooms/room-store';
import type { BoardReader, ProofRecorder, RunRecorder } from './run-recorder';
import { RunStore } from './run-store';
import { SqlitePrepared } from './sqlite-prepared';

/** Distinct reporters that hide a name on boards until an operator decides, by default. */
export const DEFAULT_REPORT_THRESHOLD = 3;

/** The tables of the service, each through its own module. */
export interface Stores {
  readonly runs: RunStore;
  readonly levels: LevelStore;
  readonly replays: ReplayStore;
  readonly players: PlayerStore;
  readonly quotas: QuotaStore;
  readonly reports: ReportStore;
  readonly operators: OperatorStore;
  readonly audit: AuditStore;
  /** Boards' versions raised by hand, for a change to a player that no trigger sees. */
  readonly boardVersions: BoardVersionStore;
  /** The community catalogue: listed levels, plays, ratings (its reads in `catalogueReader`). */
  readonly catalogue: CatalogueStore;
  readonly catalogueReader: CatalogueReader;
  readonly levelsOfDay: LevelOfDayStore;
  /** Events, their players, starts and operators' changes. */
  readonly events: EventStore;
  /** Race rooms, and their racers' seats. */
  readonly rooms: RoomStore;
  readonly racers: RacerStore;
  /** A cup's rounds and decided mark. */
  readonly cups: CupStore;
  /** Seasons and the events attached to them, and operators' changes. */
  readonly seasons: SeasonStore;
}

function storesOn(
  db: Kysely<ServiceDatabase>,
  dialect: DatabaseHandle['kind'],
  reportThreshold: number,
  statements: Statements,
  catalogueReader = new CatalogueReader(db, reportThreshold),
): Stores {
  return {
    runs: new RunStore(db, dialect, reportThreshold),
    levels: new LevelStore(db, dialect),
    replays: new ReplayStore(db),
    players: new PlayerStore(db, statements, dialect),
    quotas: new QuotaStore(statements),
    reports: new ReportStore(db),
    operators: new OperatorStore(db),
    audit: new AuditStore(db),
    boardVersions: new BoardVersionStore(db, dialect),
    catalogue: new CatalogueStore(db, dialect),
    catalogueReader,
    levelsOfDay: new LevelOfDayStore(db, statements, reportThreshold),
    events: new EventStore(statements),
    rooms: new RoomStore(statements, reportThreshold),
    racers: new RacerStore(statements, reportThreshold),
    cups: new CupStore(statements),
    seasons: new SeasonStore(statements),
  };
}

/**
 * The service's stores on its database: each table's module, the hot paths through prepared
 * statements (`recorder` for a post, `proofs` for a published level, `boardPages` for a board),
 * the changes of boards that caches follow, and `transaction` for a write that spans tables.
 */
export interface ServiceStores extends Stores {
  /** Distinct players whose open reports on a name show it as "hidden player" on boards. */
  readonly reportThreshold: number;
  readonly recorder: RunRecorder;
  readonly proofs: ProofRecorder;
  readonly boardPages: BoardReader;
  readonly boardChanges: BoardChanges;
  /** Board answers kept until their board changes. */
  readonly boardCache: BoardCache;
  /** This database's mark in board ETags (see board-epoch.ts); known once started. */
  readonly boardEpoch: string;
  /**
   * Reads this database's board epoch (made on first start), and starts following the boards
   * other instances change (PostgreSQL).
   */
  start(): Promise<void>;
  /** Stops following changes and ends the search thread; the database handle is closed by its owner. */
  close(): Promise<void>;
  /** Runs `work` on stores bound to one transaction: committed when it resolves, else rolled back. */
  transaction<T>(work: (stores: Stores) => Promise<T>): Promise<T>;
}

/** The hot paths of an engine, and the changes of boards they tell. */
function enginePaths(handle: DatabaseHandle, reportThreshold: number) {
  if (handle.kind === 'sqlite') {
    const changes = new SqliteBoardChanges(handle.sqlite);
    const prepared = new SqlitePrepared(handle.sqlite, changes, reportThreshold);
    const statements = sqliteStatements(handle.sqlite);
    const catalogueReader = new SqliteCatalogueReader(handle.db, {
      file: handle.file,
      reportThreshold,
    });
    return {
      changes,
      prepared,
      statements,
      catalogueReader,
      follow: () => Promise.resolve(),
      close: async () => {
        await changes.close();
        await catalogueReader.close();
      },
    };
  }
  const changes = new PostgresBoardChanges(handle.url);
  const prepared = new PostgresPrepared(handle.pool, changes, reportThreshold);
  const statements = postgresStatements(handle.pool);
  return {
    changes,
    prepared,
    statements,
    catalogueReader: new CatalogueReader(handle.db, reportThreshold),
    follow: () => changes.start(),
    close: () => changes.close(),
  };
}

/** The service's stores on `handle`. */
export function openStores(
  handle: DatabaseHandle,
  options: { readonly reportThreshold?: number } = {},
): ServiceStores {
  const { db, kind } = handle;
  const reportThreshold = options.reportThreshold ?? DEFAULT_REPORT_THRESHOLD;
  const { changes, prepared, statements, catalogueReader, follow, close } = enginePaths(
    handle,
    reportThreshold,
  );
  let epoch: string | undefined;
  return {
    ...storesOn(db, kind, reportThreshold, statements, catalogueReader),
    reportThreshold,
    recorder: prepared,
    proofs: prepared,
    boardPages: prepared,
    boardChanges: changes,
    boardCache: new BoardCache(changes),
    get boardEpoch() {
      if (epoch === undefined) throw new Error('the stores are not started');
      return epoch;
    },
    async start() {
      epoch = await boardEpoch(db);
      await follow();
    },
    close,
    transaction: (work) =>
      db.transaction().execute((trx) => {
        const inTransaction = builderStatements(trx, kind);
        return work(storesOn(trx, kind, reportThreshold, inTransaction));
      }),
  };
}
