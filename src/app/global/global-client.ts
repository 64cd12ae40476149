import * as v from 'valibot';
// The files of src/api, not its index: the game's bundle takes only the answers' schemas.
import {
  boardRowSchema,
  levelResponse,
  playerClaimedResponse,
  playerResponse,
  runPostedResponse,
  startRunResponse,
} from '../../api/responses';
import { claimPlayer, readPlayer } from '../../api/operations/players';
import { postRun, readBoard, readReplay, startRun } from '../../api/operations/runs';
import { publishLevel } from '../../api/operations/levels';
import { listLiveRuns } from '../../api/operations/live';
import { liveRunsResponse, type LiveRunRow } from '../../api/live';
import type { LevelRef } from '../../replay/format';
import type { LevelDocument } from '../../replay/level-link/level-document';
import { SIM_VERSION } from '../../sim';
import {
  askService,
  CREATED_OR_KNOWN,
  readAnswer,
  type FetchLike,
  type ServiceFailure,
} from './service-request';
import { say } from '../text/message-descriptor';

export type { FetchLike, ResponseLike, ServiceFailure } from './service-request';

/** A run the service ranked: 201 stored now, or 200 stored by an earlier post of this replay. */
/**
 * A posted run the service kept: a won run with its rank, or an attempt (a lost or quit run,
 * `attempt: true`, rank null) that counts as the player's play of the level.
 */
export interface RankedRun {
  readonly kind: 'ranked';
  readonly rank: number | null;
  readonly attempt?: true;
  readonly levelKey: string;
  readonly replayHash: string;
  /** False when the service already had this replay (a retried post). */
  readonly created: boolean;
}

/** A level the service stored with its maker's proof: 201 now, or 200 published before. */
export interface PublishedOnService {
  readonly kind: 'published';
  readonly hash: string;
  /** Its board, `hash:<hex>`. */
  readonly levelKey: string;
  /** False when the service already had this level's maker (published before). */
  readonly created: boolean;
}

/** A player key: claimed now (the key shown once), or read back for a recovery code. */
export interface PlayerOnService {
  readonly kind: 'player';
  readonly playerId: string;
  readonly name: string;
  readonly key: string;
}

/**
 * The answers as the game reads them: each the contract's own schema (src/api), narrowed to the
 * fields the game uses, so a field the service adds later does not make an answer unreadable.
 */
const globalRow = v.pick(boardRowSchema, [
  'rank',
  'player',
  'timeTicks',
  'gems',
  'recordedAt',
  'replayHash',
  'splits',
]);
const tokenAnswer = v.pick(startRunResponse, ['token', 'levelKey']);
const rankedAnswer = v.pick(runPostedResponse, ['rank', 'attempt', 'levelKey', 'replayHash']);
const levelAnswer = v.pick(levelResponse, ['hash', 'levelKey']);
const boardAnswer = v.object({ runs: v.array(globalRow) });
const claimedAnswer = v.pick(playerClaimedResponse, ['playerId', 'name', 'key']);
const playerAnswer = v.pick(playerResponse, ['playerId', 'name']);

/** One row of a global board: a board row of the contract, the fields the game shows. */
export type GlobalRow = v.InferOutput<typeof globalRow>;

/** Why each answer may be unreadable, as the player is told (in the language on screen). */
const UNREADABLE = {
  token: () => say('refusal.noToken'),
  answer: () => say('refusal.unreadable'),
  board: () => say('refusal.boardUnreadable'),
} as const;

/** Runs listed on a global board in the game. */
export const GLOBAL_BOARD_ROWS = 10;

/**
 * The leaderboard service's HTTP API as the game uses it: a start token for a level, posting a
 * won run, a board, a stored replay. It never throws: every answer, a network failure included,
 * comes back as data the caller can show or retry.
 */
export class GlobalClient {
  readonly #fetch: FetchLike;
  readonly #base: string;

  /** `base` is the service's origin ('' for the page's own, the default). */
  constructor(options: { readonly fetch: FetchLike; readonly base?: string }) {
    this.#fetch = options.fetch;
    this.#base = options.base ?? '';
  }

  /**
   * A start token for `level`, asked for with the player's `key` when its run starts and bound by
   * the service to that key: only a post with the same key spends it. The game's simulation
   * version goes with it: a service of other rules refuses, saying which it runs. A key the
   * service no longer knows is told before the run is played (a start counts no play: a verified
   * run or attempt does).
   */
  async start(
    level: LevelRef,
    key: string,
    levelDocument?: LevelDocument,
  ): Promise<{ kind: 'token'; token: string; levelKey: string } | ServiceFailure> {
    const simVersion = SIM_VERSION;
    const answer = await askService(this.#fetch, this.#base, startRun, {
      body:
        levelDocument === undefined ? { level, simVersion } : { level, levelDocument, simVersion },
      credential: key,
    });
    const read = readAnswer(answer, tokenAnswer, UNREADABLE.token());
    if (read.kind !== 'read') return read;
    return { kind: 'token', token: read.value.token, levelKey: read.value.levelKey };
  }

  /**
   * Claims `name` for a new player key (POST /api/players). A name taken (by itself or one that
   * looks the same) is `refused` with status 409; the key comes back only here, once.
   */
  async claimPlayer(name: string): Promise<PlayerOnService | ServiceFailure> {
    const answer = await askService(this.#fetch, this.#base, claimPlayer, { body: { name } });
    const read = readAnswer(answer, claimedAnswer, UNREADABLE.answer(), [201]);
    if (read.kind !== 'read') return read;
    return { kind: 'player', ...read.value };
  }

  /** The player a key belongs to (GET /api/player): how a recovery code signs in elsewhere. */
  async playerOf(key: string): Promise<PlayerOnService | ServiceFailure> {
    const answer = await askService(this.#fetch, this.#base, readPlayer, { credential: key });
    const read = readAnswer(answer, playerAnswer, UNREADABLE.answer());
    if (read.kind !== 'read') return read;
    return { kind: 'player', ...read.value, key };
  }

  /**
   * Posts a run's replay (its canonical text: won, or an attempt) with the token its run was started under and
   * the key of the player it was played under, and for a level made in the editor the level
   * document the service re-simulates it on.
   */
  async post(
    token: string,
    replay: string,
    key: string,
    levelDocument?: LevelDocument,
  ): Promise<RankedRun | ServiceFailure> {
    const body = levelDocument === undefined ? { token, replay } : { token, replay, levelDocument };
    const answer = await askService(this.#fetch, this.#base, postRun, { body, credential: key });
    const read = readAnswer(answer, rankedAnswer, UNREADABLE.answer(), CREATED_OR_KNOWN);
    if (read.kind !== 'read') return read;
    return { kind: 'ranked', ...read.value, created: read.status === 201 };
  }

  /**
   * Publishes a level made in the editor by its link (`l=…`: the level's text and settings and
   * the maker's winning replay), with the maker's key; the service re-simulates the proof before
   * it stores anything.
   */
  async publishLevel(link: string, key: string): Promise<PublishedOnService | ServiceFailure> {
    const answer = await askService(this.#fetch, this.#base, publishLevel, {
      body: { link },
      credential: key,
    });
    const read = readAnswer(answer, levelAnswer, UNREADABLE.answer(), CREATED_OR_KNOWN);
    if (read.kind !== 'read') return read;
    const { hash, levelKey } = read.value;
    return { kind: 'published', hash, levelKey, created: read.status === 201 };
  }

  /** The fastest runs of a board (a level key), best first. */
  async board(levelKey: string): Promise<{ kind: 'rows'; rows: GlobalRow[] } | ServiceFailure> {
    const answer = await askService(this.#fetch, this.#base, readBoard, {
      params: { levelKey },
      query: { limit: String(GLOBAL_BOARD_ROWS) },
    });
    const read = readAnswer(answer, boardAnswer, UNREADABLE.board());
    if (read.kind !== 'read') return read;
    return { kind: 'rows', rows: read.value.runs };
  }

  /** The runs being played now (`GET /api/live`), as the spectator delay shows them. */
  async liveRuns(): Promise<{ kind: 'live'; runs: LiveRunRow[] } | ServiceFailure> {
    const answer = await askService(this.#fetch, this.#base, listLiveRuns, {});
    const read = readAnswer(answer, liveRunsResponse, UNREADABLE.answer());
    if (read.kind !== 'read') return read;
    return { kind: 'live', runs: read.value.runs };
  }

  /**
   * The replay text stored under a SHA-256 hash. Its answer's schema is the replay codec's
   * (`replayResponse`): the text is read with the codec, and verified, before it plays, and the
   * codec's typed error names what is wrong with it.
   */
  async replay(hash: string): Promise<{ kind: 'replay'; text: string } | ServiceFailure> {
    const answer = await askService(this.#fetch, this.#base, readReplay, {
      params: { hash },
      raw: true,
    });
    if (answer.kind !== 'ok') return answer;
    return { kind: 'replay', text: answer.text };
  }
}
