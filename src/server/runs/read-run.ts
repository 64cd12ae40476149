import type { RunResponse } from '../../api';
import { refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';

/** GET /api/runs/:id: a stored run, with its rank while it is verified, or not-found. */
export async function readRun(
  id: string,
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<{ readonly kind: 'run'; readonly answer: RunResponse } | Refusal> {
  const { runs, replays } = deps.stores;
  const run = await runs.run(id);
  if (run === undefined) return refused('not-found', 'id', 'no run has this id');
  const rank =
    run.status === 'verified'
      ? await runs.rank(run, (await replays.replay(run.replayHash)) ?? '')
      : null;
  return { kind: 'run', answer: { ...run, rank } };
}
