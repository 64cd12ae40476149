import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { SQLITE_FILE } from '../../src/server/store/database/database';
import { BACKEND, freshStorage, startTestService } from './support/service-harness';

/**
 * The boards order text byte by byte: SQLite does so by default (BINARY), PostgreSQL only with
 * `collate "C"`, which the run store adds. That clause is tested only where the database's own
 * order differs, so `npm run test:server:pg` makes its cluster with the en_US.UTF-8 locale; this
 * pins both facts, so a cluster made with the C locale again cannot pass unnoticed.
 */
describe("the database's own text order", () => {
  it(
    BACKEND === 'postgres'
      ? 'is en_US.UTF-8 on the PostgreSQL suite, where "a" sorts before "B"'
      : 'is byte order on the embedded SQLite, where "B" sorts before "a"',
    async () => {
      const storage = await freshStorage();
      // The service made the tables; the test then asks the database itself.
      const service = await startTestService({
        storage: { ...storage, drop: () => Promise.resolve() },
      });
      await service.close();
      try {
        if (storage.databaseUrl === undefined) {
          const db = new Database(join(storage.dataDir, SQLITE_FILE), { readonly: true });
          try {
            expect(db.prepare("select 'a' < 'B' as below").get()).toEqual({ below: 0 });
          } finally {
            db.close();
          }
          return;
        }
        const client = new pg.Client({ connectionString: storage.databaseUrl });
        await client.connect();
        try {
          const collation = await client.query<{ datcollate: string }>(
            'select datcollate from pg_database where datname = current_database()',
          );
          expect(collation.rows).toEqual([{ datcollate: 'en_US.UTF-8' }]);
          const order = await client.query<{ below: boolean; bytes: boolean }>(
            `select 'a' < 'B' as below, 'a' < 'B' collate "C" as bytes`,
          );
          expect(order.rows).toEqual([{ below: true, bytes: false }]);
        } finally {
          await client.end();
        }
      } finally {
        await storage.drop();
      }
    },
  );
});
