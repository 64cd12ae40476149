import type Database from 'better-sqlite3';
import {
  bestValues,
  mergeNewBest,
  REFRESH_DELETE,
  refreshMerge,
  refreshValues,
  type BestOf,
} from './board-best-store';
import { BOARD_VERSION, type BoardChanges } from './board-changes';
import { bind, forEngine } from './database/engine-sql';
import { LEVEL_MAKER, levelInsert, MAKER_BEFORE, makerOf, publishLevel } from './level-store';
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
import { newRunId, proofTokenId, storedRunOf, type StoredRun } from './run-row';
import {
  INSERT_PROOF_RUN,
  INSERT_RUN,
  runValues,
  STANDING,
  TAKE_BACK_PROOF_RUN,
} from './run-store';
import { boardPage, rankOf, rankValues } from './board-rank';

/** A run waiting for the next batch, and who waits for it. */
interface Waiting {
  readonly run: RunToRecord;
  resolve(recorded: RecordedRun): void;
  reject(error: unknown): void;
}

type Written =
  | { readonly ok: true; readonly recorded: RecordedRun }
  | { readonly ok: false; readonly error: unknown };

/**
 * The hot paths on the embedded SQLite, through statements prepared once. Runs verified in the
 * same turn of the event loop are written in one transaction (group commit: one WAL write
 * instead of one per run), each in a savepoint of its own, so a run that a unique key refuses
 * leaves the others of its batch stored.
 */
export class SqlitePrepared implements RunRecorder, ProofRecorder, BoardReader {
  readonly #statements: ReturnType<typeof prepareAll>;
  readonly #writeOne: (run: RunToRecord) => RecordedRun;
  readonly #writeBatch: (batch: readonly Waiting[]) => Written[];
  readonly #publish: (proof: ProofToRecord) => PublishedProof;
  #waiting: Waiting[] = [];

  constructor(
    private readonly sqlite: Database.Database,
    private readonly changes: Pick<BoardChanges, 'changed'>,
    private readonly reportThreshold: number,
  ) {
    this.#statements = prepareAll(sqlite);
    this.#writeOne = sqlite.transaction((run: RunToRecord) => this.#write(run));
    this.#publish = sqlite.transaction((proof: ProofToRecord) => {
      const { maker } = proof;
      this.#statements.insertReplay.run(bind([proof.replayHash, proof.canonical]));
      const before = this.#statements.makerBefore.get(bind([proof.level.hash])) as
        MakerBeforeRow | undefined;
      const set = this.#statements.publish.get(
        bind([
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
        ]),
      );
      const published = publishedProof(set !== undefined, before);
      if (published.set) this.#writeProofRun(proof, published);
      return published;
    });
    this.#writeBatch = sqlite.transaction((batch: readonly Waiting[]) =>
      batch.map((item): Written => {
        try {
          return { ok: true, recorded: this.#writeOne(item.run) };
        } catch (error) {
          return { ok: false, error };
        }
      }),
    );
  }

  async standing(post: PostKeys): Promise<PostStanding> {
    await this.#idle();
    const rows = this.#statements.standing.all(
      bind([
        post.replayHash,
        post.tokenId,
        post.levelHash ?? null,
        post.identity,
        ...courseValues(post),
      ]),
    ) as StandingRow[];
    return standingOf(rows, post);
  }

  record(run: RunToRecord): Promise<RecordedRun> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ run, resolve, reject });
      if (this.#waiting.length === 1) {
        setImmediate(() => {
          this.#flush();
        });
      }
    });
  }

  async publish(proof: ProofToRecord): Promise<PublishedProof> {
    await this.#idle();
    const published = this.#publish(proof);
    if (published.set) this.changes.changed(`hash:${proof.level.hash}`);
    return published;
  }

  async page(query: BoardPageQuery): Promise<BoardPage> {
    await this.#idle();
    const { levelKey, simVersion, limit, offset, makerOf: makerHash } = query;
    const rows = this.#statements.page.all(
      bind([levelKey, simVersion, limit, offset, this.reportThreshold]),
    ) as BoardPageRow[];
    const version = Number(
      rows[0]?.version ??
        (this.#statements.version.get(bind([levelKey])) as { version: number }).version,
    );
    const runs = boardRows(rows, offset);
    if (makerHash === undefined) return { version, runs };
    const maker = this.#statements.maker.get(bind([makerHash, this.reportThreshold])) as
      MakerRow | undefined;
    return { version, runs, maker: maker === undefined ? null : makerOf(maker) };
  }

  /**
   * Waits while a transaction of the query builder is open on this connection (between its
   * statements), so that these statements neither read its uncommitted rows nor nest in it.
   */
  async #idle(): Promise<void> {
    while (this.sqlite.inTransaction) await new Promise((resolve) => setImmediate(resolve));
  }

  #flush(): void {
    if (this.sqlite.inTransaction) {
      setImmediate(() => {
        this.#flush();
      });
      return;
    }
    const batch = this.#waiting;
    this.#waiting = [];
    let written: Written[];
    try {
      written = this.#writeBatch(batch);
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    // Committed: boards served from caches change now, before any answer goes out.
    for (const item of batch) this.changes.changed(item.run.levelKey);
    written.forEach((outcome, index) => {
      const item = batch[index];
      if (outcome.ok) item?.resolve(outcome.recorded);
      else item?.reject(outcome.error);
    });
  }

  #write(run: RunToRecord): RecordedRun {
    const statements = this.#statements;
    statements.insertReplay.run(bind([run.replayHash, run.canonical]));
    if (run.level !== undefined) {
      statements.insertLevel.run(bind([run.level.hash, run.level.document, run.receivedAt]));
    }
    const id = newRunId();
    statements.insertRun.run(bind(runValues(id, run)));
    if (run.outcome === 'won') statements.mergeBest.run(bind(bestValues(id, run)));
    const { day, bucket, bytes } = run.stored;
    statements.addPlayerBytes.run(bind([run.playerId, day, bytes]));
    statements.addBucketBytes.run(bind([bucket, day, bytes]));
    const storedRun = storedRunOf(id, run);
    return { run: storedRun, rank: storedRun.attempt === true ? null : this.#rank(storedRun) };
  }

  /** The maker's run of a publication, unless a stored run holds its replay or inputs. */
  /**
   * The proof as its maker's run, after the level's maker was set: when a signed link took the
   * level from an unsigned publication, that publication's proof run (the relabelled proof) is
   * taken back first, and its player's best made again from their other runs.
   */
  #writeProofRun(proof: ProofToRecord, published: PublishedProof): void {
    const statements = this.#statements;
    if (published.replaced !== null) {
      const taken = statements.takeBack.get(bind([proofTokenId(proof.level.hash)])) as
        BestOf | undefined;
      if (taken !== undefined) {
        const values = refreshValues(taken);
        statements.refreshDelete.run(bind(values.slice(0, 3)));
        const merge = taken.player_id === null ? statements.refreshByName : statements.refreshByKey;
        merge.run(bind(values));
      }
    }
    const id = newRunId();
    const stored = statements.insertProofRun.run(bind(runValues(id, proof.run)));
    if (stored.changes === 1) statements.mergeBest.run(bind(bestValues(id, proof.run)));
  }

  #rank(run: StoredRun): number {
    const row = this.#statements.rank.get(bind(rankValues(run))) as { ahead: number };
    return row.ahead + 1;
  }
}

/** Every statement of the hot paths, prepared on `sqlite`. */
function prepareAll(sqlite: Database.Database) {
  const prepare = (text: string) => sqlite.prepare(forEngine('sqlite', text));
  return {
    standing: prepare(STANDING),
    insertReplay: prepare(replayInsert('$1', '$2')),
    insertLevel: prepare(levelInsert('$1', '$2', '$3')),
    insertRun: prepare(INSERT_RUN),
    addPlayerBytes: prepare(playerBytesAdd('$1', '$2', '$3')),
    addBucketBytes: prepare(bucketBytesAdd('$1', '$2', '$3')),
    insertProofRun: prepare(INSERT_PROOF_RUN),
    mergeBest: prepare(mergeNewBest('sqlite')),
    rank: prepare(rankOf('sqlite')),
    page: prepare(boardPage('sqlite', BOARD_VERSION)),
    version: prepare(BOARD_VERSION),
    maker: prepare(LEVEL_MAKER),
    publish: prepare(publishLevel('')),
    makerBefore: prepare(MAKER_BEFORE),
    takeBack: prepare(TAKE_BACK_PROOF_RUN),
    refreshDelete: prepare(REFRESH_DELETE),
    refreshByKey: prepare(refreshMerge('sqlite', true)),
    refreshByName: prepare(refreshMerge('sqlite', false)),
  };
}
