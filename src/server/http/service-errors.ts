/** The answers to what no route answers: an unknown path, and an error a handler threw. */
import type { Context } from 'hono';
import { problem, sendProblem } from './answers';

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

/** Seconds a client should wait before retrying when the database is away. */
const DATABASE_RETRY_AFTER_S = 2;

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

/** 404 for a path no route answers. */
export function noRoute(c: Context): Response {
  const text = `no route for ${c.req.method} ${c.req.path}`;
  return sendProblem(c, problem('not-found', 404, { field: '(path)', problem: text }));
}

/** 503 with Retry-After when the database is away, else 500; never a stack. */
export function unexpectedError(error: Error, c: Context): Response {
  if (isUnavailable(error)) {
    const text = 'the database is unreachable; retry shortly';
    return sendProblem(c, problem('unavailable', 503, { problem: text }), {
      'retry-after': String(DATABASE_RETRY_AFTER_S),
    });
  }
  console.error(error);
  return sendProblem(
    c,
    problem('internal', 500, { problem: 'an unexpected error; it was logged' }),
  );
}
