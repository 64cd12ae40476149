import { describe, expect, it } from 'vitest';
import { code, serverSources } from './support/server-sources';

/**
 * The `runs` table has one owner, `src/server/store/run-store.ts`, of every statement that writes
 * it, and one rank, in `src/server/store/board-rank.ts` beside the board's page (run-store.ts
 * may compare times too: a play's least length). The rank written
 * twice once answered rank 3 for the board's first run, and three writers of one table once left
 * the documented one with no callers. Migrations change the schema and backfill it once, so they
 * may write it too.
 */
const OWNER = 'src/server/store/run-store.ts';
const RANK_OWNER = 'src/server/store/board-rank.ts';
const MIGRATION = /^src\/server\/store\/(.*\/)?migrations?(-[a-z-]+)?\.ts$/;

/** A statement of `runs` outside its owner: which file, and what it does. */
interface Stray {
  readonly file: string;
  readonly does: 'writes runs' | 'ranks runs';
}

/** SQL text or query-builder calls that write `runs`: insert, update, delete, either way. */
const WRITES = [
  /\b(insert\s+(or\s+\w+\s+)?into|update|delete\s+from)\s+runs\b/i,
  /\b(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"`]runs\b/,
];

/**
 * A rank: runs compared by time (`time_ticks <`, in SQL or as the builder's `'time_ticks', '<'`),
 * or a window function numbering them. A board's `order by` is not a rank, and neither is a
 * best time (`min`, `least`, `best_time_ticks`).
 */
const RANKS = [
  /\btime_ticks['"`]?\s*,?\s*['"`]?\s*(<|>)/,
  /\b(rank|dense_rank|row_number|percent_rank)\s*\(\s*\)\s*over\b/i,
];

/** Every statement of `runs` in `files` (path to source) outside its owner and the migrations. */
function strays(
  files: Readonly<Record<string, string>>,
  owners: { writes: readonly string[]; ranks: readonly string[] } = {
    writes: [OWNER],
    ranks: [OWNER, RANK_OWNER],
  },
): Stray[] {
  const found: Stray[] = [];
  for (const [file, source] of Object.entries(files)) {
    if (MIGRATION.test(file)) continue;
    const text = code(source);
    if (!owners.writes.includes(file) && WRITES.some((pattern) => pattern.test(text))) {
      found.push({ file, does: 'writes runs' });
    }
    if (!owners.ranks.includes(file) && RANKS.some((pattern) => pattern.test(text))) {
      found.push({ file, does: 'ranks runs' });
    }
  }
  return found;
}

/** Planted statements of `runs`, each in a file of its own, and what each must be reported as. */
const PLANTED: readonly (readonly [string, string, Stray['does']])[] = [
  // A second writer beside the owner's insert, as the dead RunStore.insert was.
  ['src/server/runs/fast-post.ts', "db.insertInto('runs').values(row).execute();", 'writes runs'],
  [
    'src/server/store/sqlite-runs.ts',
    'export const INSERT = `insert into runs (id, level_key) values (?, ?)`;',
    'writes runs',
  ],
  [
    'src/server/store/ignore.ts',
    'sql`INSERT OR IGNORE INTO runs (id) values (${id})`',
    'writes runs',
  ],
  [
    'src/server/moderation/hide.ts',
    "await db.updateTable('runs').set({ hidden_reason: why }).execute();",
    'writes runs',
  ],
  ['src/server/runs/purge.ts', 'const text = `delete from runs where id = $1`;', 'writes runs'],
  ['src/server/runs/reject.ts', "sql`update runs set status = 'rejected'`", 'writes runs'],
  // The second rank of earlier code: RunStore.rank, without the board's visibility rule.
  [
    'src/server/store/second-rank.ts',
    "db.selectFrom('runs as r').select((eb) => eb.fn.countAll().as('ahead'))\n" +
      '  .where(sql`(r.time_ticks < ${run.timeTicks} or r.time_ticks = ${run.timeTicks})`);',
    'ranks runs',
  ],
  [
    'src/server/runs/rank.ts',
    "db.selectFrom('runs').where('time_ticks', '<', run.timeTicks).select(count)",
    'ranks runs',
  ],
  [
    'src/server/boards/numbered.ts',
    'const RANKED = `select id, row_number() over (order by time_ticks) as rank from runs`;',
    'ranks runs',
  ],
];

describe('the runs table has one owner', () => {
  const tree = serverSources();

  it('finds no statement writing runs outside store/run-store.ts, nor a rank outside board-rank.ts', () => {
    expect(strays(tree)).toEqual([]);
  });

  it('sees the owners themselves write and rank, so a clean tree is not a blind scan', () => {
    const owners = { [OWNER]: tree[OWNER] ?? '', [RANK_OWNER]: tree[RANK_OWNER] ?? '' };
    expect(strays(owners, { writes: [], ranks: [] })).toEqual([
      { file: OWNER, does: 'writes runs' },
      { file: OWNER, does: 'ranks runs' },
      { file: RANK_OWNER, does: 'ranks runs' },
    ]);
  });

  it.each(PLANTED)('reports a planted %s, and nothing else', (file, source, does) => {
    expect(strays({ ...tree, [file]: `${source}\n` })).toEqual([{ file, does }]);
  });

  it('leaves reads, board orders, best times and prose alone', () => {
    const reads = {
      'src/server/runs/read.ts':
        "db.selectFrom('runs').selectAll().where('id', '=', id);\n" +
        'const PAGE = `select id from runs order by time_ticks, received_at_ms`;\n' +
        'sql`update catalogue_levels set best_time_ticks = least(best_time_ticks, ${t})`;\n' +
        'const best = sql`select min(time_ticks) from runs`;\n' +
        '/** Never `insert into runs` here: run-store.ts owns it. */\n' +
        '// update runs set status: reverify asks RunStore\n',
    };
    expect(strays({ ...tree, ...reads })).toEqual([]);
  });
});
