/**
 * An instance killed mid-run (kill -9, a child process) loses no acknowledged run: the game's
 * LiveRunner, whose socket the killed instance acknowledged, streams the run again from tick 0
 * on the instance that took over (its resume is unknown there), and the game's client posts the
 * full replay at the run's end (the golden win of first-steps) to that live instance, which stores and verifies it. SQLite, and
 * PostgreSQL with LEADERBOARD_TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GlobalClient } from '../../src/app/global/global-client';
import { LiveRunner } from '../../src/app/live/live-runner';
import { claimOn, tokenFrom } from './cluster/cluster-support';
import { startChildService, type ChildService } from './support/child-service';
import { livePage } from './support/live-page';
import { ManualTimers } from '../app/global/fake-service';
import { fixture, freshStorage } from './support/service-harness';

type Storage = Awaited<ReturnType<typeof freshStorage>>;
let storage: Storage;
const instances: ChildService[] = [];

/** An instance on the test's storage, as `npm run server` starts it. */
async function startInstance(): Promise<ChildService> {
  const instance = await startChildService(['--data', storage.dataDir], {
    DATABASE_URL: storage.databaseUrl ?? '',
    LEADERBOARD_UNSAFE_TOKEN_BACKDATE_S: '3600',
    LEADERBOARD_LIVE_DELAY_MS: '0',
    LEADERBOARD_VERIFIER_THREADS: '1',
  });
  instances.push(instance);
  return instance;
}

beforeAll(async () => {
  storage = await freshStorage();
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await storage.drop();
});

const WON = fixture('won-first-steps') as unknown as { inputs: [number, number][] };
const INPUTS = WON.inputs.flatMap(([ticks, input]) => Array<number>(ticks).fill(input));

describe('an instance killed mid-run', () => {
  it('loses no acknowledged run: streamed again on the next instance, posted there and verified', async () => {
    const first = await startInstance();
    let serving = first.url;
    const key = await claimOn(first.url, '203.0.113.7', 'Theseus');
    const token = await tokenFrom(first.url, '203.0.113.7', { id: 'first-steps' }, key);
    const page = livePage(() => serving);
    const clock = new ManualTimers();
    const runner = new LiveRunner({ connect: page.connect, timer: clock.timer });
    runner.begin({ token, key, levelKey: 'level:first-steps' });
    for (const input of INPUTS.slice(0, 40)) runner.tick(input);
    await page.until(
      () => page.framesOf[0]?.some((f) => f.type === 'ack' && f.tick === 40) ?? false,
    );

    first.child.kill('SIGKILL');
    await page.until(() => page.closes.length === 1);
    expect(page.closes[0]).toBe(1006); // no close frame: the process is gone
    const second = await startInstance();
    serving = second.url;
    for (const input of INPUTS.slice(40, 60)) runner.tick(input);
    clock.fire(); // the reopening, with the resume the second instance does not know
    await page.until(() => page.closes.length === 2);
    expect(page.closes[1]).toBe(4404);
    expect(page.framesOf).toHaveLength(3); // opened afresh at once, with no resume
    await page.until(() => page.framesOf[2]?.some((f) => f.type === 'ack') ?? false);
    expect(page.framesOf[2]?.slice(0, 2)).toEqual([
      expect.objectContaining({ type: 'welcome', tick: 0 }),
      { type: 'ack', tick: 60 },
    ]);
    for (const input of INPUTS.slice(60)) runner.tick(input);
    runner.end();
    await page.until(() => page.closes.length === 3);
    expect(page.framesOf[2]?.at(-1)).toEqual({ type: 'ack', tick: 78 });
    expect(page.closes[2]).toBe(1000);

    const client = new GlobalClient({ fetch: (url, init) => fetch(url, init), base: second.url });
    // The game's replay of the run: the golden win, recorded now.
    const replay = JSON.stringify({
      ...fixture('won-first-steps'),
      recordedAt: new Date().toISOString(),
    });
    const posted = await client.post(token, replay, key);
    expect(posted).toEqual(
      expect.objectContaining({
        kind: 'ranked',
        rank: 1,
        levelKey: 'level:first-steps',
        created: true,
      }),
    );
    const board = await fetch(`${second.url}/api/boards/level:first-steps`);
    const rows = ((await board.json()) as { runs: { player: string; timeTicks: number }[] }).runs;
    expect(rows).toEqual([expect.objectContaining({ player: 'Theseus', timeTicks: 78 })]);
  }, 180_000); // two services started in child processes (each compiled by tsx first)
});
