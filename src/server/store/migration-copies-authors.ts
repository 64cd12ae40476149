import type { Kysely, Migration } from 'kysely';

/**
 * Migration 0018: copies by what happened, and authorship that travels with a level's link.
 *
 * A run keeps the SHA-256 of its course, the hash of what can be seen of its state after every
 * tick as the verifier re-simulated it (`runs.trajectory`). Unique on the run's level and
 * simVersion: a run whose every tick looks like a stored run's is a copy of it whatever its
 * inputs (an input pressed into a wall, or changed on the last tick), refused as an exact copy
 * is, and two such posts racing store one. Runs stored before stay null: their course is known
 * only by re-simulating every stored run, too slow for a migration. Their exact copies are still
 * refused by the inputs' identity (0004); a null never equals a null.
 *
 * A level keeps whether its maker came from a link signed by its author (`levels.maker_signed`,
 * 1 or 0). Every maker set before is unsigned (0): the first signed link of its author takes the
 * level from it.
 */
export const COPIES_AND_AUTHORS_MIGRATION: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration works on any schema
  async up(db: Kysely<any>) {
    await db.schema.alterTable('runs').addColumn('trajectory', 'varchar(64)').execute();
    await db.schema
      .createIndex('runs_trajectory')
      .unique()
      .on('runs')
      .columns(['level_key', 'sim_version', 'trajectory'])
      .execute();
    await db.schema
      .alterTable('levels')
      .addColumn('maker_signed', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
};
