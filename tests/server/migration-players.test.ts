/**
 * Migration 0004 on a database of runs stored before it: each run gets its receive time in ms and
 * its identity (level and inputs); of two stored runs with one identity (a copy accepted before
 * copies were refused) the first received keeps it and the later one gets none, so the unique
 * index can be made and neither run is lost. Then a new copy of either is refused.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { encodeReplay } from '../../src/replay';
import { migrateToLatest } from '../../src/server/store/migrations';
import { winningReplay } from '../replay/support/replays';
import { scratchDatabase } from './support/scratch-database';

const scratch = scratchDatabase();

/** Stores a run as version 0002 of the schema did. */
async function oldRun(id: string, player: string, receivedAt: string, canonical: string) {
  const hash = createHash('sha256').update(canonical).digest('hex');
  await sql`insert into replays (hash, canonical) values (${hash}, ${canonical})`.execute(
    scratch.db,
  );
  await sql`insert into runs (id, level_key, player, player_key, time_ticks, gems, sim_version,
    recorded_at, recorded_at_ms, received_at, replay_hash, token_id, status, verdict)
    values (${id}, 'level:first-steps', ${player}, ${player}, 233, 0, 1,
    '2026-01-01T00:00:00.000Z', 0, ${receivedAt}, ${hash}, ${`token-${id}`}, 'verified', '{}')`.execute(
    scratch.db,
  );
}

describe('migration 0004-players-run-identity', () => {
  it('fills in identities and receive times, the first of two copies keeping the identity', async () => {
    await migrateToLatest(scratch.db, '0002-editor-levels');
    const original = winningReplay('first-steps', { player: 'Ariadne' });
    // The copy was received first in id order but later in time: time decides.
    await oldRun('b-original', 'Ariadne', '2026-01-01T10:00:00.000Z', encodeReplay(original));
    await oldRun(
      'a-copy',
      'Copycat',
      '2026-01-01T11:00:00.000Z',
      encodeReplay({ ...original, player: 'Copycat' }),
    );
    const other = winningReplay('first-steps', { player: 'Other', wait: 3 });
    await oldRun('c-other', 'Other', '2026-01-01T12:00:00.000Z', encodeReplay(other));
    await migrateToLatest(scratch.db);
    const rows = await sql<{ id: string; input_hash: string | null; received_at_ms: unknown }>`
      select id, input_hash, received_at_ms from runs order by id`.execute(scratch.db);
    const byId = Object.fromEntries(rows.rows.map((r) => [r.id, r]));
    expect(Number(byId['b-original']?.received_at_ms)).toBe(Date.parse('2026-01-01T10:00:00.000Z'));
    expect(byId['b-original']?.input_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(byId['a-copy']?.input_hash).toBeNull();
    expect(byId['c-other']?.input_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(byId['c-other']?.input_hash).not.toBe(byId['b-original']?.input_hash);
  });
});
