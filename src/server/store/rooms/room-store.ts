import type { Statements } from '../database/statements';
import { nameHiddenSql } from '../database/engine-sql';

/** A race room as stored: times in ms since the epoch, by the service's clock. */
export interface StoredRoom {
  readonly id: string;
  readonly levelKey: string;
  readonly creatorId: string;
  readonly createdAt: number;
  readonly maxRacers: number;
  readonly countdownMs: number;
  /** Seats taken. */
  readonly racers: number;
  /** The start the service fixed; null until the creator starts the room. */
  readonly startAt: number | null;
  /** When the creator closed it, before its start; null while it stands. */
  readonly closedAt: number | null;
}

/** A room as read: with its creator's name, and whether that name is shown hidden. */
export interface ReadRoom extends StoredRoom {
  readonly creator: string;
  readonly creatorHidden: boolean;
}

interface RoomRow {
  id: string;
  level_key: string;
  creator_id: string;
  created_at_ms: number | string;
  max_racers: number;
  countdown_ms: number;
  racers: number;
  start_at_ms: number | string | null;
  closed_at_ms: number | string | null;
  creator: string;
  creator_hidden: number | string;
}

const INSERT = `insert into race_rooms (id, level_key, creator_id, created_at_ms, max_racers,
  countdown_ms, racers, seats_given, start_at_ms, closed_at_ms)
  values ($1, $2, $3, $4, $5, $6, 0, 0, null, null)`;
/** The room and its creator, named "hidden player" by the boards' rule ($2: the threshold). */
const BY_ID = `select k.id, k.level_key, k.creator_id, k.created_at_ms, k.max_racers,
    k.countdown_ms, k.racers, k.start_at_ms, k.closed_at_ms, p.name as creator,
    case when ${nameHiddenSql('$2')} or p.banned_reason is not null then 1 else 0 end
      as creator_hidden
  from race_rooms k join players p on p.id = k.creator_id where k.id = $1`;
/** One seat more, while the room waits and has one free: the row's lock orders racing joins. */
const TAKE_SEAT = `update race_rooms set racers = racers + 1, seats_given = seats_given + 1
  where id = $1 and start_at_ms is null and closed_at_ms is null and racers < max_racers
  returning seats_given`;
/** One seat less, before the start only. */
const FREE_SEAT = `update race_rooms set racers = racers - 1 where id = $1
  and start_at_ms is null returning racers`;
/** A cup's room (migration 0025): its seats counted and its start fixed as it is made. */
const INSERT_STARTED = `insert into race_rooms (id, level_key, creator_id, created_at_ms,
  max_racers, countdown_ms, racers, seats_given, start_at_ms, closed_at_ms, event_id, cup_round)
  values ($1, $2, $3, $4, $5, $6, $5, $5, $7, null, $8, $9)`;
const START = `update race_rooms set start_at_ms = $2 where id = $1
  and start_at_ms is null and closed_at_ms is null returning id`;
const CLOSE = `update race_rooms set closed_at_ms = $2 where id = $1
  and start_at_ms is null and closed_at_ms is null returning id`;

const ms = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

/**
 * The `race_rooms` table's one writer and reader (migration 0021). Each change of a room is one
 * conditional update, so that of a join and a start, or two joins for the last seat, racing on
 * two instances, the database lets exactly the ones that fit through.
 */
export class RoomStore {
  constructor(
    private readonly statements: Statements,
    private readonly reportThreshold: number,
  ) {}

  /** Stores a new room, with no seat taken. */
  async create(room: Omit<StoredRoom, 'racers' | 'startAt' | 'closedAt'>): Promise<void> {
    const { id, levelKey, creatorId, createdAt, maxRacers, countdownMs } = room;
    await this.statements.rows(INSERT, [
      id,
      levelKey,
      creatorId,
      createdAt,
      maxRacers,
      countdownMs,
    ]);
  }

  /**
   * Stores a cup's room, its `maxRacers` seats all taken and its start fixed at `startAt`: no one
   * joins it, and no one closes it (the racers' seats are RacerStore.seatCupRacer's).
   */
  async createStarted(
    room: Omit<StoredRoom, 'racers' | 'closedAt' | 'startAt'> & {
      readonly startAt: number;
      readonly eventId: string;
      readonly round: number;
    },
  ): Promise<void> {
    const { id, levelKey, creatorId, createdAt, maxRacers, countdownMs, startAt } = room;
    const values = [id, levelKey, creatorId, createdAt, maxRacers, countdownMs, startAt];
    await this.statements.rows(INSERT_STARTED, [...values, room.eventId, room.round]);
  }

  /** The room of this id, with its creator's name. */
  async byId(id: string): Promise<ReadRoom | undefined> {
    const [row] = await this.statements.rows<RoomRow>(BY_ID, [id, this.reportThreshold]);
    if (row === undefined) return undefined;
    return {
      id: row.id,
      levelKey: row.level_key,
      creatorId: row.creator_id,
      createdAt: Number(row.created_at_ms),
      maxRacers: row.max_racers,
      countdownMs: row.countdown_ms,
      racers: row.racers,
      startAt: ms(row.start_at_ms),
      closedAt: ms(row.closed_at_ms),
      creator: row.creator,
      creatorHidden: Number(row.creator_hidden) === 1,
    };
  }

  /**
   * Counts one more seat: its number (1 for the first ever given), or undefined when the room has
   * started, is closed, or is full.
   */
  async takeSeat(id: string): Promise<number | undefined> {
    const [row] = await this.statements.rows<{ seats_given: number }>(TAKE_SEAT, [id]);
    return row?.seats_given;
  }

  /** Counts one seat less: false once the room has started. */
  async freeSeat(id: string): Promise<boolean> {
    return (await this.statements.rows(FREE_SEAT, [id])).length === 1;
  }

  /** Fixes the start at `at`: false when it was started or closed before. */
  async start(id: string, at: number): Promise<boolean> {
    return (await this.statements.rows(START, [id, at])).length === 1;
  }

  /** Closes a room that has not started: false when it has, or was closed. */
  async close(id: string, at: number): Promise<boolean> {
    return (await this.statements.rows(CLOSE, [id, at])).length === 1;
  }
}
