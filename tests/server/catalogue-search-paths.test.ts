/**
 * A catalogue search answers from the word index whatever its words (issue 42): it starts from
 * a rare word's levels, or walks the sort's index a bounded way when every word is common (then reads
 * the levels the words' ranges share when the walk fills no page), so that a prefix of every level's
 * maker no longer sorts the whole catalogue. Every path must give the rows a plain
 * reading of the rule gives: every search word starts a word of the level's name or maker (a
 * one-character word is a whole word), newest first or best-rated first, hash breaking ties,
 * paged by the place the page before ended. Checked against a reference in memory on a small
 * catalogue, with the bounds between the paths set low (a word of 3 levels is common, a walk
 * goes 4 rows before it reads the words' ranges) so that every path is taken, and at their
 * defaults; on SQLite (there through the search thread as well, as the service reads a search),
 * and on PostgreSQL when LEADERBOARD_TEST_DATABASE_URL is set.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchWords } from '../../src/server/levels/search-words';
import {
  CatalogueReader,
  DENSE_WORD,
  WALK_ROWS,
} from '../../src/server/store/catalogue/catalogue-reader';
import { SqliteCatalogueReader } from '../../src/server/store/catalogue/sqlite-catalogue-reader';
import { migrateToLatest } from '../../src/server/store/migrations';
import { CatalogueSeed } from './support/catalogue-seed';
import { freshStorage } from './support/service-harness';

/**
 * Bounds that reach every path on 40 levels: a word of 3 levels or more is common, and a walk of
 * 4 rows fills a page of common words only when they are common together near its start.
 */
const SMALL = { denseWord: 3, walkRows: 4 };
const NAMES = ['Maze', 'Mazer Run', 'Key Door', 'Keys', 'Éowyn Maze', 'Door of Keys', 'M', 'Ma'];
const MAKERS = ['maker1', 'maker2', 'maker12', 'Kim', 'Ma'];

interface Listed {
  readonly hash: string;
  readonly words: readonly string[];
  readonly publishedAt: string;
}

let storage: Awaited<ReturnType<typeof freshStorage>>;
let seed: CatalogueSeed;
/** On SQLite, the readers that search on their own thread, at both thresholds. */
const threaded: SqliteCatalogueReader[] = [];
const listed: Listed[] = [];
beforeAll(async () => {
  storage = await freshStorage();
  seed = CatalogueSeed.open(storage);
  await migrateToLatest(seed.handle.db);
  for (let i = 0; i < 40; i += 1) {
    const name = NAMES[i % NAMES.length] ?? '';
    const maker = MAKERS[(i * 7) % MAKERS.length] ?? '';
    // Two levels share each second, so the hash decides their order.
    const publishedAt = new Date(Date.UTC(2026, 5, 1, 12, 0, Math.floor(i / 2))).toISOString();
    const hash = await seed.level({ name, maker, width: 9, height: 9, publishedAt });
    listed.push({ hash, words: searchWords(`${name} ${maker}`), publishedAt });
  }
  const { handle } = seed;
  if (handle.kind === 'sqlite') {
    for (const bounds of [SMALL, undefined]) {
      threaded.push(
        new SqliteCatalogueReader(handle.db, { file: handle.file, reportThreshold: 3, bounds }),
      );
    }
  }
}, 120_000);
afterAll(async () => {
  for (const reader of threaded) await reader.close();
  await seed.handle.db.destroy();
  await storage.drop();
});

/** The reference: the levels matching every word, newest first (ties: the larger hash first). */
function expected(words: readonly string[]): string[] {
  const matches = (word: string, of: string) =>
    Array.from(word).length === 1 ? of === word : of.startsWith(word);
  return listed
    .filter((level) => words.every((word) => level.words.some((own) => matches(word, own))))
    .sort((a, b) =>
      a.publishedAt === b.publishedAt
        ? b.hash.localeCompare(a.hash)
        : b.publishedAt.localeCompare(a.publishedAt),
    )
    .map((level) => level.hash);
}

/** Every page of a search, read through `reader` with `limit` rows a page. */
async function pages(reader: CatalogueReader, words: readonly string[], limit: number) {
  const hashes: string[] = [];
  let after: { value: number | string; hash: string } | undefined;
  for (let page = 0; page < 50; page += 1) {
    const rows = await reader.page({ sort: 'new', words, after, limit });
    hashes.push(...rows.map((row) => row.row.hash));
    const last = rows.at(-1);
    if (rows.length < limit || last === undefined) break;
    after = { value: last.sortValue, hash: last.row.hash };
  }
  return hashes;
}

const vocabulary = NAMES.concat(MAKERS).flatMap((text) => searchWords(text));
const prefixes = [
  ...new Set(
    [
      ...vocabulary,
      'maker',
      'ma',
      'm',
      'k',
      'key',
      'door',
      'eowyn',
      'mazer',
      'zz',
      'maker1',
    ].flatMap((word) => Array.from({ length: word.length }, (_, n) => word.slice(0, n + 1))),
  ),
];

describe('a catalogue search, by either path', () => {
  it('is bounded by a default threshold far above a page, and walks 10 pages of 50', () => {
    expect(DENSE_WORD).toBe(2_000);
    expect(WALK_ROWS).toBe(500);
  });

  it('gives the reference rows in the reference order, page after page', async () => {
    const readers = [
      new CatalogueReader(seed.handle.db, 3, SMALL),
      new CatalogueReader(seed.handle.db, 3),
      ...threaded,
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...prefixes), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 7 }),
        async (words, limit) => {
          const want = expected(words);
          for (const reader of readers) expect(await pages(reader, words, limit)).toEqual(want);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('answers a word that starts every maker, and a word no level has', async () => {
    const reader = new CatalogueReader(seed.handle.db, 3, SMALL);
    expect(await pages(reader, ['ma'], 5)).toEqual(expected(['ma']));
    expect(expected(['ma']).length).toBeGreaterThan(3);
    expect(await pages(reader, ['zz'], 5)).toEqual([]);
  });
});
