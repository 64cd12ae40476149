import type Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { ServiceDatabase } from '../database/database';
import { forEngine, idle } from '../database/engine-sql';
import {
  DAY_LEVEL,
  dayLevelOf,
  LevelOfDayStore,
  type DayLevel,
  type DayLevelRecord,
} from './level-of-day-store';

/**
 * The level of the day on the embedded SQLite, read through a statement prepared once: the query
 * builder prepares a statement anew for every query, and GET /api/levels/today is read by every
 * title screen. Everything else is LevelOfDayStore's.
 */
export class SqliteLevelOfDayStore extends LevelOfDayStore {
  readonly #ofDay: Database.Statement;

  constructor(
    db: Kysely<ServiceDatabase>,
    private readonly sqlite: Database.Database,
    reportThreshold: number,
  ) {
    super(db, 'sqlite', reportThreshold);
    this.#ofDay = sqlite.prepare(forEngine('sqlite', DAY_LEVEL));
  }

  override async ofDay(day: string): Promise<DayLevel> {
    await idle(this.sqlite);
    const record = this.#ofDay.get({ 1: day, 2: this.reportThreshold }) as
      DayLevelRecord | undefined;
    return dayLevelOf(record);
  }
}

/** The level of the day on PostgreSQL, through a named statement pg prepares once per connection. */
export class PostgresLevelOfDayStore extends LevelOfDayStore {
  constructor(
    db: Kysely<ServiceDatabase>,
    private readonly pool: pg.Pool,
    reportThreshold: number,
  ) {
    super(db, 'postgres', reportThreshold);
  }

  override async ofDay(day: string): Promise<DayLevel> {
    const result = await this.pool.query<DayLevelRecord>({
      name: 'hot-day-level',
      text: DAY_LEVEL,
      values: [day, this.reportThreshold],
    });
    return dayLevelOf(result.rows[0]);
  }
}
