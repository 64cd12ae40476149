import type { WSContext } from 'hono/ws';
import * as v from 'valibot';
import type { WebSocket } from 'ws';
import {
  decodeLiveInputs,
  isLiveInputsProblem,
  LIVE_CLOSE,
  LIVE_MAX_FRAME_BYTES,
  type LiveCloseReason,
  type LiveInputsBatch,
} from '../../api';

/** The longest close reason a WebSocket close frame holds, in bytes. */
const MAX_CLOSE_REASON_BYTES = 123;

/** A close reason cut to what a close frame holds. */
function closeText(problem: string): string {
  let text = problem;
  while (Buffer.byteLength(text) > MAX_CLOSE_REASON_BYTES) text = text.slice(0, -1);
  return text;
}

/**
 * One live socket as the service holds it: its close (once, with a stated code), its idle timer,
 * and the reading of each frame: text as JSON against its schema, binary as a batch of inputs.
 * Messages after the close are dropped without being read, so a flood of bad frames costs one
 * parse.
 */
export class LiveSocket {
  #closed = false;
  readonly #idle: ReturnType<typeof setTimeout>;

  constructor(
    private readonly ws: WSContext,
    private readonly idleMs: number,
  ) {
    this.#idle = setTimeout(() => {
      this.refuse('idle', `nothing received for ${this.idleMs} ms`);
    }, this.idleMs);
  }

  get closed(): boolean {
    return this.#closed;
  }

  /**
   * Something came: the idle time starts again (the one timer re-armed in place, not a timer
   * made and cleared for every frame).
   */
  touch(): void {
    if (!this.#closed) this.#idle.refresh();
  }

  /** Closes with the close code of `reason` and its problem as the close frame's text. */
  refuse(reason: LiveCloseReason, problem: string): void {
    this.close(LIVE_CLOSE[reason], problem);
  }

  close(code: number, text: string): void {
    if (this.#closed) return;
    this.#closed = true;
    clearTimeout(this.#idle);
    this.ws.close(code, closeText(text));
  }

  /** The socket was closed (by either side): its timer stops. */
  closedBy(): void {
    this.#closed = true;
    clearTimeout(this.#idle);
  }

  /**
   * For a socket that sends nothing (a spectator): pinged every half idle time, and idle when
   * no pong comes back (browsers answer pings by themselves).
   */
  heartbeat(): void {
    const raw = this.ws.raw as WebSocket | undefined;
    if (raw === undefined) return;
    raw.on('pong', () => {
      if (!this.#closed) this.touch();
    });
    const ping = setInterval(
      () => {
        if (this.#closed) clearInterval(ping);
        else raw.ping();
      },
      Math.max(1, Math.floor(this.idleMs / 2)),
    );
  }

  /**
   * Hands `listener` each frame as `ws` reads it: text as a string, binary as the bytes received
   * (not copied). Read from the socket itself rather than through the adapter's `onMessage`,
   * which makes an event object and copies the bytes of every frame: a runner sends five a second.
   */
  listen(listener: (data: string | Uint8Array) => void): void {
    const raw = this.ws.raw as WebSocket | undefined;
    if (raw === undefined) throw new Error('a live socket reads frames from its ws socket');
    raw.on('message', (data: Buffer, isBinary: boolean) => {
      listener(isBinary ? data : data.toString());
    });
  }

  send(frame: unknown): void {
    if (!this.#closed) this.ws.send(JSON.stringify(frame));
  }

  /**
   * Sends a frame already encoded as UTF-8 JSON, as a text frame (one payload for all of a run's
   * spectators: `ws` writes the bytes as they are, where a string is encoded again per socket).
   */
  sendPayload(payload: Buffer): void {
    if (this.#closed) return;
    const raw = this.ws.raw as WebSocket | undefined;
    if (raw === undefined) this.ws.send(payload.toString());
    else raw.send(payload, { binary: false });
  }

  /**
   * A text frame read with `schema`, or undefined once the socket was closed for it: binary,
   * over LIVE_MAX_FRAME_BYTES, not JSON, or not of the schema (`malformed`, naming the field).
   */
  read<S extends v.GenericSchema>(data: unknown, schema: S): v.InferOutput<S> | undefined {
    if (this.#closed) return undefined;
    if (typeof data !== 'string') {
      this.refuse('malformed', 'this socket takes JSON text frames, not binary');
      return undefined;
    }
    if (Buffer.byteLength(data) > LIVE_MAX_FRAME_BYTES) {
      this.#refuseOversized();
      return undefined;
    }
    let value: unknown;
    try {
      value = JSON.parse(data);
    } catch {
      this.refuse('malformed', 'the frame is not JSON');
      return undefined;
    }
    const parsed = v.safeParse(schema, value);
    if (parsed.success) return parsed.output;
    const issue = parsed.issues[0];
    const path = issue.path?.map((item) => String(item.key)).join('.') ?? 'frame';
    this.refuse('malformed', `${path}: ${issue.message}`);
    return undefined;
  }

  /**
   * A binary frame read as a batch of inputs, or undefined once the socket was closed for it:
   * over LIVE_MAX_FRAME_BYTES, or not a batch (`malformed`, saying what is wrong).
   */
  readBatch(data: Uint8Array): LiveInputsBatch | undefined {
    if (this.#closed) return undefined;
    if (data.byteLength > LIVE_MAX_FRAME_BYTES) {
      this.#refuseOversized();
      return undefined;
    }
    const batch = decodeLiveInputs(data);
    if (!isLiveInputsProblem(batch)) return batch;
    this.refuse('malformed', batch.problem);
    return undefined;
  }

  #refuseOversized(): void {
    this.refuse('oversized', `a frame holds at most ${LIVE_MAX_FRAME_BYTES} bytes`);
  }
}
