import { timingSafeEqual } from 'node:crypto';
import { authorSignature, type LevelAuthor } from '../../replay';
import { refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import type { Player } from '../store/player-store';
import type { PublishedProof } from '../store/run-recorder';

/** The operator the audit log names for what the service does by itself. */
const SERVICE_OPERATOR = 'service';

/**
 * Whether a level's link is signed by its author, the publishing key's player: true when it is,
 * false when it is not signed at all (anyone may publish it, and its maker gives way to its
 * author's signed link later). A link that names another author, or whose signature was not
 * made with this player's key for this level's content, is `403 not-author`: a signed link is
 * published only by its author, whoever holds it.
 */
export async function signedByPublisher(
  author: LevelAuthor | undefined,
  player: Player,
  levelHash: string,
  stores: Pick<ServiceDeps['stores'], 'players'>,
): Promise<boolean | Refusal> {
  if (author === undefined) return false;
  if (author.player !== player.id) {
    const text = `names player ${author.player} as the level's author, and the key sent is another player's (${player.id}): only its author publishes a signed level`;
    return refused('not-author', 'link.author.player', text);
  }
  const secret = await stores.players.keyHash(player.id);
  const expected = Buffer.from(authorSignature(secret ?? '', player.id, levelHash));
  const given = Buffer.from(author.signature);
  if (secret === undefined || !timingSafeEqual(expected, given)) {
    const text =
      "does not prove authorship: it was not made with this player's key for this level (changed, or copied from another level's link)";
    return refused('not-author', 'link.author.signature', text);
  }
  return true;
}

/**
 * Writes the audit row of an author's signed link taking a level from an unsigned publication:
 * who had it and who has it now, by the service itself. The level's moderation is unchanged.
 */
export async function auditSignedMaker(
  levelHash: string,
  replaced: NonNullable<PublishedProof['replaced']>,
  player: Player,
  deps: Pick<ServiceDeps, 'stores' | 'now'>,
): Promise<void> {
  const level = await deps.stores.levels.hiddenReason(levelHash);
  const state = {
    hiddenReason: level?.hiddenReason ?? null,
    bannedReason: null,
    openReports: await deps.stores.reports.openReporters('level', levelHash),
  };
  await deps.stores.audit.append({
    at: new Date(deps.now()).toISOString(),
    operator: SERVICE_OPERATOR,
    action: 'maker-signed',
    target: { kind: 'level', id: levelHash },
    reason: `the level's author ${player.name} (${player.id}) published its signed link: its maker was ${replaced.player} (${replaced.playerId ?? 'no key'}), from an unsigned link`,
    before: state,
    after: state,
  });
}
