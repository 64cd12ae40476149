/** Reading a request: its size, rate limit, media type, JSON body, and its shape by the contract. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { MAX_BODY_BYTES } from '../../api';
import { fieldPath } from '../../replay';
import type { ServiceDeps } from '../service/service-deps';
import { problem, sendProblem } from './answers';

/** A request read as far as its shape: its parsed value, or the answer that refuses it. */
export type ReadRequest<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly answer: Response };

/** Refuses a body over MAX_BODY_BYTES with 413 before it is read. */
export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) =>
    sendProblem(
      c,
      problem('body-too-large', 413, {
        field: '(body)',
        problem: `is over ${MAX_BODY_BYTES} bytes, more than a request with the largest replay`,
      }),
    ),
});

function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded !== undefined && forwarded !== '') return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

async function jsonObject(c: Context): Promise<ReadRequest<object>> {
  let value: unknown;
  try {
    value = JSON.parse(await c.req.text()) as unknown;
  } catch {
    const answer = problem('malformed-body', 400, {
      field: '(body)',
      problem: 'is not valid JSON',
    });
    return { ok: false, answer: sendProblem(c, answer) };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const text = 'must be a JSON object';
    return {
      ok: false,
      answer: sendProblem(c, problem('malformed-body', 400, { field: '(body)', problem: text })),
    };
  }
  return { ok: true, value };
}

/**
 * Checks `value` against a schema of the contract: its output, or a 400 `invalid-request`
 * naming the first field at fault (`(body)` for the whole body). Used for bodies, paths and
 * queries alike.
 */
export function parseRequest<S extends v.GenericSchema>(
  c: Context,
  schema: S,
  value: unknown,
): ReadRequest<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, value, { abortEarly: true });
  if (parsed.success) return { ok: true, value: parsed.output };
  const [issue] = parsed.issues;
  const field = fieldPath(issue.path, { whole: '(body)' });
  const answer = problem('invalid-request', 400, { field, problem: issue.message });
  return { ok: false, answer: sendProblem(c, answer) };
}

/**
 * Reads a POST body, cheap checks first: the address's rate limit for `kind` (429 with
 * Retry-After), the media type (415), a JSON object (400), then the request's schema (400).
 */
export async function readBody<S extends v.GenericSchema>(
  c: Context,
  deps: Pick<ServiceDeps, 'limits' | 'trustProxy'>,
  kind: 'start' | 'post',
  schema: S,
): Promise<ReadRequest<v.InferOutput<S>>> {
  const rate = await deps.limits.consume(kind, clientAddress(c, deps.trustProxy));
  if (!rate.ok) {
    const text = `too many ${kind === 'start' ? 'starts' : 'posts'} from this address; retry in ${rate.retryAfterS} s`;
    const answer = sendProblem(c, problem('rate-limited', 429, { problem: text }), {
      'retry-after': String(rate.retryAfterS),
    });
    return { ok: false, answer };
  }
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
    const text = 'must be sent as application/json';
    return {
      ok: false,
      answer: sendProblem(c, problem('malformed-body', 415, { field: '(body)', problem: text })),
    };
  }
  const body = await jsonObject(c);
  return body.ok ? parseRequest(c, schema, body.value) : body;
}
