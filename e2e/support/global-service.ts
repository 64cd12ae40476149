import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { serviceRequest } from './service-request';

/**
 * First port of the leaderboard services the global specs start (`npm run serve`: the build and
 * the API from one process, the same headers as `vite preview`); each test takes its own.
 */
const FIRST_PORT = Number(process.env.E2E_SERVICE_PORT ?? 8930);

/** How long a service may take to listen on a loaded machine (tsx compiles it first). */
const START_MS = 45_000;

/** The game and the real leaderboard service on one origin, with an embedded database. */
export class GameService {
  readonly port: number;
  readonly origin: string;
  readonly dataDir: string;
  /** The build it serves (`--dist`); the repository's dist/ when not given. */
  readonly dist: string | undefined;
  /** Settings of the service's environment for this test (LEADERBOARD_LIVE_DELAY_MS…). */
  readonly env: Readonly<Record<string, string>>;
  #child: ChildProcess | null = null;
  #output = '';

  /**
   * `slot` 0-19 picks the port; the data folder is fresh and is removed by `dispose`. `dist` names
   * another build folder to serve (one a test can deploy a second build into); `env` adds to the
   * service's environment.
   */
  constructor(slot: number, dist?: string, env: Readonly<Record<string, string>> = {}) {
    this.port = FIRST_PORT + slot;
    this.origin = `http://127.0.0.1:${String(this.port)}`;
    this.dataDir = mkdtempSync(join(tmpdir(), 'mythic-maze-global-e2e-'));
    this.dist = dist;
    this.env = env;
  }

  /**
   * Starts `npm run serve` on this port and data folder; resolves once it listens. The running
   * test's budget grows by the time a start is allowed, so a slow start on a loaded machine is
   * never taken from the test's own steps. Outside Playwright's runner (the cross-engine suite,
   * on vitest with its own hook budget) `inPlaywright` is false and no budget is touched.
   */
  async start(inPlaywright = true): Promise<void> {
    if (inPlaywright) test.info().setTimeout(test.info().timeout + START_MS);
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/server/main.ts',
        'site',
        '--port',
        String(this.port),
        '--data',
        this.dataDir,
        ...(this.dist === undefined ? [] : ['--dist', this.dist]),
      ],
      {
        env: {
          ...process.env,
          // Tests only: tokens issued an hour back, so a run can be posted as soon as it is won.
          LEADERBOARD_UNSAFE_TOKEN_BACKDATE_S: '3600',
          LEADERBOARD_VERIFIER_THREADS: '1',
          LEADERBOARD_STARTS_PER_MINUTE: '10000',
          LEADERBOARD_POSTS_PER_MINUTE: '10000',
          // No scheduled events: an open one would put its notice on every posting player's title,
          // depending on the hour the suite runs. A spec that wants events makes its own.
          LEADERBOARD_EVENT_SCHEDULE: 'off',
          ...this.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.#child = child;
    const record = (chunk: Buffer) => {
      this.#output += chunk.toString();
    };
    child.stdout.on('data', record);
    child.stderr.on('data', record);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(
          new Error(`the service did not listen within ${String(START_MS)} ms: ${this.#output}`),
        );
      }, START_MS);
      const listening = () => {
        if (this.#output.includes(` on ${this.origin}`)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', listening);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the service exited (${String(code)}): ${this.#output}`));
      });
    });
  }

  /** Stops the service (SIGTERM) and waits for it to exit; the data folder stays. */
  async stop(): Promise<void> {
    const child = this.#child;
    this.#child = null;
    if (child?.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => {
      child.once('exit', () => {
        resolve();
      });
    });
    child.kill('SIGTERM');
    // A service that does not stop in time is killed: the test is about the page, not shutdown.
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(kill);
  }

  /** Stops it and removes its data. */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** A board's rows, read from the API by Node. */
  async board(levelKey: string): Promise<{ player: string; rank: number; replayHash: string }[]> {
    const answer = await serviceRequest(
      `${this.origin}/api/boards/${encodeURIComponent(levelKey)}`,
    );
    if (answer.status !== 200) throw new Error(`board answered ${String(answer.status)}`);
    return (answer.json() as { runs: { player: string; rank: number; replayHash: string }[] }).runs;
  }
}
