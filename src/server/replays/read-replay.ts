import * as v from 'valibot';
import { sha256Hex } from '../../api';
import { refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';

/** GET /api/replays/:hash: the canonical replay text stored under that SHA-256, or not-found. */
export async function readReplay(
  hash: string,
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<{ readonly kind: 'replay'; readonly canonical: string } | Refusal> {
  const canonical = v.is(sha256Hex, hash) ? await deps.stores.replays.replay(hash) : undefined;
  if (canonical === undefined) {
    return refused('not-found', 'hash', 'no replay is stored under this SHA-256 hash');
  }
  return { kind: 'replay', canonical };
}
