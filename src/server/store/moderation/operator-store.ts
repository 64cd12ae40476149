import type { Kysely } from 'kysely';
import type { ServiceDatabase } from '../database/database';

/** An operator as stored: a name and the SHA-256 of their code. */
export interface StoredOperator {
  readonly name: string;
  readonly codeHash: string;
  readonly createdAt: string;
}

/** The `operators` table's one writer: operators' names and their codes' hashes (never codes). */
export class OperatorStore {
  constructor(private readonly db: Kysely<ServiceDatabase>) {}

  /** Adds an operator; false when the name is taken. */
  async add(operator: StoredOperator): Promise<boolean> {
    const inserted = await this.db
      .insertInto('operators')
      .values({
        name: operator.name,
        code_hash: operator.codeHash,
        created_at: operator.createdAt,
      })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Removes an operator; false when there is none of that name. */
  async remove(name: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('operators')
      .where('name', '=', name)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Every operator, by name. */
  async all(): Promise<StoredOperator[]> {
    const rows = await this.db.selectFrom('operators').selectAll().orderBy('name').execute();
    return rows.map((row) => ({
      name: row.name,
      codeHash: row.code_hash,
      createdAt: row.created_at,
    }));
  }
}
