import type { Kysely, Migration } from 'kysely';

/**
 * Migration 0021: race rooms. A room (`race_rooms`) is a level, its creator, a seat limit and a
 * countdown; `racers` counts its seats, kept by the join and the leave in the same transaction as
 * the seat's row, and the conditional update of it is what makes a full room refuse one more on
 * every instance. `start_at_ms` is the start the service fixed (null until the creator starts
 * it), `closed_at_ms` set when the creator left before it. A racer (`race_room_racers`) holds a
 * seat (numbered in the order of joining, from `seats_given`) from `joined_at_ms`; at the start each seat gets the id of its start token (unique: a
 * live stream or a post finds its room by it), and `abandoned_at_ms` marks a racer who left after
 * the start or lost its live connection past the resume time. A room's result is read from these
 * rows and the runs that spent their tokens, so it stays readable after the race.
 */
export const RACE_ROOMS_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('race_rooms')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('level_key', 'varchar(255)', (col) => col.notNull())
      .addColumn('creator_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at_ms', 'bigint', (col) => col.notNull())
      .addColumn('max_racers', 'integer', (col) => col.notNull())
      .addColumn('countdown_ms', 'integer', (col) => col.notNull())
      .addColumn('racers', 'integer', (col) => col.notNull())
      // Seats ever given, so each racer's seat number is its place in the order of joining.
      .addColumn('seats_given', 'integer', (col) => col.notNull())
      .addColumn('start_at_ms', 'bigint')
      .addColumn('closed_at_ms', 'bigint')
      .execute();
    await db.schema
      .createTable('race_room_racers')
      .addColumn('room_id', 'varchar(36)', (col) => col.notNull().references('race_rooms.id'))
      .addColumn('player_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('joined_at_ms', 'bigint', (col) => col.notNull())
      .addColumn('seat', 'integer', (col) => col.notNull())
      .addColumn('token_id', 'varchar(64)')
      .addColumn('abandoned_at_ms', 'bigint')
      .addPrimaryKeyConstraint('race_room_racers_key', ['room_id', 'player_id'])
      .execute();
    await db.schema
      .createIndex('race_room_racers_token')
      .unique()
      .on('race_room_racers')
      .column('token_id')
      .execute();
  },
};
