import type { Replay, ReplayVerdict } from '../../replay';
import { VerifierUnavailable, type VerifierPool } from '../verify/verifier-pool';
import { refused, type Refusal } from './refusal';

/**
 * A replay longer than the service's tick cap, refused before any work is queued; `field` is
 * where the replay sits in the request (`replay`, `link.proof`). Undefined when it fits.
 */
export function overTickCap(replay: Replay, tickCap: number, field: string): Refusal | undefined {
  if (replay.final.tick <= tickCap) return undefined;
  const text = `is ${replay.final.tick} ticks, over this service's cap of ${tickCap}`;
  return refused('invalid-replay', `${field}.final.tick`, text);
}

/** A run whose re-simulation does not match: the refusal naming the tick where it diverged. */
export function diverged(field: string, claim: string, tick: number): Refusal {
  const text = `${claim}: the re-simulated run diverges by tick ${tick}`;
  return refused('replay-mismatch', field, text, tick);
}

/** What a replay came to in the worker pool: its verdict when it matched, else the refusal. */
export type Verified = { readonly kind: 'verified'; readonly verdict: ReplayVerdict } | Refusal;

/**
 * Re-simulates a canonical replay (on the canonical document of its editor level, when it has
 * one) in the worker pool. Refuses when the pool cannot finish it (`unavailable`, retried by the
 * client) or when the re-simulation diverges from the recording (`replay-mismatch`, naming the
 * tick); `claim` says what the replay failed to do ("does not verify").
 */
export async function verifyRun(
  verifier: Pick<VerifierPool, 'verify'>,
  run: {
    readonly replay: Replay;
    readonly canonical: string;
    readonly levelDocument: string | undefined;
    readonly field: string;
    readonly claim: string;
  },
): Promise<Verified> {
  let verdict: ReplayVerdict;
  try {
    verdict = await verifier.verify(run.canonical, run.levelDocument);
  } catch (error) {
    if (!(error instanceof VerifierUnavailable)) throw error;
    return refused('unavailable', run.field, error.message);
  }
  if (!verdict.ok) {
    return diverged(run.field, run.claim, verdict.firstMismatchTick ?? run.replay.final.tick);
  }
  return { kind: 'verified', verdict };
}
