/** Reading a request: its size, rate limit, media type, JSON body, and its shape by the contract. */
import { isIP } from 'node:net';
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

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The address a request is counted under. Behind `trustedProxies` proxies that each append the
 * address they received from to X-Forwarded-For, the client's address is the entry that many
 * places from the right: the entries left of it were written by the client, who can write
 * anything there, so the leftmost entry is never used. With fewer entries than trusted proxies
 * (or one that is no IP address) the request did not come through them: the socket's address.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '').split(',').map((e) => e.trim());
    const chosen = entries.length >= trustedProxies ? entries[entries.length - trustedProxies] : '';
    if (chosen !== undefined && isIP(chosen) !== 0) return chosen;
  }
  return socketAddress(c);
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

/** The kinds of request counted per address, each against its own limit. */
export type RateKind = 'start' | 'post' | 'claim';

const RATE_NOUN: Readonly<Record<RateKind, string>> = {
  start: 'starts',
  post: 'posts',
  claim: 'name claims',
};

/** Counts the request against its address's limit for `kind`: the 429 answer when over it. */
export async function limitRate(
  c: Context,
  deps: Pick<ServiceDeps, 'limits' | 'trustProxy'>,
  kind: RateKind,
): Promise<Response | undefined> {
  const rate = await deps.limits.consume(kind, clientAddress(c, deps.trustProxy));
  if (rate.ok) return undefined;
  const text = `too many ${RATE_NOUN[kind]} from this address; retry in ${rate.retryAfterS} s`;
  return sendProblem(c, problem('rate-limited', 429, { problem: text }), {
    'retry-after': String(rate.retryAfterS),
  });
}

/** Reads a POST body once the cheap checks passed: the media type (415), JSON (400), schema (400). */
export async function readJson<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<ReadRequest<v.InferOutput<S>>> {
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

/**
 * Reads a POST body, cheap checks first: the address's rate limit for `kind` (429 with
 * Retry-After), the media type (415), a JSON object (400), then the request's schema (400).
 */
export async function readBody<S extends v.GenericSchema>(
  c: Context,
  deps: Pick<ServiceDeps, 'limits' | 'trustProxy'>,
  kind: RateKind,
  schema: S,
): Promise<ReadRequest<v.InferOutput<S>>> {
  const limited = await limitRate(c, deps, kind);
  if (limited !== undefined) return { ok: false, answer: limited };
  return readJson(c, schema);
}
