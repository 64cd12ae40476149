import type { Hono } from 'hono';
import { startRunRequest } from '../../api';
import { countPlay, playCountsFor } from '../catalogue/count-play';
import { answer } from '../http/answers';
import { limitBody, readBody, sendRequestProblem } from '../http/request-body';
import { readSignedText } from '../players/player-key';
import { refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import type { ReadProblem, RunPostRead } from '../verify/jobs';
import { INLINE_BODY_CHARS, readRunPostBody } from '../verify/read-run-post';
import { VerifierUnavailable } from '../verify/verifier-pool';
import { postRun } from './post-run';
import { readRun } from './read-run';
import { startRun } from './start-run';

/**
 * A post's body read: on the HTTP thread when it is short (a typical replay is 1 to 3 KB), else
 * in a verifier worker in the sender's turn, so that no body holds the thread that answers
 * everyone for longer than it takes to receive it.
 */
async function readPost(
  text: string,
  sender: string,
  deps: Pick<ServiceDeps, 'verifier' | 'tickCap'>,
): Promise<RunPostRead | ReadProblem | Refusal> {
  if (text.length <= INLINE_BODY_CHARS) return readRunPostBody(text, deps.tickCap);
  try {
    const job = { kind: 'read-post', body: text, tickCap: deps.tickCap } as const;
    return await deps.verifier.run(job, sender);
  } catch (error) {
    if (!(error instanceof VerifierUnavailable)) throw error;
    return refused('unavailable', 'replay', error.message);
  }
}

/**
 * Runs: POST /api/runs/start (a token, counted as a play of a listed level for the key it
 * carries, or else for the sender's address), POST /api/runs (a replay to rank, with its player's key),
 * GET /api/runs/:id.
 */
export function runRoutes(app: Hono, deps: ServiceDeps): void {
  app.post('/api/runs/start', limitBody, async (c) => {
    const request = await readBody(c, deps, 'start', startRunRequest);
    if (!request.ok) return request.answer;
    const who = await playCountsFor(c.req.header('authorization'), request.sender, deps);
    if (typeof who !== 'string') return answer(c, who);
    const started = await startRun(request.value, request.sender, deps);
    if (started.kind === 'token') await countPlay(started.answer.level, who, deps);
    return answer(c, started);
  });

  app.post('/api/runs', limitBody, async (c) => {
    const body = await readSignedText(c, deps, 'post');
    if (!body.ok) return body.answer;
    const read = await readPost(body.text, body.sender, deps);
    if (read.kind === 'refused') return answer(c, read);
    if (read.kind !== 'run-post') return sendRequestProblem(c, read);
    return answer(c, await postRun(read, body.player, body.sender, deps));
  });

  app.get('/api/runs/:id', async (c) => answer(c, await readRun(c.req.param('id'), deps)));
}
