/** Reading a request: its size, rate limit, media type, JSON body, and its shape by the contract. */
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { MAX_BODY_DEPTH, readJsonObject, readShape, type RequestProblem } from '../../api';
import type { BodyLimit, RateKind } from '../../api/operations';
import type { ServiceDeps } from '../service/service-deps';
import { problem, sendProblem } from './answers';
import { refuseUnread } from './unread-body';

/** A request read as far as its shape: its parsed value, or the answer that refuses it. */
export type ReadRequest<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly answer: Response };

/**
 * Refuses a body over `limit` with 413 before it is parsed, the one body limit of every route,
 * its rest read and dropped or its connection closed (`refuseUnread`).
 */
export function limitBody(limit: BodyLimit): MiddlewareHandler {
  return bodyLimit({
    maxSize: limit.bytes,
    onError: (c) =>
      refuseUnread(
        c,
        sendProblem(
          c,
          problem('body-too-large', 413, {
            field: '(body)',
            problem: `is over ${limit.bytes} bytes, more than ${limit.holds}`,
          }),
        ),
      ),
  });
}

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

const RATE_NOUN: Readonly<Record<RateKind | 'report-key', string>> = {
  start: 'starts',
  post: 'posts',
  claim: 'name claims',
  report: 'reports',
  'report-key': 'reports',
  room: 'race rooms',
};

/**
 * Counts the request against the limit for `kind` of `who` (the sender's address, or for
 * `report-key` the player's id): undefined, or the 429 answer with Retry-After.
 */
export async function limitRate(
  c: Context,
  limits: ServiceDeps['limits'],
  kind: RateKind | 'report-key',
  who: string,
): Promise<Response | undefined> {
  const rate = await limits.consume(kind, who);
  if (rate.ok) return undefined;
  const from = kind === 'report-key' ? 'this key' : 'this address';
  const text = `too many ${RATE_NOUN[kind]} from ${from}; retry in ${rate.retryAfterS} s`;
  return sendProblem(c, problem('rate-limited', 429, { problem: text }), {
    'retry-after': String(rate.retryAfterS),
  });
}

/** A POST body's text once the rate limit passed: the media type first (415). */
export async function readText(c: Context, sender: string): Promise<BodyText> {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
    const text = 'must be sent as application/json';
    const answer = sendProblem(
      c,
      problem('malformed-body', 415, { field: '(body)', problem: text }),
    );
    return { ok: false, answer: await refuseUnread(c, answer) };
  }
  return { ok: true, text: await c.req.text(), sender };
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
