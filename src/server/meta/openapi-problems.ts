/**
 * The problem answers of an operation in the OpenAPI document, by status: the ones its
 * declaration implies (a body, a rate limit, a credential, checked parameters or a query) and
 * the refusals it declares, each at the status the HTTP mapping gives its kind.
 */
import type { Operation } from '../../api/operations';
import { REFUSAL_STATUS } from '../http/answers';

/** What the HTTP layer itself answers for what an operation declares, by status. */
function impliedProblems(op: Operation): [number, string][] {
  const implied: [number, string][] = [];
  if (op.body !== undefined) {
    implied.push([400, 'The body is not a JSON object, or not of the expected shape']);
    implied.push([405, 'The path does not take this method (Allow)']);
    implied.push([415, 'The body is not sent as application/json']);
  }
  if (op.bodyLimit !== undefined) {
    const { bytes, holds } = op.bodyLimit;
    implied.push([413, `The body is over ${String(bytes)} bytes, more than ${holds}`]);
  }
  if (op.checkParams === true) implied.push([400, 'A path parameter out of its range']);
  if (op.query !== undefined) implied.push([400, 'A query parameter out of its range or unknown']);
  if (op.rate !== undefined) {
    const who = op.rateKey === undefined ? 'this address' : 'this address or this key';
    implied.push([429, `Too many requests from ${who} (Retry-After)`]);
  }
  if (op.credential === 'operator') {
    implied.push([401, 'No operator code, or one no operator holds (WWW-Authenticate)']);
    implied.push([403, 'A player key: players may not moderate']);
  } else if (op.credential !== undefined) {
    implied.push([401, 'No player key, or one no player holds (WWW-Authenticate)']);
    if (op.credential === 'player') implied.push([403, 'A banned key']);
  }
  return implied;
}

/** Every problem answer of `op`: each status with what gives it, the implied ones first. */
export function problemAnswers(op: Operation): Map<number, string> {
  const declared = Object.entries(op.refusals).map(
    ([kind, when]) => [REFUSAL_STATUS[kind as keyof typeof REFUSAL_STATUS], when] as const,
  );
  const byStatus = new Map<number, string[]>();
  for (const [status, when] of [...impliedProblems(op), ...declared]) {
    byStatus.set(status, [...(byStatus.get(status) ?? []), when]);
  }
  return new Map([...byStatus].map(([status, whens]) => [status, whens.join('; ')]));
}
