import { request } from 'node:http';

/** What a spec sends the service from Node: a method, headers, and a JSON body when given. */
export interface ServiceRequest {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A player key or an operator code, sent as `Authorization: Bearer …`. */
  readonly bearer?: string;
  /** Sent as JSON, with its content type. */
  readonly body?: unknown;
}

/** The service's answer, read whole. */
export interface ServiceAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly text: string;
  /** The body parsed as JSON. */
  json(): unknown;
}

/**
 * One request from a spec's own process to the service, on a connection of its own that is
 * closed after the answer (`agent: false`). A spec waits seconds between its requests (for the
 * page, for an operator command); a kept-alive connection that the service closes for idleness
 * just as the next request is written on it fails with "other side closed". Node's fetch keeps
 * connections alive and may reuse an idle one even for a request that says `connection: close`,
 * so every Node-side request of the e2e specs goes through this one function instead.
 */
export function serviceRequest(url: string, options: ServiceRequest = {}): Promise<ServiceAnswer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { connection: 'close' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.bearer !== undefined) headers.authorization = `Bearer ${options.bearer}`;
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, agent: false },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            text,
            json: () => JSON.parse(text) as unknown,
          });
        });
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
