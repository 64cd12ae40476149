import { checkName, type NameResponse } from '../../api';
import { refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import type { Player } from '../store/player-store';
import { nameSkeleton } from './name-skeleton';
import { ownModeration } from './own-moderation';

/**
 * GET /api/players/:name: whether the name, or one confusable with it, is claimed, and by which
 * player (with the name as that player claimed it). A name the naming rule refuses can never be
 * claimed: not-found, before any query. With the holder's own key (`caller`), the answer adds
 * what moderation hid of theirs, with the reasons; no other key sees that.
 */
export async function readName(
  name: string,
  deps: Pick<ServiceDeps, 'stores'>,
  caller?: Player,
): Promise<{ readonly kind: 'name'; readonly answer: NameResponse } | Refusal> {
  const checked = checkName(name, 'player');
  if (!checked.ok || checked.name !== name) {
    return refused('not-found', 'name', 'no player can have this name: it breaks the naming rule');
  }
  const holder = await deps.stores.players.bySkeleton(nameSkeleton(name));
  const own = holder !== undefined && holder.id === caller?.id;
  return {
    kind: 'name',
    answer: {
      name,
      claimed: holder !== undefined,
      playerId: holder?.id ?? null,
      claimedName: holder?.name ?? null,
      ...(own ? { moderation: await ownModeration(holder.id, deps.stores) } : {}),
    },
  };
}
