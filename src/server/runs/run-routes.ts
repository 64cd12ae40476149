import { sendRequestProblem } from '../http/request-body';
import type { Handlers } from '../http/operation-handler';
import type { Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import { callVerifier } from '../service/verifier-call';
import type { ReadProblem, RunPostRead } from '../decode/request-reads';
import { INLINE_BODY_CHARS, readRunPostBody } from '../decode/read-run-post';
import { postRun } from './post-run';
import { readRun, readStoredRun } from './read-run';
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
  const job = { kind: 'read-post', body: text, tickCap: deps.tickCap } as const;
  return callVerifier('replay', () => deps.verifier.run(job, sender));
}

/**
 * Runs: POST /api/runs/start (a token bound to its player's key), POST /api/runs (a replay to
 * rank or keep as an attempt, with that key), GET /api/runs/:id, and GET /api/admin/runs/:id (an
 * operator's code: hidden runs too).
 */
export function runHandlers(
  deps: ServiceDeps,
): Pick<Handlers, 'startRun' | 'postRun' | 'readRun' | 'readStoredRun'> {
  return {
    startRun: ({ body, sender, player }) => startRun(body, player, sender, deps),
    postRun: async ({ c, body, sender, player }) => {
      const read = await readPost(body, sender, deps);
      if (read.kind === 'refused') return read;
      if (read.kind !== 'run-post') return sendRequestProblem(c, read);
      return postRun(read, player, sender, deps);
    },
    readRun: ({ params }) => readRun(params.id, deps),
    readStoredRun: ({ params }) => readStoredRun(params.id, deps),
  };
}
