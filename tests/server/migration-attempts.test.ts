/**
 * Migrations 0010 (verified attempts) and 0011 (plays by proof of play) on a database that
 * already holds runs and plays counted from starts: every stored run comes out won and ranked as
 * before, the plays counted from starts (a key's or an address's) are gone, and each key's
 * verified run on a day is one play. On SQLite, and on PostgreSQL when
 * LEADERBOARD_TEST_DATABASE_URL is set.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/store/migrations';
import { scratchDatabase } from './support/scratch-database';

const scratch = scratchDatabase();

const LEVEL = 'b'.repeat(64);

async function seedBefore(): Promise<void> {
  const db = scratch.db;
  const canonical = '{"a stored replay":true}';
  const hash = createHash('sha256').update(canonical).digest('hex');
  await sql`insert into replays (hash, canonical) values (${hash}, ${canonical})`.execute(db);
  await sql`insert into players (id, name, skeleton, key_hash, created_at)
    values ('p1', 'Ariadne', 'ariadne', ${'k'.repeat(64)}, '2026-01-01T00:00:00.000Z')`.execute(db);
  await sql`insert into levels (hash, document, stored_at)
    values (${LEVEL}, '{}', '2026-01-01T00:00:00.000Z')`.execute(db);
  await sql`insert into catalogue_levels (hash, name, maker, maker_time_ticks, width, height,
    size_class, search_text, published_at)
    values (${LEVEL}, 'Old Halls', 'Daedalus', 100, 9, 9, 'small', 'old halls',
    '2026-01-01T00:00:00.000Z')`.execute(db);
  // Plays as starts counted them: an address's and a key's (without a run), on one day.
  for (const who of ['address:ff', 'key:p2']) {
    await sql`insert into level_plays (level_hash, who, day)
      values (${LEVEL}, ${who}, '2026-01-02')`.execute(db);
  }
  await sql`update catalogue_levels set plays = 2, week_plays = 2`.execute(db);
  await sql`insert into runs (id, level_key, player, player_key, time_ticks, gems, sim_version,
    recorded_at, recorded_at_ms, received_at, received_at_ms, replay_hash, token_id, status,
    verdict, player_id, input_hash)
    values ('r1', ${`hash:${LEVEL}`}, 'Ariadne', 'p1', 233, 0, 1, '2026-01-02T00:00:00.000Z',
    0, '2026-01-02T00:00:01.000Z', 1000, ${hash}, 'token-r1', 'verified', '{}', 'p1',
    ${'c'.repeat(64)})`.execute(db);
}

describe('migrations 0010-run-attempts and 0011-catalogue-verified-plays', () => {
  it('keep every stored run won, and count the plays again from the verified runs only', async () => {
    await migrateToLatest(scratch.db, '0009-rank-indexes');
    await seedBefore();

    await migrateToLatest(scratch.db);

    const run = await sql<{ outcome: unknown }>`select outcome from runs`.execute(scratch.db);
    expect(run.rows).toEqual([{ outcome: 'won' }]);
    const plays = await sql<{
      who: unknown;
      day: unknown;
    }>`select who, day from level_plays`.execute(scratch.db);
    expect(plays.rows).toEqual([{ who: 'key:p1', day: '2026-01-02' }]);
    const row = await sql<{ plays: unknown; week_plays: unknown; clears: unknown }>`
      select plays, week_plays, clears from catalogue_levels`.execute(scratch.db);
    // The clear was counted when the run was stored (0007's trigger); it stays.
    expect(row.rows).toEqual([{ plays: 1, week_plays: 1, clears: 1 }]);
  });
});
