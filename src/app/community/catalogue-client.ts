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
import { levelOfDay, listLevels, rateLevel, readLevel } from '../../api/operations/levels';
import type { ReportReason } from '../../api/moderation';
import { postReport } from '../../api/operations/moderation';
import type { Operation } from '../../api/operations/operation';
import { levelResponse } from '../../api/responses';
import type { FetchLike } from '../global/global-client';
import {
  askService,
  readAnswer,
  type OperationCall,
  type ServiceFailure,
} from '../global/service-request';
import { say } from '../text/message-descriptor';

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
 * What a catalogue request came to when it did not succeed: no answer, or a refusal with its
 * reason and `problem`, the problem document's machine-readable kind when it has one
 * (`not-played` for a rating before a play).
 */
export type CatalogueFailure = ServiceFailure;

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
    const q = query.q.trim();
    const read = await this.#read(listLevels, catalogueResponse, {
      query: {
        sort: query.sort,
        limit: String(limit),
        q: q === '' ? undefined : q,
        size: query.size ?? undefined,
        cursor: query.cursor ?? undefined,
      },
    });
    if (read.kind !== 'read') return read;
    return { kind: 'page', levels: read.value.levels, next: read.value.next };
  }

  /** The level of the UTC day (`GET /api/levels/today`); refused 404 while none is eligible. */
  async today(): Promise<{ kind: 'today'; day: string; level: CatalogueLevel } | CatalogueFailure> {
    const read = await this.#read(levelOfDay, levelOfDayResponse, {});
    if (read.kind !== 'read') return read;
    return { kind: 'today', day: read.value.day, level: read.value.level };
  }

  /** A stored level by its hash (`GET /api/levels/:hash`): its document and its maker's proof. */
  async level(hash: string): Promise<StoredLevel | CatalogueFailure> {
    const read = await this.#read(readLevel, levelResponse, { params: { hash } });
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
    const read = await this.#read(rateLevel, ratingResponse, {
      params: { hash },
      body: { value },
      credential: key,
    });
    if (read.kind !== 'read') return read;
    const { rating } = read.value;
    return { kind: 'rated', value: read.value.value, up: rating.up, down: rating.down };
  }

  /** Reports a level with the player's key (`POST /api/reports`). */
  async report(
    hash: string,
    reason: ReportReason,
    key: string,
  ): Promise<ReportTaken | CatalogueFailure> {
    const body = { target: { kind: 'level' as const, id: hash }, reason };
    const read = await this.#read(postReport, reportAnswer, { body, credential: key });
    if (read.kind !== 'read') return read;
    return { kind: 'reported', counted: read.value.counted };
  }

  async #read<O extends Operation, S extends v.GenericSchema>(
    op: O,
    schema: S,
    call: OperationCall<O>,
  ): Promise<{ kind: 'read'; value: v.InferOutput<S> } | CatalogueFailure> {
    const answer = await askService(this.#fetch, this.#base, op, call);
    return readAnswer(answer, schema, say('refusal.unreadable'));
  }
}

/** The answer to a report, as far as the game reads it. */
const reportAnswer = v.object({ counted: v.boolean() });
