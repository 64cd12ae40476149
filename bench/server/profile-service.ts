import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';

/**
 * Where the bench writes CPU profiles of the service over the full-load posting phase: one of its
 * HTTP thread and one per verifier worker (BENCH_SERVICE_PROFILE_DIR; unset, nothing is profiled).
 */
export const PROFILE_DIR = process.env.BENCH_SERVICE_PROFILE_DIR ?? '';
/** The inspector port the service listens on when it is profiled (its flag: inspectFlags). */
const INSPECT_PORT = Number(process.env.BENCH_SERVICE_INSPECT_PORT ?? '9329');
/** Sampling interval of the profiles, µs (the inspector's default is 1 000). */
const SAMPLE_US = 250;

/** The node flag that opens the inspector of a service to be profiled, or none. */
export function inspectFlags(): string[] {
  return PROFILE_DIR === '' ? [] : [`--inspect=127.0.0.1:${String(INSPECT_PORT)}`];
}

type Send = (method: string, params?: object) => Promise<unknown>;

/** A session with the service's inspector: its main thread, and each worker attached through it. */
interface Inspector {
  readonly main: Send;
  readonly workers: ReadonlyMap<string, Send>;
  close(): void;
}

async function connect(): Promise<Inspector> {
  const list = await fetch(`http://127.0.0.1:${String(INSPECT_PORT)}/json/list`);
  const [target] = (await list.json()) as { webSocketDebuggerUrl: string }[];
  if (target === undefined) throw new Error('the service has no inspector target');
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let next = 1;
  const pending = new Map<number, { resolve(result: unknown): void; reject(e: Error): void }>();
  const workers = new Map<string, Send>();
  const settle = (text: string) => {
    const message = JSON.parse(text) as { id?: number; result?: unknown; error?: unknown };
    if (message.id === undefined) return false;
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.error === undefined) waiting?.resolve(message.result);
    else waiting?.reject(new Error(`the inspector refused: ${JSON.stringify(message.error)}`));
    return true;
  };
  const call =
    (wrap: (text: string) => string) =>
    (method: string, params: object = {}) =>
      new Promise<unknown>((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        socket.send(wrap(JSON.stringify({ id, method, params })));
      });
  const main = call((text) => text);
  socket.on('message', (data: Buffer) => {
    if (settle(data.toString())) return;
    const event = JSON.parse(data.toString()) as { method: string; params: unknown };
    const params = event.params as { sessionId: string; message: string };
    if (event.method === 'NodeWorker.attachedToWorker') {
      const { sessionId } = params;
      workers.set(
        sessionId,
        call((message) =>
          JSON.stringify({
            id: next++,
            method: 'NodeWorker.sendMessageToWorker',
            params: { sessionId, message },
          }),
        ),
      );
    } else if (event.method === 'NodeWorker.receivedMessageFromWorker') settle(params.message);
  });
  await main('NodeWorker.enable', { waitForDebuggerOnStart: false });
  // The attach events follow the enable's answer.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return {
    main,
    workers,
    close: () => {
      socket.close();
    },
  };
}

/** Profiling under way: stop() writes the profiles and names their files. */
export interface ServiceProfile {
  stop(): Promise<string[]>;
}

/**
 * Starts CPU profiles of the service's HTTP thread and of every verifier worker through its
 * inspector (the workers are ended without a graceful exit, so `--cpu-prof` never writes
 * theirs), or undefined when BENCH_SERVICE_PROFILE_DIR is unset.
 */
export async function profileService(): Promise<ServiceProfile | undefined> {
  if (PROFILE_DIR === '') return undefined;
  const inspector = await connect();
  const threads: [string, Send][] = [['main', inspector.main], ...inspector.workers];
  for (const [, send] of threads) {
    await send('Profiler.enable');
    await send('Profiler.setSamplingInterval', { interval: SAMPLE_US });
    await send('Profiler.start');
  }
  return {
    async stop() {
      mkdirSync(PROFILE_DIR, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const files: string[] = [];
      for (const [i, [name, send]] of threads.entries()) {
        const { profile } = (await send('Profiler.stop')) as { profile: unknown };
        const file = join(
          PROFILE_DIR,
          `${stamp}-${i === 0 ? name : `worker-${String(i)}`}.cpuprofile`,
        );
        writeFileSync(file, JSON.stringify(profile));
        files.push(file);
      }
      inspector.close();
      return files;
    },
  };
}
