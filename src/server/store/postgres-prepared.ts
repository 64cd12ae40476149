import type pg from 'pg';
import {
  bestValues,
  boardPlayerOf,
  mergeBest,
  mergeNewBest,
  REFRESH_DELETE,
  refreshMerge,
  refreshValues,
  type BestOf,
} from './board-best-store';
import { BOARD_VERSION, type BoardChanges } from './board-changes';
import { LEVEL_MAKER, levelInsert, makerOf, publishLevel } from './level-store';
import { bucketBytesAdd, playerBytesAdd } from './quota-store';
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
import { newRunId, proofTokenId, storedRunOf } from './run-row';
import {
  INSERT_PROOF_RUN,
  INSERT_RUN,
  runValues,
  STANDING,
  TAKE_BACK_PROOF_RUN,
} from './run-store';
import { boardPage, rankAhead } from './board-rank';

/**
 * The whole post in one statement (one round trip, one transaction): the run ($1..$20, as
 * `runValues` lists them, its replay hash $11), its replay text $21, the editor level when $22 is
 * not null ($22, document $23, stored at the run's receive time $10), a won run merged into its
 * player's best ($24 who the player is, as `boardPlayerOf`), its bytes ($26) counted against its
 * player's and its address bucket's ($27) day ($25), and the rank it takes (of no meaning for an
 * attempt). The rank is counted on the statement's snapshot, which does not hold the new run:
 * exactly the other players' bests ahead of it.
 */
const RECORD = `with replay as (${replayInsert('$11', '$21')}),
  level as (${levelInsert('$22::varchar', '$23::text', '$10')}),
  run as (${INSERT_RUN} returning id),
  best as (${mergeBest(
    'postgres',
    `select $2, $7, $24::text, id, $5, $16, $4, $14 from run where $18 = 'won'`,
  )}),
  player_bytes as (${playerBytesAdd('$14', '$25::varchar', '$26::bigint')}),
  bucket_bytes as (${bucketBytesAdd('$27::varchar', '$25::varchar', '$26::bigint')})
  select (select count(*) from run) as inserted, (${rankAhead('postgres', {
    levelKey: '$2',
    simVersion: '$7',
    timeTicks: '$5',
    receivedAtMs: '$16',
    playerKey: '$4',
    runId: '$1',
    player: '$24::text',
  })}) as ahead`;

/**
 * A publication's first statement: the proof's replay ($4, text $12), then publishLevel, which
 * answers the maker before it too (read on the statement's snapshot); when it sets the maker, the
 * proof as the maker's run follows in the same transaction.
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
  insertProofRun: INSERT_PROOF_RUN,
  mergeBest: mergeNewBest('postgres'),
  takeBack: TAKE_BACK_PROOF_RUN,
  refreshDelete: REFRESH_DELETE,
  refreshByKey: refreshMerge('postgres', true),
  refreshByName: refreshMerge('postgres', false),
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
      [
        ...runValues(id, run),
        run.canonical,
        run.level?.hash ?? null,
        run.level?.document ?? null,
        boardPlayerOf(run.playerId, run.player),
        run.stored.day,
        run.stored.bytes,
        run.stored.bucket,
      ],
    );
    if (row === undefined || Number(row.inserted) !== 1) throw new Error('the run was not stored');
    // Every instance hears of it from the database; this one need not wait for that.
    this.changes.changed(run.levelKey);
    const stored = storedRunOf(id, run);
    return { run: stored, rank: stored.attempt === true ? null : Number(row.ahead) + 1 };
  }

  async publish(proof: ProofToRecord): Promise<PublishedProof> {
    const { maker } = proof;
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const query = <Row extends pg.QueryResultRow>(
        name: keyof typeof STATEMENTS,
        values: unknown[],
      ) => client.query<Row>({ name: `hot-${name}`, text: STATEMENTS[name], values });
      const set = await query<MakerBeforeRow>('publish', [
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
      const published = publishedProof(set.rows.length > 0, set.rows[0]);
      if (published.set) await this.#writeProofRun(query, proof, published);
      await client.query('commit');
      if (published.set) this.changes.changed(`hash:${proof.level.hash}`);
      return published;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * The proof as its maker's run, after the level's maker was set: when a signed link took the
   * level from an unsigned publication, that publication's proof run (the relabelled proof) is
   * taken back first, and its player's best made again from their other runs.
   */
  async #writeProofRun(
    query: <Row extends pg.QueryResultRow>(
      name: keyof typeof STATEMENTS,
      values: unknown[],
    ) => Promise<pg.QueryResult<Row>>,
    proof: ProofToRecord,
    published: PublishedProof,
  ): Promise<void> {
    if (published.replaced !== null) {
      const taken = await query<BestOf>('takeBack', [proofTokenId(proof.level.hash)]);
      const [run] = taken.rows;
      if (run !== undefined) {
        const values = refreshValues(run);
        await query('refreshDelete', values.slice(0, 3));
        await query(run.player_id === null ? 'refreshByName' : 'refreshByKey', values);
      }
    }
    const id = newRunId();
    const stored = await query('insertProofRun', runValues(id, proof.run));
    if (stored.rowCount === 1) await query('mergeBest', bestValues(id, proof.run));
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
