import type pg from 'pg';
import { bestValues, boardPlayerOf, mergeBest, mergeNewBest } from './board-best-store';
import { BOARD_VERSION, type BoardChanges } from './board-changes';
import { LEVEL_MAKER, levelInsert, makerOf, PUBLISH_LEVEL } from './level-store';
import { replayInsert } from './replay-store';
import {
  boardRows,
  type BoardPage,
  type BoardPageQuery,
  type BoardPageRow,
  type BoardReader,
  type MakerRow,
  type PostKeys,
  type PostStanding,
  type ProofRecorder,
  type ProofToRecord,
  type RecordedRun,
  type RunRecorder,
  type RunToRecord,
  type StandingRow,
  standingOf,
} from './run-recorder';
import { newRunId, storedRunOf } from './run-row';
import {
  boardPage,
  INSERT_PROOF_RUN,
  INSERT_RUN,
  rankAhead,
  runValues,
  STANDING,
} from './run-store';

/**
 * The whole post in one statement (one round trip, one transaction): the run ($1..$19, as
 * `runValues` lists them, its replay hash $11), its replay text $20, the editor level when $21 is
 * not null ($21, document $22, stored at the run's receive time $10), a won run merged into its
 * player's best ($23 who the player is, as `boardPlayerOf`) and the rank it takes (of no meaning
 * for an attempt). The rank is counted on the statement's snapshot, which does not hold the new
 * run: exactly the other players' bests ahead of it.
 */
const RECORD = `with replay as (${replayInsert('$11', '$20')}),
  level as (${levelInsert('$21::varchar', '$22::text', '$10')}),
  run as (${INSERT_RUN} returning id),
  best as (${mergeBest(
    'postgres',
    `select $2, $7, $23::text, id, $5, $16, $4, $14 from run where $18 = 'won'`,
  )})
  select (select count(*) from run) as inserted, (${rankAhead('postgres', {
    levelKey: '$2',
    simVersion: '$7',
    timeTicks: '$5',
    receivedAtMs: '$16',
    playerKey: '$4',
    runId: '$1',
    player: '$23::text',
  })}) as ahead`;

/**
 * A publication's first statement: the proof's replay ($4, text $11), then PUBLISH_LEVEL; when it
 * sets the maker, the proof as the maker's run follows in the same transaction.
 */
const PUBLISH = `with replay as (${replayInsert('$4', '$11')}) ${PUBLISH_LEVEL}`;

/** Each hot statement under the name pg prepares it by, once per pooled connection. */
const STATEMENTS = {
  standing: STANDING,
  record: RECORD,
  publish: PUBLISH,
  insertProofRun: INSERT_PROOF_RUN,
  mergeBest: mergeNewBest('postgres'),
  page: boardPage('postgres', BOARD_VERSION),
  version: BOARD_VERSION,
  maker: LEVEL_MAKER,
} as const;

/**
 * The hot paths on PostgreSQL, through named prepared statements: where a post stands is one
 * round trip, and everything it writes (replay, level, run) with the rank it takes is a second,
 * one statement and so one transaction.
 */
export class PostgresPrepared implements RunRecorder, ProofRecorder, BoardReader {
  constructor(
    private readonly pool: pg.Pool,
    private readonly changes: Pick<BoardChanges, 'changed'>,
    private readonly reportThreshold: number,
  ) {}

  async #query<Row extends pg.QueryResultRow>(
    name: keyof typeof STATEMENTS,
    values: unknown[],
  ): Promise<Row[]> {
    const result = await this.pool.query<Row>({
      name: `hot-${name}`,
      text: STATEMENTS[name],
      values,
    });
    return result.rows;
  }

  async standing(post: PostKeys): Promise<PostStanding> {
    const rows = await this.#query<StandingRow>('standing', [
      post.replayHash,
      post.tokenId,
      post.levelHash ?? null,
      post.identity,
    ]);
    return standingOf(rows, post);
  }

  async record(run: RunToRecord): Promise<RecordedRun> {
    const id = newRunId();
    const [row] = await this.#query<{ inserted: number | string; ahead: number | string }>(
      'record',
      [
        ...runValues(id, run),
        run.canonical,
        run.level?.hash ?? null,
        run.level?.document ?? null,
        boardPlayerOf(run.playerId, run.player),
      ],
    );
    if (row === undefined || Number(row.inserted) !== 1) throw new Error('the run was not stored');
    // Every instance hears of it from the database; this one need not wait for that.
    this.changes.changed(run.levelKey);
    const stored = storedRunOf(id, run);
    return { run: stored, rank: stored.attempt === true ? null : Number(row.ahead) + 1 };
  }

  async publish(proof: ProofToRecord): Promise<boolean> {
    const { maker } = proof;
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const query = (name: keyof typeof STATEMENTS, values: unknown[]) =>
        client.query({ name: `hot-${name}`, text: STATEMENTS[name], values });
      const set = await query('publish', [
        proof.level.hash,
        proof.level.document,
        proof.storedAt,
        maker.replayHash,
        maker.player,
        maker.timeTicks,
        maker.gems,
        maker.recordedAt,
        maker.simVersion,
        proof.makerPlayerId,
        proof.canonical,
      ]);
      if (set.rows.length > 0) {
        const id = newRunId();
        const stored = await query('insertProofRun', runValues(id, proof.run));
        if (stored.rowCount === 1) await query('mergeBest', bestValues(id, proof.run));
      }
      await client.query('commit');
      if (set.rows.length > 0) this.changes.changed(`hash:${proof.level.hash}`);
      return set.rows.length > 0;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }

  async page(query: BoardPageQuery): Promise<BoardPage> {
    const { levelKey, simVersion, limit, offset, makerOf: makerHash } = query;
    const rows = await this.#query<BoardPageRow>('page', [
      levelKey,
      simVersion,
      limit,
      offset,
      this.reportThreshold,
    ]);
    const first = rows[0];
    const version = Number(
      first === undefined
        ? ((await this.#query<{ version: number }>('version', [levelKey]))[0]?.version ?? 0)
        : first.version,
    );
    const runs = boardRows(rows, offset);
    if (makerHash === undefined) return { version, runs };
    const [maker] = await this.#query<MakerRow>('maker', [makerHash, this.reportThreshold]);
    return { version, runs, maker: maker === undefined ? null : makerOf(maker) };
  }
}
