/**
 * The HTTP mapping of use cases' outcomes, written once: an answer as JSON (201 when it created
 * something), a refusal as an RFC 9457 problem document with its kind's `type` URL and status.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { PROBLEM_TITLES, type Problem, type ProblemKind } from '../../api';
import { isRefusal, type Refusal, type RefusalKind } from '../service/refusal';

/** The status each refusal of a use case is answered with. */
export const REFUSAL_STATUS: Readonly<Record<RefusalKind, ContentfulStatusCode>> = {
  'invalid-request': 422,
  'invalid-replay': 422,
  // The request is sound, but the game and the service play by different rules.
  'version-mismatch': 409,
  'token-refused': 422,
  'token-spent': 409,
  // The token is sound, but it is another player's to spend.
  'token-player': 422,
  'replay-mismatch': 422,
  'run-not-won': 422,
  'practice-run': 422,
  'invalid-level': 422,
  'level-mismatch': 422,
  'unknown-level': 422,
  unauthorized: 401,
  forbidden: 403,
  'invalid-name': 422,
  'name-taken': 409,
  // Held by the service itself, as a taken name is held by its player.
  'name-reserved': 409,
  'player-mismatch': 422,
  // The link is sound, but it is signed as another player's level: this key may not publish it.
  'not-author': 403,
  copy: 409,
  'quota-exceeded': 429,
  'not-played': 403,
  // The event is sound, but its window (or a cancellation) does not allow the request now.
  'event-closed': 409,
  'not-registered': 403,
  // A one-shot's second start: the first is the key's only attempt.
  'attempt-taken': 409,
  // The room is sound, but its race has started (or it was closed): no seat is given now.
  'room-closed': 409,
  'room-full': 409,
  'not-room-creator': 403,
  'not-racer': 403,
  'not-found': 404,
  unavailable: 503,
};

/** Seconds a client should wait before retrying a request the verifier pool could not finish. */
const VERIFIER_RETRY_AFTER_S = 1;

/** The `type` of a problem document of this kind: a URL relative to the service. */
export function problemType(kind: ProblemKind): string {
  return `/api/problems#${kind}`;
}

/** A problem document; `field` and `problem` name what to fix. */
export function problem(
  kind: ProblemKind,
  status: ContentfulStatusCode,
  details: {
    field?: string;
    problem: string;
    firstMismatchTick?: number;
    simVersion?: number;
    runId?: string;
  },
): Problem {
  const detail =
    details.field === undefined ? details.problem : `${details.field}: ${details.problem}`;
  return { type: problemType(kind), title: PROBLEM_TITLES[kind], status, detail, ...details };
}

/** Answers with a problem document as application/problem+json. */
export function sendProblem(c: Context, body: Problem, headers: Record<string, string> = {}) {
  return c.body(JSON.stringify(body), body.status as ContentfulStatusCode, {
    'content-type': 'application/problem+json',
    ...headers,
  });
}

/** The headers a refusal of this kind is sent with: when to retry, or how to authenticate. */
function refusalHeaders(outcome: Refusal): Record<string, string> {
  if (outcome.refusal === 'unavailable') return { 'retry-after': String(VERIFIER_RETRY_AFTER_S) };
  if (outcome.refusal === 'quota-exceeded' && outcome.retryAfterS !== undefined) {
    return { 'retry-after': String(outcome.retryAfterS) };
  }
  if (outcome.refusal === 'unauthorized') return { 'www-authenticate': 'Bearer' };
  return {};
}

/** Answers a use case's refusal: its problem document, with the status of its kind. */
export function sendRefusal(c: Context, outcome: Refusal): Response {
  const { refusal: kind, field, problem: text, firstMismatchTick, simVersion, runId } = outcome;
  const details = {
    field,
    problem: text,
    ...(firstMismatchTick === undefined ? {} : { firstMismatchTick }),
    ...(simVersion === undefined ? {} : { simVersion }),
    ...(runId === undefined ? {} : { runId }),
  };
  return sendProblem(c, problem(kind, REFUSAL_STATUS[kind], details), refusalHeaders(outcome));
}

/** What a use case answers when it succeeds: the body, and whether it stored something new. */
export interface Answered {
  readonly kind: string;
  readonly answer: unknown;
  /** True when the request stored something new (201); false or absent: 200. */
  readonly created?: boolean;
}

/** Answers a use case's outcome: its answer as JSON, or its refusal as a problem document. */
export function answer(c: Context, outcome: Answered | Refusal): Response {
  if (isRefusal(outcome)) return sendRefusal(c, outcome);
  return c.json(outcome.answer, outcome.created === true ? 201 : 200);
}
