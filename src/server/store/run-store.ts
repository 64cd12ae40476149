import type { Kysely } from 'kysely';
import type { RunResponse, RunSplits } from '../../api';
import type { ServiceDatabase } from './database/database';
import { rawFor, type Dialect } from './database/engine-sql';
import { refreshBest } from './board-best-store';
import { rankOf, rankValues, shownName } from './board-rank';
import {
  recordPage,
  recordRunOf,
  type RecordCursor,
  type RecordRow,
  type RecordRun,
} from './player-record';
import { RunRecords } from './run-records';
import { playerSortKey, splitsColumn, toStoredRun, type NewRun, type StoredRun } from './run-row';

/**
 * The `runs` table: every statement that writes it and its one rank, for both engines. Boards
 * are ordered by final time, then the service's receive time (never the client's recordedAt),
 * then the player name (UTF-16 order), then the run id: a total order (see README "Ranking").
 */

/** The columns of a stored run, as `toStoredRun` reads them. */
const RUN_COLUMNS = `r.id, r.level_key, r.player, r.player_key, r.time_ticks, r.gems, r.sim_version,
  r.recorded_at, r.recorded_at_ms, r.received_at, r.replay_hash, r.token_id, r.status, r.verdict,
  r.input_hash, r.splits, r.outcome, r.trajectory`;

/**
 * Where a post stands, in one statement: the runs holding its replay hash ($1), its token id
 * ($2), its identity ($4: a copy) or, once it is verified, its course ($5) on its level ($6)
 * under its simVersion ($7: a copy too), none to four rows (a row with null columns when there
 * are none), each with the stored level document of hash $3 (null when $3 is null or unknown).
 */
export const STANDING = `select (select document from levels where hash = $3) as level_document,
  ${RUN_COLUMNS}
  from (select 1 as one) o left join runs r
    on r.replay_hash = $1 or r.token_id = $2 or r.input_hash = $4
      or (r.trajectory = $5 and r.level_key = $6 and r.sim_version = $7)`;

/**
 * Inserts a verified run or attempt ($1..$20, as `runValues` lists them); a unique key (replay
 * hash $11, token id $12, identity $15, course $20 on its level and simVersion) refuses a
 * duplicate or a copy (of a run or an attempt).
 */
export const INSERT_RUN = `insert into runs (id, level_key, player, player_key, time_ticks, gems,
  sim_version, recorded_at, recorded_at_ms, received_at, replay_hash, token_id, status, verdict,
  player_id, input_hash, received_at_ms, splits, outcome, sender_hash, trajectory)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'verified', $13, $14, $15, $16,
    $17, $18, $19, $20)`;

/**
 * INSERT_RUN of a published level's proof as its maker's run: nothing when a stored run holds its
 * replay or its inputs already (that run is then the original).
 */
export const INSERT_PROOF_RUN = `${INSERT_RUN} on conflict do nothing`;

/**
 * Deletes a level's proof run ($1 its token id, proofTokenId) when the level's signed author takes
 * the level from an unsigned publication: that run was the relabelled proof, a copy of the
 * author's. Answers whose run it was (BestOf), so its player's best can be made again.
 */
export const TAKE_BACK_PROOF_RUN = `delete from runs where token_id = $1
  returning level_key, sim_version, player_id, player`;

/** The values of INSERT_RUN for a new run under `id`. */
export function runValues(id: string, run: NewRun): unknown[] {
  return [
    id,
    run.levelKey,
    run.player,
    playerSortKey(run.player),
    run.timeTicks,
    run.gems,
    run.simVersion,
    run.recordedAt,
    Date.parse(run.recordedAt),
    run.receivedAt,
    run.replayHash,
    run.tokenId,
    JSON.stringify(run.verdict),
    run.playerId,
    run.inputHash,
    Date.parse(run.receivedAt),
    splitsColumn(run.splits),
    run.outcome,
    run.senderHash,
    run.trajectory,
  ];
}

/**
 * Run `r` (joined to its player `p`) readable by its id: not hidden, not of a banned key. An
 * attempt is readable (rank null) but never on a board (no board_bests row).
 */
const LISTED = `r.hidden_reason is null and (p.banned_reason is null or p.id is null)`;

/** Run $1 as a board shows it (its name hidden by reports from $2 players), if listed. */
const SHOWN_RUN = `select ${RUN_COLUMNS}, ${shownName('$2')} as shown_player,
  exists (select 1 from board_bests b where b.run_id = r.id) as personal_best
  from runs r left join players p on p.id = r.player_id where r.id = $1 and ${LISTED}`;

/**
 * Whether player $2 has proved a play of level key $1: a verified won run, or a verified attempt
 * that lasted $3 ticks or more, not hidden by an operator.
 */
const PLAYED = `select 1 as played from runs where level_key = $1 and player_id = $2
  and status = 'verified' and hidden_reason is null and (outcome = 'won' or time_ticks >= $3)
  limit 1`;

/** Run $1 as stored, listed or not. */
const STORED_RUN = `select ${RUN_COLUMNS} from runs r where r.id = $1`;

type ShownRow = ServiceDatabase['runs'] & {
  shown_player: string;
  personal_best: boolean | number;
};

/** The `runs` table's reads and writes off the hot paths, one set of statements for both engines. */
export class RunStore {
  constructor(
    private readonly db: Kysely<ServiceDatabase>,
    private readonly dialect: Dialect,
    private readonly reportThreshold: number,
  ) {
    this.records = new RunRecords(db);
  }

  /** What moderation reads of the runs: a run's state, a player's record and hidden runs. */
  readonly records: RunRecords;

  /**
   * Run `id` as its board shows it, with the board's rank while it is verified and won (an
   * attempt's is null): undefined while an operator hides it or its key is banned (the board
   * does not list it), and its player "hidden player" while the name is hidden.
   */
  async shown(id: string): Promise<RunResponse | undefined> {
    const [row] = await this.#rows<ShownRow>(SHOWN_RUN, [id, this.reportThreshold]);
    if (row === undefined) return undefined;
    const run = toStoredRun(row);
    const rank = run.status === 'verified' ? await this.rank(run) : null;
    const personalBest = row.personal_best === true || Number(row.personal_best) === 1;
    return { ...run, player: row.shown_player, rank, personalBest };
  }

  /**
   * Run `id` as an operator sees it: also while hidden or its key banned, under its player's own
   * name; its board's rank while the board lists it, null otherwise.
   */
  async stored(id: string): Promise<RunResponse | undefined> {
    const [row] = await this.#rows<ServiceDatabase['runs']>(STORED_RUN, [id]);
    if (row === undefined) return undefined;
    const shown = await this.shown(id);
    return {
      ...toStoredRun(row),
      rank: shown?.rank ?? null,
      personalBest: shown?.personalBest ?? false,
    };
  }

  /**
   * The 1-based rank of a stored run on its board: the board's own rank (rankAhead); null for
   * an attempt, which no board lists.
   */
  async rank(run: StoredRun): Promise<number | null> {
    if (run.attempt === true) return null;
    const [row] = await this.#rows<{ ahead: number | string }>(
      rankOf(this.dialect),
      rankValues(run),
    );
    return Number(row?.ahead ?? 0) + 1;
  }

  /**
   * Up to `limit` runs of the player's record after `from` (the newest when absent), as
   * recordPage lists them.
   */
  async record(playerId: string, limit: number, from?: RecordCursor): Promise<RecordRun[]> {
    const start = from ?? { receivedAtMs: Number.MAX_SAFE_INTEGER, runId: '' };
    const values = [playerId, this.reportThreshold, start.receivedAtMs, start.runId, limit];
    const rows = await this.#rows<RecordRow>(recordPage(this.dialect), values);
    return rows.map(recordRunOf);
  }

  /**
   * True when the player has a verified won run of the level, or a verified attempt of it of
   * `minAttemptTicks` or more (what rating a level needs).
   */
  async played(levelKey: string, playerId: string, minAttemptTicks: number): Promise<boolean> {
    const rows = await this.#rows(PLAYED, [levelKey, playerId, minAttemptTicks]);
    return rows.length > 0;
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
   * verifies, the splits its re-simulation derived (kept as they were when absent). A run whose
   * status changes leaves its board, or comes back, as its player's best.
   */
  async setStatus(
    id: string,
    status: StoredRun['status'],
    verdict: unknown,
    splits?: RunSplits,
  ): Promise<void> {
    await this.#withBest(id, async (db, before) => {
      await db
        .updateTable('runs')
        .set({
          status,
          verdict: JSON.stringify(verdict),
          ...(splits === undefined ? {} : { splits: splitsColumn(splits) }),
        })
        .where('id', '=', id)
        .execute();
      return before.status !== status;
    });
  }

  /**
   * Hides a run (a reason) or shows it again (null); its board's version rises by trigger, and
   * its player's row of the board is their best listed run again.
   */
  async setHidden(id: string, reason: string | null): Promise<void> {
    await this.#withBest(id, async (db) => {
      await db.updateTable('runs').set({ hidden_reason: reason }).where('id', '=', id).execute();
      return true;
    });
  }

  /**
   * Runs `change` of run `id` and then, when it says so, makes the best listed run of the run's
   * player on its board their row of it again, all in one transaction (the caller's, if open).
   */
  async #withBest(
    id: string,
    change: (db: Kysely<ServiceDatabase>, before: { status: string }) => Promise<boolean>,
  ): Promise<void> {
    const work = async (db: Kysely<ServiceDatabase>) => {
      const run = await db
        .selectFrom('runs')
        .select(['level_key', 'sim_version', 'player_id', 'player', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (run === undefined || !(await change(db, run))) return;
      await refreshBest(db, this.dialect, run);
    };
    if (this.db.isTransaction) await work(this.db);
    else await this.db.transaction().execute(work);
  }

  async #rows<Row>(text: string, values: readonly unknown[]): Promise<Row[]> {
    return (await this.db.executeQuery<Row>(rawFor(this.dialect, text, values))).rows;
  }
}
