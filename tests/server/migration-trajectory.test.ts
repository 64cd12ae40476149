/**
 * Migration 0018 (a run's course) on a database that already holds runs: they keep their rows
 * with no course (null, never equal to another null), and a run stored after may not share its
 * course with another of its level and simVersion, on SQLite and on PostgreSQL (when
 * LEADERBOARD_TEST_DATABASE_URL is set).
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/store/database/database';
import { migrateToLatest } from '../../src/server/store/migrations';
import { freshStorage } from './support/service-harness';

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

describe('migration 0018-run-trajectory', () => {
  it('leaves stored runs without a course, and keeps one run per course, level and simVersion', async () => {
    const db = handle.db as Kysely<unknown>;
    await migrateToLatest(handle.db, '0016-catalogue-words-by-level');
    await insertRun(db, { id: 'old1', level: 'level:red-key', version: 1 });
    await insertRun(db, { id: 'old2', level: 'level:red-key', version: 1 });

    await migrateToLatest(handle.db);

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
