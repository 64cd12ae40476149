import type { EventFormat } from '../../../replay';
import type { Statements } from '../database/statements';

/** An event as stored: its window in ms since the epoch, by the service's clock. */
export interface StoredEvent {
  readonly id: string;
  readonly name: string;
  readonly levelKey: string;
  readonly format: EventFormat;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly simVersion: number;
  readonly createdAt: string;
  /** Why an operator cancelled it; null while it stands. */
  readonly cancelledReason: string | null;
  /** True when its level is a seed drawn for it, shown to no player before the start. */
  readonly sealed: boolean;
  /** A cup's qualifier length (ms from the start); null for the other formats. */
  readonly qualifierMs: number | null;
}

/** When an event's entries stop counting: a cup's at its qualifier's end, others' at the end. */
export function entriesEnd(event: Pick<StoredEvent, 'startsAt' | 'endsAt' | 'qualifierMs'>) {
  return event.qualifierMs === null ? event.endsAt : event.startsAt + event.qualifierMs;
}

/** What an operator may change of an event before its start. */
export type EventFields = Pick<
  StoredEvent,
  'name' | 'levelKey' | 'format' | 'startsAt' | 'endsAt' | 'sealed' | 'qualifierMs'
>;

/** One entry of an event: a run that spent a token the event issued. */
export interface StoredEntry {
  readonly runId: string;
  readonly playerId: string;
  readonly player: string;
  readonly won: boolean;
  readonly timeTicks: number;
  readonly receivedAt: string;
  /** The canonical replay text, when read for the entries file. */
  readonly replay: string | undefined;
}

/** A start the event issued: its token, to whom, when (service clock), and if a one-shot's. */
export interface EventStart {
  readonly tokenId: string;
  readonly eventId: string;
  readonly playerId: string;
  readonly issuedAt: number;
  readonly oneShot: boolean;
}

/** An operator's change to an event, for `event_changes`. */
export interface EventChange {
  readonly at: string;
  readonly operator: string;
  readonly action: 'create' | 'edit' | 'cancel';
  readonly eventId: string;
  readonly reason: string;
  readonly before: StoredEvent | undefined;
  readonly after: StoredEvent;
}

interface EventRow {
  id: string;
  name: string;
  level_key: string;
  format: EventFormat;
  starts_at_ms: number | string;
  ends_at_ms: number | string;
  sim_version: number;
  created_at: string;
  cancelled_reason: string | null;
  sealed: number | string;
  qualifier_ms: number | null;
}

const COLUMNS =
  'id, name, level_key, format, starts_at_ms, ends_at_ms, sim_version, created_at, cancelled_reason, sealed, qualifier_ms';

const INSERT = `insert into events (${COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, null, $9, $10)`;
const BY_ID = `select ${COLUMNS} from events where id = $1`;
/** An event of the schedule's slot $11 (migration 0023): none when that slot has one already. */
const INSERT_SCHEDULED = `insert into events (${COLUMNS}, schedule_slot)
  values ($1, $2, $3, $4, $5, $6, $7, $8, null, $9, $10, $11) on conflict do nothing returning id`;
/** Events not cancelled, open at $1, starting after it, or ended by it: three pages. */
const OPEN = `select ${COLUMNS} from events where cancelled_reason is null
  and starts_at_ms <= $1 and ends_at_ms > $1 order by ends_at_ms, id limit $2`;
const NEXT = `select ${COLUMNS} from events where cancelled_reason is null
  and starts_at_ms > $1 order by starts_at_ms, id limit $2`;
const PAST = `select ${COLUMNS} from events where cancelled_reason is null
  and ends_at_ms <= $1 order by ends_at_ms desc, id limit $2`;
/** The events attached to season $1 (migration 0021), cancelled ones too, first to start first. */
const IN_SEASON = `select ${COLUMNS.split(', ')
  .map((column) => `e.${column}`)
  .join(', ')} from events e join season_events s on s.event_id = e.id
  where s.season_id = $1 order by e.starts_at_ms, e.id`;
/** Changes an event not yet started ($7: the time now), so an edit never races its start. */
const EDIT = `update events set name = $2, level_key = $3, format = $4, starts_at_ms = $5,
  ends_at_ms = $6, sealed = $8, qualifier_ms = $9 where id = $1 and starts_at_ms > $7 and cancelled_reason is null`;
const CANCEL = `update events set cancelled_reason = $2 where id = $1 and cancelled_reason is null`;
const REGISTER = `insert into event_players (event_id, player_id, registered_at_ms)
  values ($1, $2, $3) on conflict (event_id, player_id) do nothing`;
const REGISTERED = `select registered_at_ms from event_players where event_id = $1 and player_id = $2`;
/** A start; a one-shot's second start meets event_starts_one_shot and stores nothing. */
const START = `insert into event_starts (token_id, event_id, player_id, issued_at_ms, one_shot)
  values ($1, $2, $3, $4, $5) on conflict do nothing returning token_id`;
const ATTEMPTS = `select count(*) as n from event_starts where event_id = $1 and player_id = $2`;
/**
 * An event's entries: the runs that spent its tokens, of its level ($4) and simVersion, verified,
 * received by its end ($3), that no operator hid, of keys not banned; in the order received. The
 * level is asked here, not left to the start token: the standings are kept under that level's
 * board version, which a run of another level would never raise. With their
 * replays' text for the entries file.
 */
function entriesText(withReplays: boolean): string {
  return `select r.id, r.player_id, r.player, r.outcome, r.time_ticks, r.received_at,
      ${withReplays ? 'rp.canonical' : 'null as canonical'}
    from event_starts s join runs r on r.token_id = s.token_id
    ${withReplays ? 'join replays rp on rp.hash = r.replay_hash' : ''}
    where s.event_id = $1 and r.player_id = s.player_id and r.level_key = $4
      and r.sim_version = $2
      and r.status = 'verified' and r.hidden_reason is null and r.received_at_ms <= $3
      and not exists (select 1 from players p where p.id = r.player_id and p.banned_reason is not null)
    order by r.received_at_ms, r.id`;
}
const ENTRIES = entriesText(false);
const ENTRIES_WITH_REPLAYS = entriesText(true);

/** The version of board $1 (migration 0003, raised by triggers): 0 until its first change. */
const BOARD_VERSION = `select coalesce(max(version), 0) as version from board_versions
  where level_key = $1`;

const LOG = `insert into event_changes (at, operator, action, event_id, reason, before, after)
  values ($1, $2, $3, $4, $5, $6, $7)`;

/** A row of the entries' statement. */
interface EntryRow {
  id: string;
  player_id: string;
  player: string;
  outcome: string;
  time_ticks: number;
  received_at: string;
  canonical: string | null;
}

function eventOf(row: EventRow): StoredEvent {
  return {
    id: row.id,
    name: row.name,
    levelKey: row.level_key,
    format: row.format,
    startsAt: Number(row.starts_at_ms),
    endsAt: Number(row.ends_at_ms),
    simVersion: row.sim_version,
    createdAt: row.created_at,
    cancelledReason: row.cancelled_reason,
    sealed: Number(row.sealed) === 1,
    qualifierMs: row.qualifier_ms,
  };
}

/**
 * The event tables' one writer and reader: `events`, `event_players`, `event_starts` and the
 * append-only `event_changes` (migration 0020). The text is the same on both engines.
 */
export class EventStore {
  constructor(private readonly statements: Statements) {}

  /** Stores a new event. */
  async create(event: StoredEvent): Promise<void> {
    const { id, name, levelKey, format, startsAt, endsAt, simVersion, createdAt, sealed } = event;
    const values = [id, name, levelKey, format, startsAt, endsAt, simVersion, createdAt];
    await this.statements.rows(INSERT, [...values, sealed ? 1 : 0, event.qualifierMs]);
  }

  /**
   * Stores an event the recurring schedule asks for in `slot`: false, storing nothing, when the
   * slot has its event already (made by this instance or another: the unique index decides).
   */
  async createScheduled(event: StoredEvent, slot: string): Promise<boolean> {
    const { id, name, levelKey, format, startsAt, endsAt, simVersion, createdAt, sealed } = event;
    const values = [id, name, levelKey, format, startsAt, endsAt, simVersion, createdAt];
    const rows = await this.statements.rows(INSERT_SCHEDULED, [
      ...values,
      sealed ? 1 : 0,
      event.qualifierMs,
      slot,
    ]);
    return rows.length === 1;
  }

  /** The event of this id. */
  async byId(id: string): Promise<StoredEvent | undefined> {
    const [row] = await this.statements.rows<EventRow>(BY_ID, [id]);
    return row === undefined ? undefined : eventOf(row);
  }

  /** Events open at `now`, the next to start and the last ended, `limit` of each. */
  async around(now: number, limit: number) {
    const page = async (text: string) =>
      (await this.statements.rows<EventRow>(text, [now, limit])).map(eventOf);
    return { now: await page(OPEN), next: await page(NEXT), past: await page(PAST) };
  }

  /** The events attached to a season, cancelled ones too, in the order they start. */
  async inSeason(seasonId: string): Promise<StoredEvent[]> {
    return (await this.statements.rows<EventRow>(IN_SEASON, [seasonId])).map(eventOf);
  }

  /**
   * Changes an event that has not started by `now` (the operator's use case reads it first, in
   * the same transaction; the condition keeps an edit from racing the start all the same).
   */
  async edit(id: string, fields: EventFields, now: number): Promise<void> {
    const { name, levelKey, format, startsAt, endsAt, sealed } = fields;
    const { qualifierMs } = fields;
    const values = [id, name, levelKey, format, startsAt, endsAt, now, sealed ? 1 : 0, qualifierMs];
    await this.statements.rows(EDIT, values);
  }

  /** Cancels an event with the operator's reason. */
  async cancel(id: string, reason: string): Promise<void> {
    await this.statements.rows(CANCEL, [id, reason]);
  }

  /** Registers a player (once; a second registration keeps the first time): when, in ms. */
  async register(eventId: string, playerId: string, at: number): Promise<number> {
    await this.statements.rows(REGISTER, [eventId, playerId, at]);
    return (await this.registeredAt(eventId, playerId)) ?? at;
  }

  /** When the player registered for the event (ms), if they did. */
  async registeredAt(eventId: string, playerId: string): Promise<number | undefined> {
    const [row] = await this.statements.rows<{ registered_at_ms: number | string }>(REGISTERED, [
      eventId,
      playerId,
    ]);
    return row === undefined ? undefined : Number(row.registered_at_ms);
  }

  /**
   * Records a start the event issued: false when it is a one-shot's second start for its player
   * (the unique index decides, whichever instance asks).
   */
  async recordStart(start: EventStart): Promise<boolean> {
    const { tokenId, eventId, playerId, issuedAt, oneShot } = start;
    const rows = await this.statements.rows(START, [
      tokenId,
      eventId,
      playerId,
      issuedAt,
      oneShot ? 1 : 0,
    ]);
    return rows.length === 1;
  }

  /** How many starts the event issued to the player. */
  async starts(eventId: string, playerId: string): Promise<number> {
    const [row] = await this.statements.rows<{ n: number | string }>(ATTEMPTS, [eventId, playerId]);
    return Number(row?.n ?? 0);
  }

  /** The event's entries (see entriesText), with their replays' text when asked. */
  async entries(event: StoredEvent, withReplays = false): Promise<StoredEntry[]> {
    const text = withReplays ? ENTRIES_WITH_REPLAYS : ENTRIES;
    const rows = await this.statements.rows<EntryRow>(text, [
      event.id,
      event.simVersion,
      entriesEnd(event),
      event.levelKey,
    ]);
    return rows.map((row) => ({
      runId: row.id,
      playerId: row.player_id,
      player: row.player,
      won: row.outcome === 'won',
      timeTicks: row.time_ticks,
      receivedAt: row.received_at,
      replay: row.canonical ?? undefined,
    }));
  }

  /**
   * The version of the event's level board (migration 0003): it rises with every change of a
   * run of that level (an entry stored, hidden or shown) and with a ban or a hidden name of a
   * player holding one, so the entries are the same as long as it is.
   */
  async entriesVersion(event: StoredEvent): Promise<number> {
    const [row] = await this.statements.rows<{ version: number | string }>(BOARD_VERSION, [
      event.levelKey,
    ]);
    return Number(row?.version ?? 0);
  }

  /** Appends an operator's change to the event log. */
  async log(change: EventChange): Promise<void> {
    const { at, operator, action, eventId, reason, before, after } = change;
    const written = before === undefined ? null : JSON.stringify(before);
    await this.statements.rows(LOG, [
      at,
      operator,
      action,
      eventId,
      reason,
      written,
      JSON.stringify(after),
    ]);
  }
}
