import { checkName, type ClaimPlayerRequest, type PlayerClaimedResponse } from '../../api';
import { refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import { nameSkeleton } from './name-skeleton';
import { reservedName } from './reserved-names';
import { newPlayerKey, playerKeyHash } from './player-key';

/** A name claimed: the player, and the key shown this once. */
export interface Claimed {
  readonly kind: 'claimed';
  readonly created: true;
  readonly answer: PlayerClaimedResponse;
}

/**
 * POST /api/players: claims a name for a new player key. The name must follow the naming rule
 * (`invalid-name`); it is claimed by its skeleton, so a name confusable with a claimed one (the
 * same letters in another case, width or script) is `name-taken`; one that stands for a reserved
 * name (`reserved-names.ts`: the hidden-name marker, the service's words) is `name-reserved`. The key is returned once;
 * only its SHA-256 is stored.
 */
export async function claimPlayer(
  request: ClaimPlayerRequest,
  deps: Pick<ServiceDeps, 'stores' | 'now'>,
): Promise<Claimed | Refusal> {
  const checked = checkName(request.name, 'player');
  if (!checked.ok) return refused('invalid-name', 'name', checked.problem);
  const reserved = reservedName(checked.name);
  if (reserved !== undefined) {
    return refused('name-reserved', 'name', `stands for "${reserved}", which the service keeps`);
  }
  const key = newPlayerKey();
  const player = await deps.stores.players.claim({
    name: checked.name,
    skeleton: nameSkeleton(checked.name),
    keyHash: playerKeyHash(key),
    createdAt: new Date(deps.now()).toISOString(),
  });
  if (player === undefined) {
    return refused(
      'name-taken',
      'name',
      `is taken (by this name or one that looks the same): choose another`,
    );
  }
  return {
    kind: 'claimed',
    created: true,
    answer: { playerId: player.id, name: player.name, key },
  };
}
