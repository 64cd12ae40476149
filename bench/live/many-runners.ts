import { LIVE_FLUSH_MS } from '../../src/api';
import { LiveRunner } from '../../src/app/live/live-runner';
import { TICKS_PER_SECOND } from '../../src/sim';
import { processCpuMs } from '../server/process-cpu';
import { profileService } from '../server/profile-service';
import { watchGenerator, type GeneratorLoad } from './generator-load';
import {
  benchConnect,
  claimKey,
  realTimeTimer,
  startTokens,
  typicalInputs,
  type RunnerWire,
} from './live-bench-client';

/** What the service did while the runners streamed. */
export interface RunnersFigures {
  readonly runners: number;
  /** Runner-seconds the service acknowledged over the phase (ticks acked / 20). */
  readonly runnerSeconds: number;
  /** The service's CPU time (user + system) over the phase, in ms. */
  readonly serviceCpuMs: number;
  /** The event-loop delay the service reports at the phase's end (its last 10 to 20 s). */
  readonly loopP99Ms: number;
  readonly loopMaxMs: number;
  /** Runner sockets closed before the phase ended (refused or lost). */
  readonly lost: number;
  readonly generator: GeneratorLoad;
}

const ACK = /"type":"ack","tick":(\d+)/;

/** The tick the service last acknowledged on a wire (0 before any ack). */
function ackedTick(wire: RunnerWire): number {
  for (let i = wire.received.length - 1; i >= 0; i--) {
    const tick = ACK.exec(wire.received[i] ?? '')?.[1];
    if (tick !== undefined) return Number(tick);
  }
  return 0;
}

const totalAcked = (wires: readonly RunnerWire[]) =>
  wires.reduce((sum, wire) => sum + ackedTick(wire), 0);

/**
 * `count` runners, each the game's LiveRunner on its own socket (all in this process), stream
 * the typical run at once in real time, their flushes spread over one LIVE_FLUSH_MS; once every
 * one is welcomed, for `phaseMs` the service's CPU time and the ticks it acknowledged are
 * counted, and then its event-loop delay is read from GET /api/health (perf_hooks'
 * monitorEventLoopDelay in the service, over its last 10 to 20 s: with a 20 s phase, the phase's).
 */
export async function manyRunners(options: {
  readonly base: string;
  readonly pid: number;
  readonly count: number;
  readonly phaseMs: number;
}): Promise<RunnersFigures> {
  const { base, count, phaseMs } = options;
  const key = await claimKey(base, 'Crowd');
  const starts = await startTokens(base, key, count);
  const inputs = typicalInputs();
  const page = benchConnect(base);
  const runners = starts.map((start, i) => {
    const startedAt = Date.now() + (i * LIVE_FLUSH_MS) / count;
    const runner: LiveRunner = new LiveRunner({
      connect: page.connect,
      timer: realTimeTimer({ runner: () => runner, inputs, startedAt }),
    });
    setTimeout(() => {
      runner.begin(start);
    }, startedAt - Date.now());
    return runner;
  });
  while (runners.some((runner) => runner.liveId === undefined)) {
    if (page.wires.some((wire) => wire.isClosed())) {
      throw new Error('a runner was refused before the phase');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const generator = watchGenerator();
  const profile = await profileService();
  const cpuBefore = processCpuMs(options.pid);
  const ackedBefore = totalAcked(page.wires);
  await new Promise((resolve) => setTimeout(resolve, phaseMs));
  const serviceCpuMs = processCpuMs(options.pid) - cpuBefore;
  const ackedTicks = totalAcked(page.wires) - ackedBefore;
  const written = await profile?.stop();
  if (written !== undefined) console.error(`live: profiles written: ${written.join(', ')}`);
  const load = generator.stop();
  const health = await loopDelay(base);
  const lost = page.wires.filter((wire) => wire.isClosed()).length;
  for (const runner of runners) runner.stop();
  return {
    runners: count,
    runnerSeconds: ackedTicks / TICKS_PER_SECOND,
    serviceCpuMs,
    loopP99Ms: health.p99Ms,
    loopMaxMs: health.maxMs,
    lost,
    generator: load,
  };
}

/** The event-loop delay the service at `base` reports (GET /api/health: its last 10 to 20 s). */
export async function loopDelay(base: string): Promise<{ p99Ms: number; maxMs: number }> {
  const answer = await fetch(`${base}/api/health`);
  const health = (await answer.json()) as { eventLoopDelay: { p99Ms: number; maxMs: number } };
  return health.eventLoopDelay;
}
