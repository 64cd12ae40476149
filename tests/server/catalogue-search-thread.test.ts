/**
 * On SQLite a catalogue search is read on a thread of its own (issue 42): SQLite answers on the
 * thread that asks, and the worst legal search walked up to 2 000 index entries a word there,
 * holding every other request of the service. These tests catch a search read on the HTTP
 * thread's own connection (the thread would stall again), rows that differ from the plain rule,
 * and a flood of searches that waits without bound. They use a SQLite file of their own whatever
 * engine the other server tests run on: the search thread exists on SQLite only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listLevels } from '../../src/server/levels/list-levels';
import type { ServiceDeps } from '../../src/server/service/service-deps';
import {
  CatalogueBusy,
  SEARCH_QUEUE,
  SqliteCatalogueReader,
} from '../../src/server/store/catalogue/sqlite-catalogue-reader';
import { migrateToLatest } from '../../src/server/store/migrations';
import { CatalogueSeed } from './support/catalogue-seed';

const dataDir = mkdtempSync(join(tmpdir(), 'catalogue-thread-'));
let seed: CatalogueSeed;
let reader: SqliteCatalogueReader;
/** The seeded levels' hashes with maker "maker7", newest first (each a second after the last). */
const byMaker7: string[] = [];

beforeAll(async () => {
  seed = CatalogueSeed.open({ dataDir });
  await migrateToLatest(seed.handle.db);
  for (let i = 0; i < 12; i += 1) {
    const maker = i % 2 === 0 ? 'maker7' : 'Kim';
    const publishedAt = new Date(Date.UTC(2026, 5, 1, 12, 0, i)).toISOString();
    const hash = await seed.level({
      name: `Door ${String(i)}`,
      maker,
      width: 9,
      height: 9,
      publishedAt,
    });
    if (maker === 'maker7') byMaker7.unshift(hash);
  }
  if (seed.handle.kind !== 'sqlite') throw new Error('the seed must be a SQLite file');
  reader = new SqliteCatalogueReader(seed.handle.db, {
    file: seed.handle.file,
    reportThreshold: 3,
  });
}, 120_000);

afterAll(async () => {
  await reader.close();
  await seed.handle.db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a catalogue search on SQLite', () => {
  it('is read on the search thread, never on the connection of the HTTP thread', async () => {
    if (seed.handle.kind !== 'sqlite') throw new Error('SQLite only');
    const prepare = vi.spyOn(seed.handle.sqlite, 'prepare');
    try {
      const rows = await reader.page({ sort: 'new', words: ['make'], limit: 4 });
      expect(rows.map((level) => level.row.hash)).toEqual(byMaker7.slice(0, 4));
      expect(rows.map((level) => level.row.maker)).toEqual([
        'maker7',
        'maker7',
        'maker7',
        'maker7',
      ]);
      expect(prepare).not.toHaveBeenCalled();
      // A page without words walks a sort's index for a page, on the HTTP thread's connection.
      const plain = await reader.page({ sort: 'new', words: [], limit: 2 });
      expect(plain).toHaveLength(2);
      expect(prepare).toHaveBeenCalled();
    } finally {
      prepare.mockRestore();
    }
  }, 60_000);

  it('reads a level listed after the search thread started', async () => {
    const hash = await seed.level({
      name: 'Late Door',
      maker: 'maker7',
      width: 9,
      height: 9,
      publishedAt: '2026-06-02T00:00:00.000Z',
    });
    const rows = await reader.page({ sort: 'new', words: ['late', 'maker7'], limit: 5 });
    expect(rows.map((level) => level.row.hash)).toEqual([hash]);
  }, 60_000);

  it(`takes one search and ${String(SEARCH_QUEUE)} waiting, and refuses the next`, async () => {
    expect(SEARCH_QUEUE).toBe(64);
    await reader.page({ sort: 'new', words: ['kim'], limit: 1 });
    const asked = Array.from({ length: 66 }, () =>
      reader.page({ sort: 'new', words: ['door'], limit: 1 }),
    );
    const settled = await Promise.allSettled(asked);
    const refused = settled.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(settled[65]?.status).toBe('rejected');
    expect(refused[0]?.status === 'rejected' && refused[0].reason).toBeInstanceOf(CatalogueBusy);
  }, 60_000);

  it('answers a refused search as unavailable (503), naming the search', async () => {
    const deps = {
      now: () => Date.parse('2026-07-02T00:00:00.000Z'),
      stores: {
        catalogueReader: {
          page: () => Promise.reject(new CatalogueBusy('64 searches are waiting')),
        },
      },
    } as unknown as Pick<ServiceDeps, 'stores' | 'now'>;
    const answer = await listLevels({ q: 'maker', limit: 10 }, deps);
    expect(answer).toMatchObject({ kind: 'refused', refusal: 'unavailable', field: 'q' });
  });
});
