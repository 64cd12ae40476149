import { request } from 'node:http';

/** What a tolerant post got: the status (0 when no answer came), and when it was answered. */
export interface TolerantAnswer {
  readonly status: number;
  /** The answer's body, or the error that came instead of an answer. */
  readonly text: string;
}

/**
 * POSTs `body` to `base + path` and reads the answer even when the service answers before it has
 * read the body (a 413 or 401 to a large body, after which it closes the connection): the answer
 * is read on 'response', and the EPIPE or ECONNRESET of the rest of the upload is ignored. A
 * `fetch` fails such a request ("fetch failed") and loses the answer. Status 0 when the connection
 * failed before any answer came.
 */
export function tolerantPost(
  base: string,
  path: string,
  body: string,
  headers: Readonly<Record<string, string>>,
): Promise<TolerantAnswer> {
  return new Promise((resolve) => {
    let answered = false;
    const outgoing = request(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      agent: false,
    });
    outgoing.on('response', (incoming) => {
      answered = true;
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
      });
      const done = () => {
        resolve({ status: incoming.statusCode ?? 0, text: Buffer.concat(chunks).toString() });
      };
      incoming.on('end', done);
      incoming.on('error', done);
      incoming.on('close', done);
    });
    outgoing.on('error', (error) => {
      // After an answer, the rest of the upload may meet a closed connection: that is expected.
      if (!answered) resolve({ status: 0, text: error.message });
    });
    outgoing.end(body);
  });
}
