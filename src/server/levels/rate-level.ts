import * as v from 'valibot';
import { sha256Hex, type RateLevelRequest, type RatingResponse } from '../../api';
import { refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import type { Player } from '../store/player-store';
import { keyPlayer } from './count-play';
import { wilsonLowerBound } from './wilson';

/** A rating written. */
export interface Rated {
  readonly kind: 'rated';
  readonly answer: RatingResponse;
}

/**
 * PUT /api/levels/:hash/rating: sets, changes or (null) takes back the key's one rating of a
 * listed level, which the key must have been issued a start token for (403 not-played).
 */
export async function rateLevel(
  hash: string,
  request: RateLevelRequest,
  player: Player,
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<Rated | Refusal> {
  const notListed = refused('not-found', 'hash', 'no listed level has this hash');
  if (!v.is(sha256Hex, hash)) return notListed;
  const outcome = await deps.stores.catalogue.rate(
    { levelHash: hash, playerId: player.id, value: request.value, score: wilsonLowerBound },
    keyPlayer(player),
  );
  if (outcome.kind === 'not-listed') return notListed;
  if (outcome.kind === 'not-played') {
    const text = 'this key was never issued a start token for this level: play it first';
    return refused('not-played', 'authorization', text);
  }
  const rating = { up: outcome.up, down: outcome.down };
  return { kind: 'rated', answer: { hash, value: request.value, rating } };
}
