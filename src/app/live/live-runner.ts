import * as v from 'valibot';
import {
  encodeLiveInputs,
  LIVE_CLOSE,
  LIVE_FLUSH_MS,
  LIVE_MAX_TICKS_PER_BATCH,
  LIVE_RUN_PATH,
  serviceToRunnerFrame,
  type RunnerFrame,
} from '../../api';
import type { Timer } from '../global/retrying-outbox';

/**
 * What the game's live socket does, as the page hands it in (a WebSocket behind it): text goes
 * as a text frame, bytes as a binary frame.
 */
export interface LiveSocketPort {
  send(data: string | Uint8Array<ArrayBuffer>): void;
  close(): void;
}

/** What a live socket tells its owner. */
export interface LiveSocketEvents {
  message(text: string): void;
  /** The socket closed (by either side, or never opened), with its close code. */
  closed(code: number): void;
}

/** Opens a socket to the service's `path`; the page's side (src/ui/page). */
export type LiveConnect = (path: string, events: LiveSocketEvents) => LiveSocketPort;

/** A run's start token as the poster got it, and the key it was started with. */
export interface LiveStart {
  readonly token: string;
  readonly levelKey: string;
  readonly key: string;
}

/** What a live runner is built from. */
export interface LiveRunnerOptions {
  readonly connect: LiveConnect;
  readonly timer: Timer;
  /** How often what was played is sent, in ms (LIVE_FLUSH_MS by default). */
  readonly flushMs?: number;
  /** Hears every frame the service sends on the stream (a racer's rivals come this way). */
  readonly heard?: (text: string) => void;
}

/** The longest wait before opening a lost stream again, in ms. */
const MAX_REOPEN_MS = 8_000;

/** Close codes after which the stream is not taken up again: the service refused it. */
const FINAL_CLOSES = new Set([1000, 1009, 4400, 4401, 4403, 4404, 4409, 4410, 4422, 4423, 4425]);

/**
 * Streams one run as it is played: every tick's input is noted (`tick`), and every flushMs what
 * was played since the last flush goes as run-length batches of at most LIVE_MAX_TICKS_PER_BATCH
 * ticks (binary frames, `encodeLiveInputs`), each starting where the service's copy stands. Ticks played before the token came are
 * sent once it has. A connection lost (not refused) is opened again with `resume`, and the
 * batches go on from the tick the welcome names; a resume the service does not know (the
 * instance that held the run was killed) opens a new live run from tick 0. The stream never
 * stands in for the post: the run's replay is posted at its end whatever became of it.
 */
export class LiveRunner {
  /** Every input played, one a tick. */
  readonly #inputs: number[] = [];
  #start: LiveStart | null = null;
  #socket: LiveSocketPort | null = null;
  #liveId: string | undefined;
  /** The tick the service's copy stands at once welcomed; null while not welcomed. */
  #sent: number | null = null;
  #ended = false;
  #stopped = false;
  #cancelFlush: (() => void) | null = null;
  /** The wait before the next reopening: doubles from flushMs with each failure, reset on welcome. */
  #reopenMs = 0;

  constructor(private readonly options: LiveRunnerOptions) {}

  /** The live run's id once the service welcomed the stream. */
  get liveId(): string | undefined {
    return this.#liveId;
  }

  /** The run's token came: the stream opens. */
  begin(start: LiveStart): void {
    if (this.#stopped || this.#start !== null) return;
    this.#start = start;
    this.#open();
  }

  /** A tick was played with `input`. */
  tick(input: number): void {
    if (!this.#ended) this.#inputs.push(input);
  }

  /** The run ended: what is left is sent, then the end; a quit says so itself. */
  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#flush();
    if (this.#sent !== null) this.#send({ type: 'end' });
  }

  /** Stops streaming at once (the page goes away, or posting was turned off). */
  stop(): void {
    this.#stopped = true;
    this.#cancelFlush?.();
    this.#socket?.close();
    this.#socket = null;
  }

  #open(): void {
    const start = this.#start;
    if (start === null || this.#stopped) return;
    this.#socket = this.options.connect(LIVE_RUN_PATH, {
      message: (text) => {
        this.#received(text);
      },
      closed: (code) => {
        this.#closed(code);
      },
    });
    const hello: RunnerFrame = {
      type: 'hello',
      key: start.key,
      token: start.token,
      levelKey: start.levelKey,
      ...(this.#liveId === undefined ? {} : { resume: this.#liveId }),
    };
    this.#socket.send(JSON.stringify(hello));
  }

  #received(text: string): void {
    this.options.heard?.(text);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return;
    }
    const frame = v.safeParse(serviceToRunnerFrame, value);
    if (!frame.success || frame.output.type !== 'welcome') return;
    this.#liveId = frame.output.liveId;
    this.#sent = frame.output.tick;
    this.#reopenMs = 0;
    this.#flush();
    if (this.#ended) this.#send({ type: 'end' });
    else this.#schedule();
  }

  #closed(code: number): void {
    this.#socket = null;
    this.#sent = null;
    this.#cancelFlush?.();
    if (this.#stopped || this.#ended) return;
    if (code === LIVE_CLOSE.notFound && this.#liveId !== undefined) {
      // The instance that held the run is gone (killed, or another behind the balancer): the
      // run streams afresh from tick 0, every input of it kept here, as a new live run.
      this.#liveId = undefined;
      this.#open();
      return;
    }
    if (FINAL_CLOSES.has(code)) return;
    const flushMs = this.options.flushMs ?? LIVE_FLUSH_MS;
    // A service that cannot be reached (no live sockets there, offline) is asked less and less.
    this.#reopenMs = Math.min(MAX_REOPEN_MS, this.#reopenMs === 0 ? flushMs : this.#reopenMs * 2);
    this.#cancelFlush = this.options.timer(this.#reopenMs, () => {
      this.#open();
    });
  }

  #schedule(): void {
    this.#cancelFlush = this.options.timer(this.options.flushMs ?? LIVE_FLUSH_MS, () => {
      this.#flush();
      if (!this.#ended && this.#socket !== null) this.#schedule();
    });
  }

  /** Sends the ticks played since the service's tick, in batches it takes. */
  #flush(): void {
    let from = this.#sent;
    if (from === null) return;
    while (from < this.#inputs.length) {
      const to = Math.min(this.#inputs.length, from + LIVE_MAX_TICKS_PER_BATCH);
      this.#socket?.send(encodeLiveInputs({ from, runs: runLengths(this.#inputs, from, to) }));
      from = to;
    }
    this.#sent = from;
  }

  #send(frame: RunnerFrame): void {
    this.#socket?.send(JSON.stringify(frame));
  }
}

/** The inputs of ticks `from` to `to` (not included) as run-length pairs. */
export function runLengths(
  inputs: readonly number[],
  from: number,
  to: number,
): [number, number][] {
  const runs: [number, number][] = [];
  for (let tick = from; tick < to; tick++) {
    const input = inputs[tick] ?? 0;
    const last = runs[runs.length - 1];
    if (last?.[1] === input) last[0] += 1;
    else runs.push([1, input]);
  }
  return runs;
}
