import { describe, expect, it } from 'vitest';
import { HIDDEN_PLAYER, type CatalogueRow } from '../../src/api';
import { listLevels } from '../../src/server/levels/list-levels';
import type { CataloguePageQuery } from '../../src/server/store/catalogue/catalogue-reader';
import type { ServiceDeps } from '../../src/server/service/service-deps';

/**
 * The search's last step for a maker whose name is hidden: the database matched the level by
 * its name or its maker's name, and only the level's own name may keep it on the page, by the
 * rule the word index uses (a search word starts a word of the name; a one-character search
 * word must be a whole word). The database's answer is given here as it would be when the
 * hidden maker is "B Ward", whose one-letter word matches a search for "b".
 */

function row(hash: string, name: string, maker: string): CatalogueRow {
  return {
    ...{ hash: hash.repeat(64), name, maker, makerTimeTicks: 100, size: [9, 9] },
    ...{ plays: 0, clears: 0, clearRate: null, bestTimeTicks: null },
    ...{ rating: { up: 0, down: 0 }, publishedAt: '2026-07-01T00:00:00.000Z' },
  };
}

/** listLevels over a database that answers `rows`; the names shown, and the words it was asked. */
async function shown(q: string, rows: CatalogueRow[]) {
  const asked: string[][] = [];
  const deps = {
    now: () => Date.parse('2026-07-02T00:00:00.000Z'),
    stores: {
      catalogueReader: {
        page: (query: CataloguePageQuery) => {
          asked.push([...query.words]);
          return Promise.resolve(rows.map((r) => ({ row: r, sortValue: r.publishedAt })));
        },
      },
    },
  } as unknown as Pick<ServiceDeps, 'stores' | 'now'>;
  const page = await listLevels({ q, limit: 10 }, deps);
  if (page.kind !== 'catalogue') throw new Error(`refused: ${page.kind}`);
  return { names: page.answer.levels.map((level) => level.name), asked };
}

describe('a search over levels whose maker is hidden', () => {
  it('keeps a level only by a whole word of its own name for a one-character search word', async () => {
    const rows = [
      row('a', 'Big maze', HIDDEN_PLAYER),
      row('b', 'B for Bull', HIDDEN_PLAYER),
      row('c', 'Bigger maze', 'Daedalus'),
    ];
    const { names, asked } = await shown('B', rows);
    expect(asked).toEqual([['b']]);
    // "Big maze" was found by its hidden maker's "b", which must not show; a visible maker's
    // level is left as the database found it.
    expect(names).toEqual(['B for Bull', 'Bigger maze']);
  });

  it('keeps a level whose own name has a word starting with each longer search word', async () => {
    const rows = [
      row('a', 'Big maze', HIDDEN_PLAYER),
      row('b', 'Bull run', HIDDEN_PLAYER),
      row('c', 'Mazy bigness', HIDDEN_PLAYER),
    ];
    expect((await shown('bi', rows)).names).toEqual(['Big maze', 'Mazy bigness']);
    expect((await shown('ÉMA BI', rows)).names).toEqual([]);
    expect((await shown('MAZ bi', rows)).names).toEqual(['Big maze', 'Mazy bigness']);
  });
});
