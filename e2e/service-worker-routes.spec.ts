import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { expect, test } from './support/fixtures';

// The built service worker's routes, in plain Node (the guarded fixture's page stays unused):
// dist/sw.js runs in a `node:vm` context with a minimal `self`, `caches` and `fetch`, and gets
// fetch events as a browser would send them. Nothing under /api may ever be answered by the
// worker (docs/deployment.md: "The worker never answers /api/ and caches none of its answers"):
// a board read from a cache would show a player a board without their run, and a cached post
// would never reach the service. The game's own files and a navigation to / are answered from
// the precache, so the check sees the worker's routes working at all.

const ORIGIN = 'https://game.example';

/** A navigation (Node's Request refuses to be built with mode 'navigate'). */
class NavigationRequest extends Request {
  override get mode(): RequestMode {
    return 'navigate';
  }
}

/** A worker's Request: like a browser's, it reads a relative URL against the worker's own. */
class WorkerRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, `${ORIGIN}/sw.js`).href : input, init);
  }
}

/** A fetch event as the browser sends it: it records the worker's answer, if any. */
class WorkerFetchEvent {
  readonly type = 'fetch';
  answered: Promise<Response> | null = null;

  constructor(readonly request: Request) {}

  respondWith(response: Response | Promise<Response>): void {
    this.answered = Promise.resolve(response);
  }

  waitUntil(promise: Promise<unknown>): void {
    promise.catch(() => undefined);
  }
}

/** What the fake browser saw the worker do. */
interface WorkerRecord {
  /** Cache reads: the URL of each request looked up. */
  readonly cacheReads: string[];
  /** Cache writes of any kind (put, add, delete of an entry). */
  readonly cacheWrites: string[];
  /** Requests the worker itself sent to the network. */
  readonly fetched: string[];
}

/** Loads the built worker in a fresh context: its fetch listeners and what it did. */
function loadWorker() {
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  const record: WorkerRecord = { cacheReads: [], cacheWrites: [], fetched: [] };
  const urlOf = (request: RequestInfo | URL) =>
    request instanceof Request ? request.url : String(request);
  const cache = {
    match: (request: RequestInfo | URL) => {
      record.cacheReads.push(urlOf(request));
      return Promise.resolve(new Response(`cached ${urlOf(request)}`));
    },
    put: (request: RequestInfo | URL) => {
      record.cacheWrites.push(urlOf(request));
      return Promise.resolve();
    },
    add: (request: RequestInfo | URL) => {
      record.cacheWrites.push(urlOf(request));
      return Promise.resolve();
    },
    delete: (request: RequestInfo | URL) => {
      record.cacheWrites.push(urlOf(request));
      return Promise.resolve(true);
    },
    keys: () => Promise.resolve([]),
  };
  const scope: Record<string, unknown> = {
    location: new URL(`${ORIGIN}/sw.js`),
    registration: { scope: `${ORIGIN}/` },
    caches: {
      open: () => Promise.resolve(cache),
      match: cache.match,
      has: () => Promise.resolve(true),
      keys: () => Promise.resolve([]),
      delete: () => Promise.resolve(true),
    },
    clients: { claim: () => Promise.resolve() },
    skipWaiting: () => Promise.resolve(),
    fetch: (request: RequestInfo | URL) => {
      record.fetched.push(urlOf(request));
      return Promise.resolve(new Response('from the network'));
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    FetchEvent: WorkerFetchEvent,
    URL,
    Request: WorkerRequest,
    Response,
    Headers,
    console,
    setTimeout,
    clearTimeout,
  };
  scope.self = scope;
  const file = fileURLToPath(new URL('../dist/sw.js', import.meta.url));
  vm.runInNewContext(readFileSync(file, 'utf8'), scope, { filename: 'sw.js' });

  /** Sends a fetch event: the response the worker answered with, or null when it let it pass. */
  const dispatch = (request: Request): { answered: Promise<Response> | null } => {
    const event = new WorkerFetchEvent(request);
    for (const listener of listeners.get('fetch') ?? []) listener(event);
    return { answered: event.answered };
  };
  return { dispatch, record, listening: listeners.get('fetch')?.length ?? 0 };
}

/** Requests to the service the game and the admin console send, and a tab opening one. */
function serviceRequests(): Request[] {
  const json = { 'content-type': 'application/json' };
  const level = 'a'.repeat(64);
  return [
    new Request(`${ORIGIN}/api/boards/level:first-steps?limit=50&offset=0`),
    new Request(`${ORIGIN}/api/boards/hash:${level}`),
    new Request(`${ORIGIN}/api/runs/start`, { method: 'POST', headers: json, body: '{}' }),
    new Request(`${ORIGIN}/api/runs`, { method: 'POST', headers: json, body: '{}' }),
    new Request(`${ORIGIN}/api/runs/some-run-id`),
    new Request(`${ORIGIN}/api/replays/${level}`),
    new Request(`${ORIGIN}/api/levels?sort=top&limit=20`),
    new Request(`${ORIGIN}/api/levels/today`),
    new Request(`${ORIGIN}/api/levels/${level}`),
    new Request(`${ORIGIN}/api/levels`, { method: 'POST', headers: json, body: '{}' }),
    new Request(`${ORIGIN}/api/levels/${level}/rating`, {
      method: 'PUT',
      headers: json,
      body: '{}',
    }),
    new Request(`${ORIGIN}/api/players`, { method: 'POST', headers: json, body: '{}' }),
    new Request(`${ORIGIN}/api/players/Theseus`),
    new Request(`${ORIGIN}/api/player`, { headers: { authorization: 'Bearer k' } }),
    new Request(`${ORIGIN}/api/reports`, { method: 'POST', headers: json, body: '{}' }),
    new Request(`${ORIGIN}/api/admin/reports`),
    new Request(`${ORIGIN}/api/admin/audit?limit=50`),
    new Request(`${ORIGIN}/api/admin/actions`, { method: 'POST', headers: json, body: '{}' }),
    new Request(`${ORIGIN}/api/health`),
    new Request(`${ORIGIN}/api/openapi.json`),
    new NavigationRequest(`${ORIGIN}/api/openapi.json`),
    new NavigationRequest(`${ORIGIN}/api/boards/level:first-steps`),
  ];
}

test.describe('the built service worker', () => {
  test('lets every request to /api go to the network, and caches none of them', async () => {
    const worker = loadWorker();
    expect(worker.listening).toBeGreaterThan(0);
    for (const request of serviceRequests()) {
      const { answered } = worker.dispatch(request);
      expect(answered, `${request.method} ${request.url} (${request.mode})`).toBeNull();
    }
    // Let anything the worker started settle before reading what it did.
    await new Promise<void>((resolve) => {
      setImmediate(resolve);
    });
    expect(worker.record).toEqual({ cacheReads: [], cacheWrites: [], fetched: [] });
  });

  test('answers a navigation to / and its own files from the precache', async () => {
    const worker = loadWorker();
    const cases: [Request, RegExp][] = [
      [new NavigationRequest(`${ORIGIN}/`), /^cached https:\/\/game\.example\/index\.html\b/],
      [
        new NavigationRequest(`${ORIGIN}/?level=x`),
        /^cached https:\/\/game\.example\/index\.html\b/,
      ],
      [new Request(`${ORIGIN}/favicon.svg`), /^cached https:\/\/game\.example\/favicon\.svg\b/],
      [
        new Request(`${ORIGIN}/manifest.webmanifest`),
        /^cached https:\/\/game\.example\/manifest\.webmanifest\b/,
      ],
    ];
    for (const [request, body] of cases) {
      const { answered } = worker.dispatch(request);
      expect(answered, request.url).not.toBeNull();
      expect(await (await (answered ?? Promise.reject(new Error('none')))).text()).toMatch(body);
    }
    expect(worker.record.fetched).toEqual([]);
    expect(worker.record.cacheWrites).toEqual([]);
  });

  test('never answers the operator console, whatever its query or fragment', () => {
    const worker = loadWorker();
    const console = [
      '/admin',
      '/admin.html',
      '/admin?x=1',
      '/admin.html?x',
      '/admin?#y',
      '/admin#z',
    ];
    for (const path of console) {
      const { answered } = worker.dispatch(new NavigationRequest(`${ORIGIN}${path}`));
      expect(answered, path).toBeNull();
    }
    // A page of the game whose name only starts alike is still the game's.
    const { answered } = worker.dispatch(new NavigationRequest(`${ORIGIN}/administration`));
    expect(answered).not.toBeNull();
    expect(worker.record.fetched).toEqual([]);
  });
});
