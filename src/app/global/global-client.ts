import * as v from 'valibot';
import type { LevelRef } from '../../replay/format';
import type { LevelDocument } from '../../replay/level-link/level-document';

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
 * What a request to the service came to. `unreachable` is worth retrying later (no answer, a
 * 5xx, a 429); `refused` is the service's final word, with the reason from its problem document.
 */
export type ServiceFailure =
  | { readonly kind: 'unreachable'; readonly reason: string }
  | { readonly kind: 'refused'; readonly status: number; readonly reason: string };

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

/** One row of a global board. */
export interface GlobalRow {
  readonly rank: number;
  readonly player: string;
  readonly timeTicks: number;
  readonly gems: number;
  readonly recordedAt: string;
  readonly replayHash: string;
}

const tokenAnswer = v.looseObject({
  token: v.pipe(v.string(), v.minLength(1)),
  levelKey: v.pipe(v.string(), v.minLength(1)),
});
const rankedAnswer = v.looseObject({
  rank: v.pipe(v.number(), v.integer(), v.minValue(1)),
  levelKey: v.string(),
  replayHash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});
const levelAnswer = v.looseObject({
  hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  levelKey: v.pipe(v.string(), v.minLength(1)),
});
const boardAnswer = v.looseObject({
  runs: v.array(
    v.looseObject({
      rank: v.pipe(v.number(), v.integer(), v.minValue(1)),
      player: v.string(),
      timeTicks: v.pipe(v.number(), v.integer(), v.minValue(0)),
      gems: v.pipe(v.number(), v.integer(), v.minValue(0)),
      recordedAt: v.string(),
      replayHash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
    }),
  ),
});
const problemAnswer = v.looseObject({
  detail: v.optional(v.string()),
  title: v.optional(v.string()),
  field: v.optional(v.string()),
  problem: v.optional(v.string()),
});

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

  /** A start token for `level`: asked for when its run starts, spent when it is posted. */
  async start(
    level: LevelRef,
    levelDocument?: LevelDocument,
  ): Promise<{ kind: 'token'; token: string; levelKey: string } | ServiceFailure> {
    const answer = await this.#send(
      '/api/runs/start',
      levelDocument === undefined ? { level } : { level, levelDocument },
    );
    if (answer.kind !== 'ok') return answer;
    const parsed = v.safeParse(tokenAnswer, answer.body);
    if (!parsed.success) return { kind: 'unreachable', reason: 'the service answered no token' };
    return { kind: 'token', token: parsed.output.token, levelKey: parsed.output.levelKey };
  }

  /**
   * Posts a won run's replay (its canonical text) with the token its run was started under, and
   * for a level made in the editor the level document the service re-simulates it on.
   */
  async post(
    token: string,
    replay: string,
    levelDocument?: LevelDocument,
  ): Promise<RankedRun | ServiceFailure> {
    const body = levelDocument === undefined ? { token, replay } : { token, replay, levelDocument };
    const answer = await this.#send('/api/runs', body);
    if (answer.kind !== 'ok') return answer;
    const parsed = v.safeParse(rankedAnswer, answer.body);
    if (!parsed.success || (answer.status !== 200 && answer.status !== 201)) {
      return { kind: 'unreachable', reason: 'the service gave an answer the game cannot read' };
    }
    return { kind: 'ranked', ...parsed.output, created: answer.status === 201 };
  }

  /**
   * Publishes a level made in the editor by its link (`l=…`: the level's text and settings and
   * the maker's winning replay); the service re-simulates the proof before it stores anything.
   */
  async publishLevel(link: string): Promise<PublishedOnService | ServiceFailure> {
    const answer = await this.#send('/api/levels', { link });
    if (answer.kind !== 'ok') return answer;
    const parsed = v.safeParse(levelAnswer, answer.body);
    if (!parsed.success || (answer.status !== 200 && answer.status !== 201)) {
      return { kind: 'unreachable', reason: 'the service gave an answer the game cannot read' };
    }
    const { hash, levelKey } = parsed.output;
    return { kind: 'published', hash, levelKey, created: answer.status === 201 };
  }

  /** The fastest runs of a board (a level key), best first. */
  async board(levelKey: string): Promise<{ kind: 'rows'; rows: GlobalRow[] } | ServiceFailure> {
    const path = `/api/boards/${encodeURIComponent(levelKey)}?limit=${String(GLOBAL_BOARD_ROWS)}`;
    const answer = await this.#send(path);
    if (answer.kind !== 'ok') return answer;
    const parsed = v.safeParse(boardAnswer, answer.body);
    if (!parsed.success) return { kind: 'unreachable', reason: 'the board could not be read' };
    return { kind: 'rows', rows: parsed.output.runs };
  }

  /** The replay text stored under a SHA-256 hash (to be verified before it plays). */
  async replay(hash: string): Promise<{ kind: 'replay'; text: string } | ServiceFailure> {
    const answer = await this.#send(`/api/replays/${encodeURIComponent(hash)}`, undefined, true);
    if (answer.kind !== 'ok') return answer;
    return { kind: 'replay', text: answer.text };
  }

  async #send(
    path: string,
    body?: unknown,
    raw = false,
  ): Promise<{ kind: 'ok'; status: number; body: unknown; text: string } | ServiceFailure> {
    let response: ResponseLike;
    let text: string;
    try {
      response = await this.#fetch(
        `${this.#base}${path}`,
        body === undefined
          ? { method: 'GET' }
          : {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
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
    return { kind: 'refused', status, reason };
  }
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
