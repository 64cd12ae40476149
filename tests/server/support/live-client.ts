import { WebSocket } from 'ws';
import { encodeLiveInputs, LIVE_ACK_TICKS } from '../../../src/api';

/** How a socket ended: its close code and reason. */
export interface Closed {
  readonly code: number;
  readonly reason: string;
}

/**
 * A test's end of a live socket: every frame it receives kept in order (`next()` waits for the
 * next one), and its close as a promise. Each frame is noted with `clock()` at its arrival, so a
 * test can say when (by the service's injected clock) it came.
 */
export class LiveClient {
  readonly socket: WebSocket;
  /** Each frame received, when, and whether it came as a binary frame (a browser reads text). */
  readonly received: { frame: Record<string, unknown>; at: number; binary: boolean }[] = [];
  readonly closed: Promise<Closed>;
  readonly opened: Promise<void>;
  #read = 0;
  #waiting: (() => void) | undefined;
  /** The tick the service last welcomed or acknowledged a runner at. */
  #acked = 0;

  constructor(url: string, clock: () => number = () => 0) {
    this.socket = new WebSocket(url);
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => {
        resolve();
      });
      this.socket.once('error', reject);
    });
    this.socket.on('message', (data: Buffer, binary: boolean) => {
      const frame = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
      if ((frame.type === 'welcome' || frame.type === 'ack') && typeof frame.tick === 'number') {
        this.#acked = frame.tick;
      }
      this.received.push({ frame, at: clock(), binary });
      this.#waiting?.();
    });
    this.closed = new Promise((resolve) => {
      this.socket.once('close', (code: number, reason: Buffer) => {
        resolve({ code, reason: reason.toString('utf8') });
        this.#waiting?.();
      });
    });
  }

  /**
   * Sends a frame as the game does: a batch of inputs (`{ type: 'inputs', from, runs }`) as its
   * binary frame, any other as JSON text (or text as it is).
   */
  async send(frame: unknown): Promise<void> {
    await this.opened;
    if (isBatch(frame)) this.socket.send(encodeLiveInputs(frame));
    else this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /**
   * True when the service owes a runner an ack for batches that bring its run to `tick`: once
   * LIVE_ACK_TICKS ticks came since the last ack (or the welcome), or when the run `ends` there.
   * When none is owed, `settled()` tells the batch was taken (frames are taken in order).
   */
  ackDue(tick: number, ends = false): boolean {
    return ends || tick - this.#acked >= LIVE_ACK_TICKS;
  }

  /** Sends bytes as one binary frame, as they are. */
  async sendBytes(bytes: Uint8Array): Promise<void> {
    await this.opened;
    this.socket.send(bytes);
  }

  /** The next frame not read yet; throws when the socket closes first. */
  async next(): Promise<Record<string, unknown>> {
    for (;;) {
      const entry = this.received[this.#read];
      if (entry !== undefined) {
        this.#read++;
        return entry.frame;
      }
      if (this.socket.readyState === WebSocket.CLOSED) throw new Error('closed before a frame');
      await new Promise<void>((resolve) => {
        this.#waiting = resolve;
      });
    }
  }

  /**
   * A ping answered: the service's side of the socket is set up (its pong comes from a later
   * turn of the service's event loop than the one that opened the socket).
   */
  async settled(): Promise<void> {
    await this.opened;
    await new Promise<void>((resolve) => {
      this.socket.once('pong', () => {
        resolve();
      });
      this.socket.ping();
    });
  }

  close(): void {
    this.socket.close();
  }
}

function isBatch(frame: unknown): frame is { from: number; runs: [number, number][] } {
  return (
    typeof frame === 'object' && frame !== null && (frame as { type?: unknown }).type === 'inputs'
  );
}

/** The ws:// address of a live path of a service at `url` (http://…). */
export function liveUrl(url: string, path: string): string {
  return `${url.replace(/^http/, 'ws')}${path}`;
}
