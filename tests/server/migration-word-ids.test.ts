/**
 * Migration 0026 (the word index keyed by integer ids) on a database that already lists levels:
 * every listed level gets an id of its own, its words come over under that id, and a level
 * listed after the migration gets the next id. On SQLite, and on PostgreSQL when
 * LEADERBOARD_TEST_DATABASE_URL is set.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueEntry } from '../../src/server/levels/catalogue-entry';
import { CatalogueStore } from '../../src/server/store/catalogue/catalogue-store';
import { openDatabase, type DatabaseHandle } from '../../src/server/store/database/database';
import { migrateToLatest } from '../../src/server/store/migrations';
import { freshStorage } from './support/service-harness';
import { levelText, seededDocument } from '../support/seeded-levels';

let storage: Awaited<ReturnType<typeof freshStorage>>;
let handle: DatabaseHandle;
beforeAll(async () => {
  storage = await freshStorage();
  handle = openDatabase(storage);
});
afterAll(async () => {
  await handle.db.destroy();
  await storage.drop();
});

const OLD = ['a', 'b'].map((letter) => letter.repeat(64));

/** Two levels listed before 0026, with their words under their hashes. */
async function seedBefore(): Promise<void> {
  const db = handle.db;
  for (const [i, hash] of OLD.entries()) {
    await sql`insert into levels (hash, document, stored_at)
      values (${hash}, '{}', '2026-01-01T00:00:00.000Z')`.execute(db);
    await sql`insert into catalogue_levels (hash, name, maker, maker_time_ticks, width, height,
      size_class, search_text, published_at)
      values (${hash}, ${`Hall ${String(i)}`}, 'Daedalus', 100, 9, 9, 'small', 'hall daedalus',
      '2026-01-01T00:00:00.000Z')`.execute(db);
    for (const word of ['hall', 'daedalus', String(i)]) {
      await sql`insert into catalogue_words (word, level_hash) values (${word}, ${hash})`.execute(
        db,
      );
    }
  }
}

/** Each level's hash with its words, as the word index holds them after 0026. */
async function wordsByHash(): Promise<Record<string, string[]>> {
  const rows = await sql<{ hash: string; word: string }>`select c.hash, w.word
    from catalogue_words w join catalogue_levels c on c.id = w.level_id
    order by c.hash, w.word`.execute(handle.db);
  const words: Record<string, string[]> = {};
  for (const row of rows.rows) (words[row.hash] ??= []).push(row.word);
  return words;
}

describe('migration 0026-catalogue-word-ids', () => {
  it('keeps every level its words under an id of its own, and gives the next level the next', async () => {
    await migrateToLatest(handle.db, '0025-cups');
    await seedBefore();

    await migrateToLatest(handle.db);

    expect(await wordsByHash()).toEqual({
      [OLD[0] ?? '']: ['0', 'daedalus', 'hall'],
      [OLD[1] ?? '']: ['1', 'daedalus', 'hall'],
    });
    const { hash, document } = seededDocument(levelText(9, 3), { name: 'Kiln Door', n: 7 });
    await sql`insert into levels (hash, document, stored_at)
      values (${hash}, ${document}, '2026-01-02T00:00:00.000Z')`.execute(handle.db);
    const entry = catalogueEntry(
      { hash, document },
      { player: 'Ariadne', timeTicks: 90 },
      '2026-01-02T00:00:00.000Z',
    );
    await new CatalogueStore(handle.db, handle.kind).list(entry);
    const ids = await sql<{ hash: string; id: number | string }>`select hash, id
      from catalogue_levels order by id`.execute(handle.db);
    expect(ids.rows.map((row) => [row.hash, Number(row.id)])).toEqual([
      [OLD[0], 1],
      [OLD[1], 2],
      [hash, 3],
    ]);
    expect((await wordsByHash())[hash]).toEqual(['ariadne', 'door', 'kiln']);
  });
});
