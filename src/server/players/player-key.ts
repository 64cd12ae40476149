import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type * as v from 'valibot';
import { PLAYER_KEY_PATTERN } from '../../api';
import { sendRefusal } from '../http/answers';
import { limitRate, readBodyShape, readText, type RateKind } from '../http/request-body';
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

/** A POST body's text with who sent it and the player whose key it carries. */
export type SignedText =
  | { readonly ok: true; readonly text: string; readonly sender: string; readonly player: Player }
  | { readonly ok: false; readonly answer: Response };

/**
 * Reads a POST that needs a player key, cheap checks first: the address's rate limit for `kind`
 * (429), the key (401; a banned key: 403 with the operator's reason), then the media type (415)
 * and the text. The route gets the typed player with it; a later route that needs a player (a report, a rating) reads its body the same way.
 */
export async function readSignedText(
  c: Context,
  deps: Pick<ServiceDeps, 'limits' | 'trustProxy' | 'stores'>,
  kind: RateKind,
): Promise<SignedText> {
  const limited = await limitRate(c, deps, kind);
  if (!limited.ok) return limited;
  const player = await authenticate(c.req.header('authorization'), deps.stores.players);
  if (isRefusal(player)) return { ok: false, answer: sendRefusal(c, player) };
  const banned = player.bannedReason;
  if (typeof banned === 'string') {
    const refusal = refused('forbidden', 'authorization', `names a banned key: ${banned}`);
    return { ok: false, answer: sendRefusal(c, refusal) };
  }
  const body = await readText(c, limited.sender);
  return body.ok ? { ...body, player } : body;
}

/** A signed POST read by its schema as well (400 when it breaks it). */
export async function readSignedBody<S extends v.GenericSchema>(
  c: Context,
  deps: Pick<ServiceDeps, 'limits' | 'trustProxy' | 'stores'>,
  kind: RateKind,
  schema: S,
): Promise<
  | {
      readonly ok: true;
      readonly value: v.InferOutput<S>;
      readonly sender: string;
      readonly player: Player;
    }
  | { readonly ok: false; readonly answer: Response }
> {
  const body = await readSignedText(c, deps, kind);
  if (!body.ok) return body;
  const read = readBodyShape(c, body, schema);
  return read.ok ? { ...read, player: body.player } : read;
}
