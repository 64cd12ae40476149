import {
  decodeReplay,
  isHashRef,
  parseLevelKey,
  ReplayError,
  type ReplayVerdict,
} from '../../replay';
import { SIM_VERSION } from '../../sim';
import type { Stores } from '../store/service-stores';
import type { StoredRun } from '../store/run-row';
import type { VerifierPool } from '../verify/verifier-pool';

/** What reverify found. */
export interface ReverifySummary {
  readonly checked: number;
  readonly stillVerified: number;
  /** Runs of the current simVersion that no longer verify: kept, marked rejected, off the board. */
  readonly rejected: number;
  /** Runs recorded under older rules: kept, listed apart on `?simVersion=N`. */
  readonly olderVersions: Record<string, number>;
}

/** What reverify works with. */
export interface ReverifyDeps {
  readonly stores: Pick<Stores, 'runs' | 'levels' | 'replays' | 'catalogue'>;
  readonly verifier: Pick<VerifierPool, 'verify'>;
  /** Where each run that no longer verifies is reported. */
  readonly log: (line: string) => void;
}

const PAGE = 200;

/** The stored level document of an editor level's board (`hash:<hex>`); undefined for others. */
async function levelDocumentOf(key: string, stores: ReverifyDeps['stores']) {
  const ref = parseLevelKey(key);
  if (ref === undefined || !isHashRef(ref)) return undefined;
  const stored = await stores.levels.level(ref.hash);
  // A run of an editor level is stored with its level, in one transaction.
  if (stored === undefined) throw new Error(`run of ${key} has no stored level`);
  return stored.document;
}

/**
 * True when a re-simulation ends as the stored run did: a won run with the same final time, an
 * attempt with the same outcome after the same ticks.
 */
function endsAsStored(run: StoredRun, verdict: ReplayVerdict): boolean {
  if (run.attempt !== true)
    return verdict.outcome === 'won' && verdict.finalTimeTicks === run.timeTicks;
  const stored = (run.verdict as { outcome?: unknown } | null)?.outcome;
  return verdict.outcome !== 'won' && verdict.outcome === stored && verdict.ticks === run.timeTicks;
}

/** True when a stored run re-simulates to the same end (a win, or an attempt's), on these rules. */
async function stillVerifies(run: StoredRun, deps: ReverifyDeps): Promise<boolean> {
  const canonical = (await deps.stores.replays.replay(run.replayHash)) ?? '';
  let verdict: ReplayVerdict | { ok: false; problem: string };
  try {
    decodeReplay(canonical);
    const levelDocument = await levelDocumentOf(run.levelKey, deps.stores);
    const answer = await deps.verifier.verify(
      levelDocument === undefined ? { canonical } : { canonical, levelDocument },
    );
    verdict = answer.verdict ?? { ok: false, problem: 'it is shorter than any win of its level' };
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    verdict = { ok: false, problem: error.message };
  }
  const agrees = verdict.ok && 'finalTimeTicks' in verdict && endsAsStored(run, verdict);
  if (!agrees) {
    deps.log(
      `run ${run.runId} (${run.levelKey}, ${run.player}) no longer verifies: marked rejected`,
    );
  }
  // A run that still verifies gets the splits of this re-simulation (a run stored before
  // migration 0008 had none); they have their own column, so the stored verdict drops them.
  const splits = agrees && 'splits' in verdict ? verdict.splits : undefined;
  await deps.stores.runs.setStatus(
    run.runId,
    agrees ? 'verified' : 'rejected',
    { ...verdict, splits: undefined, simVersion: SIM_VERSION },
    splits === undefined ? undefined : [...splits],
  );
  // A clear of a community level counted this run: it comes off the level's count.
  if (!agrees && run.status === 'verified' && run.attempt !== true) {
    await deps.stores.catalogue.runRejected(run.runId);
  }
  return agrees;
}

/**
 * `npm run server -- reverify`: re-simulates every stored run whose replay is of the running
 * simVersion (a run of an editor level on its stored level), attempts too. A run that no longer
 * verifies is marked 'rejected' (kept, off the board; an attempt no longer proves a play). Runs of an older simVersion cannot be re-simulated by
 * these rules: they keep their own boards.
 */
export async function reverify(deps: ReverifyDeps): Promise<ReverifySummary> {
  let after = '';
  let checked = 0;
  let stillVerified = 0;
  const olderVersions: Record<string, number> = {};
  for (;;) {
    const runs = await deps.stores.runs.runsAfter(after, PAGE);
    if (runs.length === 0) break;
    for (const run of runs) {
      after = run.runId;
      if (run.simVersion !== SIM_VERSION) {
        olderVersions[run.simVersion] = (olderVersions[run.simVersion] ?? 0) + 1;
        continue;
      }
      checked++;
      if (await stillVerifies(run, deps)) stillVerified++;
    }
  }
  return { checked, stillVerified, rejected: checked - stillVerified, olderVersions };
}
