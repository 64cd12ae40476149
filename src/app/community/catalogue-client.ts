import * as v from 'valibot';
// The files of src/api, not its index: the game's bundle takes only the answers' schemas.
import {
  catalogueResponse,
  levelOfDayResponse,
  ratingResponse,
  type CatalogueRow,
  type CatalogueSort,
  type LevelSize,
} from '../../api/catalogue';
import { problemSchema } from '../../api/problems';
import { levelResponse } from '../../api/responses';
import type { FetchLike, ResponseLike, ServiceFailure } from '../global/global-client';

/** A level of the catalogue, as the Community screen shows it. */
export type CatalogueLevel = CatalogueRow;

/** What a catalogue page is asked for: the order, the search, the size, and where it goes on. */
export interface CataloguePageQuery {
  readonly sort: CatalogueSort;
  readonly q: string;
  readonly size: LevelSize | null;
  readonly cursor: string | null;
}

/** A page of the catalogue and the cursor of the next (null on the last). */
export interface CataloguePage {
  readonly kind: 'page';
  readonly levels: readonly CatalogueLevel[];
  readonly next: string | null;
}

/** A stored level: its document (the level text and settings) and its maker's proof. */
export interface StoredLevel {
  readonly kind: 'level';
  readonly hash: string;
  readonly levelKey: string;
  readonly document: v.InferOutput<typeof levelResponse>['level'];
  /** The maker's proof, where `GET /api/replays/<replayHash>` serves it; null when unpublished. */
  readonly maker: { readonly player: string; readonly replayHash: string } | null;
}

/** A rating as it stands after a PUT: the key's own, and the level's counts. */
export interface RatingNow {
  readonly kind: 'rated';
  readonly value: 'up' | 'down' | null;
  readonly up: number;
  readonly down: number;
}

/** A report the service took: `counted` is false when this key's report on it was open already. */
export interface ReportTaken {
  readonly kind: 'reported';
  readonly counted: boolean;
}

/**
 * A refusal's problem, as the game tells it apart: `problem` is the problem document's
 * machine-readable kind when it has one (`not-played` for a rating before a play).
 */
export type CatalogueFailure =
  | (ServiceFailure & { readonly kind: 'unreachable' })
  | {
      readonly kind: 'refused';
      readonly status: number;
      readonly reason: string;
      readonly problem: string | null;
    };

const problemAnswer = v.partial(v.pick(problemSchema, ['detail', 'title', 'field', 'problem']));
const problemType = v.object({ type: v.string() });

/**
 * The catalogue of community levels as the game reads it: its pages, the level of the day, a
 * stored level, ratings and reports. Every answer is parsed with the contract's schema
 * (src/api); an answer that does not parse counts as no answer. It never throws.
 */
export class CatalogueClient {
  readonly #fetch: FetchLike;
  readonly #base: string;

  /** `base` is the service's origin ('' for the page's own). */
  constructor(options: { readonly fetch: FetchLike; readonly base?: string }) {
    this.#fetch = options.fetch;
    this.#base = options.base ?? '';
  }

  /** A page of `GET /api/levels`. */
  async page(query: CataloguePageQuery, limit = 12): Promise<CataloguePage | CatalogueFailure> {
    const params = new URLSearchParams({ sort: query.sort, limit: String(limit) });
    const q = query.q.trim();
    if (q !== '') params.set('q', q);
    if (query.size !== null) params.set('size', query.size);
    if (query.cursor !== null) params.set('cursor', query.cursor);
    const read = await this.#read(`/api/levels?${params.toString()}`, catalogueResponse);
    if (read.kind !== 'read') return read;
    return { kind: 'page', levels: read.value.levels, next: read.value.next };
  }

  /** The level of the UTC day (`GET /api/levels/today`); refused 404 while none is eligible. */
  async today(): Promise<{ kind: 'today'; day: string; level: CatalogueLevel } | CatalogueFailure> {
    const read = await this.#read('/api/levels/today', levelOfDayResponse);
    if (read.kind !== 'read') return read;
    return { kind: 'today', day: read.value.day, level: read.value.level };
  }

  /** A stored level by its hash (`GET /api/levels/:hash`): its document and its maker's proof. */
  async level(hash: string): Promise<StoredLevel | CatalogueFailure> {
    const read = await this.#read(`/api/levels/${encodeURIComponent(hash)}`, levelResponse);
    if (read.kind !== 'read') return read;
    const { maker } = read.value;
    return {
      kind: 'level',
      hash: read.value.hash,
      levelKey: read.value.levelKey,
      document: read.value.level,
      maker: maker === null ? null : { player: maker.player, replayHash: maker.replayHash },
    };
  }

  /** Rates a level with the player's key (`PUT /api/levels/:hash/rating`); null takes it back. */
  async rate(
    hash: string,
    value: 'up' | 'down' | null,
    key: string,
  ): Promise<RatingNow | CatalogueFailure> {
    const path = `/api/levels/${encodeURIComponent(hash)}/rating`;
    const read = await this.#read(path, ratingResponse, { method: 'PUT', body: { value }, key });
    if (read.kind !== 'read') return read;
    const { rating } = read.value;
    return { kind: 'rated', value: read.value.value, up: rating.up, down: rating.down };
  }

  /** Reports a level with the player's key (`POST /api/reports`). */
  async report(hash: string, reason: string, key: string): Promise<ReportTaken | CatalogueFailure> {
    const body = { target: { kind: 'level', id: hash }, reason };
    const read = await this.#read('/api/reports', reportAnswer, { method: 'POST', body, key });
    if (read.kind !== 'read') return read;
    return { kind: 'reported', counted: read.value.counted };
  }

  async #read<S extends v.GenericSchema>(
    path: string,
    schema: S,
    send?: { readonly method: string; readonly body: unknown; readonly key: string },
  ): Promise<{ kind: 'read'; value: v.InferOutput<S> } | CatalogueFailure> {
    let response: ResponseLike;
    let text: string;
    try {
      response = await this.#fetch(
        `${this.#base}${path}`,
        send === undefined
          ? { method: 'GET' }
          : {
              method: send.method,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${send.key}` },
              body: JSON.stringify(send.body),
            },
      );
      text = await response.text();
    } catch (error) {
      return { kind: 'unreachable', reason: `no answer (${describe(error)})` };
    }
    const body = parseJson(text);
    const { status } = response;
    if (status >= 200 && status < 300) {
      const parsed = v.safeParse(schema, body);
      if (parsed.success) return { kind: 'read', value: parsed.output };
      return { kind: 'unreachable', reason: 'the service gave an answer the game cannot read' };
    }
    const reason = problemReason(body, status);
    if (status >= 500 || status === 429 || status === 408) return { kind: 'unreachable', reason };
    return { kind: 'refused', status, reason, problem: problemKind(body) };
  }
}

/** The answer to a report, as far as the game reads it. */
const reportAnswer = v.object({ counted: v.boolean() });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The kind of a problem document: the fragment of its `type` (`/api/problems#not-played`). */
function problemKind(body: unknown): string | null {
  const parsed = v.safeParse(problemType, body);
  if (!parsed.success) return null;
  const at = parsed.output.type.lastIndexOf('#');
  return at < 0 ? null : parsed.output.type.slice(at + 1);
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
