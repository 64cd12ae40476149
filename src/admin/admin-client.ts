import * as v from 'valibot';
import {
  auditEntry,
  auditResponse,
  eventChangeResponse,
  eventsResponse,
  levelResponse,
  nameResponse,
  OPERATOR_CODE_PATTERN,
  reportsResponse,
  runResponse,
  seasonsResponse,
  seasonTableResponse,
  type ActionKind,
  type AuditEntry,
  type AuditResponse,
  type CreateEventRequest,
  type EditEventRequest,
  type EventChangeResponse,
  type EventsResponse,
  type LevelResponse,
  type NameResponse,
  type ReportsResponse,
  type RunResponse,
  type SeasonsResponse,
  type SeasonTableResponse,
  type Target,
  type TargetKind,
} from '../api';
import {
  cancelEvent,
  createEvent,
  editEvent,
  listEvents,
  listSeasons,
  readSeason,
  moderate,
  operationPath,
  readAudit,
  readLevel,
  readName,
  readReplay,
  readReports,
  readStoredRun,
  type Operation,
} from '../api/operations';
import type { FetchLike } from '../app/global/global-client';
import { noAnswerText, problemKind, refusalText } from '../app/global/refusal-text';
import { callOperation, jsonOf, type OperationCall } from '../app/global/service-request';
import { ct } from './text/console-text';

/** What an operator's request came to: the parsed answer, or why there is none (and the field at fault). */
export type AdminAnswer<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      readonly status: number;
      readonly reason: string;
      readonly field?: string;
    };

/** A page of the audit log to read: newest first, `before` an id to page back, a target filter. */
export interface AuditFilter {
  readonly kind?: TargetKind;
  readonly id?: string;
  readonly before?: number;
  readonly limit?: number;
}

/** The query of GET /api/admin/audit for a filter (an id only with its kind). */
function auditQuery(filter: AuditFilter) {
  const withId = filter.kind !== undefined && filter.id !== undefined && filter.id !== '';
  return {
    limit: filter.limit === undefined ? undefined : String(filter.limit),
    before: filter.before === undefined ? undefined : String(filter.before),
    kind: filter.kind,
    id: withId ? filter.id : undefined,
  };
}

/** The path and query of GET /api/admin/audit for a filter (an id only with its kind). */
export function auditPath(filter: AuditFilter): string {
  return operationPath(readAudit, { query: auditQuery(filter) });
}

/** Why an answer carries no value: the words for its problem's kind, or its status. */
function problemReason(status: number, body: unknown): string {
  return refusalText(problemKind(body), status);
}

/** The field a problem document names as at fault, when it names one. */
function problemField(body: unknown): { field?: string } {
  const read = v.safeParse(v.object({ field: v.string() }), body);
  return read.success ? { field: read.output.field } : {};
}

/**
 * The operator console's client of the admin API: every request carries the operator code as
 * `Authorization: Bearer`, every answer is parsed with the contract's schema (src/api). It never
 * throws: a network failure or an unreadable answer comes back as a reason to show.
 */
export class AdminClient {
  readonly #fetch: FetchLike;
  readonly #base: string;
  readonly #code: string;

  /** `code` must look like an operator code (`op_…`); `base` is the service's origin or ''. */
  constructor(options: { fetch: FetchLike; code: string; base?: string }) {
    if (!OPERATOR_CODE_PATTERN.test(options.code)) {
      throw new TypeError('an operator code is op_ followed by 43 letters, digits, - or _');
    }
    this.#fetch = options.fetch;
    this.#code = options.code;
    this.#base = options.base ?? '';
  }

  /** A page of the open reports grouped by target, most reporters first: after `cursor`. */
  reports(cursor?: string): Promise<AdminAnswer<ReportsResponse>> {
    return this.#read(readReports, reportsResponse, {
      query: { cursor },
      credential: this.#code,
    });
  }

  /** A page of the audit log. */
  audit(filter: AuditFilter = {}): Promise<AdminAnswer<AuditResponse>> {
    return this.#read(readAudit, auditResponse, {
      query: auditQuery(filter),
      credential: this.#code,
    });
  }

  /** Applies an action with its reason: its audit log row. */
  act(action: ActionKind, target: Target, reason: string): Promise<AdminAnswer<AuditEntry>> {
    const body = { action, target, reason };
    return this.#read(moderate, auditEntry, { body, credential: this.#code });
  }

  /** A stored run by its id, hidden or not (the operators' read of it). */
  run(id: string): Promise<AdminAnswer<RunResponse>> {
    return this.#read(readStoredRun, runResponse, { params: { id }, credential: this.#code });
  }

  /** An editor level by its content hash. */
  level(hash: string): Promise<AdminAnswer<LevelResponse>> {
    return this.#read(readLevel, levelResponse, { params: { hash }, credential: this.#code });
  }

  /** Whether a name is claimed, and by whom: a public answer, asked without the code. */
  player(name: string): Promise<AdminAnswer<NameResponse>> {
    return this.#read(readName, nameResponse, { params: { name } });
  }

  /** The events open now, next and past (a public list, asked without the code). */
  events(): Promise<AdminAnswer<EventsResponse>> {
    return this.#read(listEvents, eventsResponse, {});
  }

  /** The newest seasons (a public list, asked without the code). */
  seasons(): Promise<AdminAnswer<SeasonsResponse>> {
    return this.#read(listSeasons, seasonsResponse, {});
  }

  /** A season's table: points by rank band, best N counted, events remaining (public). */
  season(id: string): Promise<AdminAnswer<SeasonTableResponse>> {
    return this.#read(readSeason, seasonTableResponse, { params: { id } });
  }

  /** Creates an event: it and its row of the event log. */
  createEvent(body: CreateEventRequest): Promise<AdminAnswer<EventChangeResponse>> {
    return this.#read(createEvent, eventChangeResponse, { body, credential: this.#code });
  }

  /** Changes the fields of `body` of an event before its start, with its reason. */
  editEvent(id: string, body: EditEventRequest): Promise<AdminAnswer<EventChangeResponse>> {
    const call = { params: { id }, body, credential: this.#code };
    return this.#read(editEvent, eventChangeResponse, call);
  }

  /** Cancels an event, with the reason players are shown. */
  cancelEvent(id: string, reason: string): Promise<AdminAnswer<EventChangeResponse>> {
    const call = { params: { id }, body: { reason }, credential: this.#code };
    return this.#read(cancelEvent, eventChangeResponse, call);
  }

  /** The stored replay text under a hash (read by the replay codec, not here). */
  async replay(hash: string): Promise<AdminAnswer<string>> {
    const answer = await this.#send(readReplay, { params: { hash }, credential: this.#code });
    if (!answer.ok) return answer;
    return { ok: true, value: answer.text };
  }

  async #read<O extends Operation, S extends v.GenericSchema>(
    op: O,
    schema: S,
    call: OperationCall<O>,
  ): Promise<AdminAnswer<v.InferOutput<S>>> {
    const answer = await this.#send(op, call);
    if (!answer.ok) return answer;
    const parsed = jsonOf(answer.text);
    if (parsed === undefined) {
      return { ok: false, status: answer.status, reason: ct('answer.notJson') };
    }
    const read = v.safeParse(schema, parsed);
    if (!read.success) {
      return { ok: false, status: answer.status, reason: ct('answer.notApi') };
    }
    return { ok: true, value: read.output };
  }

  async #send<O extends Operation>(
    op: O,
    call: OperationCall<O>,
  ): Promise<
    | { ok: true; status: number; text: string }
    | { ok: false; status: number; reason: string; field?: string }
  > {
    const reply = await callOperation(this.#fetch, this.#base, op, call);
    if (reply.kind === 'no-answer') {
      return { ok: false, status: 0, reason: noAnswerText(String(reply.error)) };
    }
    const { status, text } = reply;
    if (status >= 200 && status < 300) return { ok: true, status, text };
    const problem = jsonOf(text);
    return { ok: false, status, reason: problemReason(status, problem), ...problemField(problem) };
  }
}
