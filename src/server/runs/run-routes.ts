import { authenticate } from '../players/player-key';
import { sendRequestProblem } from '../http/request-body';
import type { Handlers } from '../http/operation-handler';
import { isRefusal, type Refusal } from '../service/refusal';
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
 * A start's key, when it carries one: a key no one holds is refused (401) before the run is
 * played, whose post would be. A start counts nothing: a play is a verified run or attempt.
 */
async function startKeyRefusal(
  authorization: string | undefined,
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<Refusal | undefined> {
  if (authorization === undefined || authorization === '') return undefined;
  const player = await authenticate(authorization, deps.stores.players);
  return isRefusal(player) ? player : undefined;
}

/**
 * Runs: POST /api/runs/start (a token), POST /api/runs (a replay to rank or keep as an attempt,
 * with its player's key), GET /api/runs/:id, and GET /api/admin/runs/:id (an operator's code:
 * hidden runs too).
 */
export function runHandlers(
  deps: ServiceDeps,
): Pick<Handlers, 'startRun' | 'postRun' | 'readRun' | 'readStoredRun'> {
  return {
    startRun: async ({ c, body, sender }) => {
      const refusal = await startKeyRefusal(c.req.header('authorization'), deps);
      return refusal ?? startRun(body, sender, deps);
    },
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
