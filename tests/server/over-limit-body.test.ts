/**
 * A body over MAX_BODY_BYTES is refused 413 from its Content-Length, before it is parsed.
 * Closing the connection at once, with the rest of the body still arriving, makes the kernel
 * reset it, and the reset can overtake the 413: the client then sees no answer at all (the
 * bench's hostile clients saw it about once in 150 such posts). A body up to LINGER_MAX_BYTES is
 * read to its end and thrown away instead, so the 413 always arrives and the connection serves
 * the next request; a larger one still has its connection closed.
 */
import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, MAX_MODERATION_BODY_BYTES } from '../../src/api';
import { LINGER_MAX_BYTES } from '../../src/server/http/unread-body';
import { sendOn } from './support/kept-alive';
import { startTestService, type TestService } from './support/service-harness';

let service: TestService;
let agent: Agent;
beforeAll(async () => {
  service = await startTestService();
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
});
afterAll(async () => {
  agent.destroy();
  await service.close();
});

/** Sends `bytes` bytes of body (a GET without one) on the one kept-alive socket. */
const send = (path: string, bytes: number) => sendOn(agent, `${service.url}${path}`, bytes);

describe('a body over the limit', () => {
  it('is answered 413 and read to its end, and its connection serves the next request', async () => {
    expect((await send('/api/health', 0)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      const over = await send('/api/runs', MAX_BODY_BYTES + 1 + i * 1000);
      expect([over.status, over.connection, over.reusedSocket]).toEqual([413, 'keep-alive', true]);
    }
    const after = await send('/api/health', 0);
    expect([after.status, after.reusedSocket]).toEqual([200, true]);
  });

  it('over LINGER_MAX_BYTES, is answered 413 and its connection closed', async () => {
    expect(LINGER_MAX_BYTES).toBeGreaterThan(MAX_BODY_BYTES);
    const far = await send('/api/runs', LINGER_MAX_BYTES + 1);
    expect([far.status, far.connection]).toEqual([413, 'close']);
    const after = await send('/api/health', 0);
    expect([after.status, after.reusedSocket]).toEqual([200, false]);
  });
});

/**
 * Reports and actions take 4 KiB, and are refused by the same path as every other route: a
 * report's 413 once came from a limit of its own that closed nothing and read nothing, so the
 * next request on its kept-alive socket found it reset.
 */
describe('a report over its limit', () => {
  it('is answered 413 and read to its end, and its connection serves the next request', async () => {
    expect(MAX_MODERATION_BODY_BYTES).toBe(4096);
    expect((await send('/api/health', 0)).status).toBe(200);
    for (const bytes of [4097, 1_000_000, LINGER_MAX_BYTES]) {
      const over = await send('/api/reports', bytes);
      expect([bytes, over.status, over.connection, over.reusedSocket]).toEqual([
        bytes,
        413,
        'keep-alive',
        true,
      ]);
      const after = await send('/api/health', 0);
      expect([bytes, after.status, after.reusedSocket]).toEqual([bytes, 200, true]);
    }
  });

  it('of 2 MB, is answered 413 and the next request on the same socket is answered', async () => {
    const twoMegabytes = 2 * 1024 * 1024;
    expect((await send('/api/health', 0)).status).toBe(200);
    const over = await send('/api/reports', twoMegabytes);
    expect([over.status, over.connection, over.reusedSocket]).toEqual([413, 'keep-alive', true]);
    const after = await send('/api/health', 0);
    expect([after.status, after.reusedSocket]).toEqual([200, true]);
  });

  it('over LINGER_MAX_BYTES, is answered 413 with its connection closed, and the next request is answered', async () => {
    const far = await send('/api/reports', LINGER_MAX_BYTES + 1);
    expect([far.status, far.connection]).toEqual([413, 'close']);
    const after = await send('/api/health', 0);
    expect([after.status, after.reusedSocket]).toEqual([200, false]);
  });
});
