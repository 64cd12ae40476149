import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { Piscina } from 'piscina';
import type { ServiceDatabase } from '../database/database';
import {
  CatalogueReader,
  type CataloguePageQuery,
  type ListedLevel,
  type SearchBounds,
} from './catalogue-reader';
import type { SearchThreadData } from './catalogue-search-task';

/** The entry of the search thread (catalogue-search-task.ts). */
export const SEARCH_WORKER = fileURLToPath(new URL('catalogue-search-worker.mjs', import.meta.url));

/**
 * Searches that may wait for the search thread: at the worst search's cost (about 15 ms on the
 * bench machine) a second of waiting; past it a search is refused as `unavailable` (503), so a
 * flood of searches holds no memory and no normal search waits behind more than that.
 */
export const SEARCH_QUEUE = 64;

/** A search refused because SEARCH_QUEUE searches are already waiting. */
export class CatalogueBusy extends Error {
  override readonly name = 'CatalogueBusy';
}

/**
 * The catalogue's reads on SQLite, its searches read on a thread of their own. SQLite answers on
 * the thread that asks, and a search whose words are common walks up to DENSE_WORD index entries
 * per word (15 ms at 100 000 levels): on the HTTP thread two clients asking it back to back held
 * every other request up to 32 ms. The search thread has its own read-only connection (WAL: it
 * reads the last commit, never blocks a write) and runs the same CatalogueReader, so its rows are
 * the same; one thread, so searches take at most one core. Pages without words walk a sort's
 * index for a page and stay inline. The thread starts with the first search.
 */
export class SqliteCatalogueReader extends CatalogueReader {
  readonly #thread: SearchThreadData;
  #pool: Piscina<CataloguePageQuery, ListedLevel[]> | undefined;

  constructor(
    db: Kysely<ServiceDatabase>,
    options: {
      readonly file: string;
      readonly reportThreshold: number;
      readonly bounds?: SearchBounds;
    },
  ) {
    super(db, options.reportThreshold, options.bounds);
    this.#thread = {
      file: options.file,
      reportThreshold: options.reportThreshold,
      bounds: this.bounds,
    };
  }

  override page(query: CataloguePageQuery): Promise<ListedLevel[]> {
    if (query.words.length === 0) return super.page(query);
    const pool = this.#started();
    if (pool.queueSize >= SEARCH_QUEUE) {
      return Promise.reject(
        new CatalogueBusy(`${String(SEARCH_QUEUE)} searches are waiting for the search thread`),
      );
    }
    return pool.run(query);
  }

  /** The search thread's pool, started on first use. */
  #started(): Piscina<CataloguePageQuery, ListedLevel[]> {
    if (this.#pool !== undefined) return this.#pool;
    const pool = new Piscina<CataloguePageQuery, ListedLevel[]>({
      filename: SEARCH_WORKER,
      minThreads: 1,
      maxThreads: 1,
      idleTimeout: Number.POSITIVE_INFINITY,
      workerData: this.#thread,
    });
    // A thread that dies is replaced by piscina; only its search fails.
    pool.on('error', () => undefined);
    this.#pool = pool;
    return pool;
  }

  /** Ends the search thread (a search not finished fails). */
  async close(): Promise<void> {
    const pool = this.#pool;
    this.#pool = undefined;
    await pool?.destroy();
  }
}
