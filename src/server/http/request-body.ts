/** Reading a request: its size, rate limit, media type, JSON body, and its shape by the contract. */
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import {
  MAX_BODY_BYTES,
  MAX_BODY_DEPTH,
  readJsonObject,
  readShape,
  type RequestProblem,
} from '../../api';
import type { ServiceDeps } from '../service/service-deps';
import { problem, sendProblem } from './answers';

/** A request read as far as its shape: its parsed value, or the answer that refuses it. */
export type ReadRequest<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly answer: Response };

/**
 * Largest body over the limit that is still read to its end (and thrown away) after its 413.
 * Closing a connection while its body is still arriving makes the kernel reset it, and the reset
 * can overtake the 413, so that the client never learns why; reading a body of this size costs
 * little, and the request timeout bounds how long it may take.
 */
export const LINGER_MAX_BYTES = 2 * MAX_BODY_BYTES;

/**
 * Refuses a body over MAX_BODY_BYTES with 413 before it is parsed. A declared length up to
 * LINGER_MAX_BYTES is read to its end unparsed, so the answer arrives whole and the connection
 * serves the next request. A larger one, or a body without a declared length (read until it
 * passed the limit), gets `Connection: close`, and the rest of it is not read.
 */
export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    const drained = Number.isSafeInteger(declared) && declared <= LINGER_MAX_BYTES;
    const body = c.req.raw.body;
    if (drained && body !== null && !body.locked) {
      void body.pipeTo(new WritableStream()).catch(() => undefined);
    }
    return sendProblem(
      c,
      problem('body-too-large', 413, {
        field: '(body)',
        problem: `is over ${MAX_BODY_BYTES} bytes, more than the largest request (the longest replay with the largest level)`,
      }),
      drained ? {} : { connection: 'close' },
    );
  },
});

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The client's address: the rate limits' key, and whose verification jobs a request's are.
 * Behind `trustedProxies` proxies that each append the address they received from to
 * X-Forwarded-For, it is the entry that many places from the right: the entries left of it were
 * written by the client, who can write anything there, so the leftmost entry is never used. With
 * fewer entries than trusted proxies (or one that is no IP address) the request did not come
 * through them: the socket's address.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '').split(',').map((e) => e.trim());
    const chosen = entries.length >= trustedProxies ? entries[entries.length - trustedProxies] : '';
    if (chosen !== undefined && isIP(chosen) !== 0) return chosen;
  }
  return socketAddress(c);
}

/** Answers a body the contract cannot read: 400 with its problem kind, naming the field. */
export function sendRequestProblem(c: Context, read: RequestProblem): Response {
  return sendProblem(c, problem(read.kind, 400, { field: read.field, problem: read.problem }));
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
  const read = readShape(schema, value);
  return read.ok ? read : { ok: false, answer: sendRequestProblem(c, read) };
}

/** A POST body read by its schema, and who sent it; or the answer that refuses it. */
export type ReadBody<T> =
  | { readonly ok: true; readonly value: T; readonly sender: string }
  | { readonly ok: false; readonly answer: Response };

/** A POST body's text and who sent it, or the answer that refuses it. */
export type BodyText =
  | { readonly ok: true; readonly text: string; readonly sender: string }
  | { readonly ok: false; readonly answer: Response };

/** The kinds of request counted per address, each against its own limit. */
export type RateKind = 'start' | 'post' | 'claim' | 'report';

const RATE_NOUN: Readonly<Record<RateKind, string>> = {
  start: 'starts',
  post: 'posts',
  claim: 'name claims',
  report: 'reports',
};

/** Counts the request against its address's limit for `kind`: who sent it, or the 429 answer. */
export async function limitRate(
  c: Context,
  deps: Pick<ServiceDeps, 'limits' | 'trustProxy'>,
  kind: RateKind,
): Promise<
  { readonly ok: true; readonly sender: string } | { readonly ok: false; readonly answer: Response }
> {
  const sender = clientAddress(c, deps.trustProxy);
  const rate = await deps.limits.consume(kind, sender);
  if (rate.ok) return { ok: true, sender };
  const text = `too many ${RATE_NOUN[kind]} from this address; retry in ${rate.retryAfterS} s`;
  const answer = sendProblem(c, problem('rate-limited', 429, { problem: text }), {
    'retry-after': String(rate.retryAfterS),
  });
  return { ok: false, answer };
}

/**
 * Reads a POST body's text, cheap checks first: the address's rate limit for `kind` (429 with
 * Retry-After), then the media type (415). Its size is limitBody's to refuse, before this.
 */
export async function readBodyText(
  c: Context,
  deps: Pick<ServiceDeps, 'limits' | 'trustProxy'>,
  kind: RateKind,
): Promise<BodyText> {
  const limited = await limitRate(c, deps, kind);
  return limited.ok ? readText(c, limited.sender) : limited;
}

/** A POST body's text once the rate limit passed: the media type first (415). */
export async function readText(c: Context, sender: string): Promise<BodyText> {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
    const text = 'must be sent as application/json';
    return {
      ok: false,
      answer: sendProblem(c, problem('malformed-body', 415, { field: '(body)', problem: text })),
    };
  }
  return { ok: true, text: await c.req.text(), sender };
}

/**
 * Reads a POST body, cheap checks first: rate limit (429), media type (415), nesting depth and
 * JSON object (400), then the request's schema (400).
 */
export async function readBody<S extends v.GenericSchema>(
  c: Context,
  deps: Pick<ServiceDeps, 'limits' | 'trustProxy'>,
  kind: RateKind,
  schema: S,
): Promise<ReadBody<v.InferOutput<S>>> {
  const body = await readBodyText(c, deps, kind);
  return body.ok ? readBodyShape(c, body, schema) : body;
}

/** A body's text read as JSON (nesting depth, an object: 400), then by its schema (400). */
export function readBodyShape<S extends v.GenericSchema>(
  c: Context,
  body: { readonly text: string; readonly sender: string },
  schema: S,
): ReadBody<v.InferOutput<S>> {
  const json = readJsonObject(body.text, MAX_BODY_DEPTH);
  if (!json.ok) return { ok: false, answer: sendRequestProblem(c, json) };
  const request = parseRequest(c, schema, json.value);
  return request.ok ? { ...request, sender: body.sender } : request;
}
