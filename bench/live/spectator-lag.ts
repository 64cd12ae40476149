import WebSocket from 'ws';
import { decodeLiveInputs, isLiveInputsProblem, LIVE_WATCH_PATH } from '../../src/api';
import { LiveRunner } from '../../src/app/live/live-runner';
import { percentile } from '../stats';
import { watchGenerator, type GeneratorLoad } from './generator-load';
import {
  benchConnect,
  claimKey,
  realTimeTimer,
  startTokens,
  typicalInputs,
  wsUrl,
} from './live-bench-client';
import { processCpuMs } from '../server/process-cpu';

/** Spectators opened at once while they connect. */
const CONNECTING_AT_ONCE = 100;

/** What the spectators of one run saw. */
export interface LagFigures {
  /** Each batch's arrival at each spectator after the runner sent it, less the delay, in ms. */
  readonly lagsMs: number[];
  readonly spectators: number;
  /** Spectators whose socket closed before the phase ended. */
  readonly lost: number;
  readonly generator: GeneratorLoad;
  /** The service's CPU time over the phase, in ms. */
  readonly serviceCpuMs: number;
}

const FROM = /"type":"inputs","from":(\d+)/;

/** Opens `count` spectators of `liveId`, CONNECTING_AT_ONCE at a time; `heard` sees each frame. */
async function openSpectators(
  base: string,
  liveId: string,
  count: number,
  heard: (text: string) => void,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  while (sockets.length < count) {
    const batch = Array.from(
      { length: Math.min(CONNECTING_AT_ONCE, count - sockets.length) },
      () => {
        const socket = new WebSocket(wsUrl(base, `${LIVE_WATCH_PATH}/${liveId}`), {
          perMessageDeflate: false,
        });
        socket.on('message', (data: Buffer) => {
          heard(data.toString('utf8'));
        });
        socket.on('error', () => undefined);
        return new Promise<WebSocket>((resolve, reject) => {
          socket.once('open', () => {
            resolve(socket);
          });
          socket.once('error', reject);
        });
      },
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/**
 * One runner streams the typical run in real time (the game's LiveRunner, flushed every 200 ms
 * by the wall clock) while `count` spectators of it, all sockets of this process, follow it; for
 * `phaseMs` after they all joined, each inputs frame's arrival at each spectator is timed against
 * the moment the runner sent it, less the spectator delay `delayMs`.
 */
export async function spectatorLag(options: {
  readonly base: string;
  readonly pid: number;
  readonly count: number;
  readonly delayMs: number;
  readonly phaseMs: number;
}): Promise<LagFigures> {
  const { base, count, delayMs, phaseMs } = options;
  const key = await claimKey(base, 'Watched');
  const [start] = await startTokens(base, key, 1);
  if (start === undefined) throw new Error('no start token');
  const sentAt = new Map<number, number>();
  const page = benchConnect(base);
  const connect: typeof page.connect = (path, events) => {
    const port = page.connect(path, events);
    return {
      send: (data) => {
        const batch = typeof data === 'string' ? undefined : decodeLiveInputs(data);
        if (batch !== undefined && !isLiveInputsProblem(batch)) sentAt.set(batch.from, Date.now());
        port.send(data);
      },
      close: () => {
        port.close();
      },
    };
  };
  const inputs = typicalInputs();
  const startedAt = Date.now();
  const runner: LiveRunner = new LiveRunner({
    connect,
    timer: realTimeTimer({ runner: () => runner, inputs, startedAt }),
  });
  runner.begin(start);
  while (runner.liveId === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
  let measuring = false;
  const lagsMs: number[] = [];
  const heard = (text: string) => {
    if (!measuring) return;
    const from = FROM.exec(text)?.[1];
    const sent = from === undefined ? undefined : sentAt.get(Number(from));
    if (sent !== undefined) lagsMs.push(Date.now() - sent - delayMs);
  };
  const sockets = await openSpectators(base, runner.liveId, count, heard);
  // Only batches sent once every spectator follows are timed.
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  measuring = true;
  const generator = watchGenerator();
  const cpuBefore = processCpuMs(options.pid);
  await new Promise((resolve) => setTimeout(resolve, phaseMs));
  const serviceCpuMs = processCpuMs(options.pid) - cpuBefore;
  const load = generator.stop();
  measuring = false;
  const lost = sockets.filter((socket) => socket.readyState !== WebSocket.OPEN).length;
  runner.stop();
  for (const socket of sockets) socket.terminate();
  if (lagsMs.length === 0) throw new Error('no spectator received a batch');
  return { lagsMs, spectators: sockets.length, lost, generator: load, serviceCpuMs };
}

/** The p99 and the worst of the lags, in ms. */
export function lagPercentiles(lagsMs: readonly number[]): {
  p50: number;
  p99: number;
  max: number;
} {
  return {
    p50: percentile(lagsMs, 0.5),
    p99: percentile(lagsMs, 0.99),
    max: lagsMs.reduce((worst, lag) => Math.max(worst, lag), -Infinity),
  };
}
