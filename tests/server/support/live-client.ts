import { WebSocket } from 'ws';

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
  readonly received: { frame: Record<string, unknown>; at: number }[] = [];
  readonly closed: Promise<Closed>;
  readonly opened: Promise<void>;
  #read = 0;
  #waiting: (() => void) | undefined;

  constructor(url: string, clock: () => number = () => 0) {
    this.socket = new WebSocket(url);
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => {
        resolve();
      });
      this.socket.once('error', reject);
    });
    this.socket.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
      this.received.push({ frame, at: clock() });
      this.#waiting?.();
    });
    this.closed = new Promise((resolve) => {
      this.socket.once('close', (code: number, reason: Buffer) => {
        resolve({ code, reason: reason.toString('utf8') });
        this.#waiting?.();
      });
    });
  }

  /** Sends a frame as JSON text (or text as it is). */
  async send(frame: unknown): Promise<void> {
    await this.opened;
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
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

/** The ws:// address of a live path of a service at `url` (http://…). */
export function liveUrl(url: string, path: string): string {
  return `${url.replace(/^http/, 'ws')}${path}`;
}
