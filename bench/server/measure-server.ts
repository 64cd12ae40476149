import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { encodeReplay } from '../../src/replay';
import { measured, type MetricResult } from '../metric';
import { summarize } from '../stats';
import { hostilePhase, type HostileFigures } from './hostile-phase';
import { distinctRuns, sixtySecondRun } from './sixty-second-run';

/** Port of the service under test (this helper's range). */
const PORT = 9100;
/** Seconds each load phase lasts. */
const PHASE_S = 10;
/** Concurrent connections of the load tool. */
const CONNECTIONS = 50;
/** The fixed rate of the latency phase, posts/s. */
const FIXED_RATE = 500;
/** The fixed rate of board reads during the hostile phase, reads/s. */
const HOSTILE_READ_RATE = 500;
/** PostgreSQL when DATABASE_URL is set (a throwaway cluster), else the embedded SQLite. */
const DATABASE_URL = process.env.DATABASE_URL ?? '';
const BACKEND = DATABASE_URL === '' ? 'SQLite' : 'PostgreSQL';

const JSON_TYPE = { 'content-type': 'application/json' };

/** The service started as `npm run server` would, with the bench-only token backdating. */
async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/main.ts', '--port', String(PORT), '--data', dataDir],
    {
      env: {
        ...process.env,
        DATABASE_URL,
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

interface Phases {
  readonly max: autocannon.Result;
  readonly reads: autocannon.Result;
  readonly conditional: autocannon.Result;
  readonly fixed: autocannon.Result;
  readonly hostile: { reads: autocannon.Result; figures: HostileFigures };
}

const BOARD = '/api/boards/level:red-key?limit=50';

async function phases(base: string, progress: (message: string) => void): Promise<Phases> {
  const run = sixtySecondRun();
  progress('server: issuing tokens for the posts');
  const bodies = await postBodies(base, distinctRuns(run, 8_000, 'max'));
  progress(`server: posting as fast as it takes, ${PHASE_S} s, ${CONNECTIONS} connections`);
  const max = await posting(base, bodies, {});
  progress(`server: board reads, ${PHASE_S} s`);
  const reads = await load({ url: `${base}${BOARD}`, connections: CONNECTIONS, duration: PHASE_S });
  const etag = (await fetch(`${base}${BOARD}`)).headers.get('etag') ?? '';
  progress(`server: board reads with If-None-Match, ${PHASE_S} s`);
  const conditional = await load({
    url: `${base}${BOARD}`,
    connections: CONNECTIONS,
    duration: PHASE_S,
    headers: { 'if-none-match': etag },
  });
  progress(`server: posting at ${FIXED_RATE}/s, ${PHASE_S} s`);
  const fixedBodies = await postBodies(base, distinctRuns(run, FIXED_RATE * PHASE_S + 500, 'rate'));
  const fixed = await posting(base, fixedBodies, { overallRate: FIXED_RATE });
  progress(`server: hostile load with board reads at ${HOSTILE_READ_RATE}/s, ${PHASE_S} s`);
  const legal = await postBodies(base, distinctRuns(run, PHASE_S + 2, 'legal'));
  const short = JSON.stringify({
    ...run,
    final: { ...run.final, tick: 0 },
    inputs: [],
    checkpoints: [],
  });
  const hostile = await hostilePhase(
    base,
    PHASE_S,
    () =>
      load({
        url: `${base}${BOARD}`,
        connections: CONNECTIONS,
        duration: PHASE_S,
        overallRate: HOSTILE_READ_RATE,
      }),
    legal,
    // A 0-tick win (refused before a worker) and a 60 s run (its 128x128 level is generated).
    [short, encodeReplay(run)],
  );
  return { max, reads, conditional, fixed, hostile };
}

function throughputMetrics(p: Phases): MetricResult[] {
  const one = (value: number) => summarize([value]);
  const id = (name: string) => (BACKEND === 'SQLite' ? name : `${name}-pg`);
  const label = (text: string) => `Server (${BACKEND}): ${text}`;
  const { max, reads, conditional, fixed } = p;
  return [
    measured({
      id: id('server-posts-per-s'),
      label: label('verified posts/s (60 s winning runs)'),
      unit: 'req/s',
      goal: { comparison: 'at-least', value: 1_000 },
      summary: one(perSecond(max)),
      note: `${max['2xx']} posts answered 2xx, ${max.non2xx} not, ${max.errors} errors, ${max.timeouts} timeouts`,
    }),
    measured({
      id: id('server-post-p50'),
      label: label('post latency p50, at full load'),
      unit: 'ms',
      goal: null,
      summary: one(max.latency.p50),
    }),
    measured({
      id: id('server-post-p99'),
      label: label('post latency p99, at full load'),
      unit: 'ms',
      goal: null,
      summary: one(max.latency.p99),
    }),
    measured({
      id: id('server-board-reads-per-s'),
      label: label('board reads/s (50 rows)'),
      unit: 'req/s',
      goal: { comparison: 'at-least', value: 10_000 },
      summary: one(perSecond(reads)),
      note: `p99 ${reads.latency.p99} ms, ${reads.non2xx} not 2xx`,
    }),
    measured({
      id: id('server-board-304-per-s'),
      label: label('board reads/s with If-None-Match (304)'),
      unit: 'req/s',
      goal: { comparison: 'at-least', value: 20_000 },
      summary: one(conditional['3xx'] / conditional.duration),
      note: `p99 ${conditional.latency.p99} ms, ${conditional['2xx']} answered 200`,
    }),
    measured({
      id: id('server-post-p99-at-500'),
      label: label(`post latency p99 at ${FIXED_RATE} posts/s`),
      unit: 'ms',
      goal: { comparison: 'below', value: 50 },
      summary: one(fixed.latency.p99),
      note: `${fixed['2xx']} posts answered 2xx (${perSecond(fixed).toFixed(0)}/s), ${fixed.non2xx} not, ${fixed.errors} errors`,
    }),
  ];
}

function hostileMetrics(p: Phases): MetricResult[] {
  const one = (value: number) => summarize([value]);
  const id = (name: string) => (BACKEND === 'SQLite' ? name : `${name}-pg`);
  const label = (text: string) => `Server (${BACKEND}): ${text}`;
  const { reads, figures } = p.hostile;
  const notVerified = figures.legalStatuses.filter((status) => status !== 201).length;
  const attack = `${figures.hostileSent} hostile requests, ${figures.hostile4xx} answered 4xx; three clients: deep-nesting links, largest nested bodies, 0-tick wins and 60 s runs on fresh 128x128 seeds`;
  return [
    measured({
      id: id('server-hostile-board-p99'),
      label: label(`board-read p99 under hostile load (${HOSTILE_READ_RATE} reads/s offered)`),
      unit: 'ms',
      goal: { comparison: 'below', value: 50 },
      summary: one(reads.latency.p99),
      note: `${reads['2xx']} reads answered 200, ${reads.non2xx} not; ${attack}`,
    }),
    measured({
      id: id('server-hostile-health-max'),
      label: label('/api/health max under hostile load'),
      unit: 'ms',
      goal: { comparison: 'below', value: 100 },
      summary: one(figures.healthMaxMs),
      note: `event-loop delay max reported by /api/health ${figures.reportedLoopMaxMs} ms`,
    }),
    measured({
      id: id('server-hostile-legal-refused'),
      label: label('60 s legal runs not verified under hostile load'),
      unit: 'count',
      goal: { comparison: 'at-most', value: 0 },
      summary: one(notVerified),
      note: `statuses ${figures.legalStatuses.join(', ')}`,
    }),
  ];
}

/**
 * The leaderboard service under load (autocannon; embedded SQLite, or PostgreSQL when
 * DATABASE_URL is set; this machine): verified posts/s of 60 s winning runs with p50/p99
 * latency, board reads/s with and without If-None-Match, p99 latency at 500 posts/s (autocannon's
 * fixed-rate mode), and board reads and health under three hostile clients.
 */
export async function measureServer(progress: (message: string) => void): Promise<MetricResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leaderboard-bench-'));
  const server = await startServer(dataDir);
  const base = `http://127.0.0.1:${PORT}`;
  try {
    const p = await phases(base, progress);
    return [...throughputMetrics(p), ...hostileMetrics(p)];
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
