import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { measured, type MetricResult } from '../metric';
import { summarize } from '../stats';
import { distinctRuns, sixtySecondRun } from './sixty-second-run';

/** Port of the service under test (this helper's range). */
const PORT = 9100;
/** Seconds each load phase lasts. */
const PHASE_S = 10;
/** Concurrent connections of the load tool. */
const CONNECTIONS = 50;
/** The fixed rate of the latency phase, posts/s. */
const FIXED_RATE = 500;

const JSON_TYPE = { 'content-type': 'application/json' };

/** The service started as `npm run server` would, with the bench-only token backdating. */
async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/main.ts', '--port', String(PORT), '--data', dataDir],
    {
      env: {
        ...process.env,
        DATABASE_URL: '',
        // Bench only: tokens are issued 120 s back, so a 60 s run can be posted at once.
        LEADERBOARD_UNSAFE_TOKEN_BACKDATE_S: '120',
        LEADERBOARD_STARTS_PER_MINUTE: '100000000',
        LEADERBOARD_POSTS_PER_MINUTE: '100000000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('leaderboard service on')) resolve();
    });
    child.once('exit', (code) => {
      reject(new Error(`the service exited with ${String(code)} before listening`));
    });
  });
  return child;
}

/** Post bodies, each with its own fresh token and its own replay. */
async function postBodies(base: string, replays: readonly string[]): Promise<string[]> {
  const bodies: string[] = new Array<string>(replays.length);
  let next = 0;
  const worker = async () => {
    while (next < replays.length) {
      const i = next++;
      const start = await fetch(`${base}/api/runs/start`, {
        method: 'POST',
        headers: JSON_TYPE,
        body: '{"level":{"id":"red-key"}}',
      });
      const { token } = (await start.json()) as { token: string };
      bodies[i] = `{"token":${JSON.stringify(token)},"replay":${replays[i] ?? ''}}`;
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
  return bodies;
}

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => {
      if (error !== null && error !== undefined)
        reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(result);
    });
  });
}

function posting(
  base: string,
  bodies: string[],
  extra: Partial<autocannon.Options>,
): Promise<autocannon.Result> {
  let next = 0;
  return load({
    url: base,
    connections: CONNECTIONS,
    duration: PHASE_S,
    ...extra,
    requests: [
      {
        method: 'POST',
        path: '/api/runs',
        headers: JSON_TYPE,
        // Each request takes the next unused body; none is posted twice (a repost would be a 200).
        setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
      },
    ],
  });
}

function perSecond(result: autocannon.Result): number {
  return result['2xx'] / result.duration;
}

/**
 * The leaderboard service under load (autocannon, embedded SQLite, this machine): verified
 * posts/s of 60 s winning runs with p50/p99 latency, board reads/s, and p99 latency at 500 posts/s.
 */
export async function measureServer(progress: (message: string) => void): Promise<MetricResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leaderboard-bench-'));
  const server = await startServer(dataDir);
  const base = `http://127.0.0.1:${PORT}`;
  try {
    const run = sixtySecondRun();
    progress('server: issuing tokens for the posts');
    const bodies = await postBodies(base, distinctRuns(run, 8_000, 'max'));
    progress(`server: posting as fast as it takes, ${PHASE_S} s, ${CONNECTIONS} connections`);
    const max = await posting(base, bodies, {});
    const maxNote = `${max['2xx']} posts answered 2xx, ${max.non2xx} not, ${max.errors} errors, ${max.timeouts} timeouts`;
    progress(`server: board reads, ${PHASE_S} s`);
    const reads = await load({
      url: `${base}/api/boards/level:red-key?limit=50`,
      connections: CONNECTIONS,
      duration: PHASE_S,
    });
    progress(`server: posting at ${FIXED_RATE}/s, ${PHASE_S} s`);
    const fixedBodies = await postBodies(
      base,
      distinctRuns(run, FIXED_RATE * PHASE_S + 500, 'rate'),
    );
    const fixed = await posting(base, fixedBodies, { overallRate: FIXED_RATE });
    const fixedNote = `${fixed['2xx']} posts answered 2xx (${perSecond(fixed).toFixed(0)}/s), ${fixed.non2xx} not, ${fixed.errors} errors`;
    const one = (value: number) => summarize([value]);
    return [
      measured({
        id: 'server-posts-per-s',
        label: 'Server: verified posts/s (60 s winning runs)',
        unit: 'req/s',
        goal: { comparison: 'at-least', value: 1_000 },
        summary: one(perSecond(max)),
        note: maxNote,
      }),
      measured({
        id: 'server-post-p50',
        label: 'Server: post latency p50, at full load',
        unit: 'ms',
        goal: null,
        summary: one(max.latency.p50),
      }),
      measured({
        id: 'server-post-p99',
        label: 'Server: post latency p99, at full load',
        unit: 'ms',
        goal: null,
        summary: one(max.latency.p99),
      }),
      measured({
        id: 'server-board-reads-per-s',
        label: 'Server: board reads/s (50 rows)',
        unit: 'req/s',
        goal: { comparison: 'at-least', value: 10_000 },
        summary: one(perSecond(reads)),
        note: `p99 ${reads.latency.p99} ms, ${reads.non2xx} not 2xx`,
      }),
      measured({
        id: 'server-post-p99-at-500',
        label: `Server: post latency p99 at ${FIXED_RATE} posts/s`,
        unit: 'ms',
        goal: { comparison: 'below', value: 50 },
        summary: one(fixed.latency.p99),
        note: fixedNote,
      }),
    ];
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
