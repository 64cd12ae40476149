import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { RunResponse, RunSplits } from '../../api';
import type { ServiceDatabase } from './database/database';

/** A stored run: the answer of GET /api/runs/:id without its rank. */
export type StoredRun = Omit<RunResponse, 'rank'>;

/**
 * A verified run ready to store: a stored run before it has an id and a status, with the token it
 * spends, the player whose key posted it and its identity (`runIdentity`).
 */
export type NewRun = Omit<StoredRun, 'runId' | 'status'> & {
  readonly tokenId: string;
  readonly playerId: string;
  readonly inputHash: string;
};

/**
 * The name as UTF-16 code units, four hex digits each: comparing these strings byte by byte (as
 * SQLite's BINARY and PostgreSQL's "C" collation do) orders names exactly as JavaScript's `<`,
 * which compareRuns uses, where comparing UTF-8 bytes would not above U+FFFF.
 */
export function playerSortKey(name: string): string {
  let key = '';
  for (let i = 0; i < name.length; i++) key += name.charCodeAt(i).toString(16).padStart(4, '0');
  return key;
}

type RunRow = ServiceDatabase['runs'];

/** A fresh run id: 12 random bytes, base64url. */
export function newRunId(): string {
  return randomBytes(12).toString('base64url');
}

/** A run's splits as the `splits` column holds them: JSON, or null when it has none. */
export function splitsColumn(splits: RunSplits | undefined): string | null {
  return splits === undefined ? null : JSON.stringify(splits);
}

/** The `splits` column read back: absent when null (a run stored before migration 0008). */
export function splitsOfColumn(column: string | null | undefined): { splits?: RunSplits } {
  return column === null || column === undefined ? {} : { splits: JSON.parse(column) as RunSplits };
}

/** A new run as stored under `id`, verified. */
export function storedRunOf(id: string, run: NewRun): StoredRun {
  return {
    runId: id,
    levelKey: run.levelKey,
    player: run.player,
    timeTicks: run.timeTicks,
    gems: run.gems,
    simVersion: run.simVersion,
    recordedAt: run.recordedAt,
    receivedAt: run.receivedAt,
    replayHash: run.replayHash,
    status: 'verified',
    verdict: run.verdict,
    ...(run.splits === undefined ? {} : { splits: run.splits }),
  };
}

/** A runs row as the stored run it is. */
export function toStoredRun(row: RunRow): StoredRun {
  return {
    runId: row.id,
    levelKey: row.level_key,
    player: row.player,
    timeTicks: row.time_ticks,
    gems: row.gems,
    simVersion: row.sim_version,
    recordedAt: row.recorded_at,
    receivedAt: row.received_at,
    replayHash: row.replay_hash,
    status: row.status,
    verdict: JSON.parse(row.verdict) as unknown,
    ...splitsOfColumn(row.splits),
  };
}

/** "C" makes PostgreSQL compare text byte by byte, as SQLite's default BINARY collation does. */
function byteOrder(dialect: 'sqlite' | 'postgres') {
  return dialect === 'postgres' ? sql`collate "C"` : sql``;
}

/**
 * The `runs` table's one writer, one set of queries for both engines. Boards are ordered by final
 * time, then the service's receive time (never the client's recordedAt), then the player name
 * (UTF-16 order), then the run id: a total order (see README "Ranking").
 */
export class RunStore {
  constructor(
    private readonly db: Kysely<ServiceDatabase>,
    private readonly dialect: 'sqlite' | 'postgres',
  ) {}

  /** The run stored for a replay hash, if any. */
  async runByReplayHash(hash: string): Promise<StoredRun | undefined> {
    const row = await this.db
      .selectFrom('runs')
      .selectAll()
      .where('replay_hash', '=', hash)
      .executeTakeFirst();
    return row === undefined ? undefined : toStoredRun(row);
  }

  /** The run with this id, if any. */
  async run(id: string): Promise<StoredRun | undefined> {
    const row = await this.db
      .selectFrom('runs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined ? undefined : toStoredRun(row);
  }

  /** The run stored with this identity (its level and input stream), if any. */
  async runByIdentity(inputHash: string): Promise<StoredRun | undefined> {
    const row = await this.db
      .selectFrom('runs')
      .selectAll()
      .where('input_hash', '=', inputHash)
      .executeTakeFirst();
    return row === undefined ? undefined : toStoredRun(row);
  }

  /** True when a run has spent this token. */
  async tokenSpent(tokenId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('runs')
      .select('id')
      .where('token_id', '=', tokenId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Stores a verified run. Throws when a unique key refuses it: its replay, its token or its
   * identity is in another run already (the caller tells which from the data).
   */
  async insert(run: NewRun): Promise<StoredRun> {
    const id = newRunId();
    await this.db
      .insertInto('runs')
      .values({
        id,
        level_key: run.levelKey,
        player: run.player,
        player_key: playerSortKey(run.player),
        time_ticks: run.timeTicks,
        gems: run.gems,
        sim_version: run.simVersion,
        recorded_at: run.recordedAt,
        recorded_at_ms: Date.parse(run.recordedAt),
        received_at: run.receivedAt,
        received_at_ms: Date.parse(run.receivedAt),
        replay_hash: run.replayHash,
        token_id: run.tokenId,
        player_id: run.playerId,
        input_hash: run.inputHash,
        status: 'verified',
        verdict: JSON.stringify(run.verdict),
        splits: splitsColumn(run.splits),
      })
      .execute();
    return storedRunOf(id, run);
  }

  /** The 1-based rank of a stored run on its board (its simVersion, verified runs only). */
  async rank(run: StoredRun): Promise<number> {
    const ms = Date.parse(run.receivedAt);
    const key = playerSortKey(run.player);
    const c = byteOrder(this.dialect);
    const row = await this.db
      .selectFrom('runs as r')
      .select((eb) => eb.fn.countAll<number | string>().as('ahead'))
      .where('r.level_key', '=', run.levelKey)
      .where('r.sim_version', '=', run.simVersion)
      .where('r.status', '=', 'verified')
      .where(
        sql<boolean>`(r.time_ticks < ${run.timeTicks}
          or (r.time_ticks = ${run.timeTicks} and (r.received_at_ms < ${ms}
          or (r.received_at_ms = ${ms} and (r.player_key ${c} < ${key}
          or (r.player_key = ${key} and r.id ${c} < ${run.runId}))))))`,
      )
      .executeTakeFirstOrThrow();
    return Number(row.ahead) + 1;
  }

  /** Every stored run, oldest rowid first, for reverify; `after` pages by id. */
  async runsAfter(after: string, limit: number): Promise<StoredRun[]> {
    const rows = await this.db
      .selectFrom('runs')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toStoredRun);
  }

  /**
   * Marks a run's status after reverify, with the verifier's new result and, when it still
   * verifies, the splits its re-simulation derived (kept as they were when absent).
   */
  async setStatus(
    id: string,
    status: StoredRun['status'],
    verdict: unknown,
    splits?: RunSplits,
  ): Promise<void> {
    await this.db
      .updateTable('runs')
      .set({
        status,
        verdict: JSON.stringify(verdict),
        ...(splits === undefined ? {} : { splits: splitsColumn(splits) }),
      })
      .where('id', '=', id)
      .execute();
  }
}
