import * as v from 'valibot';
// The files of src/api, not its index: the game's bundle takes only the answers' schemas.
import {
  eventSchema,
  eventsResponse,
  registrationResponse,
  standingsResponse,
  type EventAnswer,
} from '../../api/events';
import {
  listEvents,
  readEvent,
  readEventStandings,
  registerForEvent,
  startEventRun,
} from '../../api/operations/events';
import { readRun } from '../../api/operations/runs';
import { runResponse, startRunResponse } from '../../api/responses';
import type { FetchLike } from '../global/global-client';
import { askService, readAnswer, type ServiceFailure } from '../global/service-request';
import type { ComparedRun, EventLeaderAnswer } from '../splits/comparisons';
import { say } from '../text/message-descriptor';

/** An event as the game shows it: the contract's answer. */
export type GameEvent = EventAnswer;

/** One place of an event's standings, as the Events screen lists it. */
export interface StandingsRow {
  readonly rank: number;
  readonly player: string;
  readonly runId: string;
  readonly timeTicks: number;
}

/** The events open now, the next to start and the last ended. */
export interface EventLists {
  readonly kind: 'events';
  readonly now: readonly GameEvent[];
  readonly next: readonly GameEvent[];
  readonly past: readonly GameEvent[];
}

/** A page of an event's standings, final once it has ended. */
export interface EventStandings {
  readonly kind: 'standings';
  readonly final: boolean;
  readonly rows: readonly StandingsRow[];
  /** How many places the standings have in all. */
  readonly total: number;
  /** The cursor of the page after this one; null on the last. */
  readonly next: string | null;
  /** The place of the key sent: null while it has none, or when no key was sent. */
  readonly you: StandingsRow | null;
}

/** Which page of the standings to read, and whose place to read with it. */
export interface StandingsPageRequest {
  /** The `next` of the page before; absent: from the first place. */
  readonly cursor?: string;
  /** A player's key: the answer then says that player's own place. */
  readonly key?: string;
  /** How many places (the service's default when absent). */
  readonly limit?: number;
}

/** A start token of an event's run, bound to the key that asked for it. */
export interface EventToken {
  readonly kind: 'token';
  readonly token: string;
  readonly levelKey: string;
}

// Narrowed to the fields the game uses: a field the service adds later keeps answers readable.
const standingsAnswer = v.pick(standingsResponse, ['final', 'standings', 'total', 'next', 'you']);
const tokenAnswer = v.pick(startRunResponse, ['token', 'levelKey']);
const runAnswer = v.pick(runResponse, ['replayHash', 'splits']);

/**
 * The service's events as the game uses them (issue 44): the lists, a registration, an event
 * run's start token, the standings, and a standing run's replay hash. Every answer is parsed
 * with the contract's schema (src/api); it never throws.
 */
export class EventClient {
  readonly #fetch: FetchLike;
  readonly #base: string;

  /** `base` is the service's origin ('' for the page's own). */
  constructor(options: { readonly fetch: FetchLike; readonly base?: string }) {
    this.#fetch = options.fetch;
    this.#base = options.base ?? '';
  }

  /** `GET /api/events`: open now, next, and the last ended. */
  async list(): Promise<EventLists | ServiceFailure> {
    const answer = await askService(this.#fetch, this.#base, listEvents, {});
    const read = readAnswer(answer, eventsResponse, say('refusal.unreadable'));
    if (read.kind !== 'read') return read;
    const { now, next, past } = read.value;
    return { kind: 'events', now, next, past };
  }

  /**
   * `GET /api/events/:id`: one event; a cup's with its rounds, rooms and winner, and with a key
   * that player's room in the last round.
   */
  async event(
    id: string,
    key?: string,
  ): Promise<{ kind: 'event'; event: GameEvent } | ServiceFailure> {
    const answer = await askService(this.#fetch, this.#base, readEvent, {
      params: { id },
      ...(key === undefined ? {} : { credential: key }),
    });
    const read = readAnswer(answer, eventSchema, say('refusal.unreadable'));
    if (read.kind !== 'read') return read;
    return { kind: 'event', event: read.value };
  }

  /** `PUT /api/events/:id/registration` with the player's key: when they take part from. */
  async register(
    id: string,
    key: string,
  ): Promise<{ kind: 'registered'; registeredAt: string } | ServiceFailure> {
    const answer = await askService(this.#fetch, this.#base, registerForEvent, {
      params: { id },
      credential: key,
    });
    const read = readAnswer(answer, registrationResponse, say('refusal.unreadable'));
    if (read.kind !== 'read') return read;
    return { kind: 'registered', registeredAt: read.value.registeredAt };
  }

  /** `POST /api/events/:id/start` with the player's key: the token its run enters with. */
  async start(id: string, key: string): Promise<EventToken | ServiceFailure> {
    const answer = await askService(this.#fetch, this.#base, startEventRun, {
      params: { id },
      credential: key,
    });
    const read = readAnswer(answer, tokenAnswer, say('refusal.noToken'));
    if (read.kind !== 'read') return read;
    return { kind: 'token', token: read.value.token, levelKey: read.value.levelKey };
  }

  /**
   * `GET /api/events/:id/standings`: a page of the places (the service's default length), and
   * with a key that player's own place wherever it is.
   */
  async standings(
    id: string,
    page: StandingsPageRequest = {},
  ): Promise<EventStandings | ServiceFailure> {
    const answer = await askService(this.#fetch, this.#base, readEventStandings, {
      params: { id },
      query: {
        ...(page.cursor === undefined ? {} : { cursor: page.cursor }),
        ...(page.limit === undefined ? {} : { limit: String(page.limit) }),
      },
      ...(page.key === undefined ? {} : { credential: page.key }),
    });
    const read = readAnswer(answer, standingsAnswer, say('refusal.unreadable'));
    if (read.kind !== 'read') return read;
    const { final, standings, total, next, you } = read.value;
    return { kind: 'standings', final, rows: standings, total, next, you: you ?? null };
  }

  /**
   * The event's leader: its first place's run (its splits as the service derived them, and its
   * replay's hash), or none while no run has a place.
   */
  async leader(id: string): Promise<EventLeaderAnswer> {
    const page = await this.standings(id, { limit: 1 });
    if (page.kind !== 'standings') return page;
    const first = page.rows[0];
    if (first === undefined) return { kind: 'no-leader' };
    const run = await this.replayHash(first.runId);
    return run.kind === 'run' ? { kind: 'leader', run } : run;
  }

  /** `GET /api/runs/:id`: the hash of a standing run's replay, to watch or race it. */
  async replayHash(runId: string): Promise<({ kind: 'run' } & ComparedRun) | ServiceFailure> {
    const answer = await askService(this.#fetch, this.#base, readRun, { params: { id: runId } });
    const read = readAnswer(answer, runAnswer, say('refusal.unreadable'));
    if (read.kind !== 'read') return read;
    const { replayHash, splits } = read.value;
    return { kind: 'run', replayHash, ...(splits === undefined ? {} : { splits }) };
  }
}
