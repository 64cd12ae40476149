import * as v from 'valibot';
import { sha256Hex, type LevelResponse } from '../../api';
import { levelKey } from '../../replay';
import { refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import type { StoredLevel } from '../store/level-store';

/** A stored level as the API answers it: its hash, board key, document and maker. */
export function levelAnswer(stored: StoredLevel): LevelResponse {
  return {
    hash: stored.hash,
    levelKey: levelKey({ hash: stored.hash }),
    level: JSON.parse(stored.document) as LevelResponse['level'],
    maker: stored.maker,
  };
}

/** GET /api/levels/:hash: a stored editor level with its maker, or not-found. */
export async function readLevel(
  hash: string,
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<{ readonly kind: 'level'; readonly answer: LevelResponse } | Refusal> {
  const stored = v.is(sha256Hex, hash) ? await deps.stores.levels.level(hash) : undefined;
  if (stored === undefined)
    return refused('not-found', 'hash', 'no level is stored under this hash');
  return { kind: 'level', answer: levelAnswer(stored) };
}
