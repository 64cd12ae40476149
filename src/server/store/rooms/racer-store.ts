import type { Outcome } from '../../../sim';
import type { Statements } from '../database/statements';
import { nameHiddenSql } from '../database/engine-sql';

/** A racer's seat: whose, since when, its start token (from the start) and its abandonment. */
export interface Seat {
  readonly roomId: string;
  readonly playerId: string;
  readonly joinedAt: number;
  readonly tokenId: string | null;
  readonly abandonedAt: number | null;
}

/** A racer as the room's result reads it: its seat, its shown name, and its run if one counts. */
export interface RacerResult extends Seat {
  readonly player: string;
  /** True when the name shows as "hidden player" (hidden, reported enough, or banned). */
  readonly hidden: boolean;
  readonly run:
    | {
        readonly runId: string;
        readonly outcome: Outcome;
        readonly timeTicks: number;
        readonly receivedAt: number;
      }
    | undefined;
}

interface SeatRow {
  room_id: string;
  player_id: string;
  joined_at_ms: number | string;
  token_id: string | null;
  abandoned_at_ms: number | string | null;
}

interface ResultRow extends SeatRow {
  name: string;
  hidden: number | string;
  run_id: string | null;
  outcome: Outcome | null;
  time_ticks: number | null;
  received_at_ms: number | string | null;
}

const SEAT_COLUMNS = 'k.room_id, k.player_id, k.joined_at_ms, k.token_id, k.abandoned_at_ms';
const SEAT = `insert into race_room_racers (room_id, player_id, joined_at_ms, seat, token_id,
  abandoned_at_ms) values ($1, $2, $3, $4, null, null)
  on conflict (room_id, player_id) do nothing returning player_id`;
/** A cup room's racer (migration 0025): its start token and qualifier place given at once. */
const SEAT_CUP_RACER = `insert into race_room_racers (room_id, player_id, joined_at_ms, seat,
  token_id, abandoned_at_ms, cup_seed) values ($1, $2, $3, $4, $5, null, $6)`;
const UNSEAT = `delete from race_room_racers where room_id = $1 and player_id = $2
  and token_id is null returning player_id`;
const SEAT_OF = `select ${SEAT_COLUMNS} from race_room_racers k
  where k.room_id = $1 and k.player_id = $2`;
const BY_TOKEN = `select ${SEAT_COLUMNS} from race_room_racers k where k.token_id = $1`;
const SEATED = `select player_id from race_room_racers where room_id = $1 order by player_id`;
const GIVE_TOKEN = `update race_room_racers set token_id = $3
  where room_id = $1 and player_id = $2 and token_id is null`;
/** Marks a racer of a started room abandoned, once (the first time stands). */
const ABANDON = `update race_room_racers set abandoned_at_ms = $3
  where room_id = $1 and player_id = $2 and token_id is not null and abandoned_at_ms is null`;
/**
 * Every racer of room $1 in seat order, its name by the boards' rule ($2: the threshold), and the
 * verified run that spent its token, if no operator hid it, its key is not banned, and it came
 * before the racer abandoned.
 */
const RESULT = `select ${SEAT_COLUMNS}, p.name,
    case when ${nameHiddenSql('$2')} or p.banned_reason is not null then 1 else 0 end as hidden,
    r.id as run_id, r.outcome, r.time_ticks, r.received_at_ms
  from race_room_racers k
  join players p on p.id = k.player_id
  left join runs r on r.token_id = k.token_id and r.player_id = k.player_id
    and r.status = 'verified' and r.hidden_reason is null and p.banned_reason is null
    and (k.abandoned_at_ms is null or r.received_at_ms <= k.abandoned_at_ms)
  where k.room_id = $1
  order by k.seat`;

const ms = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

function seatOf(row: SeatRow): Seat {
  return {
    roomId: row.room_id,
    playerId: row.player_id,
    joinedAt: Number(row.joined_at_ms),
    tokenId: row.token_id,
    abandonedAt: ms(row.abandoned_at_ms),
  };
}

/**
 * The `race_room_racers` table's one writer and reader (migration 0021): seats, the start tokens
 * given at the start, abandonments, and the result (with the runs that spent those tokens).
 */
export class RacerStore {
  constructor(
    private readonly statements: Statements,
    private readonly reportThreshold: number,
  ) {}

  /** Seats a player in seat number `seat`: false when they held a seat already. */
  async seat(roomId: string, playerId: string, at: number, seat: number): Promise<boolean> {
    return (await this.statements.rows(SEAT, [roomId, playerId, at, seat])).length === 1;
  }

  /** Seats a cup room's racer in seat `seat`, with its start token's id and qualifier place. */
  async seatCupRacer(
    seat: Pick<Seat, 'roomId' | 'playerId' | 'joinedAt'> & {
      readonly seat: number;
      readonly tokenId: string;
      readonly cupSeed: number;
    },
  ): Promise<void> {
    const { roomId, playerId, joinedAt, tokenId, cupSeed } = seat;
    const values = [roomId, playerId, joinedAt, seat.seat, tokenId, cupSeed];
    await this.statements.rows(SEAT_CUP_RACER, values);
  }

  /** Frees a seat that has no token yet: false when there was none to free. */
  async unseat(roomId: string, playerId: string): Promise<boolean> {
    return (await this.statements.rows(UNSEAT, [roomId, playerId])).length === 1;
  }

  /** The player's seat in the room, if they hold one. */
  async seatOf(roomId: string, playerId: string): Promise<Seat | undefined> {
    const [row] = await this.statements.rows<SeatRow>(SEAT_OF, [roomId, playerId]);
    return row === undefined ? undefined : seatOf(row);
  }

  /** The seat whose start token has this id. */
  async byToken(tokenId: string): Promise<Seat | undefined> {
    const [row] = await this.statements.rows<SeatRow>(BY_TOKEN, [tokenId]);
    return row === undefined ? undefined : seatOf(row);
  }

  /** The players seated in the room. */
  async seated(roomId: string): Promise<string[]> {
    const rows = await this.statements.rows<{ player_id: string }>(SEATED, [roomId]);
    return rows.map((row) => row.player_id);
  }

  /** Gives a seat its start token's id (once). */
  async giveToken(roomId: string, playerId: string, tokenId: string): Promise<void> {
    await this.statements.rows(GIVE_TOKEN, [roomId, playerId, tokenId]);
  }

  /** Marks a racer abandoned at `at`, unless it was before or the room has not started. */
  async abandon(roomId: string, playerId: string, at: number): Promise<void> {
    await this.statements.rows(ABANDON, [roomId, playerId, at]);
  }

  /** Every racer of the room in seat order, with the run that counts for it. */
  async result(roomId: string): Promise<RacerResult[]> {
    const rows = await this.statements.rows<ResultRow>(RESULT, [roomId, this.reportThreshold]);
    return rows.map((row) => ({
      ...seatOf(row),
      player: row.name,
      hidden: Number(row.hidden) === 1,
      run:
        row.run_id === null || row.outcome === null || row.time_ticks === null
          ? undefined
          : {
              runId: row.run_id,
              outcome: row.outcome,
              timeTicks: row.time_ticks,
              receivedAt: Number(row.received_at_ms),
            },
    }));
  }
}
