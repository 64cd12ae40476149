import { request, type Agent } from 'node:http';

/** What came back on a kept-alive socket: the status, its Connection header, and socket reuse. */
export interface Sent {
  readonly status: number;
  readonly connection: string | undefined;
  readonly reusedSocket: boolean;
}

/**
 * Sends `bytes` bytes of body (a GET without one) to `url` through `agent` (one kept-alive
 * socket), with `headers` beside the body's: what came back, read to its end.
 */
export function sendOn(
  agent: Agent,
  url: string,
  bytes: number,
  headers: Record<string, string> = {},
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method: bytes === 0 ? 'GET' : 'POST',
      agent,
      headers:
        bytes === 0
          ? {}
          : { 'content-type': 'application/json', 'content-length': String(bytes), ...headers },
    });
    outgoing.on('response', (incoming) => {
      incoming.resume();
      incoming.on('end', () => {
        resolve({
          status: incoming.statusCode ?? 0,
          connection: incoming.headers.connection,
          reusedSocket: outgoing.reusedSocket,
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(bytes === 0 ? undefined : Buffer.alloc(bytes, 0x20));
  });
}
