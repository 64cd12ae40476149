import * as v from 'valibot';
import {
  auditEntry,
  auditResponse,
  levelResponse,
  nameResponse,
  OPERATOR_CODE_PATTERN,
  problemSchema,
  reportsResponse,
  runResponse,
  type ActionKind,
  type AuditEntry,
  type AuditResponse,
  type LevelResponse,
  type NameResponse,
  type ReportsResponse,
  type RunResponse,
  type Target,
  type TargetKind,
} from '../api';
import type { FetchLike } from '../app/global/global-client';

/** What an operator's request came to: the parsed answer, or why there is none. */
export type AdminAnswer<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly status: number; readonly reason: string };

/** A page of the audit log to read: newest first, `before` an id to page back, a target filter. */
export interface AuditFilter {
  readonly kind?: TargetKind;
  readonly id?: string;
  readonly before?: number;
  readonly limit?: number;
}

/** The path and query of GET /api/admin/audit for a filter (an id only with its kind). */
export function auditPath(filter: AuditFilter): string {
  const query = new URLSearchParams();
  if (filter.limit !== undefined) query.set('limit', String(filter.limit));
  if (filter.before !== undefined) query.set('before', String(filter.before));
  if (filter.kind !== undefined) {
    query.set('kind', filter.kind);
    if (filter.id !== undefined && filter.id !== '') query.set('id', filter.id);
  }
  const text = query.toString();
  return text === '' ? '/api/admin/audit' : `/api/admin/audit?${text}`;
}

/** Why an answer carries no value: its problem document's words, or its status. */
function problemReason(status: number, body: unknown): string {
  const problem = v.safeParse(problemSchema, body);
  if (!problem.success) return `the service answered ${String(status)}`;
  const { field, problem: what, detail } = problem.output;
  return field !== undefined && what !== undefined ? `${field} ${what}` : detail;
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

  /** Open reports grouped by target, most reporters first. */
  reports(): Promise<AdminAnswer<ReportsResponse>> {
    return this.#read('/api/admin/reports', reportsResponse);
  }

  /** A page of the audit log. */
  audit(filter: AuditFilter = {}): Promise<AdminAnswer<AuditResponse>> {
    return this.#read(auditPath(filter), auditResponse);
  }

  /** Applies an action with its reason: its audit log row. */
  act(action: ActionKind, target: Target, reason: string): Promise<AdminAnswer<AuditEntry>> {
    return this.#read('/api/admin/actions', auditEntry, { action, target, reason });
  }

  /** A stored run by its id. */
  run(id: string): Promise<AdminAnswer<RunResponse>> {
    return this.#read(`/api/runs/${encodeURIComponent(id)}`, runResponse);
  }

  /** An editor level by its content hash. */
  level(hash: string): Promise<AdminAnswer<LevelResponse>> {
    return this.#read(`/api/levels/${encodeURIComponent(hash)}`, levelResponse);
  }

  /** Whether a name is claimed, and by whom. */
  player(name: string): Promise<AdminAnswer<NameResponse>> {
    return this.#read(`/api/players/${encodeURIComponent(name)}`, nameResponse, undefined, false);
  }

  /** The stored replay text under a hash (read by the replay codec, not here). */
  async replay(hash: string): Promise<AdminAnswer<string>> {
    const answer = await this.#send(`/api/replays/${encodeURIComponent(hash)}`);
    if (!answer.ok) return answer;
    return { ok: true, value: answer.text };
  }

  async #read<S extends v.GenericSchema>(
    path: string,
    schema: S,
    body?: unknown,
    withCode = true,
  ): Promise<AdminAnswer<v.InferOutput<S>>> {
    const answer = await this.#send(path, body, withCode);
    if (!answer.ok) return answer;
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.text);
    } catch {
      return { ok: false, status: answer.status, reason: 'the answer is not JSON' };
    }
    const read = v.safeParse(schema, parsed);
    if (!read.success) {
      return { ok: false, status: answer.status, reason: 'the answer does not match the API' };
    }
    return { ok: true, value: read.output };
  }

  async #send(
    path: string,
    body?: unknown,
    withCode = true,
  ): Promise<
    { ok: true; status: number; text: string } | { ok: false; status: number; reason: string }
  > {
    const headers: Record<string, string> = withCode
      ? { authorization: `Bearer ${this.#code}` }
      : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    let status: number;
    let text: string;
    try {
      const response = await this.#fetch(`${this.#base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      return { ok: false, status: 0, reason: `no answer (${String(error)})` };
    }
    if (status >= 200 && status < 300) return { ok: true, status, text };
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { ok: false, status, reason: problemReason(status, parsed) };
  }
}
