import type { Statements } from '../database/statements';

/** A season as stored: its events' best `bestOf` results count for each player. */
export interface StoredSeason {
  readonly id: string;
  readonly name: string;
  readonly bestOf: number;
  readonly createdAt: string;
}

/** An operator's change to a season, for `season_changes`. */
export interface SeasonChange {
  readonly at: string;
  readonly operator: string;
  readonly action: 'create' | 'attach';
  readonly seasonId: string;
  /** The event attached; undefined for the season's creation. */
  readonly eventId: string | undefined;
  readonly reason: string;
  readonly after: StoredSeason;
}

interface SeasonRow {
  id: string;
  name: string;
  best_of: number | string;
  created_at: string;
}

const INSERT = `insert into seasons (id, name, best_of, created_at) values ($1, $2, $3, $4)`;
const BY_ID = `select id, name, best_of, created_at from seasons where id = $1`;
const ALL = `select id, name, best_of, created_at from seasons order by created_at desc, id
  limit $1`;
/** Attaches an event; one attached already (to this season or another) stores nothing. */
const ATTACH = `insert into season_events (season_id, event_id) values ($1, $2)
  on conflict do nothing returning event_id`;
const SEASON_OF = `select season_id from season_events where event_id = $1`;
const LOG = `insert into season_changes (at, operator, action, season_id, event_id, reason, after)
  values ($1, $2, $3, $4, $5, $6, $7)`;

function seasonOf(row: SeasonRow): StoredSeason {
  return { id: row.id, name: row.name, bestOf: Number(row.best_of), createdAt: row.created_at };
}

/**
 * The season tables' one writer and reader: `seasons`, `season_events` and the append-only
 * `season_changes` (migration 0021); an attached event's own row is the event store's to read
 * (`EventStore.inSeason`). The text is the same on both engines.
 */
export class SeasonStore {
  constructor(private readonly statements: Statements) {}

  /** Stores a new season. */
  async create(season: StoredSeason): Promise<void> {
    const { id, name, bestOf, createdAt } = season;
    await this.statements.rows(INSERT, [id, name, bestOf, createdAt]);
  }

  /** The season of this id. */
  async byId(id: string): Promise<StoredSeason | undefined> {
    const [row] = await this.statements.rows<SeasonRow>(BY_ID, [id]);
    return row === undefined ? undefined : seasonOf(row);
  }

  /** The newest `limit` seasons. */
  async list(limit: number): Promise<StoredSeason[]> {
    return (await this.statements.rows<SeasonRow>(ALL, [limit])).map(seasonOf);
  }

  /** Attaches an event to a season: false when it was attached to one already. */
  async attach(seasonId: string, eventId: string): Promise<boolean> {
    return (await this.statements.rows(ATTACH, [seasonId, eventId])).length === 1;
  }

  /** The id of the season the event is attached to, if any. */
  async seasonOf(eventId: string): Promise<string | undefined> {
    const [row] = await this.statements.rows<{ season_id: string }>(SEASON_OF, [eventId]);
    return row?.season_id;
  }

  /** Appends an operator's change to the season log. */
  async log(change: SeasonChange): Promise<void> {
    const { at, operator, action, seasonId, eventId, reason, after } = change;
    await this.statements.rows(LOG, [
      at,
      operator,
      action,
      seasonId,
      eventId ?? null,
      reason,
      JSON.stringify(after),
    ]);
  }
}
