import * as v from 'valibot';
import { TICKS_PER_SECOND } from '../../sim';
import { sha256Hex, type RateLevelRequest, type RatingResponse } from '../../api';
import { refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import type { Player } from '../store/player-store';
import { wilsonLowerBound } from './wilson';

/**
 * The game time (20 s) a verified attempt by the rating key must have lasted to rate a level; a
 * verified won run of it needs no length.
 */
export const RATING_MIN_ATTEMPT_TICKS = 20 * TICKS_PER_SECOND;

/** A rating written. */
export interface Rated {
  readonly kind: 'rated';
  readonly answer: RatingResponse;
}

/**
 * PUT /api/levels/:hash/rating: sets, changes or (null) takes back the key's one rating of a
 * listed level, which the key must have proved it played: a verified won run of it, or a
 * verified attempt of RATING_MIN_ATTEMPT_TICKS or more (403 not-played). A start proves nothing:
 * a token costs one request, a verified play costs the play's game time.
 */
export async function rateLevel(
  hash: string,
  request: RateLevelRequest,
  player: Player,
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<Rated | Refusal> {
  const notListed = refused('not-found', 'hash', 'no listed level has this hash');
  if (!v.is(sha256Hex, hash)) return notListed;
  const played = await deps.stores.runs.played(`hash:${hash}`, player.id, RATING_MIN_ATTEMPT_TICKS);
  const outcome = await deps.stores.catalogue.rate(
    { levelHash: hash, playerId: player.id, value: request.value, score: wilsonLowerBound },
    played,
  );
  if (outcome.kind === 'not-listed') return notListed;
  if (outcome.kind === 'not-played') {
    const text = `this key has no verified win of this level, nor a verified attempt of ${String(RATING_MIN_ATTEMPT_TICKS / TICKS_PER_SECOND)} s or more: play it first`;
    return refused('not-played', 'authorization', text);
  }
  const rating = { up: outcome.up, down: outcome.down };
  return { kind: 'rated', answer: { hash, value: request.value, rating } };
}
