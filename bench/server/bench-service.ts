import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { inspectFlags } from './profile-service';

/** A leaderboard service the bench started as `npm run server` would, in a child process. */
export interface BenchService {
  /** `http://127.0.0.1:<port>` */
  readonly base: string;
  /** The child's process id (for a profiler or a look at its load). */
  readonly pid: number | undefined;
  /** Stops it (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * The port a bench section starts its service on: BENCH_SERVICE_PORT when set (so that two
 * benches on one machine do not collide), else the section's own default.
 */
export function benchServicePort(fallback: number): number {
  const text = process.env.BENCH_SERVICE_PORT;
  if (text === undefined || text === '') return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`BENCH_SERVICE_PORT is '${text}', not a port`);
  }
  return port;
}

/**
 * Starts `src/server/main.ts` on 127.0.0.1:`port` with `dataDir`, PostgreSQL when `databaseUrl`
 * is not empty, and `env` added to the environment (LEADERBOARD_* settings). Extra node flags
 * (BENCH_SERVICE_NODE_FLAGS, such as `--cpu-prof --cpu-prof-dir=/tmp/prof`) go before the script,
 * so the service can be profiled under the bench's load; BENCH_SERVICE_LOG names a file its
 * standard output is appended to (for `--trace-gc`). Resolves once it listens.
 */
export async function startBenchService(options: {
  readonly port: number;
  readonly dataDir: string;
  readonly databaseUrl: string;
  readonly env?: Readonly<Record<string, string>>;
}): Promise<BenchService> {
  const flags = [
    ...(process.env.BENCH_SERVICE_NODE_FLAGS ?? '').split(' ').filter((f) => f !== ''),
    ...inspectFlags(),
  ];
  const child = spawn(
    process.execPath,
    [
      ...flags,
      '--import',
      'tsx',
      'src/server/main.ts',
      '--port',
      String(options.port),
      '--data',
      options.dataDir,
    ],
    {
      env: { ...process.env, DATABASE_URL: options.databaseUrl, ...options.env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const log = process.env.BENCH_SERVICE_LOG;
  if (log !== undefined && log !== '') child.stdout.pipe(createWriteStream(log, { flags: 'a' }));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('leaderboard service on')) resolve();
    });
    child.once('exit', (code) => {
      reject(new Error(`the service exited with ${String(code)} before listening`));
    });
  });
  return {
    base: `http://127.0.0.1:${String(options.port)}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
