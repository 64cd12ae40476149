import { RUN_ID_PATTERN, type RunResponse } from '../../api';
import { refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';

/**
 * GET /api/runs/:id: a stored run as its board shows it, with the board's rank while it is
 * verified, or not-found (also while an operator hides it or its key is banned, as on the board).
 */
export async function readRun(
  id: string,
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<{ readonly kind: 'run'; readonly answer: RunResponse } | Refusal> {
  // Checked before any query: a NUL or any text no run id can be never reaches the database.
  const run = RUN_ID_PATTERN.test(id) ? await deps.stores.runs.shown(id) : undefined;
  if (run === undefined) return refused('not-found', 'id', 'no run has this id');
  return { kind: 'run', answer: run };
}

/**
 * GET /api/admin/runs/:id (an operator's code): a stored run whether or not its board lists it,
 * so the console can watch and restore a hidden run; not-found only when no run has the id.
 */
export async function readStoredRun(
  id: string,
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<{ readonly kind: 'run'; readonly answer: RunResponse } | Refusal> {
  const run = RUN_ID_PATTERN.test(id) ? await deps.stores.runs.stored(id) : undefined;
  if (run === undefined) return refused('not-found', 'id', 'no run has this id');
  return { kind: 'run', answer: run };
}
