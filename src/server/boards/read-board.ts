import {
  DEFAULT_BOARD_LIMIT,
  LEVEL_KEY_ALPHABET,
  type BoardQuery,
  type BoardResponse,
} from '../../api';
import { isHashRef, parseLevelKey } from '../../replay';
import { SIM_VERSION } from '../../sim';
import { refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import type { BoardAnswer } from '../store/board-cache';

/** What a board read answers: the page's answer as sent, with its ETag. */
export interface BoardRead {
  readonly kind: 'board';
  readonly board: BoardAnswer;
}

type Deps = Pick<ServiceDeps, 'stores'>;

/**
 * The ETag of a board page: this database's epoch, the simVersion listed and the board's
 * version, so it changes with every change of the board, and never matches another database's.
 */
export function boardEtag(epoch: string, simVersion: number, version: number): string {
  return `"${epoch}.${simVersion}.${version}"`;
}

/** Reads a page from the database, as the answer to send. */
async function pageAnswer(
  levelKey: string,
  page: { simVersion: number; limit: number; offset: number },
  deps: Deps,
): Promise<BoardAnswer> {
  const ref = parseLevelKey(levelKey);
  const read = await deps.stores.boardPages.page({
    levelKey,
    ...page,
    makerOf: ref !== undefined && isHashRef(ref) ? ref.hash : undefined,
  });
  const answer: BoardResponse = {
    levelKey,
    simVersion: page.simVersion,
    runs: read.runs,
    ...(read.maker === undefined ? {} : { maker: read.maker }),
  };
  return {
    version: read.version,
    etag: boardEtag(deps.stores.boardEpoch, page.simVersion, read.version),
    body: JSON.stringify(answer),
  };
}

/**
 * GET /api/boards/:levelKey: a page of a board in ranking order, of the running simVersion unless
 * the query names an older one; an editor level's board also gives its maker's proof. Served from
 * the board cache when every change committed before the request has been heard and the page is
 * there, else read from the database (and kept, unless the board changed meanwhile). A key with
 * a character no level key has (a NUL, a space) names no board: not-found, before any query.
 */
export async function readBoard(
  levelKey: string,
  query: BoardQuery,
  deps: Deps,
): Promise<BoardRead | Refusal> {
  if (!LEVEL_KEY_ALPHABET.test(levelKey)) {
    return refused('not-found', 'levelKey', 'holds a character no level key has: no such board');
  }
  const page = {
    simVersion: query.simVersion ?? SIM_VERSION,
    limit: query.limit ?? DEFAULT_BOARD_LIMIT,
    offset: query.offset ?? 0,
  };
  const pageKey = `${page.simVersion}/${page.limit}/${page.offset}`;
  const settled = await deps.stores.boardChanges.settled();
  if (!settled) return { kind: 'board', board: await pageAnswer(levelKey, page, deps) };
  const cached = deps.stores.boardCache.get(levelKey, pageKey);
  if (cached !== undefined) return { kind: 'board', board: cached };
  const read = deps.stores.boardCache.begin(levelKey);
  try {
    const board = await pageAnswer(levelKey, page, deps);
    deps.stores.boardCache.keep(read, pageKey, board);
    return { kind: 'board', board };
  } finally {
    deps.stores.boardCache.end(read);
  }
}
