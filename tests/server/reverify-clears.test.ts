import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reverify } from '../../src/server/runs/reverify';
import { openStores } from '../../src/server/store/service-stores';
import { VerifierPool } from '../../src/server/verify/verifier-pool';
import { SIM_VERSION } from '../../src/sim';
import { CatalogueSeed } from './support/catalogue-seed';
import { freshStorage, startTestService, type TestService } from './support/service-harness';

/**
 * A run a later re-verification rejects comes off its level's clear count (a clear is one per
 * player and UTC day: it goes only when none of that player's runs that day still verifies), and
 * the level's best time is its verified runs' again.
 */

let service: TestService;
let seed: CatalogueSeed;
let verifier: VerifierPool;

beforeAll(async () => {
  const storage = await freshStorage();
  service = await startTestService({ storage });
  seed = CatalogueSeed.open(storage);
  verifier = new VerifierPool({ threads: 1 });
});

afterAll(async () => {
  await verifier.close();
  await seed.close();
  await service.close();
});

async function listed(hash: string) {
  const page = (await (await service.get('/api/levels?limit=50')).json()) as {
    levels: { hash: string; clears: number; bestTimeTicks: number | null; clearRate: unknown }[];
  };
  const row = page.levels.find((level) => level.hash === hash);
  if (row === undefined) throw new Error(`${hash} is not listed`);
  return { clears: row.clears, bestTimeTicks: row.bestTimeTicks };
}

/** The id of the run of `hash` with time `ticks`. */
async function runId(hash: string, ticks: number): Promise<string> {
  const row = await seed.handle.db
    .selectFrom('runs')
    .select('id')
    .where('level_key', '=', `hash:${hash}`)
    .where('time_ticks', '=', ticks)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks a run rejected as reverify's write does, then takes it off the count. */
async function reject(hash: string, ticks: number): Promise<boolean> {
  const id = await runId(hash, ticks);
  await seed.handle.db
    .updateTable('runs')
    .set({ status: 'rejected' })
    .where('id', '=', id)
    .execute();
  return seed.store.runRejected(id);
}

describe('a rejected run and the clear count', () => {
  it("takes a clear off only once none of that player's runs that day verifies; the best time follows", async () => {
    const hash = await seed.level({
      name: 'Rejected Halls',
      maker: 'Daedalus',
      width: 9,
      height: 9,
      publishedAt: '2026-06-01T00:00:00.000Z',
    });
    const [theseus, icarus] = [await seed.player('theseus'), await seed.player('icarus')];
    await seed.run(hash, theseus, 300, '2026-06-09T10:00:00.000Z');
    await seed.run(hash, theseus, 250, '2026-06-09T11:00:00.000Z');
    await seed.run(hash, icarus, 280, '2026-06-09T12:00:00.000Z');
    expect(await listed(hash)).toEqual({ clears: 2, bestTimeTicks: 250 });

    // Theseus's other run that day still verifies: the clear stays, the best time is Icarus's.
    expect(await reject(hash, 250)).toBe(false);
    expect(await listed(hash)).toEqual({ clears: 2, bestTimeTicks: 280 });
    expect(await reject(hash, 300)).toBe(true);
    expect(await listed(hash)).toEqual({ clears: 1, bestTimeTicks: 280 });
    // Again: nothing more comes off.
    expect(await seed.store.runRejected(await runId(hash, 300))).toBe(false);
    expect(await listed(hash)).toEqual({ clears: 1, bestTimeTicks: 280 });
  });

  it('`reverify` takes the run it rejects off the count', async () => {
    const hash = await seed.level({
      name: 'Reverified Halls',
      maker: 'Daedalus',
      width: 9,
      height: 9,
      publishedAt: '2026-06-01T00:00:00.000Z',
    });
    await seed.run(hash, await seed.player('ariadne'), 270, '2026-06-09T10:00:00.000Z');
    expect(await listed(hash)).toEqual({ clears: 1, bestTimeTicks: 270 });
    // Of this simulation version, with a replay that does not decode: reverify rejects it.
    await seed.handle.db
      .updateTable('runs')
      .set({ sim_version: SIM_VERSION })
      .where('level_key', '=', `hash:${hash}`)
      .execute();
    const summary = await reverify({
      stores: openStores(seed.handle),
      verifier,
      log: () => undefined,
    });
    expect(summary.rejected).toBeGreaterThanOrEqual(1);
    expect(await listed(hash)).toEqual({ clears: 0, bestTimeTicks: null });
  });
});
