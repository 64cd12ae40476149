import type { LevelResponse, PublishLevelRequest } from '../../api';
import { decodeLevelLink, encodeReplay, LevelLinkError, type DecodedLevelLink } from '../../replay';
import { SIM_VERSION } from '../../sim';
import { isRefusal, refused, type Refusal } from '../service/refusal';
import { QuotaUsedUp, storedBytes } from '../service/byte-quota';
import { paddedInputs, playerMismatch } from '../service/replay-checks';
import type { ServiceDeps } from '../service/service-deps';
import type { Player } from '../store/player-store';
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

type Deps = Pick<ServiceDeps, 'stores' | 'verifier' | 'now' | 'tickCap' | 'quota'>;

/** The link's own checks, no database: it decodes, its level reads, its proof is the key's own. */
function checkLink(request: PublishLevelRequest, player: Player, deps: Deps) {
  const link = decodeLink(request.link);
  if (isRefusal(link)) return link;
  const level = checkLevelDocument(link.doc, 'link.level');
  if (level.kind === 'refused') return level;
  const { proof } = link;
  if (!('hash' in proof.level) || proof.level.hash !== level.hash) {
    const text = `names another level than this one (hash ${level.hash}): the level was changed after its proof was recorded`;
    return refused('level-mismatch', 'link.proof.level.hash', text);
  }
  const refusal =
    overTickCap(proof, deps.tickCap, 'link.proof') ??
    paddedInputs(proof, 'link.proof') ??
    playerMismatch(proof, player, 'link.proof');
  return refusal ?? { kind: 'link' as const, level, proof };
}

/**
 * POST /api/levels: publishes a level by its link, for the player whose key came with it. The link
 * is decoded with the game's own strictness, the level checked (shape, parse, name), the proof's
 * level hash compared with the level's, its player with the key's name, its inputs for padding,
 * and the proof re-simulated in the worker pool; only a proof that wins is stored, as the level's
 * maker, with the level (both once: the first published proof stays the maker's), counted
 * against the key's daily bytes.
 */
export async function publishLevel(
  request: PublishLevelRequest,
  player: Player,
  deps: Deps,
): Promise<Published | Refusal> {
  const checked = checkLink(request, player, deps);
  if (isRefusal(checked)) return checked;
  const { level, proof } = checked;
  const canonical = encodeReplay(proof);
  const overQuota = await deps.quota.precheck(
    deps.stores,
    player,
    storedBytes(canonical) + storedBytes(level.canonical),
  );
  if (overQuota !== undefined) return overQuota;
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
  let created: boolean;
  try {
    created = await deps.stores.transaction(async (stores) => {
      let bytes = (await stores.replays.keep(hash, canonical)) ? storedBytes(canonical) : 0;
      const storedAt = new Date(deps.now()).toISOString();
      const document = level.canonical;
      if (await stores.levels.keep({ hash: level.hash, document, storedAt })) {
        bytes += storedBytes(document);
      }
      const maker = {
        player: proof.player,
        timeTicks: verdict.finalTimeTicks,
        gems: verdict.gems,
        recordedAt: proof.recordedAt,
        simVersion: SIM_VERSION,
        replayHash: hash,
      };
      const set = await stores.levels.setMaker(level.hash, maker, player.id);
      await deps.quota.charge(stores, player, bytes);
      return set;
    });
  } catch (error) {
    if (error instanceof QuotaUsedUp) return error.refusal;
    throw error;
  }
  const stored = await deps.stores.levels.level(level.hash);
  if (stored === undefined) throw new Error(`level ${level.hash} was not stored`);
  return { kind: 'published', created, answer: levelAnswer(stored) };
}
