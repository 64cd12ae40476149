import { createHash } from 'node:crypto';
import { isHashRef, type LevelRef } from '../../replay';
import { authenticate } from '../players/player-key';
import { isRefusal, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import type { Player } from '../store/player-store';
import { utcDay } from './list-levels';

/** Who a play counts for when a key asks: the key's player. */
export function keyPlayer(player: Pick<Player, 'id'>): string {
  return `key:${player.id}`;
}

/**
 * Who a start counts a play for: the key's player when the start carries a key (a key no one
 * holds: 401), else the sender's address, kept only as its SHA-256.
 */
export async function playCountsFor(
  authorization: string | undefined,
  sender: string,
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<string | Refusal> {
  if (authorization === undefined || authorization === '') {
    return `address:${createHash('sha256').update(sender).digest('hex')}`;
  }
  const player = await authenticate(authorization, deps.stores.players);
  return isRefusal(player) ? player : keyPlayer(player);
}

/** Counts a start token issued for a listed level as a play (once per `who` and UTC day). */
export async function countPlay(
  level: LevelRef,
  who: string,
  deps: Pick<ServiceDeps, 'stores' | 'now'>,
): Promise<void> {
  if (!isHashRef(level)) return;
  await deps.stores.catalogue.countPlay({ levelHash: level.hash, who, day: utcDay(deps.now()) });
}
