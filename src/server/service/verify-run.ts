import type { ReplayVerdict } from '../../replay';
import { FEWEST_WIN_TICKS } from '../decode/min-win-ticks';
import type { VerifierPool } from '../verify/verifier-pool';
import { isRefusal, refused, type Refusal } from './refusal';
import { callVerifier } from './verifier-call';

/** A run whose re-simulation does not match: the refusal naming the tick where it diverged. */
export function diverged(field: string, claim: string, tick: number): Refusal {
  const text = `${claim}: the re-simulated run diverges by tick ${tick}`;
  return refused('replay-mismatch', field, text, tick);
}

/**
 * A run that cannot be a win, found before it is re-simulated: it does not claim one, or claims
 * one in fewer ticks than any win of its level takes (`fewest`, known once a replay of the level
 * has been verified; else the fewest of any level). Undefined when it may be one.
 */
export function cannotWin(
  run: { readonly outcome: string; readonly ticks: number },
  fewest: number | undefined,
): Refusal | undefined {
  if (run.outcome !== 'won') {
    return refused('run-not-won', 'replay.final.outcome', `is ${run.outcome}; only won runs rank`);
  }
  const least = fewest ?? FEWEST_WIN_TICKS;
  if (run.ticks >= least) return undefined;
  const text = `is ${run.ticks}, but no win of this level takes fewer than ${least} ticks`;
  return refused('run-not-won', 'replay.final.tick', text);
}

/**
 * What a replay came to in the worker pool: its verdict and the digest of its course (see
 * `VerifyAnswer.trajectory`) when it matched, else the refusal.
 */
export type Verified =
  | { readonly kind: 'verified'; readonly verdict: ReplayVerdict; readonly trajectory: string }
  | Refusal;

/**
 * Re-simulates a canonical replay that this service encoded from a replay it checked (a post's
 * read; on the canonical document of its editor level, when it has one) in the worker pool, in
 * its sender's turn. Refuses when the pool cannot finish it
 * (`unavailable`, retried by the client), when it claims a win in fewer ticks than any win of its
 * level takes, or when the re-simulation diverges from the recording (`replay-mismatch`, naming
 * the tick); `claim` says what the replay failed to do ("does not verify").
 */
export async function verifyRun(
  verifier: Pick<VerifierPool, 'verify'>,
  run: {
    readonly canonical: string;
    readonly ticks: number;
    readonly levelDocument: string | undefined;
    readonly field: string;
    readonly claim: string;
    readonly sender: string;
  },
): Promise<Verified> {
  const answer = await callVerifier(run.field, () =>
    verifier.verify(
      {
        canonical: run.canonical,
        ...(run.levelDocument === undefined ? {} : { levelDocument: run.levelDocument }),
        checked: true,
      },
      run.sender,
    ),
  );
  if (isRefusal(answer)) return answer;
  const { verdict, trajectory } = answer;
  if (verdict === null || trajectory === null) {
    return (
      cannotWin({ outcome: 'won', ticks: run.ticks }, answer.minWinTicks) ??
      diverged(run.field, run.claim, run.ticks)
    );
  }
  if (!verdict.ok) {
    return diverged(run.field, run.claim, verdict.firstMismatchTick ?? run.ticks);
  }
  return { kind: 'verified', verdict, trajectory };
}
