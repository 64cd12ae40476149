import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TICKS_PER_SECOND } from '../../src/sim';
import { measured, type MetricResult } from '../metric';
import { summarize } from '../stats';
import { benchServicePort, startBenchService, type BenchService } from '../server/bench-service';
import { generatorNote } from './generator-load';
import { typicalInputs } from './live-bench-client';
import { loopDelay, manyRunners } from './many-runners';
import { streamBytes, worstInputs, type StreamBytes } from './runner-bytes';
import { lagPercentiles, spectatorLag } from './spectator-lag';

/** Port of the service under test (this section's own, unless BENCH_SERVICE_PORT says). */
const PORT = benchServicePort(9753);
/** The spectator delay the service runs with: its default. */
const DELAY_MS = 2_000;
/** Spectators of one run, and runners at once (issue 43). */
const SPECTATORS = 2_000;
const RUNNERS = 500;
/** How long each real-time phase is timed. The runners' is 20 s, the service's delay window. */
const SPECTATOR_PHASE_MS = 15_000;
const RUNNERS_PHASE_MS = 20_000;

/**
 * The service as `npm run server` starts it, on SQLite, with the bench's limits lifted: every
 * socket comes from 127.0.0.1 (one address bucket), and tokens are backdated so a run's bytes
 * can be counted without waiting for the wall clock (the real-time phases stream at 20 Hz all
 * the same).
 */
async function withService<T>(run: (service: BenchService) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'live-bench-'));
  const service = await startBenchService({
    port: PORT,
    dataDir,
    databaseUrl: '',
    env: {
      LEADERBOARD_LIVE_DELAY_MS: String(DELAY_MS),
      LEADERBOARD_LIVE_SOCKETS_PER_BUCKET: String(SPECTATORS + RUNNERS + 100),
      LEADERBOARD_LIVE_RUNS_PER_BUCKET: String(RUNNERS + 10),
      LEADERBOARD_STARTS_PER_MINUTE: '100000',
      LEADERBOARD_CLAIMS_PER_MINUTE: '100000',
      LEADERBOARD_UNSAFE_TOKEN_BACKDATE_S: '3600',
    },
  });
  try {
    return await run(service);
  } finally {
    await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function bytesRow(kind: 'typical' | 'worst', figures: StreamBytes): MetricResult {
  const seconds = figures.ticks / TICKS_PER_SECOND;
  const perSecond = figures.bytes / seconds;
  const withoutHello = (figures.bytes - figures.helloBytes) / seconds;
  const what =
    kind === 'typical'
      ? 'the golden win of catacombs (e2e fixture)'
      : 'an input change every tick (MAX_INPUT and LEFT|RIGHT in turn)';
  return measured({
    id: `live-runner-bytes-${kind}`,
    label: `Live: bytes a runner sends per second of game time, ${kind === 'typical' ? 'typical' : 'worst legal input'}`,
    unit: 'bytes',
    goal: { comparison: 'at-most', value: kind === 'typical' ? 100 : 400 },
    summary: summarize([perSecond]),
    note: `${what}: ${String(figures.ticks)} ticks (${seconds.toFixed(1)} s), ${String(figures.bytes)} B of WebSocket frames written after the upgrade (TCP payload: headers, masks, hello, batches every 200 ms, end, close), ${withoutHello.toFixed(0)} B/s without the hello (${String(figures.helloBytes)} B once a run); the service's acks were ${String(figures.ackTextBytes)} B of text`,
  });
}

async function lagRow(service: BenchService, pid: number): Promise<MetricResult> {
  const figures = await spectatorLag({
    base: service.base,
    pid,
    count: SPECTATORS,
    delayMs: DELAY_MS,
    phaseMs: SPECTATOR_PHASE_MS,
  });
  const { p50, p99, max } = lagPercentiles(figures.lagsMs);
  return measured({
    id: 'live-spectator-lag-p99',
    label: `Live: ${String(SPECTATORS)} spectators of one run, delivery lag p99 beyond the ${String(DELAY_MS)} ms delay`,
    unit: 'ms',
    goal: { comparison: 'below', value: 100 },
    summary: summarize([p99]),
    note: `p50 ${p50.toFixed(1)} ms, max ${max.toFixed(1)} ms over ${String(figures.lagsMs.length)} deliveries in ${String(SPECTATOR_PHASE_MS / 1000)} s (a batch every 200 ms, held back ${String(DELAY_MS)} ms, released as each falls due); ${String(figures.spectators)} spectators, ${String(figures.lost)} lost; service CPU ${(figures.serviceCpuMs / (SPECTATOR_PHASE_MS / 1000)).toFixed(0)} ms/s; ${generatorNote(figures.generator)}`,
  });
}

async function runnerRows(service: BenchService, pid: number): Promise<MetricResult[]> {
  // The same service idle for one delay window first: what the machine alone costs its loop.
  await new Promise((resolve) => setTimeout(resolve, RUNNERS_PHASE_MS));
  const idle = await loopDelay(service.base);
  const figures = await manyRunners({
    base: service.base,
    pid,
    count: RUNNERS,
    phaseMs: RUNNERS_PHASE_MS,
  });
  const context = `${String(figures.runners)} runners (the game's LiveRunner, each on its own socket) streaming the typical run in real time for ${String(RUNNERS_PHASE_MS / 1000)} s, ${String(figures.lost)} lost; ${generatorNote(figures.generator)}`;
  return [
    measured({
      id: 'live-runners-loop-max',
      label: `Live: ${String(RUNNERS)} runners streaming at once, service event-loop delay max`,
      unit: 'ms',
      goal: { comparison: 'below', value: 20 },
      summary: summarize([figures.loopMaxMs]),
      note: `p99 ${figures.loopP99Ms.toFixed(2)} ms (perf_hooks.monitorEventLoopDelay in the service, GET /api/health at the phase's end: its last 10 to 20 s); the same service idle for ${String(RUNNERS_PHASE_MS / 1000)} s before, on this machine: p99 ${idle.p99Ms.toFixed(2)} ms, max ${idle.maxMs.toFixed(2)} ms; ${context}`,
    }),
    measured({
      id: 'live-cpu-per-runner-second',
      label: 'Live: service CPU per runner-second streamed',
      unit: 'ms',
      goal: { comparison: 'at-most', value: 0.2 },
      summary: summarize([figures.serviceCpuMs / figures.runnerSeconds]),
      note: `${figures.serviceCpuMs.toFixed(0)} ms of process CPU (user + system, /proc) over ${figures.runnerSeconds.toFixed(0)} runner-seconds acknowledged; ${context}`,
    }),
  ];
}

/**
 * Live runs (`--only=live`, issue 43), against the service in a child process (the bench process
 * is the load generator): the bytes a runner's stream costs on the wire (typical and worst legal
 * input), 2 000 spectators following one run (their lag beyond the delay), and 500 runners
 * streaming at once in real time (the service's event-loop delay and its CPU per runner-second).
 */
export async function measureLive(progress: (message: string) => void): Promise<MetricResult[]> {
  const rows: MetricResult[] = [];
  await withService(async (service) => {
    const pid = service.pid;
    if (pid === undefined) throw new Error('the service has no process id');
    progress('live: a runner streaming the typical run, then the worst legal input');
    rows.push(bytesRow('typical', await streamBytes(service.base, typicalInputs())));
    rows.push(bytesRow('worst', await streamBytes(service.base, worstInputs())));
    progress(`live: ${String(SPECTATORS)} spectators following one run in real time`);
    rows.push(await lagRow(service, pid));
  });
  await withService(async (service) => {
    const pid = service.pid;
    if (pid === undefined) throw new Error('the service has no process id');
    progress(`live: ${String(RUNNERS)} runners streaming at once in real time`);
    rows.push(...(await runnerRows(service, pid)));
  });
  return rows;
}
