import { describe, expect, it } from 'vitest';
import { code, serverSources } from './support/server-sources';

/**
 * One path into each table: every statement that writes a table of the service lives in that
 * table's module (tests/architecture/runs-owner.test.ts adds the one rank of `runs`). Players
 * once had two writers (claims in player-store.ts, hiding and banning in a moderation store) and
 * `settings` three. Migrations change the schema and backfill it once, and the triggers' file
 * defines the database's own writes of `board_versions`, so those may write too. `level_plays` is
 * written by the database alone, by its trigger on `runs` (migration 0011): no module may.
 */
const OWNERS: Readonly<Record<string, string>> = {
  runs: 'src/server/store/run-store.ts',
  replays: 'src/server/store/replay-store.ts',
  levels: 'src/server/store/level-store.ts',
  players: 'src/server/store/player-store.ts',
  settings: 'src/server/store/database/settings.ts',
  player_bytes: 'src/server/store/quota-store.ts',
  bucket_bytes: 'src/server/store/quota-store.ts',
  board_versions: 'src/server/store/board-versions.ts',
  board_bests: 'src/server/store/board-best-store.ts',
  catalogue_levels: 'src/server/store/catalogue/catalogue-store.ts',
  catalogue_words: 'src/server/store/catalogue/catalogue-store.ts',
  level_clears: 'src/server/store/catalogue/catalogue-store.ts',
  level_ratings: 'src/server/store/catalogue/catalogue-store.ts',
  level_of_day: 'src/server/store/catalogue/level-of-day-store.ts',
  reports: 'src/server/store/moderation/report-store.ts',
  operators: 'src/server/store/moderation/operator-store.ts',
  audit_log: 'src/server/store/moderation/audit-store.ts',
  race_rooms: 'src/server/store/rooms/room-store.ts',
  race_room_racers: 'src/server/store/rooms/racer-store.ts',
};
const SCHEMA = /^src\/server\/store\/(.*\/)?(migrations?(-[a-z-]+)?|board-version-triggers)\.ts$/;

/** Whether `text` writes `table`, in SQL text or through the query builder. */
function writes(text: string, table: string): boolean {
  return [
    new RegExp(`\\b(insert\\s+(or\\s+\\w+\\s+)?into|update|delete\\s+from)\\s+${table}\\b`, 'i'),
    new RegExp(
      `\\b(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\\(\\s*['"\`]${table}\\b`,
    ),
  ].some((pattern) => pattern.test(text));
}

/** Each table's writers in `files` outside the schema files: `table: [file, ...]`, sorted. */
function writers(files: Readonly<Record<string, string>>): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [file, source] of Object.entries(files)) {
    if (SCHEMA.test(file)) continue;
    const text = code(source);
    for (const table of Object.keys(OWNERS)) {
      if (writes(text, table)) (found[table] ??= []).push(file);
    }
  }
  for (const list of Object.values(found)) list.sort();
  return found;
}

/** Every table written by its owner alone. */
const EXPECTED = Object.fromEntries(Object.entries(OWNERS).map(([table, file]) => [table, [file]]));

describe('each table has one writer', () => {
  const tree = serverSources();

  it('every table of the service is written by its own module and no other', () => {
    expect(writers(tree)).toEqual(EXPECTED);
  });

  it.each([
    ['players', 'src/server/moderation/ban.ts', "db.updateTable('players').set({ banned_reason })"],
    ['settings', 'src/server/tokens/secret.ts', 'sql`insert into settings (name, value) values`'],
    ['level_clears', 'src/server/levels/clear.ts', 'const T = `delete from level_clears where`;'],
    ['audit_log', 'src/server/moderation/log.ts', "db.insertInto('audit_log').values(row)"],
  ])('reports a planted second writer of %s', (table, file, source) => {
    const found = writers({ ...tree, [file]: `${source}\n` });
    expect(found[table]).toEqual([OWNERS[table], file].sort());
  });

  it('leaves reads and prose alone', () => {
    const reads = {
      'src/server/players/read.ts':
        "db.selectFrom('players').select('name');\n" +
        '/** Never `update players` here: player-store.ts owns it. */\n',
    };
    expect(writers({ ...tree, ...reads })).toEqual(EXPECTED);
  });
});
