import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/store/database/database';
import { reverify } from '../../src/server/runs/reverify';
import { openStores } from '../../src/server/store/service-stores';
import { VerifierPool } from '../../src/server/verify/verifier-pool';
import { recordRun } from '../replay/support/replays';
import { distinctWins } from './support/distinct-runs';
import { freshStorage, startTestService, type TestService } from './support/service-harness';

let service: TestService;
let handle: DatabaseHandle;
let verifier: VerifierPool;
beforeAll(async () => {
  const storage = await freshStorage();
  service = await startTestService({ storage });
  handle = openDatabase(storage);
  verifier = new VerifierPool({ threads: 1 });
});
afterAll(async () => {
  await verifier.close();
  await handle.db.destroy();
  await service.close();
});

async function players(query = ''): Promise<string[]> {
  const answer = await service.get(`/api/boards/level:red-key${query}`);
  return ((await answer.json()) as { runs: { player: string }[] }).runs.map((run) => run.player);
}

describe('reverify', () => {
  it('keeps runs that still verify, marks disagreeing ones rejected, and lists older simVersions apart', async () => {
    const runs = distinctWins('red-key', 3);
    for (const [i, player] of ['Kept', 'Older', 'Wrong'].entries()) {
      expect((await service.postWon({ ...runs[i], player })).status).toBe(201);
    }
    // As if 'Older' had been recorded under simulation version 0, and 'Wrong' stored a time the
    // simulation does not give (what a rules change does to a stored run).
    await handle.db
      .updateTable('runs')
      .set({ sim_version: 0 })
      .where('player', '=', 'Older')
      .execute();
    await handle.db
      .updateTable('runs')
      .set({ time_ticks: 100 })
      .where('player', '=', 'Wrong')
      .execute();
    // Each player's row of the board (migration 0017) as the service would have written it.
    const ids = (player: string) =>
      handle.db.selectFrom('runs').select('id').where('player', '=', player);
    await handle.db
      .updateTable('board_bests')
      .set({ sim_version: 0 })
      .where('run_id', 'in', ids('Older'))
      .execute();
    await handle.db
      .updateTable('board_bests')
      .set({ time_ticks: 100 })
      .where('run_id', 'in', ids('Wrong'))
      .execute();
    const lines: string[] = [];
    const summary = await reverify({
      stores: openStores(handle),
      verifier,
      log: (line) => lines.push(line),
    });
    expect(summary).toEqual({ checked: 2, stillVerified: 1, rejected: 1, olderVersions: { 0: 1 } });
    expect(lines).toEqual([
      expect.stringMatching(/\(level:red-key, Wrong\) no longer verifies: marked rejected$/),
    ]);
    expect(await players()).toEqual(['Kept']);
    expect(await players('?simVersion=0')).toEqual(['Older']);
    const rows = await handle.db
      .selectFrom('runs')
      .select(['player', 'status'])
      .orderBy('player')
      .execute();
    expect(rows).toEqual([
      { player: 'Kept', status: 'verified' },
      { player: 'Older', status: 'verified' },
      { player: 'Wrong', status: 'rejected' },
    ]);
  });
});

describe('reverify of attempts', () => {
  it('keeps an attempt that re-simulates to its end and length, and rejects one that does not', async () => {
    for (const [player, ticks] of [
      ['Quitter', 50],
      ['Changed', 60],
    ] as const) {
      const { replay } = recordRun({
        ref: { id: 'red-key' },
        inputs: new Array<number>(ticks).fill(0),
        player,
      });
      expect((await service.postWon(replay)).status).toBe(201);
    }
    // As if the rules had changed how long 'Changed' lasted.
    await handle.db
      .updateTable('runs')
      .set({ time_ticks: 99 })
      .where('player', '=', 'Changed')
      .execute();
    const lines: string[] = [];
    await reverify({ stores: openStores(handle), verifier, log: (line) => lines.push(line) });
    expect(lines.filter((line) => /Quitter|Changed/.test(line))).toEqual([
      expect.stringMatching(/\(level:red-key, Changed\) no longer verifies: marked rejected$/),
    ]);
    const rows = await handle.db
      .selectFrom('runs')
      .select(['player', 'status', 'outcome'])
      .where('player', 'in', ['Quitter', 'Changed'])
      .orderBy('player')
      .execute();
    expect(rows).toEqual([
      { player: 'Changed', status: 'rejected', outcome: 'playing' },
      { player: 'Quitter', status: 'verified', outcome: 'playing' },
    ]);
    expect(await players()).toEqual(['Kept']);
  });
});
