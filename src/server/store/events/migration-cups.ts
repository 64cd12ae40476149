import type { Kysely, Migration } from 'kysely';

/**
 * Migration 0025: cups. A cup is an event (format `cup`) whose window opens with a time-trial
 * qualifier of `qualifier_ms`, then knockout rounds of race rooms the service makes. A round is
 * a row of `cup_rounds`, keyed by event and round number: the instance whose insert of it goes
 * through makes its rooms in the same transaction, and any other instance advancing the same
 * cup at the same moment meets the key and makes nothing (the database decides, not a process).
 * A cup room is a race room (`race_rooms.event_id`, `cup_round`) whose start is fixed when it is
 * made, each seat holding its racer's qualifier place (`race_room_racers.cup_seed`, the
 * tie-break). `cup_over_at_ms` marks a cup decided (a winner, or nobody qualified): the service
 * stops driving it.
 */
export const CUPS_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('events').addColumn('qualifier_ms', 'integer').execute();
    await db.schema.alterTable('events').addColumn('cup_over_at_ms', 'bigint').execute();
    await db.schema.alterTable('race_rooms').addColumn('event_id', 'varchar(36)').execute();
    await db.schema.alterTable('race_rooms').addColumn('cup_round', 'integer').execute();
    await db.schema.alterTable('race_room_racers').addColumn('cup_seed', 'integer').execute();
    await db.schema
      .createIndex('race_rooms_cup')
      .on('race_rooms')
      .columns(['event_id', 'cup_round'])
      .execute();
    await db.schema
      .createTable('cup_rounds')
      .addColumn('event_id', 'varchar(36)', (col) => col.notNull().references('events.id'))
      .addColumn('round', 'integer', (col) => col.notNull())
      .addColumn('starts_at_ms', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('cup_rounds_key', ['event_id', 'round'])
      .execute();
  },
};
