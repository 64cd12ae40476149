import type pg from 'pg';

/** The channel an instance announces its appended live frames on; the payload is its id. */
export const LIVE_CHANNEL = 'live_moved';

/** One frame of a live run as an instance appended it. */
export interface LiveFrameRow {
  readonly instance: string;
  readonly seq: number;
  readonly liveId: string;
  /** When the instance held the frame, by its clock (the spectator delay counts from it). */
  readonly at: number;
  /** The run's ticks after the frame. */
  readonly ticks: number;
  /** The frame as JSON text. */
  readonly frame: string;
}

/** An instance's heartbeat: when it last beat, and its spectators by live id. */
export interface LiveInstanceRow {
  readonly instance: string;
  readonly seenAt: number;
  readonly viewers: Readonly<Record<string, number>>;
}

interface FrameRecord {
  instance: string;
  /** bigint columns, read as numbers (database.ts sets the parser). */
  seq: number;
  live_id: string;
  at_ms: number;
  ticks: number;
  frame: string;
}

const FRAME_COLUMNS = 'instance, seq, live_id, at_ms, ticks, frame';

function frameOf(row: FrameRecord): LiveFrameRow {
  const { instance, seq, live_id: liveId, at_ms: at, ticks, frame } = row;
  return { instance, seq, liveId, at, ticks, frame };
}

/**
 * The tables of live runs across instances (migration 0024), PostgreSQL only: SQLite deployments
 * are one instance and keep live runs in memory alone. Every statement is one round trip.
 */
export class LiveFrameStore {
  constructor(private readonly pool: pg.Pool) {}

  /**
   * Appends an instance's frames and announces them in the same statement: the NOTIFY is sent
   * when the rows commit, so a reader woken by it finds them.
   */
  async append(instance: string, rows: readonly LiveFrameRow[]): Promise<void> {
    if (rows.length === 0) return;
    const values: unknown[] = [];
    const tuples = rows.map((row, index) => {
      values.push(row.instance, row.seq, row.liveId, row.at, row.ticks, row.frame);
      const at = index * 6;
      return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6})`;
    });
    values.push(LIVE_CHANNEL, instance);
    const channel = values.length - 1;
    await this.pool.query(
      `with appended as (insert into live_frames (${FRAME_COLUMNS}) values ${tuples.join(', ')} returning 1)
       select pg_notify($${channel}, $${channel + 1}) from (select count(*) from appended) as counted`,
      values,
    );
  }

  /** The frames of `instance` after `seq` in order; of every instance when `instance` is null. */
  async since(instance: string | null, seq: number): Promise<LiveFrameRow[]> {
    const { rows } =
      instance === null
        ? await this.pool.query<FrameRecord>(
            `select ${FRAME_COLUMNS} from live_frames order by instance, seq`,
          )
        : await this.pool.query<FrameRecord>(
            `select ${FRAME_COLUMNS} from live_frames where instance = $1 and seq > $2 order by seq`,
            [instance, seq],
          );
    return rows.map(frameOf);
  }

  /** Deletes the frames of runs an instance dropped (their end was shown everywhere). */
  async forget(instance: string, liveIds: readonly string[]): Promise<void> {
    if (liveIds.length === 0) return;
    await this.pool.query('delete from live_frames where instance = $1 and live_id = any($2)', [
      instance,
      liveIds,
    ]);
  }

  /** Deletes every row of an instance that stopped long ago. */
  async forgetInstance(instance: string): Promise<void> {
    await this.pool.query('delete from live_frames where instance = $1', [instance]);
    await this.pool.query('delete from live_instances where instance = $1', [instance]);
  }

  /** Records an instance's heartbeat and its spectators by live id. */
  async beat(instance: string, at: number, viewers: Record<string, number>): Promise<void> {
    await this.pool.query(
      `insert into live_instances (instance, seen_at_ms, viewers) values ($1, $2, $3)
       on conflict (instance) do update set seen_at_ms = excluded.seen_at_ms, viewers = excluded.viewers`,
      [instance, at, JSON.stringify(viewers)],
    );
  }

  /** Every instance's last heartbeat. */
  async instances(): Promise<LiveInstanceRow[]> {
    const { rows } = await this.pool.query<{
      instance: string;
      seen_at_ms: number;
      viewers: string;
    }>('select instance, seen_at_ms, viewers from live_instances');
    return rows.map((row) => ({
      instance: row.instance,
      seenAt: row.seen_at_ms,
      viewers: JSON.parse(row.viewers) as Record<string, number>,
    }));
  }
}
