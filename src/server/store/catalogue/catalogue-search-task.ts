import { workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { ServiceDatabase } from '../database/database';
import {
  CatalogueReader,
  type CataloguePageQuery,
  type ListedLevel,
  type SearchBounds,
} from './catalogue-reader';

/** What a search thread is started with: the database file and the reader's settings. */
export interface SearchThreadData {
  readonly file: string;
  readonly reportThreshold: number;
  readonly bounds: SearchBounds;
}

const { file, reportThreshold, bounds } = workerData as SearchThreadData;
// Its own connection, read-only: in WAL mode it reads the last commit while the service writes.
const connection = new Database(file, { readonly: true, fileMustExist: true });
connection.pragma('busy_timeout = 5000');
const reader = new CatalogueReader(
  new Kysely<ServiceDatabase>({ dialect: new SqliteDialect({ database: connection }) }),
  reportThreshold,
  bounds,
);

/** A page of a catalogue search, read on this thread's connection. */
export default function searchTask(query: CataloguePageQuery): Promise<ListedLevel[]> {
  return reader.page(query);
}
