import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { ServiceDatabase } from './database';
import { bind, forEngine, idle, rawFor, type Dialect } from './engine-sql';

/**
 * Runs a table module's `$1`-style statements on one engine. A store owns its statements' text;
 * how they run is the engine's: prepared once on the hot paths, through the query builder inside
 * a transaction. The query builder prepares a statement anew for every query, which the
 * service's profile under the bench's posts showed as a tenth of the HTTP thread's time.
 */
export interface Statements {
  rows<Row>(text: string, values: readonly unknown[]): Promise<Row[]>;
}

/** Through the query builder: what a transaction's stores run, so they see its own writes. */
export function builderStatements(db: Kysely<ServiceDatabase>, dialect: Dialect): Statements {
  return {
    async rows<Row>(text: string, values: readonly unknown[]) {
      return (await db.executeQuery<Row>(rawFor(dialect, text, values))).rows;
    },
  };
}

/**
 * On the embedded SQLite, each text prepared once. A statement waits while a transaction of the
 * query builder is open on the connection, so it neither reads uncommitted rows nor nests in it.
 */
export function sqliteStatements(sqlite: Database.Database): Statements {
  const prepared = new Map<string, Database.Statement>();
  return {
    async rows<Row>(text: string, values: readonly unknown[]) {
      await idle(sqlite);
      let statement = prepared.get(text);
      if (statement === undefined) {
        statement = sqlite.prepare(forEngine('sqlite', text));
        prepared.set(text, statement);
      }
      if (statement.reader) return statement.all(bind(values)) as Row[];
      statement.run(bind(values));
      return [];
    },
  };
}

/** On PostgreSQL, each text a named statement that pg prepares once per pooled connection. */
export function postgresStatements(pool: pg.Pool): Statements {
  return {
    async rows<Row>(text: string, values: readonly unknown[]) {
      const name = `hot-${createHash('sha256').update(text).digest('hex').slice(0, 20)}`;
      const result = await pool.query({ name, text, values: [...values] });
      return result.rows as Row[];
    },
  };
}
