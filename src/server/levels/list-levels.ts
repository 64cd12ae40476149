import type { CatalogueQuery, CatalogueResponse } from '../../api';
import { DEFAULT_CATALOGUE_LIMIT, HIDDEN_PLAYER } from '../../api';
import { refused, type Refusal } from '../service/refusal';
import type { CataloguePageQuery, ListedLevel } from '../store/catalogue/catalogue-reader';
import { CatalogueBusy } from '../store/catalogue/sqlite-catalogue-reader';
import type { ServiceDeps } from '../service/service-deps';
import { decodeCursor, encodeCursor } from './catalogue-cursor';
import { MAX_SEARCH_WORDS, searchWords } from './search-words';

/** A page of the catalogue. */
export interface CataloguePage {
  readonly kind: 'catalogue';
  readonly answer: CatalogueResponse;
}

/** The UTC date of a moment, `YYYY-MM-DD`. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * True when every search word starts a word of `name` (a one-character search word: is one),
 * as the word index matches them.
 */
function nameMatches(name: string, words: readonly string[]): boolean {
  const own = searchWords(name);
  return words.every((word) =>
    own.some((candidate) =>
      Array.from(word).length === 1 ? candidate === word : candidate.startsWith(word),
    ),
  );
}

/** A page as the reader reads it, or `unavailable` while too many searches wait for it. */
async function readPage(
  deps: Pick<ServiceDeps, 'stores'>,
  query: CataloguePageQuery,
): Promise<ListedLevel[] | Refusal<'unavailable'>> {
  try {
    return await deps.stores.catalogueReader.page(query);
  } catch (error) {
    if (!(error instanceof CatalogueBusy)) throw error;
    return refused('unavailable', 'q', error.message);
  }
}

/**
 * GET /api/levels: a page of the published, visible levels in one sort (new by default), those
 * whose name or maker's name has a word starting with each search word (a one-character search
 * word must be a whole word), of one size class, after the cursor of the page before. The
 * cursor names the last level's place, so levels published meanwhile move no page. While a
 * maker's name is hidden ("hidden player" on the row), a search finds their levels by the
 * levels' own names only, never by the hidden name; such a page may hold fewer rows than its
 * limit, and its cursor still goes on from the last level read. A search is `unavailable` (503)
 * while SEARCH_QUEUE searches wait for the SQLite search thread.
 */
export async function listLevels(
  query: CatalogueQuery,
  deps: Pick<ServiceDeps, 'stores' | 'now'>,
): Promise<CataloguePage | Refusal> {
  const sort = query.sort ?? 'new';
  const limit = query.limit ?? DEFAULT_CATALOGUE_LIMIT;
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, sort);
  if (typeof after === 'string') return refused('invalid-request', 'cursor', after);
  if (sort === 'popular') await deps.stores.catalogue.rollWeek(utcDay(deps.now()));
  const words = searchWords(query.q ?? '').slice(0, MAX_SEARCH_WORDS);
  const listed = await readPage(deps, { sort, words, size: query.size, after, limit: limit + 1 });
  if (!Array.isArray(listed)) return listed;
  const page = listed.slice(0, limit);
  const last = page.at(-1);
  const next =
    listed.length > limit && last !== undefined
      ? encodeCursor({ sort, value: last.sortValue, hash: last.row.hash })
      : null;
  const shown =
    words.length === 0
      ? page
      : page.filter(
          (level) => level.row.maker !== HIDDEN_PLAYER || nameMatches(level.row.name, words),
        );
  return { kind: 'catalogue', answer: { levels: shown.map((level) => level.row), next } };
}
