import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import type { LiveConnect, LiveRunner, LiveStart } from '../../src/app/live/live-runner';
import { TICKS_PER_SECOND } from '../../src/sim';

/** The level the live bench's runners play: catacombs, built in. */
export const LIVE_LEVEL_KEY = 'level:catacombs';

/**
 * The typical run: the golden win of catacombs the e2e tests post (1 013 ticks, 78 changes of
 * input), one input a tick.
 */
export function typicalInputs(): number[] {
  const path = fileURLToPath(new URL('../../e2e/fixtures/won-catacombs.json', import.meta.url));
  const replay = JSON.parse(readFileSync(path, 'utf8')) as { inputs: [number, number][] };
  return replay.inputs.flatMap(([ticks, input]) => Array<number>(ticks).fill(input));
}

/** The ws:// address of a live path of the service at `base` (http://…). */
export function wsUrl(base: string, path: string): string {
  return `${base.replace(/^http/, 'ws')}${path}`;
}

async function postJson(url: string, body: unknown, key?: string): Promise<unknown> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(key === undefined ? {} : { authorization: `Bearer ${key}` }),
    },
    body: JSON.stringify(body),
  });
  if (answer.status >= 300) {
    throw new Error(`${url} answered ${String(answer.status)}: ${await answer.text()}`);
  }
  return answer.json();
}

/** A player claimed on the service at `base`: its key. */
export async function claimKey(base: string, name: string): Promise<string> {
  const claimed = (await postJson(`${base}/api/players`, { name })) as { key: string };
  return claimed.key;
}

/** `count` start tokens of catacombs for `key`, asked for ten at a time. */
export async function startTokens(base: string, key: string, count: number): Promise<LiveStart[]> {
  const starts: LiveStart[] = [];
  while (starts.length < count) {
    const batch = Math.min(10, count - starts.length);
    const answers = await Promise.all(
      Array.from({ length: batch }, () =>
        postJson(`${base}/api/runs/start`, { level: { id: 'catacombs' } }, key),
      ),
    );
    for (const answer of answers) {
      const { token, levelKey } = answer as { token: string; levelKey: string };
      starts.push({ token, levelKey, key });
    }
  }
  return starts;
}

/** What a runner socket of the bench saw: its frames' bytes on the wire, its close. */
export interface RunnerWire {
  /** Bytes the runner wrote after the upgrade: its WebSocket frames (headers and masks). */
  sentBytes(): number;
  /** Frames the service sent it (welcome and acks). */
  readonly received: string[];
  /** Resolves with the close code once the socket closed. */
  readonly closed: Promise<number>;
  /** True once the socket closed. */
  isClosed(): boolean;
}

/**
 * The game's own `LiveRunner` on a real `ws` socket to the service at `base`: `onFrame` is told
 * of each frame the service sends (welcome, acks), and the wire counts what the runner wrote
 * after its upgrade (the TCP payload: every WebSocket frame with its header and mask).
 */
export function benchConnect(base: string): { connect: LiveConnect; wires: RunnerWire[] } {
  const wires: RunnerWire[] = [];
  const connect: LiveConnect = (path, events) => {
    const socket = new WebSocket(wsUrl(base, path), { perMessageDeflate: false });
    const pending: (string | Uint8Array<ArrayBuffer>)[] = [];
    const received: string[] = [];
    let upgradeBytes: number | undefined;
    let isClosed = false;
    socket.on('open', () => {
      upgradeBytes = bytesWritten(socket);
      for (const data of pending.splice(0)) socket.send(data);
    });
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      received.push(text);
      events.message(text);
    });
    const closed = new Promise<number>((resolve) => {
      socket.on('close', (code: number) => {
        isClosed = true;
        events.closed(code);
        resolve(code);
      });
    });
    socket.on('error', () => undefined);
    wires.push({
      sentBytes: () => bytesWritten(socket) - (upgradeBytes ?? 0),
      received,
      closed,
      isClosed: () => isClosed,
    });
    return {
      send: (data) => {
        if (socket.readyState === WebSocket.OPEN) socket.send(data);
        else pending.push(data);
      },
      close: () => {
        socket.close();
      },
    };
  };
  return { connect, wires };
}

/** What the socket's TCP connection has written so far (ws keeps it as `_socket`). */
function bytesWritten(socket: WebSocket): number {
  const raw = (socket as unknown as { _socket?: { bytesWritten: number } })._socket;
  return raw?.bytesWritten ?? 0;
}

/**
 * A timer for a LiveRunner playing `inputs` in real time from `startedAt`: before each flush the
 * runner is given every tick the wall clock has reached (TICKS_PER_SECOND), as the game's loop would.
 */
export function realTimeTimer(options: {
  readonly runner: () => LiveRunner;
  readonly inputs: readonly number[];
  readonly startedAt: number;
}) {
  let played = 0;
  return (ms: number, run: () => void) => {
    const timeout = setTimeout(() => {
      const due = Math.min(
        options.inputs.length,
        Math.floor(((Date.now() - options.startedAt) * TICKS_PER_SECOND) / 1000),
      );
      for (; played < due; played++) options.runner().tick(options.inputs[played] ?? 0);
      run();
    }, ms);
    return () => {
      clearTimeout(timeout);
    };
  };
}
