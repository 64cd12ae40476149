import { createHash, randomBytes } from 'node:crypto';
import { PLAYER_KEY_PATTERN } from '../../api';
import { refused, type Refusal } from '../service/refusal';
import type { Player, PlayerStore } from '../store/player-store';

/** A fresh player key: 256 random bits in base64url, shown once to the player who claims. */
export function newPlayerKey(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 of a key, hex: all the service keeps of it. */
export function playerKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

const BEARER = /^Bearer ([^\s]+)$/i;

/** The credential of an `Authorization: Bearer <credential>` header, if it is one. */
export function bearerOf(header: string | undefined): string | undefined {
  return BEARER.exec((header ?? '').trim())?.[1];
}

/**
 * The player an `Authorization: Bearer <key>` header names, or the refusal (401): no header, not
 * a bearer key of the right form (checked before any query), or a key no player holds.
 */
export async function authenticate(
  header: string | undefined,
  players: Pick<PlayerStore, 'byKeyHash'>,
): Promise<Player | Refusal> {
  if (header === undefined || header === '') {
    return refused(
      'unauthorized',
      'authorization',
      'is missing: send "Authorization: Bearer <key>" with the key from POST /api/players',
    );
  }
  const key = bearerOf(header);
  if (key === undefined || !PLAYER_KEY_PATTERN.test(key)) {
    return refused('unauthorized', 'authorization', 'is not "Bearer " and a player key');
  }
  const player = await players.byKeyHash(playerKeyHash(key));
  return player ?? refused('unauthorized', 'authorization', 'names a key no player holds');
}
