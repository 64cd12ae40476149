import {
  DEFAULT_BOARD_LIMIT,
  LEVEL_KEY_ALPHABET,
  type BoardQuery,
  type BoardResponse,
  type LevelMaker,
} from '../../api';
import { isHashRef, parseLevelKey } from '../../replay';
import { SIM_VERSION } from '../../sim';
import { refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';

/** The maker's proof for a board of an editor level (`hash:<hex>`); undefined for other boards. */
async function boardMaker(
  key: string,
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<LevelMaker | null | undefined> {
  const ref = parseLevelKey(key);
  if (ref === undefined || !isHashRef(ref)) return undefined;
  return (await deps.stores.levels.level(ref.hash))?.maker ?? null;
}

/**
 * GET /api/boards/:levelKey: a page of a board in ranking order, of the running simVersion unless
 * the query names an older one; an editor level's board also gives its maker's proof. A key
 * with a character no level key has (a NUL, a space) names no board: not-found, before any query.
 */
export async function readBoard(
  levelKey: string,
  query: BoardQuery,
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<{ readonly kind: 'board'; readonly answer: BoardResponse } | Refusal> {
  if (!LEVEL_KEY_ALPHABET.test(levelKey)) {
    return refused('not-found', 'levelKey', 'holds a character no level key has: no such board');
  }
  const simVersion = query.simVersion ?? SIM_VERSION;
  const runs = await deps.stores.runs.board({
    levelKey,
    simVersion,
    limit: query.limit ?? DEFAULT_BOARD_LIMIT,
    offset: query.offset ?? 0,
  });
  const maker = await boardMaker(levelKey, deps);
  return {
    kind: 'board',
    answer: { levelKey, simVersion, runs, ...(maker === undefined ? {} : { maker }) },
  };
}
