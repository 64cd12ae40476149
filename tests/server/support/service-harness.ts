import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
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
  start(level: unknown): Promise<Response>;
  /** A start token for `level`, issued at the current clock. */
  token(level: unknown): Promise<string>;
  post(body: unknown): Promise<Response>;
  /** Posts a replay with a fresh token issued long enough before. */
  postWon(replay: unknown, level?: unknown): Promise<Response>;
  get(path: string): Promise<Response>;
  close(): Promise<void>;
}

/** Starts a service on a free port with fresh storage; `env` adds LEADERBOARD_* settings. */
export async function startTestService(
  options: {
    env?: Record<string, string>;
    workerFile?: string;
    storage?: Awaited<ReturnType<typeof freshStorage>>;
  } = {},
): Promise<TestService> {
  const storage = options.storage ?? (await freshStorage());
  const env: NodeJS.ProcessEnv = {
    LEADERBOARD_STARTS_PER_MINUTE: '100000',
    LEADERBOARD_POSTS_PER_MINUTE: '100000',
    LEADERBOARD_VERIFIER_THREADS: '2',
    ...(storage.databaseUrl === undefined ? {} : { DATABASE_URL: storage.databaseUrl }),
    ...options.env,
  };
  const config = readConfig(['--port', '0', '--data', storage.dataDir], env, process.cwd());
  const clock = { now: Date.parse('2026-06-01T12:00:00.000Z') };
  const service: RunningService = await startService(config, {
    now: () => clock.now,
    workerFile: options.workerFile,
  });
  const request = (path: string, init?: RequestInit) => fetch(`${service.url}${path}`, init);
  const postJson = (path: string, body: unknown) =>
    request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const test: TestService = {
    url: service.url,
    config,
    get now() {
      return clock.now;
    },
    set now(value: number) {
      clock.now = value;
    },
    start: (level) => postJson('/api/runs/start', { level }),
    async token(level) {
      const answer = await postJson('/api/runs/start', { level });
      if (answer.status !== 200)
        throw new Error(`start answered ${answer.status}: ${await answer.text()}`);
      return ((await answer.json()) as { token: string }).token;
    },
    post: (body) => postJson('/api/runs', body),
    async postWon(replay, level) {
      const ref = level ?? (replay as { level: unknown }).level;
      const token = await test.token(ref);
      // Every replay here lasts under 2 hours of game time; the clock moves past it.
      clock.now += 2 * 60 * 60 * 1000;
      return test.post({ token, replay });
    },
    get: (path) => request(path),
    async close() {
      await service.close();
      await storage.drop();
    },
  };
  return test;
}
