import type { Statements } from '../database/statements';

/** A round of a cup: its number (1 first) and the start the service fixed for its rooms. */
export interface StoredRound {
  readonly round: number;
  readonly startsAt: number;
}

/** A room of a cup: the round it is of, and its racers' qualifier places (the tie-break). */
export interface CupRoomRow {
  readonly roomId: string;
  readonly round: number;
  readonly startAt: number;
  /** Player id → qualifier place. */
  readonly seeds: ReadonlyMap<string, number>;
}

interface RoundRow {
  round: number;
  starts_at_ms: number | string;
}

interface SeatRow {
  id: string;
  cup_round: number;
  start_at_ms: number | string;
  player_id: string;
  cup_seed: number;
}

const NEW_ROUND = `insert into cup_rounds (event_id, round, starts_at_ms) values ($1, $2, $3)
  on conflict (event_id, round) do nothing returning round`;
const ROUNDS = `select round, starts_at_ms from cup_rounds where event_id = $1 order by round`;
/** Every seat of the cup's rooms, rooms in round and id order. */
const SEATS = `select r.id, r.cup_round, r.start_at_ms, k.player_id, k.cup_seed
  from race_rooms r join race_room_racers k on k.room_id = r.id
  where r.event_id = $1 order by r.cup_round, r.id, k.seat`;
/** Cups not cancelled nor decided whose qualifier has ended by $1. */
/** The replay text of every verified run that spent a token of the cup's rooms, by run id. */
const REPLAYS = `select ru.id, rp.canonical from race_rooms r
  join race_room_racers k on k.room_id = r.id
  join runs ru on ru.token_id = k.token_id and ru.player_id = k.player_id
  join replays rp on rp.hash = ru.replay_hash
  where r.event_id = $1 and ru.status = 'verified'`;
const UNDERWAY = `select id from events where format = 'cup' and cancelled_reason is null
  and cup_over_at_ms is null and starts_at_ms + qualifier_ms <= $1 order by starts_at_ms, id`;
const DECIDE = `update events set cup_over_at_ms = $2 where id = $1 and cup_over_at_ms is null`;
const DECIDED = `select cup_over_at_ms from events where id = $1`;

/**
 * A cup's rounds (`cup_rounds`) and its decided mark (`events.cup_over_at_ms`), migration 0025;
 * the rooms' own rows are RoomStore's and RacerStore's, read here by their cup columns.
 */
export class CupStore {
  constructor(private readonly statements: Statements) {}

  /**
   * Records round `round` of the cup: false, recording nothing, when it is recorded already (by
   * this instance or another at the same moment: the key decides, and the loser makes no rooms).
   */
  async newRound(eventId: string, round: number, startsAt: number): Promise<boolean> {
    return (await this.statements.rows(NEW_ROUND, [eventId, round, startsAt])).length === 1;
  }

  /** The cup's rounds, first first. */
  async rounds(eventId: string): Promise<StoredRound[]> {
    const rows = await this.statements.rows<RoundRow>(ROUNDS, [eventId]);
    return rows.map((row) => ({ round: row.round, startsAt: Number(row.starts_at_ms) }));
  }

  /** The cup's rooms with their racers' qualifier places, by round. */
  async rooms(eventId: string): Promise<CupRoomRow[]> {
    const rooms = new Map<string, CupRoomRow & { seeds: Map<string, number> }>();
    for (const row of await this.statements.rows<SeatRow>(SEATS, [eventId])) {
      const room = rooms.get(row.id) ?? {
        roomId: row.id,
        round: row.cup_round,
        startAt: Number(row.start_at_ms),
        seeds: new Map<string, number>(),
      };
      room.seeds.set(row.player_id, row.cup_seed);
      rooms.set(row.id, room);
    }
    return [...rooms.values()];
  }

  /** The replays of the runs of the cup's rooms, by run id (for the entries file). */
  async replays(eventId: string): Promise<Map<string, string>> {
    const rows = await this.statements.rows<{ id: string; canonical: string }>(REPLAYS, [eventId]);
    return new Map(rows.map((row) => [row.id, row.canonical]));
  }

  /** The ids of the cups to drive at `now`: qualifier over, not cancelled, not decided. */
  async underway(now: number): Promise<string[]> {
    return (await this.statements.rows<{ id: string }>(UNDERWAY, [now])).map((row) => row.id);
  }

  /** Marks the cup decided at `at` (the first time stands). */
  async decide(eventId: string, at: number): Promise<void> {
    await this.statements.rows(DECIDE, [eventId, at]);
  }

  /** When the cup was decided, if it was. */
  async decidedAt(eventId: string): Promise<number | undefined> {
    const [row] = await this.statements.rows<{ cup_over_at_ms: number | string | null }>(DECIDED, [
      eventId,
    ]);
    return row?.cup_over_at_ms == null ? undefined : Number(row.cup_over_at_ms);
  }
}
