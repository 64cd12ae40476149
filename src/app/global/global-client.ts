import * as v from 'valibot';
// The files of src/api, not its index: the game's bundle takes only the answers' schemas.
import { problemSchema } from '../../api/problems';
import {
  boardRowSchema,
  levelResponse,
  playerClaimedResponse,
  playerResponse,
  runPostedResponse,
  startRunResponse,
} from '../../api/responses';
import type { LevelRef } from '../../replay/format';
import type { LevelDocument } from '../../replay/level-link/level-document';
import { SIM_VERSION } from '../../sim';

/** The part of a fetch Response the client reads (the page's, or a test's fake). */
export interface ResponseLike {
  readonly status: number;
  text(): Promise<string>;
}

/** The part of `fetch` the client uses; main hands in the page's, tests a fake or the app's. */
export type FetchLike = (
  url: string,
  init?: {
    readonly method?: string;
    readonly headers?: Record<string, string>;
    readonly body?: string;
  },
) => Promise<ResponseLike>;

/**
 * What a request to the service came to, when it did not succeed. `unreachable` is worth retrying
 * later: no answer, a 5xx, a 429, or an answer the game cannot read (one that does not parse with
 * the contract's schema in src/api: a proxy's page, a service of another version). `refused` is
 * the service's final word, with the reason from its problem document. Either is shown to the
 * player with its reason; the client never throws.
 */
export type ServiceFailure =
  | { readonly kind: 'unreachable'; readonly reason: string }
  | {
      readonly kind: 'refused';
      readonly status: number;
      readonly reason: string;
      /** The simulation version the service runs, when it refused for the game's version. */
      readonly serviceVersion?: number;
    };

/** A run the service ranked: 201 stored now, or 200 stored by an earlier post of this replay. */
export interface RankedRun {
  readonly kind: 'ranked';
  readonly rank: number;
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
const rankedAnswer = v.pick(runPostedResponse, ['rank', 'levelKey', 'replayHash']);
const levelAnswer = v.pick(levelResponse, ['hash', 'levelKey']);
const boardAnswer = v.object({ runs: v.array(globalRow) });
const claimedAnswer = v.pick(playerClaimedResponse, ['playerId', 'name', 'key']);
const playerAnswer = v.pick(playerResponse, ['playerId', 'name']);
const problemAnswer = v.partial(
  v.pick(problemSchema, ['detail', 'title', 'field', 'problem', 'simVersion']),
);

/** One row of a global board: a board row of the contract, the fields the game shows. */
export type GlobalRow = v.InferOutput<typeof globalRow>;

/** Why each answer may be unreadable, as the player is told. */
const UNREADABLE = {
  token: 'the service answered no token',
  answer: 'the service gave an answer the game cannot read',
  board: 'the board could not be read',
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
   * A start token for `level`: asked for when its run starts, spent when it is posted. The game's
   * simulation version goes with it: a service of other rules refuses, saying which it runs.
   * With the player's `key`, the start counts as that player's play of the level (once a day),
   * which is what lets the player rate it.
   */
  async start(
    level: LevelRef,
    levelDocument?: LevelDocument,
    key?: string,
  ): Promise<{ kind: 'token'; token: string; levelKey: string } | ServiceFailure> {
    const simVersion = SIM_VERSION;
    const answer = await this.#send(
      '/api/runs/start',
      levelDocument === undefined ? { level, simVersion } : { level, levelDocument, simVersion },
      false,
      key,
    );
    const read = readAnswer(answer, tokenAnswer, UNREADABLE.token);
    if (read.kind !== 'read') return read;
    return { kind: 'token', token: read.value.token, levelKey: read.value.levelKey };
  }

  /**
   * Claims `name` for a new player key (POST /api/players). A name taken (by itself or one that
   * looks the same) is `refused` with status 409; the key comes back only here, once.
   */
  async claimPlayer(name: string): Promise<PlayerOnService | ServiceFailure> {
    const answer = await this.#send('/api/players', { name });
    const read = readAnswer(answer, claimedAnswer, UNREADABLE.answer, [201]);
    if (read.kind !== 'read') return read;
    return { kind: 'player', ...read.value };
  }

  /** The player a key belongs to (GET /api/player): how a recovery code signs in elsewhere. */
  async playerOf(key: string): Promise<PlayerOnService | ServiceFailure> {
    const answer = await this.#send('/api/player', undefined, false, key);
    const read = readAnswer(answer, playerAnswer, UNREADABLE.answer);
    if (read.kind !== 'read') return read;
    return { kind: 'player', ...read.value, key };
  }

  /**
   * Posts a won run's replay (its canonical text) with the token its run was started under and
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
    const answer = await this.#send('/api/runs', body, false, key);
    const read = readAnswer(answer, rankedAnswer, UNREADABLE.answer, CREATED_OR_KNOWN);
    if (read.kind !== 'read') return read;
    return { kind: 'ranked', ...read.value, created: read.status === 201 };
  }

  /**
   * Publishes a level made in the editor by its link (`l=…`: the level's text and settings and
   * the maker's winning replay), with the maker's key; the service re-simulates the proof before
   * it stores anything.
   */
  async publishLevel(link: string, key: string): Promise<PublishedOnService | ServiceFailure> {
    const answer = await this.#send('/api/levels', { link }, false, key);
    const read = readAnswer(answer, levelAnswer, UNREADABLE.answer, CREATED_OR_KNOWN);
    if (read.kind !== 'read') return read;
    const { hash, levelKey } = read.value;
    return { kind: 'published', hash, levelKey, created: read.status === 201 };
  }

  /** The fastest runs of a board (a level key), best first. */
  async board(levelKey: string): Promise<{ kind: 'rows'; rows: GlobalRow[] } | ServiceFailure> {
    const path = `/api/boards/${encodeURIComponent(levelKey)}?limit=${String(GLOBAL_BOARD_ROWS)}`;
    const answer = await this.#send(path);
    const read = readAnswer(answer, boardAnswer, UNREADABLE.board);
    if (read.kind !== 'read') return read;
    return { kind: 'rows', rows: read.value.runs };
  }

  /**
   * The replay text stored under a SHA-256 hash. Its answer's schema is the replay codec's
   * (`replayResponse`): the text is read with the codec, and verified, before it plays, and the
   * codec's typed error names what is wrong with it.
   */
  async replay(hash: string): Promise<{ kind: 'replay'; text: string } | ServiceFailure> {
    const answer = await this.#send(`/api/replays/${encodeURIComponent(hash)}`, undefined, true);
    if (answer.kind !== 'ok') return answer;
    return { kind: 'replay', text: answer.text };
  }

  async #send(
    path: string,
    body?: unknown,
    raw = false,
    key?: string,
  ): Promise<Received | ServiceFailure> {
    let response: ResponseLike;
    let text: string;
    const auth: Record<string, string> =
      key === undefined ? {} : { authorization: `Bearer ${key}` };
    try {
      response = await this.#fetch(
        `${this.#base}${path}`,
        body === undefined
          ? { method: 'GET', ...(key === undefined ? {} : { headers: auth }) }
          : {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...auth },
              body: JSON.stringify(body),
            },
      );
      text = await response.text();
    } catch (error) {
      return { kind: 'unreachable', reason: `no answer (${describe(error)})` };
    }
    const { status } = response;
    let parsed: unknown = undefined;
    if (!raw || status >= 300) {
      try {
        parsed = JSON.parse(text) as unknown;
      } catch {
        parsed = undefined;
      }
    }
    if (status >= 200 && status < 300) return { kind: 'ok', status, body: parsed, text };
    const reason = problemReason(parsed, status);
    if (status >= 500 || status === 429 || status === 408) return { kind: 'unreachable', reason };
    const problem = v.safeParse(problemAnswer, parsed);
    const serviceVersion = problem.success ? problem.output.simVersion : undefined;
    return serviceVersion === undefined
      ? { kind: 'refused', status, reason }
      : { kind: 'refused', status, reason, serviceVersion };
  }
}

/** A 2xx answer as the client received it. */
interface Received {
  readonly kind: 'ok';
  readonly status: number;
  readonly body: unknown;
  readonly text: string;
}

/** The statuses of an answer that created something (201) or found it there already (200). */
const CREATED_OR_KNOWN: readonly number[] = [200, 201];

/**
 * An answer read with its schema: the value and its status; or the failure it came to, which an
 * answer that does not parse (or comes with a status outside `statuses`) is too: unreadable,
 * retried like no answer, with `reason` for the player.
 */
function readAnswer<S extends v.GenericSchema>(
  answer: Received | ServiceFailure,
  schema: S,
  reason: string,
  statuses?: readonly number[],
): { kind: 'read'; status: number; value: v.InferOutput<S> } | ServiceFailure {
  if (answer.kind !== 'ok') return answer;
  const parsed = v.safeParse(schema, answer.body);
  if (!parsed.success || (statuses !== undefined && !statuses.includes(answer.status))) {
    return { kind: 'unreachable', reason };
  }
  return { kind: 'read', status: answer.status, value: parsed.output };
}

/** The reason a problem document gives: `<field> <problem>`, else its detail or title. */
function problemReason(body: unknown, status: number): string {
  const parsed = v.safeParse(problemAnswer, body);
  if (!parsed.success) return `the service answered ${String(status)}`;
  const { field, problem, detail, title } = parsed.output;
  if (field !== undefined && problem !== undefined) return `${field} ${problem}`;
  return detail ?? title ?? `the service answered ${String(status)}`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
