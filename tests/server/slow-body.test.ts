/**
 * A body dribbled in a byte at a time kept its connection open for minutes. The server now cuts
 * a request off when it has not arrived whole within LEADERBOARD_REQUEST_TIMEOUT_MS (set low
 * here): the connection is answered 408 and closed long before the body could be finished.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_HEADERS_TIMEOUT_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  readConfig,
} from '../../src/server/service-config';
import { startTestService, type TestService } from './support/service-harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({
    env: { LEADERBOARD_REQUEST_TIMEOUT_MS: '1000', LEADERBOARD_HEADERS_TIMEOUT_MS: '500' },
  });
});
afterAll(async () => {
  await service.close();
});

/** Sends a 200-byte body one byte every 100 ms; resolves with what the server said, and how many bytes had gone. */
function dribble(url: string): Promise<{ answer: string; sent: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        'POST /api/players HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 200\r\n\r\n',
      );
      timer = setInterval(() => {
        if (sent >= 200 || socket.destroyed) return;
        socket.write('a');
        sent += 1;
      }, 100);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, sent });
    });
  });
}

describe('a slow body', () => {
  it('is cut off with 408 once the request timeout passes, before it could be sent whole', async () => {
    const { answer, sent } = await dribble(service.url);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // 200 bytes take 20 s at this pace: the 1 s limit (checked every 0.5 s) ends it far sooner.
    expect(sent).toBeLessThan(100);
  });

  it('has the stated defaults: 30 s for a request, 10 s for its headers', () => {
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(DEFAULT_HEADERS_TIMEOUT_MS).toBe(10_000);
    const config = readConfig([], {}, process.cwd());
    expect(config.requestTimeoutMs).toBe(30_000);
    expect(config.headersTimeoutMs).toBe(10_000);
  });
});
