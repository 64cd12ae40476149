import { request } from 'node:http';
import { ADMIN_URL, freshStorage } from '../support/service-harness';
import { startChildService, type ChildService } from '../support/child-service';

/** One PostgreSQL database and the service instances (child processes) sharing it. */
export interface Cluster {
  readonly instances: readonly ChildService[];
  /** Where they keep their data (for a test that writes to the database as a command would). */
  readonly storage: { readonly dataDir: string; readonly databaseUrl?: string };
  close(): Promise<void>;
}

/**
 * Starts `count` instances at once on one fresh PostgreSQL database, each in its own process on
 * its own port; clients are told apart by X-Forwarded-For, tokens are backdated an hour.
 */
export async function startCluster(
  count: number,
  env: Record<string, string> = {},
): Promise<Cluster> {
  if (ADMIN_URL === undefined) {
    throw new Error('the cluster tests need PostgreSQL: run them with npm run test:server:pg');
  }
  const storage = await freshStorage();
  const instances = await Promise.all(
    Array.from({ length: count }, () =>
      startChildService(['--data', storage.dataDir], {
        DATABASE_URL: storage.databaseUrl ?? '',
        LEADERBOARD_UNSAFE_TOKEN_BACKDATE_S: '3600',
        LEADERBOARD_TRUST_PROXY: '1',
        LEADERBOARD_VERIFIER_THREADS: '1',
        ...env,
      }),
    ),
  );
  return {
    instances,
    storage,
    async close() {
      await Promise.all(instances.map((instance) => instance.stop()));
      await storage.drop();
    },
  };
}

/** What a cluster test sends an instance: a method, headers and a text body. */
export interface InstanceRequest {
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

/** Statuses whose answer has no body (a `Response` refuses one). */
const NO_BODY = new Set([204, 205, 304]);

/**
 * One request to an instance on a connection of its own, closed after the answer (`agent:
 * false`), read whole into a `Response`. Node's fetch keeps connections alive, and on a loaded
 * machine it can write a request on one the instance has just closed for idleness: "fetch
 * failed, other side closed" (seen in the 8-client test on Node 26, load average 12). Every
 * request of the cluster tests goes through here instead.
 */
export function instanceFetch(url: string, init: InstanceRequest = {}): Promise<Response> {
  const headers = { ...init.headers, connection: 'close' };
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: init.method ?? 'GET', headers, agent: false }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => {
        const status = answer.statusCode ?? 0;
        const read = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
          for (const one of Array.isArray(value) ? value : [value ?? '']) read.append(name, one);
        }
        const body = NO_BODY.has(status) ? null : Buffer.concat(chunks);
        resolve(new Response(body, { status, headers: read }));
      });
    });
    sent.on('error', reject);
    sent.end(init.body);
  });
}

/**
 * POSTs `body` as JSON to `url` as the client at `address` (one proxy in front appended it to
 * X-Forwarded-For), with a player's `key` when given.
 */
export function postAs(
  url: string,
  address: string,
  body: unknown,
  key?: string,
): Promise<Response> {
  return instanceFetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(key === undefined ? {} : { authorization: `Bearer ${key}` }),
    },
    body: JSON.stringify(body),
  });
}

/** Claims `name` on `url` as the client at `address`: its key. */
export async function claimOn(url: string, address: string, name: string): Promise<string> {
  const answer = await postAs(`${url}/api/players`, address, { name });
  if (answer.status !== 201) {
    throw new Error(`claiming ${name} answered ${answer.status}: ${await answer.text()}`);
  }
  return ((await answer.json()) as { key: string }).key;
}

/** A start token from `url` for `level`, as the client at `address`, bound to `key`. */
export async function tokenFrom(
  url: string,
  address: string,
  level: unknown,
  key: string,
): Promise<string> {
  const answer = await postAs(`${url}/api/runs/start`, address, { level }, key);
  if (answer.status !== 200)
    throw new Error(`start answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
}

/** Every row of a board, read 100 at a time from `url`. */
export async function wholeBoard<Row>(url: string, levelKey: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (;;) {
    const answer = await instanceFetch(
      `${url}/api/boards/${levelKey}?limit=100&offset=${rows.length}`,
    );
    if (answer.status !== 200)
      throw new Error(`board answered ${answer.status}: ${await answer.text()}`);
    const page = ((await answer.json()) as { runs: Row[] }).runs;
    rows.push(...page);
    if (page.length < 100) return rows;
  }
}
