import type { Context, Hono } from 'hono';
import type { WSEvents } from 'hono/ws';
import { upgradeWebSocket } from '@hono/node-server';
import {
  LIVE_ACK_TICKS,
  LIVE_RUN_PATH,
  LIVE_WATCH_PATH,
  runnerFrame,
  type LiveInputsBatch,
  type RunnerFrame,
} from '../../api';
import { BucketCounts } from './registry/bucket-counts';
import { addressBucket } from '../http/address-bucket';
import type { Handlers } from '../http/operation-handler';
import { clientAddress } from '../http/request-body';
import type { ServiceDeps } from '../service/service-deps';
import { checkHello } from './live-hello';
import type { LocalRun } from './registry/live-run';
import { LiveSocket } from './live-socket';
import { LiveStream } from './registry/live-stream';

type LiveDeps = Pick<
  ServiceDeps,
  'live' | 'stores' | 'tokens' | 'now' | 'tickCap' | 'trustProxy' | 'ipv6Prefix'
>;

/** GET /api/live: the runs in progress, as the spectator delay shows them. */
export function liveHandlers(
  deps: Pick<ServiceDeps, 'live' | 'now'>,
): Pick<Handlers, 'listLiveRuns'> {
  return {
    listLiveRuns: ({ c }) => Promise.resolve(c.json(deps.live.list(deps.now()), 200)),
  };
}

/** A frame a runner sent: a text frame, or a binary batch of inputs. */
type ReadFrame = RunnerFrame | ({ readonly type: 'inputs' } & LiveInputsBatch);

/**
 * One runner's connection: its hello, then its batches, one frame at a time in order. Batches
 * are acknowledged once LIVE_ACK_TICKS ticks have come since the last ack, and when the run ends.
 */
class RunnerConnection {
  #run: LocalRun | undefined;
  #helloSent = false;
  #queue: Promise<void> = Promise.resolve();
  /** Frames queued behind a hello still being checked. */
  #waiting = 0;
  /** The tick last acknowledged (or welcomed). */
  #acked = 0;

  constructor(
    private readonly socket: LiveSocket,
    private readonly bucket: string,
    private readonly deps: LiveDeps,
  ) {}

  /**
   * Frames are handled in order; the hello's checks are asynchronous, so the frames after it wait
   * for them. With none waiting a frame is handled at once (no promise made for each batch).
   */
  receive(data: string | Uint8Array): void {
    const frame =
      typeof data === 'string' ? this.socket.read(data, runnerFrame) : this.#batch(data);
    if (frame === undefined) return;
    this.socket.touch();
    if (this.#waiting === 0 && frame.type !== 'hello') {
      this.#handle(frame);
      return;
    }
    this.#waiting++;
    this.#queue = this.#queue
      .then(async () => {
        if (frame.type === 'hello') await this.#helloOnce(frame);
        else this.#handle(frame);
      })
      .finally(() => {
        this.#waiting--;
      });
  }

  #batch(data: Uint8Array): ReadFrame | undefined {
    const batch = this.socket.readBatch(data);
    return batch === undefined ? undefined : { type: 'inputs', ...batch };
  }

  async #helloOnce(frame: Extract<RunnerFrame, { type: 'hello' }>): Promise<void> {
    if (this.socket.closed) return;
    if (this.#helloSent) {
      this.socket.refuse('malformed', 'a second hello');
      return;
    }
    this.#helloSent = true;
    await this.#hello(frame);
  }

  #handle(frame: Exclude<ReadFrame, { type: 'hello' }>): void {
    if (this.socket.closed) return;
    const run = this.#run;
    if (run === undefined) {
      this.socket.refuse('unauthorized', 'the first frame is a hello');
      return;
    }
    const live = this.deps.live;
    const now = this.deps.now();
    if (frame.type === 'end') {
      live.end(run, now);
      live.pumpRun(run, now);
      this.socket.close(1000, 'the run is over');
      return;
    }
    const refusal = live.take(run, frame.from, frame.runs, now);
    live.pumpRun(run, now);
    if (refusal !== null) {
      this.socket.refuse(refusal.reason, refusal.problem);
      return;
    }
    const tick = run.stream.tick;
    if (run.finished || tick - this.#acked >= LIVE_ACK_TICKS) {
      this.#acked = tick;
      this.socket.send({ type: 'ack', tick });
    }
    if (run.finished) this.socket.close(1000, 'the run is over');
  }

  async #hello(frame: Extract<RunnerFrame, { type: 'hello' }>): Promise<void> {
    const { live, now } = this.deps;
    const checked = await checkHello(frame, now(), this.deps);
    if (this.socket.closed) return;
    if ('reason' in checked) {
      this.socket.refuse(checked.reason, checked.problem);
      return;
    }
    const run =
      frame.resume === undefined
        ? live.open(
            { ...checked.identity, bucket: this.bucket },
            new LiveStream(checked.level, checked.issuedAt, this.deps.tickCap),
            now(),
          )
        : live.resume(frame.resume, checked.identity.tokenId, now());
    if ('reason' in run) {
      this.socket.refuse(run.reason, run.problem);
      return;
    }
    this.#run = run;
    this.#acked = run.stream.tick;
    const { liveId, roomId } = run.identity;
    const resumeWithinMs = live.settings.resumeMs;
    this.socket.send({ type: 'welcome', liveId, tick: run.stream.tick, resumeWithinMs });
    if (roomId !== undefined) {
      live.race(run, {
        send: (rivalId, rivalFrame) => {
          this.socket.send({ type: 'rival', liveId: rivalId, frame: rivalFrame });
        },
      });
    }
  }

  /** The connection is gone: a run not over shows paused. */
  closed(): void {
    this.socket.closedBy();
    if (this.#run !== undefined) this.deps.live.disconnect(this.#run, this.deps.now());
  }
}

/** The events of a socket counted against its bucket: refused at once past the limit. */
function counted(
  c: Context,
  deps: LiveDeps,
  counts: BucketCounts,
  open: (
    socket: LiveSocket,
    bucket: string,
  ) => {
    message(data: string | Uint8Array): void;
    close(): void;
  },
): WSEvents {
  const bucket = addressBucket(clientAddress(c, deps.trustProxy), deps.ipv6Prefix);
  const { socketsPerBucket, idleMs } = deps.live.settings;
  let connection: ReturnType<typeof open> | undefined;
  let counting = false;
  return {
    onOpen(_event, ws) {
      const socket = new LiveSocket(ws, idleMs);
      if (!counts.add(bucket, socketsPerBucket)) {
        socket.refuse('tooMany', `${socketsPerBucket} live sockets from this address`);
        return;
      }
      counting = true;
      const opened = open(socket, bucket);
      connection = opened;
      socket.listen((data) => {
        opened.message(data);
      });
    },
    onClose() {
      connection?.close();
      if (counting) counts.remove(bucket);
    },
  };
}

/**
 * The live sockets on the service's app: a runner streams at LIVE_RUN_PATH, a spectator follows
 * at LIVE_WATCH_PATH/<liveId> (no key: a spectator only ever receives). Each address bucket
 * holds at most its limit of sockets.
 */
export function liveSockets(app: Hono, deps: LiveDeps): void {
  const counts = new BucketCounts();
  app.get(
    LIVE_RUN_PATH,
    upgradeWebSocket((c) =>
      counted(c, deps, counts, (socket, bucket) => {
        const runner = new RunnerConnection(socket, bucket, deps);
        return {
          message: (data) => {
            runner.receive(data);
          },
          close: () => {
            runner.closed();
          },
        };
      }),
    ),
  );
  app.get(
    `${LIVE_WATCH_PATH}/:liveId`,
    upgradeWebSocket((c) => {
      const liveId = c.req.param('liveId') ?? '';
      return counted(c, deps, counts, (socket) => watch(socket, liveId, deps));
    }),
  );
}

/** A spectator: sent its run, refused any frame (it only receives), removed when it closes. */
function watch(socket: LiveSocket, liveId: string, deps: LiveDeps) {
  const link = {
    send: (_frame: unknown, payload: Buffer) => {
      socket.sendPayload(payload);
    },
    close: (code: number, text: string) => {
      socket.close(code, text);
    },
  };
  const run = deps.live.watch(liveId, link, deps.now());
  if ('reason' in run) socket.refuse(run.reason, run.problem);
  else socket.heartbeat();
  return {
    message: () => {
      socket.refuse('malformed', 'a spectator sends no frames');
    },
    close() {
      socket.closedBy();
      if (!('reason' in run)) run.spectators.delete(link);
    },
  };
}
