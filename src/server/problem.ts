/** Problem documents (RFC 9457): building and sending them, field paths, and which errors mean 503. */
import type { Context } from 'hono';
import type * as v from 'valibot';
import { shownKey } from '../replay/replay-error';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The problem kinds the service answers with; each is `type` `/api/problems#<kind>`. */
export type ProblemKind =
  | 'malformed-body'
  | 'body-too-large'
  | 'invalid-request'
  | 'invalid-replay'
  | 'token-refused'
  | 'token-spent'
  | 'replay-mismatch'
  | 'run-not-won'
  | 'invalid-level'
  | 'level-mismatch'
  | 'unknown-level'
  | 'not-found'
  | 'rate-limited'
  | 'unavailable'
  | 'internal';

/** An RFC 9457 problem document, with the field at fault and the problem with it. */
export interface Problem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  /** Path of the field at fault (`replay.inputs[3][0]`, `token`, `(body)`). */
  readonly field?: string;
  /** What is wrong with that field. */
  readonly problem?: string;
  readonly firstMismatchTick?: number;
}

const TITLES: Record<ProblemKind, string> = {
  'malformed-body': 'The body is not a JSON document',
  'body-too-large': 'The body is larger than any replay can be',
  'invalid-request': 'The request does not have the expected shape',
  'invalid-replay': 'The replay is not a valid replay',
  'token-refused': 'The start token cannot be used for this replay',
  'token-spent': 'The start token has already been used',
  'replay-mismatch': 'The replay does not verify',
  'run-not-won': 'Only won runs rank',
  'invalid-level': 'The level document is not a playable level',
  'level-mismatch': 'The level is not the one named',
  'unknown-level': 'This service does not know the level',
  'not-found': 'Not found',
  'rate-limited': 'Too many requests',
  unavailable: 'The service cannot answer this request now',
  internal: 'Internal error',
};

/** A problem document; `field` and `problem` name what to fix. */
export function problem(
  kind: ProblemKind,
  status: number,
  details: { field?: string; problem: string; firstMismatchTick?: number },
): Problem {
  const detail =
    details.field === undefined ? details.problem : `${details.field}: ${details.problem}`;
  return { type: `/api/problems#${kind}`, title: TITLES[kind], status, detail, ...details };
}

/** Answers with a problem document as application/problem+json. */
export function sendProblem(c: Context, body: Problem, headers: Record<string, string> = {}) {
  return c.body(JSON.stringify(body), body.status as ContentfulStatusCode, {
    'content-type': 'application/problem+json',
    ...headers,
  });
}

/** A valibot issue path as a field path: `replay`, `level.seed`, `(body)` for the whole body. */
export function fieldOf(path: readonly v.IssuePathItem[] | undefined): string {
  let field = '';
  for (const item of path ?? []) {
    const key: unknown = item.key;
    if (typeof key === 'number') field += `[${key}]`;
    else field += field === '' ? shownKey(String(key)) : `.${shownKey(String(key))}`;
  }
  return field === '' ? '(body)' : field;
}

/** PostgreSQL error classes meaning "the server is away": connection (08), shutdown (57P). */
const UNAVAILABLE_SQLSTATE = /^(08|57P)/;
/** Node system errors of a lost or refused connection. */
const UNAVAILABLE_SYSCALL = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** pg's messages when a client or pool has lost its server. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|Client has encountered a connection error|SQLITE_BUSY/i;

/** True when an error means the database cannot be reached now (answer 503), not a bug (500). */
export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SYSCALL.has(code))
  ) {
    return true;
  }
  if (error instanceof AggregateError) return error.errors.some(isUnavailable);
  return UNAVAILABLE_MESSAGE.test(error.message);
}
