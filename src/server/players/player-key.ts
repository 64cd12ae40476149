import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type * as v from 'valibot';
import { PLAYER_KEY_PATTERN } from '../../api';
import { sendRefusal } from '../http/answers';
import { limitRate, readJson, type RateKind, type ReadRequest } from '../http/request-body';
import { isRefusal, refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
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
  const key = BEARER.exec(header.trim())?.[1];
  if (key === undefined || !PLAYER_KEY_PATTERN.test(key)) {
    return refused('unauthorized', 'authorization', 'is not "Bearer " and a player key');
  }
  const player = await players.byKeyHash(playerKeyHash(key));
  return player ?? refused('unauthorized', 'authorization', 'names a key no player holds');
}

/** A request read with the player whose key it carries. */
export interface SignedRequest<T> {
  readonly player: Player;
  readonly request: T;
}

/**
 * Reads a POST that needs a player key, cheap checks first: the address's rate limit for `kind`
 * (429), the key (401), then the body (415, 400). The route gets the typed player with it.
 */
export async function readSignedBody<S extends v.GenericSchema>(
  c: Context,
  deps: Pick<ServiceDeps, 'limits' | 'trustProxy' | 'stores'>,
  kind: RateKind,
  schema: S,
): Promise<ReadRequest<SignedRequest<v.InferOutput<S>>>> {
  const limited = await limitRate(c, deps, kind);
  if (limited !== undefined) return { ok: false, answer: limited };
  const player = await authenticate(c.req.header('authorization'), deps.stores.players);
  if (isRefusal(player)) return { ok: false, answer: sendRefusal(c, player) };
  const body = await readJson(c, schema);
  return body.ok ? { ok: true, value: { player, request: body.value } } : body;
}
