/**
 * Migration 0018 (a run's course; a level's signed maker) on a database that already holds runs
 * and a published level: the runs keep their rows with no course (null, never equal to another
 * null), a run stored after may not share its course with another of its level and simVersion,
 * and the level's maker is unsigned. On SQLite and on PostgreSQL (when
 * LEADERBOARD_TEST_DATABASE_URL is set).
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/store/migrations';
import { scratchDatabase } from './support/scratch-database';

const scratch = scratchDatabase();

/** Stores run `id` of `level` (simVersion `version`) with `course`, or without one (null). */
async function insertRun(
  db: Kysely<unknown>,
  run: { id: string; level: string; version: number; course?: string },
): Promise<void> {
  const canonical = `{"replay of":"${run.id}"}`;
  const hash = createHash('sha256').update(canonical).digest('hex');
  await sql`insert into replays (hash, canonical) values (${hash}, ${canonical})`.execute(db);
  const course = run.course === undefined ? sql`` : sql`, trajectory`;
  const value = run.course === undefined ? sql`` : sql`, ${run.course}`;
  await sql`insert into runs (id, level_key, player, player_key, time_ticks, gems, sim_version,
    recorded_at, recorded_at_ms, received_at, received_at_ms, replay_hash, token_id, status,
    verdict, input_hash${course})
    values (${run.id}, ${run.level}, 'Ariadne', '0041', 100, 0, ${run.version},
    '2026-01-02T00:00:00.000Z', 0, '2026-01-02T00:00:01.000Z', 1000, ${hash}, ${`token-${run.id}`},
    'verified', '{}', ${createHash('sha256').update(run.id).digest('hex')}${value})`.execute(db);
}

describe('migration 0018-run-course-signed-makers', () => {
  it('leaves stored runs without a course, and keeps one run per course, level and simVersion', async () => {
    const db = scratch.db as Kysely<unknown>;
    await migrateToLatest(scratch.db, '0016-catalogue-words-by-level');
    await insertRun(db, { id: 'old1', level: 'level:red-key', version: 1 });
    await insertRun(db, { id: 'old2', level: 'level:red-key', version: 1 });
    await sql`insert into levels (hash, document, stored_at, maker_player)
      values (${'b'.repeat(64)}, '{}', '2026-01-01T00:00:00.000Z', 'Daedalus')`.execute(db);

    await migrateToLatest(scratch.db);

    const levels = await sql<{ maker_signed: unknown }>`select maker_signed from levels`.execute(
      db,
    );
    expect(levels.rows.map((row) => Number(row.maker_signed))).toEqual([0]);

    const rows = await sql<{ id: string; trajectory: unknown }>`
      select id, trajectory from runs order by id`.execute(db);
    expect(rows.rows).toEqual([
      { id: 'old1', trajectory: null },
      { id: 'old2', trajectory: null },
    ]);
    const course = 'a'.repeat(64);
    await insertRun(db, { id: 'new1', level: 'level:red-key', version: 1, course });
    // The same course on another level, or under another simVersion, is another run.
    await insertRun(db, { id: 'new2', level: 'level:first-steps', version: 1, course });
    await insertRun(db, { id: 'new3', level: 'level:red-key', version: 2, course });
    await expect(
      insertRun(db, { id: 'copy', level: 'level:red-key', version: 1, course }),
    ).rejects.toThrow(/unique|UNIQUE/);
    const count = await sql<{ n: number | string }>`select count(*) as n from runs`.execute(db);
    expect(Number(count.rows[0]?.n)).toBe(5);
  });
});
