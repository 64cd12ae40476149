import type pg from 'pg';
import { BOARD_VERSION, type BoardChanges } from './board-changes';
import { LEVEL_MAKER, levelInsert, makerOf, publishLevel } from './level-store';
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
  courseValues,
  publishedProof,
  standingOf,
  type MakerBeforeRow,
  type PublishedProof,
} from './run-recorder';
import { newRunId, storedRunOf } from './run-row';
import { boardPage, INSERT_RUN, rankAhead, runValues, STANDING } from './run-store';

/**
 * The whole post in one statement (one round trip, one transaction): the run ($1..$20, as
 * `runValues` lists them, its replay hash $11), its replay text $21, the editor level when $22 is
 * not null ($22, document $23, stored at the run's receive time $10) and the rank it takes (of no
 * meaning for an attempt). The rank is counted on the statement's snapshot, which does not hold
 * the new run: exactly the runs ahead of it.
 */
const RECORD = `with replay as (${replayInsert('$11', '$21')}),
  level as (${levelInsert('$22::varchar', '$23::text', '$10')}),
  run as (${INSERT_RUN} returning id)
  select (select count(*) from run) as inserted, (${rankAhead('postgres', {
    levelKey: '$2',
    simVersion: '$7',
    timeTicks: '$5',
    receivedAtMs: '$16',
    playerKey: '$4',
    runId: '$1',
  })}) as ahead`;

/**
 * A publication in one statement: the proof's replay ($4, text $12), then publishLevel, which
 * answers the maker before it too (read on the statement's snapshot).
 */
const PUBLISH = `with replay as (${replayInsert('$4', '$12')}),
  before as (select maker_player, maker_player_id from levels where hash = $1)
  ${publishLevel(`, (select maker_player from before) as previous_player,
    (select maker_player_id from before) as previous_player_id`)}`;

/** Each hot statement under the name pg prepares it by, once per pooled connection. */
const STATEMENTS = {
  standing: STANDING,
  record: RECORD,
  publish: PUBLISH,
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
      ...courseValues(post),
    ]);
    return standingOf(rows, post);
  }

  async record(run: RunToRecord): Promise<RecordedRun> {
    const id = newRunId();
    const [row] = await this.#query<{ inserted: number | string; ahead: number | string }>(
      'record',
      [...runValues(id, run), run.canonical, run.level?.hash ?? null, run.level?.document ?? null],
    );
    if (row === undefined || Number(row.inserted) !== 1) throw new Error('the run was not stored');
    // Every instance hears of it from the database; this one need not wait for that.
    this.changes.changed(run.levelKey);
    const stored = storedRunOf(id, run);
    return { run: stored, rank: stored.attempt === true ? null : Number(row.ahead) + 1 };
  }

  async publish(proof: ProofToRecord): Promise<PublishedProof> {
    const { maker } = proof;
    const rows = await this.#query<MakerBeforeRow>('publish', [
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
      proof.signed ? 1 : 0,
      proof.canonical,
    ]);
    if (rows.length > 0) this.changes.changed(`hash:${proof.level.hash}`);
    return publishedProof(rows.length > 0, rows[0]);
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
