import { RUN_ID_PATTERN, type RunResponse } from '../../api';
import { refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';

/** GET /api/runs/:id: a stored run, with its rank while it is verified, or not-found. */
export async function readRun(
  id: string,
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<{ readonly kind: 'run'; readonly answer: RunResponse } | Refusal> {
  const { runs } = deps.stores;
  // Checked before any query: a NUL or any text no run id can be never reaches the database.
  const run = RUN_ID_PATTERN.test(id) ? await runs.run(id) : undefined;
  if (run === undefined) return refused('not-found', 'id', 'no run has this id');
  const rank = run.status === 'verified' ? await runs.rank(run) : null;
  return { kind: 'run', answer: { ...run, rank } };
}
