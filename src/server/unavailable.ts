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
