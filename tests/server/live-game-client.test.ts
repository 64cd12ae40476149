/**
 * The game's side of live runs (src/app/live) against a started service over real sockets: the
 * runner streams the golden win of first-steps as it is played, flushed by a timer the test
 * fires; a spectator who follows it ends on the golden run's hash with its splits; a connection
 * lost mid-run resumes where the service's copy stands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveFollower } from '../../src/app/live/live-follower';
import { LiveRunner } from '../../src/app/live/live-runner';
import { ManualTimers } from '../app/global/fake-service';
import { LiveClient, liveUrl } from './support/live-client';
import { livePage } from './support/live-page';
import { fixture, startTestService, type TestService } from './support/service-harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ env: { LEADERBOARD_LIVE_DELAY_MS: '0' } });
});
afterAll(async () => {
  await service.close();
});

const WON = fixture('won-first-steps') as unknown as { inputs: [number, number][] };

describe("the game's live runner and spectator", () => {
  it('stream the golden win, and the spectator ends on its hash with its splits', async () => {
    const key = await service.keyOf('Theseus');
    const token = await service.token({ id: 'first-steps' });
    service.now += 10_000;
    const page = livePage(() => service.url);
    const clock = new ManualTimers();
    const runner = new LiveRunner({ connect: page.connect, timer: clock.timer });
    const inputs = WON.inputs.flatMap(([ticks, input]) => Array<number>(ticks).fill(input));
    for (const input of inputs.slice(0, 40)) runner.tick(input);
    runner.begin({ token, key, levelKey: 'level:first-steps' });
    await page.heardCount(2); // welcome, then the ack of the 40 ticks played before it
    const follower = new LiveFollower();
    const watcher = new LiveClient(liveUrl(service.url, `/api/live/watch/${runner.liveId ?? ''}`));
    follower.receive(JSON.stringify(await watcher.next())); // its catch-up: it watches
    for (const input of inputs.slice(40, 60)) runner.tick(input);
    clock.fire();
    for (const input of inputs.slice(60)) runner.tick(input);
    runner.end();
    await page.heardCount(3); // the ack of the batch that wins (tick 78)
    for (;;) {
      const frame = await watcher.next();
      follower.receive(JSON.stringify(frame));
      if (frame.type === 'ended') break;
    }
    expect(follower.state).toBe('ended');
    expect(follower.run?.tick).toBe(78);
    expect(follower.hash).toBe('5c60b71d');
    expect(follower.splits).toEqual([{ tick: 78, event: 'exit' }]);
  });

  it('resumes a lost connection from the tick the service stands at', async () => {
    const key = await service.keyOf('Theseus');
    const token = await service.token({ id: 'first-steps' });
    service.now += 10_000;
    const page = livePage(() => service.url);
    const clock = new ManualTimers();
    const runner = new LiveRunner({ connect: page.connect, timer: clock.timer });
    runner.begin({ token, key, levelKey: 'level:first-steps' });
    await page.heardCount(1);
    for (let i = 0; i < 40; i++) runner.tick(2);
    clock.fire();
    await page.heardCount(2); // two seconds of ticks: acknowledged
    page.sockets[0]?.terminate();
    for (let i = 0; i < 40; i++) runner.tick(4);
    await new Promise<void>((resolve) => {
      page.sockets[0]?.once('close', () => {
        resolve();
      });
    });
    clock.fire(); // the reconnect
    await page.heardCount(4);
    expect(page.heard.slice(2).map((text) => JSON.parse(text) as unknown)).toEqual([
      { type: 'welcome', liveId: runner.liveId, tick: 40, resumeWithinMs: 30_000 },
      { type: 'ack', tick: 80 },
    ]);
    runner.stop();
  });
});
