import { decodeReplay, ReplayError } from '../replay';
import { SIM_VERSION } from '../sim';
import type { LevelStore } from './levels/level-store';
import type { RunStore } from './run-store';
import type { VerifierPool } from './verifier-pool';

/** What reverify found. */
export interface ReverifySummary {
  readonly checked: number;
  readonly stillVerified: number;
  /** Runs of the current simVersion that no longer verify: kept, marked rejected, off the board. */
  readonly rejected: number;
  /** Runs recorded under older rules: kept, listed apart on `?simVersion=N`. */
  readonly olderVersions: Record<string, number>;
}

const PAGE = 200;

/** The stored level document of an editor level's board (`hash:<hex>`); undefined for others. */
async function levelDocumentOf(key: string, levels: LevelStore): Promise<string | undefined> {
  if (!key.startsWith('hash:')) return undefined;
  const stored = await levels.level(key.slice('hash:'.length));
  // A run of an editor level is stored with its level, in one transaction.
  if (stored === undefined) throw new Error(`run of ${key} has no stored level`);
  return stored.document;
}

/**
 * `npm run server -- reverify`: re-simulates every stored run whose replay is of the running
 * simVersion (a run of an editor level on its stored level). A run that no longer verifies is
 * marked 'rejected' (kept, off the board). Runs of an older simVersion cannot be re-simulated by
 * these rules: they keep their own boards.
 */
export async function reverify(
  store: RunStore,
  verifier: VerifierPool,
  log: (line: string) => void,
  levels: LevelStore,
): Promise<ReverifySummary> {
  let after = '';
  let checked = 0;
  let stillVerified = 0;
  let rejected = 0;
  const olderVersions: Record<string, number> = {};
  for (;;) {
    const runs = await store.runsAfter(after, PAGE);
    if (runs.length === 0) break;
    for (const run of runs) {
      after = run.runId;
      if (run.simVersion !== SIM_VERSION) {
        olderVersions[run.simVersion] = (olderVersions[run.simVersion] ?? 0) + 1;
        continue;
      }
      checked++;
      const canonical = (await store.replay(run.replayHash)) ?? '';
      let verdict;
      try {
        decodeReplay(canonical);
        verdict = await verifier.verify(canonical, await levelDocumentOf(run.levelKey, levels));
      } catch (error) {
        if (!(error instanceof ReplayError)) throw error;
        verdict = { ok: false, problem: error.message };
      }
      const agrees =
        verdict.ok &&
        'finalTimeTicks' in verdict &&
        verdict.outcome === 'won' &&
        verdict.finalTimeTicks === run.timeTicks;
      if (agrees) stillVerified++;
      else {
        rejected++;
        log(
          `run ${run.runId} (${run.levelKey}, ${run.player}) no longer verifies: marked rejected`,
        );
      }
      await store.setStatus(run.runId, agrees ? 'verified' : 'rejected', {
        ...verdict,
        simVersion: SIM_VERSION,
      });
    }
  }
  return { checked, stillVerified, rejected, olderVersions };
}
