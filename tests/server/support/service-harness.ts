import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { decodeLevelLink } from '../../../src/replay';
import { readConfig, type ServiceConfig } from '../../../src/server/service-config';
import { startService, type RunningService } from '../../../src/server/start-service';

/**
 * The backend this run of the suite tests: PostgreSQL when LEADERBOARD_TEST_DATABASE_URL names a
 * server (the `test:server:pg` script sets it inside pg_virtualenv), else the embedded SQLite.
 */
export const ADMIN_URL = process.env.LEADERBOARD_TEST_DATABASE_URL;
export const BACKEND: 'sqlite' | 'postgres' = ADMIN_URL === undefined ? 'sqlite' : 'postgres';

/** A golden replay from e2e/fixtures as parsed JSON. */
export function fixture(name: string): Record<string, unknown> & { level: unknown } {
  const url = new URL(`../../../e2e/fixtures/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown> & { level: unknown };
}

/** A golden replay's file text. */
export function fixtureText(name: string): string {
  return readFileSync(new URL(`../../../e2e/fixtures/${name}.json`, import.meta.url), 'utf8');
}

/** A fresh, empty place to keep data: a temp folder, and on PostgreSQL a new database. */
export async function freshStorage(): Promise<{
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leaderboard-test-'));
  if (ADMIN_URL === undefined) {
    return {
      dataDir,
      drop() {
        rmSync(dataDir, { recursive: true, force: true });
        return Promise.resolve();
      },
    };
  }
  const name = `board_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A running service with a clock the test moves, and helpers to talk to it. */
export interface TestService {
  readonly url: string;
  readonly config: ServiceConfig;
  /** The service's clock, in ms; tests move it forward to post "later". */
  now: number;
  /**
   * Asks for a start token for `level` with `key` as its bearer key (null: none); by default the
   * key of `Theseus` (claimed on first use).
   */
  start(level: unknown, key?: string | null): Promise<Response>;
  /**
   * A start token for `level`, issued at the current clock to the key of `player` (a name,
   * claimed on first use; by default `Theseus`), or to `{ key }` itself.
   */
  token(level: unknown, player?: string | { readonly key: string }): Promise<string>;
  /** Claims a name: the answer of POST /api/players. */
  claim(name: string): Promise<Response>;
  /**
   * The key of `name`, claimed on first use. A name the naming rule refuses, or one taken by a
   * confusable name (tests of the replay's own name checks), gets the key of `Theseus`, so the
   * replay's check is what answers.
   */
  keyOf(name: string): Promise<string>;
  /**
   * Posts a run. `key` is sent as its bearer key (null: none); by default the key of the
   * replay's player (claimed on first use), or of `Theseus` when the replay has no readable one.
   */
  post(body: unknown, key?: string | null): Promise<Response>;
  /**
   * Posts a replay with a fresh token issued long enough before, to the key it is posted with
   * (with no key, `Theseus`'s token); a replay given as an object is stamped as recorded a minute
   * after its token (inside the window the service allows). A start refused (a banned key's
   * 403) is the answer: there is no token to post with.
   */
  postWon(replay: unknown, options?: { level?: unknown; key?: string | null }): Promise<Response>;
  /** Publishes a level link with `key` (null: none); by default its proof's player's key. */
  publish(link: string, key?: string | null): Promise<Response>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** The player a replay (object or JSON text) names, if it can be read. */
function playerOf(replay: unknown): string | undefined {
  let value = replay;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  }
  const player = (value as { player?: unknown } | null)?.player;
  return typeof player === 'string' ? player : undefined;
}

/** Starts a service on a free port with fresh storage; `env` adds LEADERBOARD_* settings. */
export async function startTestService(
  options: {
    env?: Record<string, string>;
    workerFile?: string;
    storage?: Awaited<ReturnType<typeof freshStorage>>;
    /** False: the service's own timer never advances the cups (the test advances them). */
    cups?: boolean;
  } = {},
): Promise<TestService> {
  const storage = options.storage ?? (await freshStorage());
  const env: NodeJS.ProcessEnv = {
    LEADERBOARD_STARTS_PER_MINUTE: '100000',
    LEADERBOARD_POSTS_PER_MINUTE: '100000',
    LEADERBOARD_CLAIMS_PER_MINUTE: '100000',
    LEADERBOARD_CLAIMS_PER_DAY: '100000',
    LEADERBOARD_VERIFIER_THREADS: '2',
    // No recurring events unless a test sets a schedule: its events would change every list.
    LEADERBOARD_EVENT_SCHEDULE: 'off',
    ...(storage.databaseUrl === undefined ? {} : { DATABASE_URL: storage.databaseUrl }),
    ...options.env,
  };
  const config = readConfig(['--port', '0', '--data', storage.dataDir], env, process.cwd());
  const clock = { now: Date.parse('2026-06-01T12:00:00.000Z') };
  const service: RunningService = await startService(config, {
    now: () => clock.now,
    workerFile: options.workerFile,
    ...(options.cups === undefined ? {} : { cups: options.cups }),
  });
  const request = (path: string, init?: RequestInit) => fetch(`${service.url}${path}`, init);
  const postJson = (path: string, body: unknown, key?: string) =>
    request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(key === undefined ? {} : { authorization: `Bearer ${key}` }),
      },
      body: JSON.stringify(body),
    });
  const keys = new Map<string, Promise<string>>();
  const claimKey = async (name: string): Promise<string> => {
    const answer = await test.claim(name);
    if ((answer.status === 422 || answer.status === 409) && name !== 'Theseus') {
      return test.keyOf('Theseus');
    }
    if (answer.status !== 201) {
      throw new Error(`claiming ${name} answered ${answer.status}: ${await answer.text()}`);
    }
    return ((await answer.json()) as { key: string }).key;
  };
  const keyFor = async (key: string | null | undefined, player: string | undefined) =>
    key === null ? undefined : (key ?? (await test.keyOf(player ?? 'Theseus')));
  const test: TestService = {
    url: service.url,
    config,
    get now() {
      return clock.now;
    },
    set now(value: number) {
      clock.now = value;
    },
    async start(level, key) {
      const sent = key === undefined ? await test.keyOf('Theseus') : (key ?? undefined);
      return postJson('/api/runs/start', { level }, sent);
    },
    async token(level, player = 'Theseus') {
      const key = typeof player === 'string' ? await test.keyOf(player) : player.key;
      const answer = await test.start(level, key);
      if (answer.status !== 200)
        throw new Error(`start answered ${answer.status}: ${await answer.text()}`);
      return ((await answer.json()) as { token: string }).token;
    },
    claim: (name) => postJson('/api/players', { name }),
    keyOf(name) {
      // One claim per name, even when posts under it race.
      let key = keys.get(name);
      if (key === undefined) {
        key = claimKey(name);
        keys.set(name, key);
      }
      return key;
    },
    async post(body, key) {
      const player = playerOf((body as { replay?: unknown } | null)?.replay);
      return postJson('/api/runs', body, await keyFor(key, player));
    },
    async postWon(replay, options = {}) {
      const ref = options.level ?? (replay as { level: unknown }).level;
      const issuedAt = clock.now;
      const player = playerOf(replay);
      const key = await keyFor(options.key, player);
      const started = await test.start(ref, key ?? (await test.keyOf('Theseus')));
      if (started.status !== 200) return started;
      const { token } = (await started.json()) as { token: string };
      // Every replay here lasts under 2 hours of game time; the clock moves past it.
      clock.now += 2 * 60 * 60 * 1000;
      const stamped =
        typeof replay === 'object' && replay !== null
          ? { ...replay, recordedAt: new Date(issuedAt + 60_000).toISOString() }
          : replay;
      return test.post({ token, replay: stamped }, options.key);
    },
    async publish(link, key) {
      let player: string | undefined;
      try {
        player = decodeLevelLink(link).proof.player;
      } catch {
        player = undefined;
      }
      return postJson('/api/levels', { link }, await keyFor(key, player));
    },
    get: (path, headers) => request(path, { headers }),
    async close() {
      await service.close();
      await storage.drop();
    },
  };
  return test;
}
