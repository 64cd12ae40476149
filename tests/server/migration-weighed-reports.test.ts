/**
 * Migration 0010 on a database that already holds reports: every report keeps its row and status
 * (an old `closed` one stays a report with no verdict), gains no bucket, and every name starts
 * with a weighed score of 0 from 0 buckets, so old reports hide no name until it is reported
 * again. On SQLite and PostgreSQL.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/store/migrations';
import { scratchDatabase } from './support/scratch-database';

const scratch = scratchDatabase();

describe('migration 0010-weighed-reports', () => {
  it('keeps every report as it was, with no bucket, and every name at a score of 0', async () => {
    await migrateToLatest(scratch.db, '0009-rank-indexes');
    for (const [id, name] of [
      ['p1', 'Ariadne'],
      ['p2', 'Minos'],
    ] as const) {
      await sql`insert into players (id, name, skeleton, key_hash, created_at)
        values (${id}, ${name}, ${name.toLowerCase()}, ${id.repeat(32)},
        '2026-01-01T00:00:00.000Z')`.execute(scratch.db);
    }
    for (const [id, status] of [
      ['rep1', 'open'],
      ['rep2', 'closed'],
    ] as const) {
      await sql`insert into reports (id, target_kind, target_id, reporter_id, reason, text,
        created_at, status) values (${id}, 'player', 'p2', 'p1', 'offensive-name', null,
        '2026-01-02T00:00:00.000Z', ${status})`.execute(scratch.db);
    }

    await migrateToLatest(scratch.db);

    const reports = await sql<{ id: unknown; status: unknown; sender_hash: unknown }>`
      select id, status, sender_hash from reports order by id`.execute(scratch.db);
    expect(reports.rows).toEqual([
      { id: 'rep1', status: 'open', sender_hash: null },
      { id: 'rep2', status: 'closed', sender_hash: null },
    ]);
    const players = await sql<{ id: unknown; report_weight: unknown; report_buckets: unknown }>`
      select id, report_weight, report_buckets from players order by id`.execute(scratch.db);
    expect(players.rows).toEqual([
      { id: 'p1', report_weight: 0, report_buckets: 0 },
      { id: 'p2', report_weight: 0, report_buckets: 0 },
    ]);
  });
});
