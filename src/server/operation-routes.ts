/**
 * Every operation of the contract (src/api/operations) on the app, each read the one way its
 * declaration says: body limit, rate limit, credential, body, path and query, in that order, so
 * the cheap refusals come first and every route shares them. Its handler's outcome is answered
 * only when the operation declares it.
 */
import type { Context, Hono } from 'hono';
import { OPERATIONS, type Operation } from '../api/operations';
import { answer, sendRefusal } from './http/answers';
import { declaredOutcome } from './http/declared-outcome';
import type { Handler, Handlers, Received } from './http/operation-handler';
import { addressBucket } from './http/address-bucket';
import { refuseUnread } from './http/unread-body';
import {
  clientAddress,
  limitBody,
  limitRate,
  parseRequest,
  readBodyShape,
  readText,
} from './http/request-body';
import { authenticateOperator } from './moderation/operator-auth';
import { authenticate } from './players/player-key';
import { isRefusal, refused } from './service/refusal';
import type { ServiceDeps } from './service/service-deps';
import type { Player } from './store/player-store';

interface Refused {
  readonly ok: false;
  readonly answer: Response;
}

/** Who the request's credential names, or the answer refusing it (401, 403). */
async function callerOf(
  c: Context,
  credential: Operation['credential'],
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<{ player?: Player; operator?: { name: string } } | Refused> {
  if (credential === undefined) return {};
  const header = c.req.header('authorization');
  if (credential === 'operator') {
    const operator = await authenticateOperator(header, deps.stores);
    return isRefusal(operator) ? { ok: false, answer: sendRefusal(c, operator) } : { operator };
  }
  const player = await authenticate(header, deps.stores.players);
  if (isRefusal(player)) return { ok: false, answer: sendRefusal(c, player) };
  const banned = player.bannedReason;
  if (credential === 'player' && typeof banned === 'string') {
    const refusal = refused('forbidden', 'authorization', `names a banned key: ${banned}`);
    return { ok: false, answer: sendRefusal(c, refusal) };
  }
  return { player };
}

/** The body as the operation reads it: its text, or parsed by its schema; or the refusal. */
async function bodyOf(
  c: Context,
  body: Operation['body'],
  sender: string,
): Promise<{ readonly ok: true; readonly value: unknown } | Refused> {
  if (body === undefined) return { ok: true, value: undefined };
  const text = await readText(c, sender);
  if (!text.ok) return text;
  if (body.read === 'text') return { ok: true, value: text.text };
  return readBodyShape(c, text, body.schema);
}

/** A request of `op` read as far as its declaration says, or the answer refusing it. */
async function readOperation(
  c: Context,
  op: Operation,
  deps: ServiceDeps,
): Promise<{ readonly ok: true; readonly received: Received<Operation> } | Refused> {
  const sender = addressBucket(clientAddress(c, deps.trustProxy), deps.ipv6Prefix);
  const limited = op.rate && (await limitRate(c, deps.limits, op.rate, sender));
  if (limited) return { ok: false, answer: await refuseUnread(c, limited) };
  const caller = await callerOf(c, op.credential, deps);
  if ('ok' in caller) return { ok: false, answer: await refuseUnread(c, caller.answer) };
  const body = await bodyOf(c, op.body, sender);
  if (!body.ok) return body;
  const keyLimited =
    op.rateKey && caller.player && (await limitRate(c, deps.limits, op.rateKey, caller.player.id));
  if (keyLimited) return { ok: false, answer: keyLimited };
  const params = c.req.param() as Record<string, string>;
  if (op.checkParams === true && op.params !== undefined) {
    const checked = parseRequest(c, op.params, params);
    if (!checked.ok) return checked;
  }
  const query = op.query === undefined ? undefined : parseRequest(c, op.query, c.req.query());
  if (query?.ok === false) return query;
  const received = { c, sender, params, query: query?.value, body: body.value, ...caller };
  return { ok: true, received: received as Received<Operation> };
}

/** Answers a request of `op` with its handler. */
async function serve(c: Context, op: Operation, handler: Handler<Operation>, deps: ServiceDeps) {
  const read = await readOperation(c, op, deps);
  if (!read.ok) return read.answer;
  const outcome = await handler(read.received);
  if (outcome instanceof Response) return outcome;
  return answer(c, declaredOutcome(op, outcome));
}

/**
 * Puts every operation on `app` with its handler. Paths without a parameter go first, so that
 * `/api/levels/today` is never read as a level's hash.
 */
export function serveOperations(app: Hono, deps: ServiceDeps, handlers: Handlers): void {
  const ordered: Operation[] = [...OPERATIONS].sort(
    (a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')),
  );
  // Each handler takes its own operation's request; here they are served alike.
  const byId = handlers as unknown as Readonly<Record<string, Handler<Operation>>>;
  for (const op of ordered) {
    const handler = byId[op.id];
    if (handler === undefined) throw new Error(`no handler for ${op.id}`);
    const path = op.path.replace(/\{(\w+)\}/g, ':$1');
    const method = op.method.toUpperCase();
    const respond = (c: Context) => serve(c, op, handler, deps);
    if (op.bodyLimit === undefined) app.on(method, path, respond);
    else app.on(method, path, limitBody(op.bodyLimit), respond);
  }
}
