/**
 * Migration 0005 on a database that already holds runs, levels and players: every stored item
 * comes out visible (no reason set), nothing is rewritten or lost, and hiding a run later is a
 * change of state the board's version sees.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/store/migrations';
import { scratchDatabase } from './support/scratch-database';

const scratch = scratchDatabase();

async function boardVersion(): Promise<number> {
  const rows = await sql<{ version: unknown }>`select version from board_versions
    where level_key = 'level:first-steps'`.execute(scratch.db);
  return Number(rows.rows[0]?.version ?? 0);
}

describe('migration 0005-moderation-state', () => {
  it('leaves every stored run, level and player visible, and hiding a run bumps its board', async () => {
    await migrateToLatest(scratch.db, '0004-players-run-identity');
    const canonical = '{"a stored replay":true}';
    const hash = createHash('sha256').update(canonical).digest('hex');
    await sql`insert into replays (hash, canonical) values (${hash}, ${canonical})`.execute(
      scratch.db,
    );
    await sql`insert into players (id, name, skeleton, key_hash, created_at)
      values ('p1', 'Ariadne', 'ariadne', ${'k'.repeat(64)}, '2026-01-01T00:00:00.000Z')`.execute(
      scratch.db,
    );
    await sql`insert into runs (id, level_key, player, player_key, time_ticks, gems, sim_version,
      recorded_at, recorded_at_ms, received_at, received_at_ms, replay_hash, token_id, status,
      verdict, player_id)
      values ('r1', 'level:first-steps', 'Ariadne', 'p1', 233, 0, 1, '2026-01-01T00:00:00.000Z',
      0, '2026-01-01T00:00:01.000Z', 1000, ${hash}, 'token-r1', 'verified', '{}', 'p1')`.execute(
      scratch.db,
    );
    await sql`insert into levels (hash, document, stored_at)
      values (${'a'.repeat(64)}, '{}', '2026-01-01T00:00:00.000Z')`.execute(scratch.db);

    await migrateToLatest(scratch.db);

    const run = await sql<{ hidden_reason: unknown; time_ticks: unknown }>`
      select hidden_reason, time_ticks from runs where id = 'r1'`.execute(scratch.db);
    expect(run.rows).toEqual([{ hidden_reason: null, time_ticks: 233 }]);
    const level = await sql<{ hidden_reason: unknown }>`select hidden_reason from levels`.execute(
      scratch.db,
    );
    expect(level.rows).toEqual([{ hidden_reason: null }]);
    const player = await sql<{ name_hidden_reason: unknown; banned_reason: unknown }>`
      select name_hidden_reason, banned_reason from players`.execute(scratch.db);
    expect(player.rows).toEqual([{ name_hidden_reason: null, banned_reason: null }]);

    const before = await boardVersion();
    await sql`update runs set hidden_reason = 'offensive name' where id = 'r1'`.execute(scratch.db);
    expect(await boardVersion()).toBeGreaterThan(before);
  });
});
