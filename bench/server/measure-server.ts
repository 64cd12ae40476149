import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { Replay } from '../../src/replay';
import type { MetricResult } from '../metric';
import { claimPlayers, readyPosts, type BenchPlayer, type ReadyPost } from './bench-posts';
import { benchServicePort, startBenchService } from './bench-service';
import { hostilePhase } from './hostile-phase';
import { processCpuMs } from './process-cpu';
import { profileService } from './profile-service';
import {
  hostileMetrics,
  postingMetrics,
  readMetrics,
  throughputMetrics,
  type Phases,
  type PostingFigures,
} from './server-metrics';
import {
  BACKENDS,
  DATABASE_URL,
  FIXED_RATE,
  HOSTILE_READ_RATE,
  POSTING_ONLY,
  READS_ONLY,
  type Backend,
} from './server-settings';
import { distinctRuns } from './sixty-second-run';
import { worstLegalRun, worstLevelCanonical } from './worst-legal-run';
import { worstRunPhase } from './worst-run-phase';

/** Port of the service under test (this bench's own, unless BENCH_SERVICE_PORT says). */
const PORT = benchServicePort(9100);
/** Seconds each load phase lasts. */
const PHASE_S = 10;
/** Concurrent connections of the load tool. */
const CONNECTIONS = 50;
/** Posts per bench player: a launch's players each post a handful of runs, not thousands. */
const POSTS_PER_PLAYER = 100;

function load(options: autocannon.Options, stopAfterS?: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const instance = autocannon(options, (error, result) => {
      clearTimeout(timer);
      if (error !== null && error !== undefined)
        reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(result);
    });
    if (stopAfterS !== undefined) {
      timer = setTimeout(() => {
        instance.stop();
      }, stopAfterS * 1000);
    }
  });
}

/**
 * Posts `posts` with autocannon, each once, with its player's key: at most `posts.length`
 * requests (autocannon's `amount`, shared among the connections), so a post is never sent twice
 * (a repost is answered 200, its run stored already). Without a given `amount` the phase is
 * stopped after PHASE_S, or sooner when every post is sent: its figures divide by the time taken.
 */
function posting(
  base: string,
  posts: readonly ReadyPost[],
  extra: Partial<autocannon.Options>,
): Promise<autocannon.Result> {
  let next = 0;
  const timed = extra.amount === undefined;
  const options: autocannon.Options = {
    url: base,
    connections: CONNECTIONS,
    amount: posts.length,
    ...extra,
    requests: [
      {
        method: 'POST',
        path: '/api/runs',
        setupRequest: (request) => {
          const post = posts[next++];
          if (post === undefined) throw new Error(`more than ${String(posts.length)} posts sent`);
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${post.key}` },
            body: post.body,
          };
        },
      },
    ],
  };
  return load(options, timed ? PHASE_S : undefined);
}

const BOARD = '/api/boards/level:red-key?limit=50';

/** Players for `runs` posts, POSTS_PER_PLAYER each, named `prefix` and a number. */
function playersFor(base: string, prefix: string, runs: number): Promise<BenchPlayer[]> {
  return claimPlayers(base, prefix, Math.ceil(runs / POSTS_PER_PLAYER));
}

/**
 * Board reads at full load for PHASE_S, then the same with If-None-Match (every answer a 304),
 * each with the service's CPU time over it; the conditional phase is profiled when
 * BENCH_SERVICE_PROFILE_DIR is set and the reads are measured alone (BENCH_SERVER_PHASES=reads).
 */
async function readPhases(base: string, pid: number, progress: (message: string) => void) {
  progress(`server: board reads, ${PHASE_S} s`);
  let cpuBefore = processCpuMs(pid);
  const reads = await load({ url: `${base}${BOARD}`, connections: CONNECTIONS, duration: PHASE_S });
  const readsCpuMs = processCpuMs(pid) - cpuBefore;
  const etag = (await fetch(`${base}${BOARD}`)).headers.get('etag') ?? '';
  progress(`server: board reads with If-None-Match, ${PHASE_S} s`);
  const profile = READS_ONLY ? await profileService() : undefined;
  cpuBefore = processCpuMs(pid);
  const conditional = await load({
    url: `${base}${BOARD}`,
    connections: CONNECTIONS,
    duration: PHASE_S,
    headers: { 'if-none-match': etag },
  });
  const conditionalCpuMs = processCpuMs(pid) - cpuBefore;
  const written = await profile?.stop();
  if (written !== undefined) progress(`server: profiles written: ${written.join(', ')}`);
  return { reads, conditional, readsCpuMs, conditionalCpuMs };
}

async function hostile(base: string, runs: readonly Replay[], worst: readonly Replay[]) {
  const [legalRuns, seedRuns] = [runs.slice(0, PHASE_S + 2), runs.slice(PHASE_S + 2)];
  const legal = await readyPosts(base, legalRuns, await playersFor(base, 'legal', PHASE_S + 2));
  const [attacker] = await claimPlayers(base, 'attacker', 1);
  if (attacker === undefined || seedRuns[0] === undefined) throw new Error('no attacker or run');
  // A 0-tick win (refused before a worker) and a 60 s run (its 128x128 level is generated).
  const zeroTick = { ...seedRuns[0], final: { ...seedRuns[0].final, tick: 0 } };
  const posts = await readyPosts(
    base,
    worst,
    [attacker],
    `,"levelDocument":${worstLevelCanonical()}`,
  );
  return hostilePhase(
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
    {
      seedRuns: [{ ...zeroTick, inputs: [], checkpoints: [] }, seedRuns[0]],
      worstPosts: posts,
      attacker,
    },
  );
}

/**
 * Posts of the full-load phase: more than the service answers in PHASE_S (1.5 times the goal of
 * 1 000/s); if every one is sent sooner, the phase ends then and its figures divide by its time.
 */
const MAX_COUNT = 15_000;

/**
 * The full-load posting phase: `runs` posted as fast as CONNECTIONS connections get answers, with
 * the service's CPU time over it (and its profile, when BENCH_SERVICE_PROFILE_DIR is set).
 */
async function postingPhase(
  base: string,
  pid: number,
  runs: readonly Replay[],
  progress: (message: string) => void,
): Promise<PostingFigures> {
  progress('server: claiming players and issuing tokens for the posts');
  const maxPosts = await readyPosts(base, runs, await playersFor(base, 'max', runs.length));
  progress(`server: posting as fast as it takes, ${PHASE_S} s, ${CONNECTIONS} connections`);
  const profile = await profileService();
  const cpuBefore = processCpuMs(pid);
  const max = await posting(base, maxPosts, {});
  const postingCpuMs = processCpuMs(pid) - cpuBefore;
  const written = await profile?.stop();
  if (written !== undefined) progress(`server: profiles written: ${written.join(', ')}`);
  return { max, postingCpuMs };
}

async function phases(
  base: string,
  pid: number,
  progress: (message: string) => void,
): Promise<Omit<Phases, 'backend'>> {
  const fixedCount = FIXED_RATE * PHASE_S + 500;
  progress('server: making distinct winning runs and the worst legal runs');
  const runs = distinctRuns(0, MAX_COUNT + fixedCount + PHASE_S + 3);
  const stamp = new Date().toISOString();
  const worst = Array.from({ length: 40 }, (_, i) => worstLegalRun('Bench', stamp, i));
  const { max, postingCpuMs } = await postingPhase(base, pid, runs.slice(0, MAX_COUNT), progress);
  const readFigures = await readPhases(base, pid, progress);
  progress(`server: posting at ${FIXED_RATE}/s, ${PHASE_S} s`);
  const fixedRuns = runs.slice(MAX_COUNT, MAX_COUNT + fixedCount);
  const fixedPosts = await readyPosts(base, fixedRuns, await playersFor(base, 'rate', fixedCount));
  const fixed = await posting(base, fixedPosts, { overallRate: FIXED_RATE });
  progress('server: the worst legal run, verified alone and posted alone');
  const worstPhase = await worstRunPhase(base, worst.slice(0, 20), (connections, posts) =>
    posting(base, posts, { connections, amount: posts.length }),
  );
  progress(`server: hostile load with board reads at ${HOSTILE_READ_RATE}/s, ${PHASE_S} s`);
  const hostileResult = await hostile(base, runs.slice(MAX_COUNT + fixedCount), worst.slice(20));
  return {
    max,
    postingCpuMs,
    ...readFigures,
    fixed,
    worst: worstPhase,
    hostile: hostileResult,
  };
}

/**
 * The leaderboard service under load (autocannon; the embedded SQLite, then PostgreSQL as well
 * when DATABASE_URL is set; this machine): verified posts/s of 60 s winning runs with p50/p99
 * latency, board reads/s with and without If-None-Match, p99 latency at 500 posts/s (autocannon's
 * fixed-rate mode), the worst legal run's verify time and posts/s, and board reads and health
 * under three hostile clients. Every post goes with a claimed player's key, its replay stamped
 * with that player's name and recorded inside its token's window; a row whose answers are not
 * what its phase expects (201 for every legal post) is an error, not a figure.
 */
export async function measureServer(progress: (message: string) => void): Promise<MetricResult[]> {
  const rows: MetricResult[] = [];
  for (const backend of BACKENDS) {
    const backendProgress = (message: string) => {
      progress(`${message} (${backend})`);
    };
    if (READS_ONLY) {
      const p = await onService(backend, (base, pid) => readPhases(base, pid, backendProgress));
      rows.push(...readMetrics({ backend, ...p }));
    } else if (POSTING_ONLY) {
      const p = await onService(backend, (base, pid) =>
        postingPhase(base, pid, distinctRuns(0, MAX_COUNT), backendProgress),
      );
      rows.push(...postingMetrics({ backend, ...p }));
    } else {
      const p = await onService(backend, (base, pid) => phases(base, pid, backendProgress));
      rows.push(...throughputMetrics({ backend, ...p }), ...hostileMetrics({ backend, ...p }));
    }
  }
  return rows;
}

/** Starts the service on one backend, on a fresh database, and runs `measure` against it. */
async function onService<T>(
  backend: Backend,
  measure: (base: string, pid: number) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leaderboard-bench-'));
  const server = await startBenchService({
    port: PORT,
    dataDir,
    databaseUrl: backend === 'PostgreSQL' ? DATABASE_URL : '',
    env: {
      // Bench only: tokens are issued 25 min back, so a run of up to 20 min is posted at once.
      LEADERBOARD_UNSAFE_TOKEN_BACKDATE_S: '1500',
      LEADERBOARD_STARTS_PER_MINUTE: '100000000',
      LEADERBOARD_POSTS_PER_MINUTE: '100000000',
      LEADERBOARD_CLAIMS_PER_MINUTE: '100000000',
      // Every bench client posts from 127.0.0.1: one address bucket for thousands of players.
      LEADERBOARD_CLAIMS_PER_DAY: '100000000',
      LEADERBOARD_BUCKET_BYTES_PER_DAY: '1000000000000',
    },
  });
  try {
    if (server.pid === undefined)
      throw new Error('the service has no process id to read its CPU time');
    return await measure(server.base, server.pid);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
