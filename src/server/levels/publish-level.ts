import type { LevelResponse, PublishLevelRequest } from '../../api';
import { decodeLevelLink, encodeReplay, LevelLinkError, type DecodedLevelLink } from '../../replay';
import { SIM_VERSION } from '../../sim';
import { isRefusal, refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import { diverged, overTickCap, verifyRun } from '../service/verify-run';
import { replayHash } from '../store/replay-store';
import { checkLevelDocument } from './editor-level';
import { levelAnswer } from './read-level';

/** A level published: `created` false when it had its maker already (published before). */
export interface Published {
  readonly kind: 'published';
  readonly created: boolean;
  readonly answer: LevelResponse;
}

function decodeLink(link: string): DecodedLevelLink | Refusal {
  try {
    return decodeLevelLink(link);
  } catch (error) {
    if (!(error instanceof LevelLinkError)) throw error;
    const field = error.field.startsWith('(') ? 'link' : `link.${error.field}`;
    return refused('invalid-level', field, error.problem);
  }
}

/**
 * POST /api/levels: publishes a level by its link. The link is decoded with the game's own
 * strictness, the level checked (shape, parse), the proof's level hash compared with the
 * level's, and the proof re-simulated in the worker pool; only a proof that wins is stored, as
 * the level's maker, with the level (both once: the first published proof stays the maker's).
 */
export async function publishLevel(
  request: PublishLevelRequest,
  deps: Pick<ServiceDeps, 'stores' | 'verifier' | 'now' | 'tickCap'>,
): Promise<Published | Refusal> {
  const link = decodeLink(request.link);
  if (isRefusal(link)) return link;
  const level = checkLevelDocument(link.doc, 'link.level');
  if (level.kind === 'refused') return level;
  const { proof } = link;
  if (!('hash' in proof.level) || proof.level.hash !== level.hash) {
    const text = `names another level than this one (hash ${level.hash}): the level was changed after its proof was recorded`;
    return refused('level-mismatch', 'link.proof.level.hash', text);
  }
  const overCap = overTickCap(proof, deps.tickCap, 'link.proof');
  if (overCap !== undefined) return overCap;
  const canonical = encodeReplay(proof);
  const claim = 'does not win this level';
  const field = 'link.proof';
  const verified = await verifyRun(deps.verifier, {
    replay: proof,
    canonical,
    levelDocument: level.canonical,
    field,
    claim,
  });
  if (verified.kind === 'refused') return verified;
  const { verdict } = verified;
  if (verdict.outcome !== 'won') return diverged(field, claim, proof.final.tick);
  const hash = replayHash(canonical);
  const created = await deps.stores.proofs.publish({
    replayHash: hash,
    canonical,
    level: { hash: level.hash, document: level.canonical },
    storedAt: new Date(deps.now()).toISOString(),
    maker: {
      player: proof.player,
      timeTicks: verdict.finalTimeTicks,
      gems: verdict.gems,
      recordedAt: proof.recordedAt,
      simVersion: SIM_VERSION,
      replayHash: hash,
    },
  });
  const stored = await deps.stores.levels.level(level.hash);
  if (stored === undefined) throw new Error(`level ${level.hash} was not stored`);
  return { kind: 'published', created, answer: levelAnswer(stored) };
}
