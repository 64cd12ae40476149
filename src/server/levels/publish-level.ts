import type { LevelResponse, PublishLevelRequest } from '../../api';
import { SIM_VERSION } from '../../sim';
import { refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import { diverged } from '../service/verify-run';
import { VerifierUnavailable } from '../verify/verifier-pool';
import { levelAnswer } from './read-level';

/** A level published: `created` false when it had its maker already (published before). */
export interface Published {
  readonly kind: 'published';
  readonly created: boolean;
  readonly answer: LevelResponse;
}

/**
 * POST /api/levels: publishes a level by its link. A verifier worker, in the sender's turn,
 * decodes the link with the game's own strictness, checks the level (shape, parse), compares the
 * proof's level hash with the level's and re-simulates the proof; only a proof that wins is
 * stored, as the level's maker, with the level (both once: the first published proof stays).
 */
export async function publishLevel(
  request: PublishLevelRequest,
  sender: string,
  deps: Pick<ServiceDeps, 'stores' | 'verifier' | 'now' | 'tickCap'>,
): Promise<Published | Refusal> {
  let read;
  try {
    read = await deps.verifier.run(
      { kind: 'publish', link: request.link, tickCap: deps.tickCap },
      sender,
    );
  } catch (error) {
    if (!(error instanceof VerifierUnavailable)) throw error;
    return refused('unavailable', 'link', error.message);
  }
  if (!read.ok) return read;
  const { verdict, proof, level } = read;
  const claim = 'does not win this level';
  if (!verdict.ok) return diverged('link.proof', claim, verdict.firstMismatchTick ?? verdict.ticks);
  if (verdict.outcome !== 'won') return diverged('link.proof', claim, verdict.ticks);
  const created = await deps.stores.proofs.publish({
    replayHash: proof.hash,
    canonical: proof.canonical,
    level: { hash: level.hash, document: level.canonical },
    storedAt: new Date(deps.now()).toISOString(),
    maker: {
      player: proof.player,
      timeTicks: verdict.finalTimeTicks,
      gems: verdict.gems,
      recordedAt: proof.recordedAt,
      simVersion: SIM_VERSION,
      replayHash: proof.hash,
    },
  });
  const stored = await deps.stores.levels.level(level.hash);
  if (stored === undefined) throw new Error(`level ${level.hash} was not stored`);
  return { kind: 'published', created, answer: levelAnswer(stored) };
}
