/**
 * Migration 0017 (boards of personal bests) on a database that already holds runs: each player's
 * best listed run of each board becomes their row, a player being the key or, for a run from
 * before keys, the name; hidden, rejected and attempted runs are not listed; within one player,
 * time, then receive time, then run id decide. On SQLite, and on PostgreSQL when
 * LEADERBOARD_TEST_DATABASE_URL is set.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/store/migrations';
import { scratchDatabase } from './support/scratch-database';

const scratch = scratchDatabase();

const LEVEL = 'level:first-steps';

interface OldRun {
  readonly id: string;
  readonly playerId: string | null;
  readonly player: string;
  readonly time: number;
  readonly receivedMs: number;
  readonly simVersion?: number;
  readonly status?: string;
  readonly outcome?: string;
  readonly hidden?: string;
  readonly level?: string;
}

async function seed(run: OldRun): Promise<void> {
  const db = scratch.db;
  const canonical = `{"run":"${run.id}"}`;
  const hash = createHash('sha256').update(canonical).digest('hex');
  await sql`insert into replays (hash, canonical) values (${hash}, ${canonical})`.execute(db);
  await sql`insert into runs (id, level_key, player, player_key, time_ticks, gems, sim_version,
    recorded_at, recorded_at_ms, received_at, received_at_ms, replay_hash, token_id, status,
    verdict, player_id, input_hash, outcome, hidden_reason)
    values (${run.id}, ${run.level ?? LEVEL}, ${run.player}, ${run.player.toLowerCase()},
    ${run.time}, 0, ${run.simVersion ?? 1}, '2026-01-02T00:00:00.000Z', 0,
    '2026-01-02T00:00:01.000Z', ${run.receivedMs}, ${hash}, ${`token-${run.id}`},
    ${run.status ?? 'verified'}, '{}', ${run.playerId},
    ${createHash('sha256').update(run.id).digest('hex')}, ${run.outcome ?? 'won'},
    ${run.hidden ?? null})`.execute(db);
}

describe('migration 0017-board-bests', () => {
  it("keeps each player's best listed run of each board", async () => {
    await migrateToLatest(scratch.db, '0016-catalogue-words-by-level');
    for (const [id, name] of [
      ['p1', 'Ariadne'],
      ['p2', 'Bo'],
      ['p3', 'Cy'],
    ] as const) {
      await sql`insert into players (id, name, skeleton, key_hash, created_at)
        values (${id}, ${name}, ${name.toLowerCase()}, ${id.repeat(32)},
        '2026-01-01T00:00:00.000Z')`.execute(scratch.db);
    }
    const runs: OldRun[] = [
      // Ariadne's key: 250 twice (the earlier received is best), slower 300; faster runs that
      // are hidden, an attempt and rejected are not listed.
      { id: 'r1', playerId: 'p1', player: 'Ariadne', time: 300, receivedMs: 500 },
      { id: 'r2', playerId: 'p1', player: 'Ariadne', time: 250, receivedMs: 2_000 },
      { id: 'r3', playerId: 'p1', player: 'Ariadne', time: 250, receivedMs: 1_000 },
      { id: 'r4', playerId: 'p1', player: 'Ariadne', time: 200, receivedMs: 10, hidden: 'x' },
      { id: 'r5', playerId: 'p1', player: 'Ariadne', time: 100, receivedMs: 10, outcome: 'caught' },
      {
        id: 'r6',
        playerId: 'p1',
        player: 'Ariadne',
        time: 150,
        receivedMs: 10,
        status: 'rejected',
      },
      // The name Ariadne before keys: another player.
      { id: 'r7', playerId: null, player: 'Ariadne', time: 270, receivedMs: 10 },
      { id: 'r8', playerId: null, player: 'Ariadne', time: 260, receivedMs: 20 },
      // Bo on two simVersions and another level: three boards.
      { id: 'r9', playerId: 'p2', player: 'Bo', time: 400, receivedMs: 10, simVersion: 0 },
      { id: 'rA', playerId: 'p2', player: 'Bo', time: 500, receivedMs: 10 },
      { id: 'rB', playerId: 'p2', player: 'Bo', time: 90, receivedMs: 10, level: 'level:red-key' },
      // Cy: a tie on time and receive time, the smaller run id first.
      { id: 'rD', playerId: 'p3', player: 'Cy', time: 600, receivedMs: 10 },
      { id: 'rC', playerId: 'p3', player: 'Cy', time: 600, receivedMs: 10 },
    ];
    for (const run of runs) await seed(run);

    await migrateToLatest(scratch.db);

    const rows = await scratch.db
      .selectFrom('board_bests')
      .select(['level_key', 'sim_version', 'player', 'run_id', 'time_ticks', 'player_id'])
      .orderBy('run_id')
      .execute();
    expect(rows).toEqual([
      {
        level_key: LEVEL,
        sim_version: 1,
        player: 'k:p1',
        run_id: 'r3',
        time_ticks: 250,
        player_id: 'p1',
      },
      {
        level_key: LEVEL,
        sim_version: 1,
        player: 'n:Ariadne',
        run_id: 'r8',
        time_ticks: 260,
        player_id: null,
      },
      {
        level_key: LEVEL,
        sim_version: 0,
        player: 'k:p2',
        run_id: 'r9',
        time_ticks: 400,
        player_id: 'p2',
      },
      {
        level_key: LEVEL,
        sim_version: 1,
        player: 'k:p2',
        run_id: 'rA',
        time_ticks: 500,
        player_id: 'p2',
      },
      {
        level_key: 'level:red-key',
        sim_version: 1,
        player: 'k:p2',
        run_id: 'rB',
        time_ticks: 90,
        player_id: 'p2',
      },
      {
        level_key: LEVEL,
        sim_version: 1,
        player: 'k:p3',
        run_id: 'rC',
        time_ticks: 600,
        player_id: 'p3',
      },
    ]);
  });
});
