/**
 * A run's splits on the service: derived by the verifier from the replay it re-simulates (never
 * taken from the post), stored with the run (migration 0008), served by GET /api/runs/:id and in
 * the board's rows; a run stored before 0008 has none until reverify derives them. On SQLite, and
 * on PostgreSQL under `npm run test:server:pg`.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reverify } from '../../src/server/runs/reverify';
import { openDatabase, type DatabaseHandle } from '../../src/server/store/database/database';
import { migrateToLatest } from '../../src/server/store/migrations';
import { playerSortKey } from '../../src/server/store/run-row';
import { openStores } from '../../src/server/store/service-stores';
import { VerifierPool } from '../../src/server/verify/verifier-pool';
import {
  fixture,
  fixtureText,
  freshStorage,
  startTestService,
  type TestService,
} from './support/service-harness';

/** The splits of the golden replays, as `npm run verify -- --splits` printed them once. */
const THREE_DOORS_SPLITS = [
  { tick: 28, event: 'key:red' },
  { tick: 121, event: 'door:red' },
  { tick: 383, event: 'key:green' },
  { tick: 586, event: 'door:green' },
  { tick: 643, event: 'key:blue' },
  { tick: 751, event: 'door:blue' },
  { tick: 818, event: 'exit' },
];
const RED_KEY_SPLITS = [
  { tick: 98, event: 'key:red' },
  { tick: 141, event: 'door:red' },
  { tick: 158, event: 'exit' },
];

interface Row {
  readonly runId: string;
  readonly player: string;
  readonly splits?: unknown;
}

async function boardRows(service: TestService, key: string): Promise<Row[]> {
  const answer = await service.get(`/api/boards/${key}`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { runs: Row[] }).runs;
}

async function storedRun(service: TestService, id: string): Promise<Record<string, unknown>> {
  const answer = await service.get(`/api/runs/${id}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
}

describe('splits stored with a verified run', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  it('derives them from the replay and serves them with the run and on its board row', async () => {
    const answer = await service.postWon(fixture('won-three-doors'));
    expect(answer.status).toBe(201);
    const { runId } = (await answer.json()) as { runId: string };
    const run = await storedRun(service, runId);
    expect(run.splits).toEqual(THREE_DOORS_SPLITS);
    // The splits have their own field; the stored verdict does not carry them twice.
    expect(run.verdict).not.toHaveProperty('splits');
    expect(run.verdict).toMatchObject({ ok: true, outcome: 'won', ticks: 818 });
    expect(await boardRows(service, 'level:three-doors')).toEqual([
      expect.objectContaining({ runId, rank: 1, splits: THREE_DOORS_SPLITS }),
    ]);
  });

  it('never takes splits from the post: a body or replay carrying its own is refused, nothing stored', async () => {
    const forged = [{ tick: 1, event: 'exit' }];
    const token = await service.token({ id: 'red-key' });
    service.now += 2 * 60 * 60 * 1000;
    const replay = { ...fixture('won-red-key'), recordedAt: new Date(service.now - 60_000) };
    const inBody = await service.post({ token, replay, splits: forged });
    expect(inBody.status).toBe(400);
    expect(await inBody.json()).toMatchObject({ field: 'splits' });
    const inReplay = await service.post({ token, replay: { ...replay, splits: forged } });
    expect([400, 422]).toContain(inReplay.status);
    expect(await boardRows(service, 'level:red-key')).toEqual([]);
    // The same run without them ranks, with the splits its re-simulation gives.
    const posted = await service.postWon(fixture('won-red-key'));
    expect(posted.status).toBe(201);
    const [row] = await boardRows(service, 'level:red-key');
    expect(row?.splits).toEqual(RED_KEY_SPLITS);
  });
});

describe('migration 0008-run-splits', () => {
  let storage: Awaited<ReturnType<typeof freshStorage>>;
  let handle: DatabaseHandle;
  let service: TestService;
  let verifier: VerifierPool;
  beforeAll(async () => {
    storage = await freshStorage();
    handle = openDatabase(storage);
    verifier = new VerifierPool({ threads: 1 });
  });
  afterAll(async () => {
    await verifier.close();
    await service.close();
    await handle.db.destroy();
    await storage.drop();
  });

  it('keeps a run stored before it, served without splits until reverify derives them', async () => {
    await migrateToLatest(handle.db, '0005-moderation-state');
    const canonical = fixtureText('won-red-key').trim();
    const hash = createHash('sha256').update(canonical).digest('hex');
    await sql`insert into replays (hash, canonical) values (${hash}, ${canonical})`.execute(
      handle.db,
    );
    await sql`insert into runs (id, level_key, player, player_key, time_ticks, gems, sim_version,
      recorded_at, recorded_at_ms, received_at, received_at_ms, replay_hash, token_id, status,
      verdict)
      values ('olderRun00000000', 'level:red-key', 'Theseus', ${playerSortKey('Theseus')}, 158, 0, 1,
      '2026-01-01T00:00:00.000Z', ${Date.parse('2026-01-01T00:00:00.000Z')},
      '2026-01-01T00:00:01.000Z', ${Date.parse('2026-01-01T00:00:01.000Z')}, ${hash}, 'token-older',
      'verified', '{}')`.execute(handle.db);

    service = await startTestService({ storage });
    const before = await storedRun(service, 'olderRun00000000');
    expect(before).toMatchObject({ player: 'Theseus', timeTicks: 158, rank: 1 });
    expect(before).not.toHaveProperty('splits');
    const [row] = await boardRows(service, 'level:red-key');
    expect(row).toMatchObject({ runId: 'olderRun00000000' });
    expect(row).not.toHaveProperty('splits');

    const lines: string[] = [];
    const stores = openStores(handle);
    const summary = await reverify({ stores, verifier, log: (line) => lines.push(line) });
    expect(lines).toEqual([]);
    expect(summary).toMatchObject({ checked: 1, stillVerified: 1 });
    const after = await storedRun(service, 'olderRun00000000');
    expect(after.splits).toEqual(RED_KEY_SPLITS);
    expect(after.verdict).not.toHaveProperty('splits');
    expect((await boardRows(service, 'level:red-key'))[0]?.splits).toEqual(RED_KEY_SPLITS);
  });
});
