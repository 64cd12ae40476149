import type { Kysely } from 'kysely';
import type { CatalogueRow } from '../../../api';
import type { ServiceDatabase } from '../database/database';
import type { Statements } from '../database/statements';
import { catalogueColumns, rowOf, type LevelRecord } from './catalogue-reader';
import { levelHiddenSql } from '../database/engine-sql';

/** The level stored for a day, and its catalogue row while it is listed and visible. */
export interface DayLevel {
  readonly stored: string | undefined;
  readonly level: CatalogueRow | undefined;
}

/**
 * The level stored for day $1 with its catalogue row (null columns when it is hidden, its maker
 * banned, or not listed: the pick is then replaced), in one statement; $2 the reports that hide
 * a maker's name. No row: none is stored.
 */
export const DAY_LEVEL = `select d.level_hash as stored, ${catalogueColumns('$2')},
  c.hash as sort_value
  from level_of_day d
  left join levels l on l.hash = d.level_hash and not ${levelHiddenSql('$2')}
    and not exists (select 1 from players b where b.id = l.maker_player_id
      and b.banned_reason is not null)
  left join catalogue_levels c on c.hash = l.hash
  where d.day = $1`;

/** A DAY_LEVEL row. */
export type DayLevelRecord = { stored: string } & (
  LevelRecord | { [K in keyof LevelRecord]: null }
);

/** What a DAY_LEVEL answer (none or one row) says. */
export function dayLevelOf(record: DayLevelRecord | undefined): DayLevel {
  if (record === undefined) return { stored: undefined, level: undefined };
  return {
    stored: record.stored,
    level: record.hash === null ? undefined : rowOf(record).row,
  };
}

/**
 * The `level_of_day` table's writer: the level chosen for each UTC day, written once by whichever
 * instance asks first (insert-if-absent on the day's unique key), so that every instance on one
 * database names the same level even if the list it was chosen from changes.
 */
export class LevelOfDayStore {
  constructor(
    private readonly db: Kysely<ServiceDatabase>,
    private readonly statements: Statements,
    /** Distinct players' open reports that hide a maker's name. */
    private readonly reportThreshold: number,
  ) {}

  /**
   * The level stored for `day` and its row, in one round trip (every GET /api/levels/today asks
   * it: a statement prepared once).
   */
  async ofDay(day: string): Promise<DayLevel> {
    const [record] = await this.statements.rows<DayLevelRecord>(DAY_LEVEL, [
      day,
      this.reportThreshold,
    ]);
    return dayLevelOf(record);
  }

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
