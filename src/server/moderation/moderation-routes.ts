import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { actionRequest, auditQuery, reportRequest } from '../../api';
import { answer, problem, sendProblem, sendRefusal } from '../http/answers';
import { clientAddress, parseRequest, readBodyShape, readText } from '../http/request-body';
import { readSignedBody } from '../players/player-key';
import { isRefusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import { applyAction } from './apply-action';
import { authenticateOperator, type Operator } from './operator-auth';
import { postReport } from './post-report';
import { readAudit, readReports } from './read-moderation';

/** The largest report or action body: a target, a reason and a few hundred characters. */
export const MAX_MODERATION_BODY_BYTES = 4096;

const limitSmallBody = bodyLimit({
  maxSize: MAX_MODERATION_BODY_BYTES,
  onError: (c) =>
    sendProblem(
      c,
      problem('body-too-large', 413, {
        field: '(body)',
        problem: `is over ${MAX_MODERATION_BODY_BYTES} bytes, more than a report or an action needs`,
      }),
    ),
});

/** The operator of the request's code, or the answer refusing it (401, or 403 for a player key). */
async function operatorOf(
  c: Context,
  deps: ServiceDeps,
): Promise<{ ok: true; operator: Operator } | { ok: false; answer: Response }> {
  const operator = await authenticateOperator(c.req.header('authorization'), deps.stores);
  if (isRefusal(operator)) return { ok: false, answer: sendRefusal(c, operator) };
  return { ok: true, operator };
}

/** Counts a report against its key's own limit: undefined, or the 429 answer. */
async function limitKey(c: Context, deps: ServiceDeps, playerId: string) {
  const rate = await deps.limits.consume('report-key', playerId);
  if (rate.ok) return undefined;
  const text = `too many reports from this key; retry in ${rate.retryAfterS} s`;
  return sendProblem(c, problem('rate-limited', 429, { problem: text }), {
    'retry-after': String(rate.retryAfterS),
  });
}

/**
 * Moderation: POST /api/reports (a player's key), and the operators' API with an operator code:
 * POST /api/admin/actions, GET /api/admin/audit (the log, read only: no route changes it) and
 * GET /api/admin/reports (open reports by target).
 */
export function moderationRoutes(app: Hono, deps: ServiceDeps): void {
  app.post('/api/reports', limitSmallBody, async (c) => {
    const request = await readSignedBody(c, deps, 'report', reportRequest);
    if (!request.ok) return request.answer;
    const limited = await limitKey(c, deps, request.player.id);
    if (limited !== undefined) return limited;
    return answer(c, await postReport(request.player, request.value, deps));
  });

  app.post('/api/admin/actions', limitSmallBody, async (c) => {
    const who = await operatorOf(c, deps);
    if (!who.ok) return who.answer;
    const body = await readText(c, clientAddress(c, deps.trustProxy));
    if (!body.ok) return body.answer;
    const request = readBodyShape(c, body, actionRequest);
    if (!request.ok) return request.answer;
    return answer(c, await applyAction(who.operator, request.value, deps));
  });

  app.get('/api/admin/audit', async (c) => {
    const who = await operatorOf(c, deps);
    if (!who.ok) return who.answer;
    const query = parseRequest(c, auditQuery, c.req.query());
    if (!query.ok) return query.answer;
    return answer(c, await readAudit(query.value, deps));
  });

  app.get('/api/admin/reports', async (c) => {
    const who = await operatorOf(c, deps);
    if (!who.ok) return who.answer;
    return answer(c, await readReports(deps));
  });
}
