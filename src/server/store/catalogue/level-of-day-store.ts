import type { Kysely } from 'kysely';
import type { ServiceDatabase } from '../database';

/**
 * The `level_of_day` table's writer: the level chosen for each UTC day, written once by whichever
 * instance asks first (insert-if-absent on the day's unique key), so that every instance on one
 * database names the same level even if the list it was chosen from changes.
 */
export class LevelOfDayStore {
  constructor(private readonly db: Kysely<ServiceDatabase>) {}

  /** The level chosen for `day`, if one is. */
  async chosen(day: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('level_of_day')
      .select('level_hash')
      .where('day', '=', day)
      .executeTakeFirst();
    return row?.level_hash;
  }

  /** The levels chosen from `from` up to but not including `to`. */
  async chosenBetween(from: string, to: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('level_of_day')
      .select('level_hash')
      .where('day', '>=', from)
      .where('day', '<', to)
      .execute();
    return rows.map((row) => row.level_hash);
  }

  /**
   * Chooses `hash` for `day` unless a level is chosen already; with `replacing`, replaces that
   * level (hidden since it was chosen), unless another instance replaced it first. Answers the
   * level chosen once this write is done.
   */
  async choose(day: string, hash: string, replacing?: string): Promise<string | undefined> {
    if (replacing === undefined) {
      await this.db
        .insertInto('level_of_day')
        .values({ day, level_hash: hash })
        .onConflict((conflict) => conflict.column('day').doNothing())
        .execute();
    } else {
      await this.db
        .updateTable('level_of_day')
        .set({ level_hash: hash })
        .where('day', '=', day)
        .where('level_hash', '=', replacing)
        .execute();
    }
    return this.chosen(day);
  }
}
