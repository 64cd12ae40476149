import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle, ServiceDatabase } from './database/database';

/**
 * Raising boards' versions by hand, beside the triggers of board-version-triggers.ts that raise
 * a board's with each change of its runs or maker: for a change the triggers cannot see, a
 * player's name hidden or key banned, which changes every board showing that player. On
 * PostgreSQL through `bump_board`, which also tells every instance.
 */
export class BoardVersionStore {
  constructor(
    private readonly db: Kysely<ServiceDatabase>,
    private readonly dialect: DatabaseHandle['kind'],
  ) {}

  /** Raises the version of each board (level key). */
  async bump(levelKeys: readonly string[]): Promise<void> {
    for (const key of levelKeys) {
      if (this.dialect === 'postgres') {
        await sql`select bump_board(${key}::text)`.execute(this.db);
      } else {
        await sql`insert into board_versions (level_key, version) values (${key}, 1)
          on conflict (level_key) do update set version = version + 1`.execute(this.db);
      }
    }
  }
}
