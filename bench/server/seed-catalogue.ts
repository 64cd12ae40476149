import Database from 'better-sqlite3';
import pg from 'pg';
import { catalogueEntry } from '../../src/server/levels/catalogue-entry';
import { wilsonLowerBound } from '../../src/server/levels/wilson';
import { weekStart } from '../../src/server/store/catalogue/catalogue-store';
import { WEEK_START_SETTING } from '../../src/server/store/catalogue/migration-catalogue';
import {
  dayBefore,
  levelText,
  seededDocument,
  seededRandom,
} from '../../tests/support/seeded-levels';

/** The catalogue the bench reads: its size, and the words it searches for. */
export const SEEDED_LEVELS = 100_000;
export const SEEDED_PLAYS = 2_000_000;
/** Days the plays spread over, ending today. */
const PLAY_DAYS = 30;
/** Distinct words level names are made of, and makers. */
const VOCABULARY = 2_000;
const MAKERS = 5_000;

/** A word of the vocabulary: letters only, from its number, some with an accent. */
export function vocabularyWord(index: number): string {
  const letters = 'abcdefghijklmnoprstuvwyz';
  let word = '';
  let rest = index + VOCABULARY;
  while (rest > 0) {
    word += letters[rest % letters.length] ?? '';
    rest = Math.floor(rest / letters.length);
  }
  return index % 5 === 0 ? `${word}é` : word;
}

/** Rows of every table, built in memory from one generator. */
export interface SeedRows {
  readonly levels: unknown[][];
  readonly catalogue: unknown[][];
  readonly words: unknown[][];
  readonly plays: unknown[][];
  readonly weekStart: string;
  /**
   * Today's level of the day, stored as if drawn: the best-rated level. The bench times the read
   * of the stored pick; the draw (eligible levels need verified runs from many keys and address
   * buckets, which the seed has none of) is not what it measures.
   */
  readonly dayLevel: readonly [day: string, hash: string];
}

/** Plays per level: a long tail (a few levels with thousands, most with a handful). */
function playCounts(next: () => number): number[] {
  const weights = Array.from({ length: SEEDED_LEVELS }, () => 1 / (1 + next() * 200) ** 1.2);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const counts = weights.map((weight) => Math.floor((weight / total) * SEEDED_PLAYS));
  const short = SEEDED_PLAYS - counts.reduce((sum, count) => sum + count, 0);
  for (let i = 0; i < short; i += 1)
    counts[i % SEEDED_LEVELS] = (counts[i % SEEDED_LEVELS] ?? 0) + 1;
  return counts;
}

/** The seeded catalogue's rows, with every counter computed from the plays it seeds. */
export function seedRows(today: string): SeedRows {
  const next = seededRandom(29);
  const counts = playCounts(next);
  const start = weekStart(today);
  const days = Array.from({ length: PLAY_DAYS }, (_, day) => dayBefore(today, day));
  const players = Array.from({ length: Math.max(...counts) }, (_, j) => `key:p${String(j)}`);
  const rows: Omit<SeedRows, 'dayLevel'> = {
    levels: [],
    catalogue: [],
    words: [],
    plays: [],
    weekStart: start,
  };
  let best = { hash: '', score: -1 };
  for (let i = 0; i < SEEDED_LEVELS; i += 1) {
    const name = `${vocabularyWord(Math.floor(next() * VOCABULARY))} ${vocabularyWord(Math.floor(next() * VOCABULARY))}`;
    const side = 5 + Math.floor(next() * 60);
    const { hash, document } = seededDocument(levelText(side, 3), { name, n: i });
    const publishedAt = new Date(
      Date.parse(`${today}T00:00:00Z`) - (SEEDED_LEVELS - i) * 20_000,
    ).toISOString();
    const entry = catalogueEntry(
      { hash, document },
      { player: `maker${String(i % MAKERS)}`, timeTicks: 400 },
      publishedAt,
    );
    const plays = counts[i] ?? 0;
    let week = 0;
    for (let j = 0; j < plays; j += 1) {
      const day = days[j % PLAY_DAYS] ?? today;
      if (day >= start) week += 1;
      rows.plays.push([hash, players[j], day]);
    }
    const clears = Math.floor(plays * next());
    const up = Math.floor(next() * Math.min(plays, 50));
    const down = Math.floor(next() * Math.min(plays - up, 20));
    rows.levels.push([hash, document, publishedAt]);
    // Each row's integer id given here (the word index's key, migration 0026), as listing gives.
    rows.catalogue.push([
      i + 1,
      hash,
      entry.name,
      entry.maker,
      400,
      entry.width,
      entry.height,
      entry.sizeClass,
      entry.searchText,
      publishedAt,
      plays,
      week,
      clears,
      plays >= 10 ? clears / plays : null,
      clears > 0 ? 300 : null,
      up,
      down,
      wilsonLowerBound(up, down),
    ]);
    for (const word of entry.words) rows.words.push([word, i + 1]);
    const score = wilsonLowerBound(up, down);
    if (score > best.score) best = { hash, score };
  }
  return { ...rows, dayLevel: [today, best.hash] };
}

const CATALOGUE_COLUMNS =
  'id, hash, name, maker, maker_time_ticks, width, height, size_class, search_text, published_at, ' +
  'plays, week_plays, clears, clear_rate, best_time_ticks, rating_up, rating_down, top_score';

/** Writes the rows into the SQLite file, in one transaction through prepared statements. */
export function seedSqlite(file: string, rows: SeedRows): void {
  const sqlite = new Database(file);
  const insert = (table: string, columns: string, count: number) =>
    sqlite.prepare(
      `insert into ${table} (${columns}) values (${Array(count).fill('?').join(', ')})`,
    );
  sqlite.transaction(() => {
    const levels = insert('levels', 'hash, document, stored_at', 3);
    for (const row of rows.levels) levels.run(row);
    const catalogue = insert('catalogue_levels', CATALOGUE_COLUMNS, 18);
    for (const row of rows.catalogue) catalogue.run(row);
    const words = insert('catalogue_words', 'word, level_id', 2);
    for (const row of rows.words) words.run(row);
    const plays = insert('level_plays', 'level_hash, who, day', 3);
    for (const row of rows.plays) plays.run(row);
    sqlite
      .prepare('update settings set value = ? where name = ?')
      .run(rows.weekStart, WEEK_START_SETTING);
    sqlite.prepare('insert into level_of_day (day, level_hash) values (?, ?)').run(rows.dayLevel);
  })();
  sqlite.pragma('optimize');
  sqlite.close();
}

/** Column types of each table, for PostgreSQL's unnest of one array per column. */
const PG_TYPES: Readonly<Record<string, readonly string[]>> = {
  levels: ['text', 'text', 'text'],
  catalogue_levels: [
    'int8',
    'text',
    'text',
    'text',
    'int',
    'int',
    'int',
    'text',
    'text',
    'text',
    'int',
    'int',
    'int',
    'float8',
    'int',
    'int',
    'int',
    'float8',
  ],
  catalogue_words: ['text', 'int8'],
  level_plays: ['text', 'text', 'text'],
};

/** Writes the rows into PostgreSQL in one transaction: 10 000 rows per statement (unnest). */
export async function seedPostgres(url: string, rows: SeedRows): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const tables: [string, string, unknown[][]][] = [
      ['levels', 'hash, document, stored_at', rows.levels],
      ['catalogue_levels', CATALOGUE_COLUMNS, rows.catalogue],
      ['catalogue_words', 'word, level_id', rows.words],
      ['level_plays', 'level_hash, who, day', rows.plays],
    ];
    for (const [table, columns, all] of tables) {
      const types = PG_TYPES[table] ?? [];
      const text = `insert into ${table} (${columns}) select * from unnest(${types.map((type, i) => `$${String(i + 1)}::${type}[]`).join(', ')})`;
      for (let from = 0; from < all.length; from += 10_000) {
        const chunk = all.slice(from, from + 10_000);
        await client.query({
          name: `seed-${table}`,
          text,
          values: types.map((_, c) => chunk.map((row) => row[c])),
        });
      }
    }
    await client.query('update settings set value = $1 where name = $2', [
      rows.weekStart,
      WEEK_START_SETTING,
    ]);
    await client.query('insert into level_of_day (day, level_hash) values ($1, $2)', [
      ...rows.dayLevel,
    ]);
    // The ids were given: the identity goes on after them, as it would have.
    await client.query(
      "select setval(pg_get_serial_sequence('catalogue_levels', 'id'), (select max(id) from catalogue_levels))",
    );
    await client.query('commit');
    // A catalogue in service, not one just bulk-loaded: the visibility map set (so index-only
    // scans need not visit the table), statistics read, and the load's WAL written out, so that
    // no checkpoint of it runs while the queries are timed.
    await client.query('vacuum analyze');
    await client.query('checkpoint').catch(() => undefined);
  } finally {
    await client.end();
  }
}
