/**
 * A refusal answered before its body is read (401 for a key no player holds or none on a start,
 * 429 past a rate limit, 413 over the body limit) leaves its kept-alive socket usable: the body is read to its
 * end and dropped (up to LINGER_MAX_BYTES), or the answer says `Connection: close`. Never
 * `keep-alive` with the body unread: the next request on that socket was reset.
 */
import { Agent } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { sendOn, type Sent } from './support/kept-alive';
import { startTestService, type TestService } from './support/service-harness';

let service: TestService | undefined;
let agent: Agent | undefined;
afterEach(async () => {
  agent?.destroy();
  await service?.close();
});

/** Sends `bytes` bytes of body (a GET without one) on the one kept-alive socket. */
function send(path: string, bytes: number, headers: Record<string, string> = {}): Promise<Sent> {
  if (agent === undefined || service === undefined) throw new Error('no service open');
  return sendOn(agent, `${service.url}${path}`, bytes, headers);
}

async function open(env: Record<string, string> = {}): Promise<void> {
  service = await startTestService({ env: { LEADERBOARD_VERIFIER_THREADS: '1', ...env } });
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
  expect((await send('/api/health', 0)).status).toBe(200);
}

/** The refusal was kept alive with its body dropped: the next request rides the same socket. */
async function expectSocketUsable(refusal: Sent, status: number): Promise<void> {
  expect([refusal.status, refusal.connection]).toEqual([status, 'keep-alive']);
  const after = await send('/api/health', 0);
  expect([after.status, after.reusedSocket]).toEqual([200, true]);
}

const SIX_HUNDRED_KB = 600 * 1024;

describe('a refusal before the body is read', () => {
  it('401 to a 600 KB post under an unknown key leaves the socket usable', async () => {
    await open();
    for (let i = 0; i < 3; i += 1) {
      const refused = await send('/api/runs', SIX_HUNDRED_KB, {
        authorization: `Bearer mm1_${'a'.repeat(43)}`,
      });
      await expectSocketUsable(refused, 401);
    }
  });

  it('401 to a 600 KB start without a key leaves the socket usable', async () => {
    await open();
    for (let i = 0; i < 3; i += 1) {
      await expectSocketUsable(await send('/api/runs/start', SIX_HUNDRED_KB), 401);
    }
  });

  it('429 to a 600 KB post past the rate limit leaves the socket usable', async () => {
    await open({ LEADERBOARD_POSTS_PER_MINUTE: '1' });
    await send('/api/runs', 10);
    for (let i = 0; i < 3; i += 1) {
      const refused = await send('/api/runs', SIX_HUNDRED_KB);
      await expectSocketUsable(refused, 429);
    }
  });
});
