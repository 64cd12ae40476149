import type { LevelResponse, PublishLevelRequest } from '../../api';
import { levelKey } from '../../replay';
import { SIM_VERSION } from '../../sim';
import { catalogueEntry } from './catalogue-entry';
import { storedBytes } from '../service/byte-quota';
import type { Refusal } from '../service/refusal';
import type { Spender } from '../service/byte-quota';
import { playerMismatch } from '../service/replay-checks';
import type { ServiceDeps } from '../service/service-deps';
import { callVerifier } from '../service/verifier-call';
import { diverged } from '../service/verify-run';
import type { Player } from '../store/player-store';
import { proofTokenId, type NewRun } from '../store/run-row';
import { senderHash } from '../service/sender-hash';
import type { LevelLinkRead } from '../decode/request-reads';
import { auditSignedMaker, signedByPublisher } from './level-authorship';
import { levelAnswer } from './read-level';

/** A level published: `created` false when it had its maker already (published before). */
export interface Published {
  readonly kind: 'published';
  readonly created: boolean;
  readonly answer: LevelResponse;
}

type Deps = Pick<ServiceDeps, 'stores' | 'verifier' | 'now' | 'tickCap' | 'quota'>;

/**
 * The checks of a link read, before anything is stored: its author (a signed link is its
 * author's to publish), its proof's player (the key's name), the key's bytes for today, and a
 * proof that re-simulates to a win. Whether its author signed it, or the refusal.
 */
async function checkLink(
  read: LevelLinkRead,
  player: Player,
  spender: Spender,
  deps: Deps,
): Promise<boolean | Refusal> {
  const { verdict, proof, level } = read;
  const signed = await signedByPublisher(read.author, player, level.hash, deps.stores);
  if (typeof signed !== 'boolean') return signed;
  const refusal =
    playerMismatch(proof.player, player, 'link.proof') ??
    (await deps.quota.precheck(
      deps.stores,
      spender,
      storedBytes(proof.canonical) + storedBytes(level.canonical),
    ));
  if (refusal !== undefined) return refusal;
  const claim = 'does not win this level';
  if (!verdict.ok) return diverged('link.proof', claim, verdict.firstMismatchTick ?? verdict.ticks);
  if (verdict.outcome !== 'won') return diverged('link.proof', claim, verdict.ticks);
  return signed;
}

/** The link read and its proof re-simulated in a worker, in the sender's turn. */
async function readLink(
  link: string,
  sender: string,
  deps: Deps,
): Promise<LevelLinkRead | Refusal> {
  return callVerifier('link', () =>
    deps.verifier.run({ kind: 'publish', link, tickCap: deps.tickCap }, sender),
  );
}

/**
 * The proof of a link as its maker's verified run of the level's board, received at the
 * publication (`storedAt`): ranked like any run, and the original of its inputs, so that a later
 * post of them by anyone is a copy. Its token id is the level's own (proofTokenId).
 */
function makerRun(
  read: LevelLinkRead,
  publication: { readonly player: Player; readonly sender: string; readonly storedAt: string },
): NewRun {
  const { proof, level, verdict } = read;
  // The splits go to their own column, as a posted run's do.
  const { splits, ...checked } = verdict;
  return {
    levelKey: levelKey({ hash: level.hash }),
    player: proof.player,
    timeTicks: verdict.finalTimeTicks,
    outcome: 'won',
    senderHash: senderHash(publication.sender),
    gems: verdict.gems,
    simVersion: SIM_VERSION,
    recordedAt: proof.recordedAt,
    receivedAt: publication.storedAt,
    replayHash: proof.hash,
    tokenId: proofTokenId(level.hash),
    playerId: publication.player.id,
    inputHash: proof.identity,
    trajectory: proof.trajectory,
    verdict: { ...checked, simVersion: SIM_VERSION },
    ...(splits === undefined ? {} : { splits: [...splits] }),
  };
}

/**
 * POST /api/levels: publishes a level by its link, for the player whose key came with it. A
 * verifier worker, in the sender's turn, decodes the link with the game's own strictness, checks
 * the level (shape, parse, name), compares the proof's level hash with the level's, refuses
 * padded inputs and re-simulates the proof; a link signed by its author is published by that
 * author's key only, the proof's player must be the key's name, and the key's bytes for today
 * must hold the level and proof. Only a proof that wins is stored, as the level's maker with the
 * key's player, with the level (both once: the first published proof stays, except that an
 * author's signed link takes the level from an unsigned publication, audited and relisted), and
 * as the maker's run of the level's board in the same transaction.
 */
export async function publishLevel(
  request: PublishLevelRequest,
  player: Player,
  sender: string,
  deps: Deps,
): Promise<Published | Refusal> {
  // A key whose day is used up is refused before the worker's work.
  const spender = { player, bucket: sender };
  const usedUp = await deps.quota.precheck(deps.stores, spender, 1);
  if (usedUp !== undefined) return usedUp;
  const read = await readLink(request.link, sender, deps);
  if ('refusal' in read) return read;
  const signed = await checkLink(read, player, spender, deps);
  if (typeof signed !== 'boolean') return signed;
  const { verdict, proof, level } = read;
  const storedAt = new Date(deps.now()).toISOString();
  const published = await deps.stores.proofs.publish({
    replayHash: proof.hash,
    canonical: proof.canonical,
    level: { hash: level.hash, document: level.canonical },
    storedAt,
    maker: {
      player: proof.player,
      timeTicks: verdict.finalTimeTicks,
      gems: verdict.gems,
      recordedAt: proof.recordedAt,
      simVersion: SIM_VERSION,
      replayHash: proof.hash,
    },
    makerPlayerId: player.id,
    run: makerRun(read, { player, sender, storedAt }),
    signed,
  });
  const created = published.set;
  if (published.replaced !== null) {
    await auditSignedMaker(level.hash, published.replaced, player, deps);
  }
  if (created) {
    await deps.quota.count(
      deps.stores,
      spender,
      storedBytes(proof.canonical) + storedBytes(level.canonical),
    );
  }
  const stored = await deps.stores.levels.level(level.hash);
  if (stored === undefined) throw new Error(`level ${level.hash} was not stored`);
  // Listed in the catalogue once; a publish again lists a level whose listing failed before.
  if (stored.maker !== null) {
    const entry = catalogueEntry(stored, stored.maker, new Date(deps.now()).toISOString());
    await (published.replaced === null
      ? deps.stores.catalogue.list(entry)
      : deps.stores.catalogue.relist(entry));
  }
  return { kind: 'published', created, answer: levelAnswer(stored) };
}
