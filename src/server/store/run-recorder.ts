import type { BoardRow, LevelMaker } from '../../api';
import type { ServiceDatabase } from './database/database';
import type { StoredBytes } from './quota-store';
import { splitsOfColumn, toStoredRun, type NewRun, type StoredRun } from './run-row';

/** Where a post stands against what is stored, read in one statement. */
export interface PostStanding {
  /** The run already stored for this very replay (a retried post), if any. */
  readonly stored: StoredRun | undefined;
  /** True when another run has spent the post's token. */
  readonly tokenSpent: boolean;
  /**
   * The stored run with the post's identity (level and inputs), or once it is verified its
   * course on its level and simVersion, under another replay: a copy.
   */
  readonly copyOf: StoredRun | undefined;
  /** The stored canonical document of the editor level asked about, if it is stored. */
  readonly levelDocument: string | undefined;
}

/** A verified run to store with its replay text and, for an editor level, its level. */
export interface RunToRecord extends NewRun {
  readonly canonical: string;
  /** The bytes it stores, counted against its player's and its address's day with it. */
  readonly stored: StoredBytes;
  /** An editor level's hash and canonical document, stored with the run unless stored already. */
  readonly level?: { readonly hash: string; readonly document: string };
}

/** A run stored, and the rank it took on its board (null for an attempt: no board lists it). */
export interface RecordedRun {
  readonly run: StoredRun;
  readonly rank: number | null;
}

/**
 * The post path's reads and writes through statements prepared once: at most two round trips
 * per post (where it stands, then everything it writes with its rank, in one transaction).
 */
export interface RunRecorder {
  /**
   * Where a post stands: its replay stored already, its token spent, its run stored as another
   * replay (a copy), its editor level stored.
   */
  standing(post: PostKeys): Promise<PostStanding>;
  /**
   * Stores a verified run with its replay and level, all or nothing, and answers its rank.
   * Rejects when a unique key refuses it (its replay, token or identity is in another run).
   */
  record(run: RunToRecord): Promise<RecordedRun>;
}

/** What a post's standing is looked up by. */
export interface PostKeys {
  readonly replayHash: string;
  readonly tokenId: string;
  /** The run's identity (`runIdentity`). */
  readonly identity: string;
  readonly levelHash: string | undefined;
  /** Once the run is verified: its course, on its level under its simVersion. */
  readonly course?: RunCourse;
}

/** A verified run's course (`NewRun.trajectory`), with the board it would be a copy on. */
export interface RunCourse {
  readonly trajectory: string;
  readonly levelKey: string;
  readonly simVersion: number;
}

/** STANDING's parameters $5..$7: the post's course, level key and simVersion (nulls before). */
export function courseValues(post: PostKeys): unknown[] {
  const { course } = post;
  return course === undefined
    ? [null, null, null]
    : [course.trajectory, course.levelKey, course.simVersion];
}

/** True when `row` is a run of `course`: the same states, on the same level and simVersion. */
function sameCourse(row: StandingRow, course: RunCourse | undefined): boolean {
  return (
    course !== undefined &&
    row.trajectory === course.trajectory &&
    row.level_key === course.levelKey &&
    Number(row.sim_version) === course.simVersion
  );
}

/** A published level's maker's proof to store with its level. */
export interface ProofToRecord {
  /** The proof's canonical replay text and its hash. */
  readonly replayHash: string;
  readonly canonical: string;
  readonly level: { readonly hash: string; readonly document: string };
  readonly storedAt: string;
  readonly maker: LevelMaker;
  /** The player whose key published it. */
  readonly makerPlayerId: string;
  /**
   * The proof as its maker's verified run of the level's board, stored with the level when this
   * publication sets its maker: the original a later post of the same inputs is a copy of.
   */
  readonly run: NewRun;
  /** True when its link was signed by that player as the level's author. */
  readonly signed: boolean;
}

/** What a publication did: whether it set the maker, and whom a signed link took it from. */
export interface PublishedProof {
  readonly set: boolean;
  /** The unsigned maker this signed publication replaced (null: none, or not set). */
  readonly replaced: { readonly player: string; readonly playerId: string | null } | null;
}

/** A row of MAKER_BEFORE, or of PostgreSQL's publication: the maker before it. */
export interface MakerBeforeRow {
  previous_player: string | null;
  previous_player_id: string | null;
}

/** What a publication did, from whether it set the maker and the maker before it. */
export function publishedProof(set: boolean, before: MakerBeforeRow | undefined): PublishedProof {
  const player = before?.previous_player ?? null;
  return {
    set,
    replaced:
      set && player !== null ? { player, playerId: before?.previous_player_id ?? null } : null,
  };
}

/** Publishing a level with its maker's proof, in one transaction. */
export interface ProofRecorder {
  /**
   * Stores the proof's replay and the level (if new) with its maker, unless the level has a
   * maker already (the first published proof stays) that is signed or this proof's link is not:
   * an author's signed link replaces an unsigned maker. Then the proof as the maker's run (unless
   * a stored run holds its replay, inputs or course; a replaced maker's proof run is taken back
   * first), all or nothing.
   */
  publish(proof: ProofToRecord): Promise<PublishedProof>;
}

/** A page of a board and the board's version, read together. */
export interface BoardPage {
  /** The board's version when the page was read: 0 until its first change. */
  readonly version: number;
  readonly runs: BoardRow[];
  /** An editor level's maker (null until published); absent for other boards. */
  readonly maker?: LevelMaker | null;
}

/** What a board read asks for. */
export interface BoardPageQuery {
  readonly levelKey: string;
  readonly simVersion: number;
  readonly limit: number;
  readonly offset: number;
  /** For an editor level's board, its level's hash: the page then carries its maker. */
  readonly makerOf: string | undefined;
}

/** Board pages through prepared statements. */
export interface BoardReader {
  page(query: BoardPageQuery): Promise<BoardPage>;
}

/** The maker columns of a levels row, as LEVEL_MAKER reads them. */
export interface MakerRow {
  maker_replay_hash: string | null;
  maker_player: string | null;
  maker_time_ticks: number | null;
  maker_gems: number | null;
  maker_recorded_at: string | null;
  maker_sim_version: number | null;
}

/** A board row as boardPage reads it. */
export interface BoardPageRow {
  version: number | string;
  id: string;
  player: string;
  time_ticks: number;
  gems: number;
  recorded_at: string;
  replay_hash: string;
  splits: string | null;
}

/** Rows of boardPage as the API's board rows, ranked from `offset + 1`. */
export function boardRows(rows: readonly BoardPageRow[], offset: number): BoardRow[] {
  return rows.map((row, index) => ({
    rank: offset + index + 1,
    runId: row.id,
    player: row.player,
    timeTicks: row.time_ticks,
    gems: row.gems,
    recordedAt: row.recorded_at,
    replayHash: row.replay_hash,
    ...splitsOfColumn(row.splits),
  }));
}

/** A row of the STANDING statement: a run's columns (null when none), and the level asked for. */
export type StandingRow = Partial<ServiceDatabase['runs']> & { level_document: string | null };

/** Where a post stands, from the rows of the STANDING statement (the same on both engines). */
export function standingOf(rows: readonly StandingRow[], post: PostKeys): PostStanding {
  const stored = rows.find((row) => row.replay_hash === post.replayHash);
  const copy = rows.find(
    (row) =>
      (row.input_hash === post.identity || sameCourse(row, post.course)) &&
      row.replay_hash !== post.replayHash,
  );
  return {
    stored: stored === undefined ? undefined : toStoredRun(stored as ServiceDatabase['runs']),
    tokenSpent: rows.some((row) => row.token_id === post.tokenId),
    copyOf: copy === undefined ? undefined : toStoredRun(copy as ServiceDatabase['runs']),
    levelDocument: rows[0]?.level_document ?? undefined,
  };
}
