import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase, SQLITE_FILE } from '../../src/server/store/database/database';
import { migrateToLatest } from '../../src/server/store/migrations';
import { CatalogueReader } from '../../src/server/store/catalogue/catalogue-reader';
import { seedRows, seedSqlite, vocabularyWord } from '../../bench/server/seed-catalogue';
import { searchWords } from '../../src/server/levels/search-words';

const dataDir = process.env.PROBE_DIR ?? mkdtempSync(join(tmpdir(), 'probe-'));
const fresh = process.env.PROBE_DIR === undefined;
const handle = openDatabase({ dataDir, databaseUrl: '' });
if (fresh) {
  await migrateToLatest(handle.db);
  await handle.db.destroy();
  const t = performance.now();
  seedSqlite(join(dataDir, SQLITE_FILE), seedRows(new Date().toISOString().slice(0, 10)));
  console.log('seeded in', ((performance.now() - t) / 1000).toFixed(1), 's at', dataDir);
}
const h2 = openDatabase({ dataDir, databaseUrl: '' });
const reader = new CatalogueReader(h2.db as never, 3);
const cases: [string, string, string | undefined][] = [
  ['maker', 'new', undefined],
  ['ｍａｋｅｒ', 'new', undefined],
  ['ma', 'new', 'large'],
  ['m', 'popular', undefined],
  ['maker maker1', 'top', undefined],
  [vocabularyWord(7).slice(0, 4), 'new', undefined],
  [vocabularyWord(1999), 'hardest', undefined],
  ['zzzz', 'new', undefined],
  ['maker4999', 'popular', 'large'],
];
for (const [q, sort, size] of cases) {
  const times: number[] = [];
  let n = 0;
  for (let i = 0; i < 5; i += 1) {
    const t = performance.now();
    const rows = await reader.page({ sort: sort as never, words: searchWords(q), size: size as never, limit: 21 });
    times.push(performance.now() - t);
    n = rows.length;
  }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify(q), sort, size ?? '-', 'rows', n, 'median', times[2]?.toFixed(1), 'max', times[4]?.toFixed(1), 'ms');
}
await h2.db.destroy();
