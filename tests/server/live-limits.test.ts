/**
 * The live limits per address bucket at their documented defaults (32 sockets, 4 live runs),
 * just under and just over, and an idle socket closed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient, liveUrl } from './support/live-client';
import { startTestService, type TestService } from './support/service-harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ env: { LEADERBOARD_LIVE_IDLE_MS: '2000' } });
});
afterAll(async () => {
  await service.close();
});

async function hello(client: LiveClient): Promise<Record<string, unknown> | number> {
  const key = await service.keyOf('Theseus');
  const token = await service.token({ id: 'first-steps' });
  await client.send({ type: 'hello', key, token, levelKey: 'level:first-steps' });
  return Promise.race([client.next(), client.closed.then((closed) => closed.code)]);
}

describe('live limits per address bucket', () => {
  it('takes 4 live runs from one address and closes the fifth with 4429', async () => {
    const runners = Array.from(
      { length: 5 },
      () => new LiveClient(liveUrl(service.url, '/api/live/run')),
    );
    const answers = [];
    for (const runner of runners) answers.push(await hello(runner));
    expect(answers.slice(0, 4).every((a) => typeof a === 'object' && a.type === 'welcome')).toBe(
      true,
    );
    expect(answers[4]).toBe(4429);
    for (const runner of runners) runner.close();
    await Promise.all(runners.map((runner) => runner.closed));
  });

  it('holds 32 sockets from one address and closes the 33rd with 4429', async () => {
    const sockets = Array.from(
      { length: 32 },
      () => new LiveClient(liveUrl(service.url, '/api/live/run')),
    );
    await Promise.all(sockets.map((socket) => socket.settled()));
    const over = new LiveClient(liveUrl(service.url, '/api/live/run'));
    expect((await over.closed).code).toBe(4429);
    // The 32 are closed for idling (LEADERBOARD_LIVE_IDLE_MS 2000 here): 4408, and none for the limit.
    const closes = await Promise.all(sockets.map((socket) => socket.closed));
    expect(closes.every((closed) => closed.code === 4408)).toBe(true);
    const after = new LiveClient(liveUrl(service.url, '/api/live/run'));
    expect((await after.closed).code).toBe(4408);
  });
});
