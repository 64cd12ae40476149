import { describe, expect, it } from 'vitest';
import type { RunListeners } from '../../../src/app';
import { decodeLiveInputs } from '../../../src/api';
import { LiveStreaming, type LiveSocketEvents, type LiveStart } from '../../../src/app/live';

/** A session that tells its listeners when the test says. */
function fakeSession() {
  const listeners = new Map<string, unknown[]>();
  return {
    on<E extends keyof RunListeners>(event: E, listener: RunListeners[E]): () => void {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return () => undefined;
    },
    emit<E extends keyof RunListeners>(event: E, ...args: Parameters<RunListeners[E]>): void {
      for (const listener of listeners.get(event) ?? []) {
        (listener as (...a: unknown[]) => void)(...args);
      }
    },
  };
}

/**
 * The page's sockets, recorded: what each sent (text parsed, a binary batch read back as
 * `{ type: 'inputs', from, runs }`, its bytes kept in `bytes`), and a way to answer as the service.
 */
function fakePage() {
  const sockets: { path: string; sent: unknown[]; bytes: number[][]; events: LiveSocketEvents }[] =
    [];
  let due: (() => void)[] = [];
  const waits: number[] = [];
  return {
    sockets,
    waits,
    connect(path: string, events: LiveSocketEvents) {
      const socket = { path, sent: [] as unknown[], bytes: [] as number[][], events };
      sockets.push(socket);
      return {
        send: (data: string | Uint8Array) => {
          if (typeof data === 'string') {
            socket.sent.push(JSON.parse(data) as unknown);
            return;
          }
          socket.bytes.push([...data]);
          socket.sent.push({ type: 'inputs', ...decodeLiveInputs(data) });
        },
        close: () => undefined,
      };
    },
    timer(ms: number, run: () => void) {
      waits.push(ms);
      due.push(run);
      return () => {
        due = due.filter((f) => f !== run);
      };
    },
    fire() {
      const now = due;
      due = [];
      for (const run of now) run();
    },
  };
}

const START: LiveStart = { token: 'tok.sig', levelKey: 'level:first-steps', key: 'k'.repeat(43) };
const ticked = (session: ReturnType<typeof fakeSession>, input: number) => {
  session.emit('run-ticked', {} as never, input);
};

describe('LiveStreaming', () => {
  it('streams a posted run: hello with its token, batches on the flush timer, the end', async () => {
    const session = fakeSession();
    const page = fakePage();
    new LiveStreaming({ session, currentStart: () => Promise.resolve(START), ...page });
    session.emit('run-started', {} as never);
    for (let i = 0; i < 3; i++) ticked(session, 2);
    await Promise.resolve();
    const [socket] = page.sockets;
    expect(socket?.path).toBe('/api/live/run');
    expect(socket?.sent).toEqual([{ type: 'hello', ...START }]);
    socket?.events.message(
      JSON.stringify({ type: 'welcome', liveId: 'A'.repeat(16), tick: 0, resumeWithinMs: 30000 }),
    );
    expect(socket?.sent.at(-1)).toEqual({ type: 'inputs', from: 0, runs: [[3, 2]] });
    // On the wire: type 1, from 0, input 2 for 3 ticks.
    expect(socket?.bytes.at(-1)).toEqual([1, 0, 2, 3]);
    ticked(session, 2);
    ticked(session, 8);
    page.fire();
    expect(socket?.bytes.at(-1)).toEqual([1, 3, 2, 1, 8, 1]);
    expect(socket?.sent.at(-1)).toEqual({
      type: 'inputs',
      from: 3,
      runs: [
        [1, 2],
        [1, 8],
      ],
    });
    ticked(session, 8);
    session.emit('run-ended', {} as never);
    expect(socket?.sent.slice(-2)).toEqual([
      { type: 'inputs', from: 5, runs: [[1, 8]] },
      { type: 'end' },
    ]);
  });

  it('streams nothing of a run that is not posted', async () => {
    const session = fakeSession();
    const page = fakePage();
    new LiveStreaming({ session, currentStart: () => null, ...page });
    session.emit('run-started', {} as never);
    ticked(session, 2);
    await Promise.resolve();
    expect(page.sockets).toEqual([]);
  });

  it('opens a stream the service never took again less and less often, up to 8 s', async () => {
    const session = fakeSession();
    const page = fakePage();
    new LiveStreaming({ session, currentStart: () => Promise.resolve(START), ...page });
    session.emit('run-started', {} as never);
    await Promise.resolve();
    for (let i = 0; i < 8; i++) {
      page.sockets.at(-1)?.events.closed(1006);
      page.fire();
    }
    expect(page.waits).toEqual([200, 400, 800, 1600, 3200, 6400, 8000, 8000]);
    expect(page.sockets).toHaveLength(9);
  });

  it('streams the run afresh from tick 0 when its resume is unknown (the instance was killed)', async () => {
    const session = fakeSession();
    const page = fakePage();
    new LiveStreaming({ session, currentStart: () => Promise.resolve(START), ...page });
    session.emit('run-started', {} as never);
    await Promise.resolve();
    const liveId = 'A'.repeat(16);
    const welcome = (tick: number, id: string) =>
      JSON.stringify({ type: 'welcome', liveId: id, tick, resumeWithinMs: 30000 });
    page.sockets[0]?.events.message(welcome(0, liveId));
    for (let i = 0; i < 6; i++) ticked(session, 2);
    page.fire();
    page.sockets[0]?.events.closed(1006);
    page.fire();
    expect(page.sockets[1]?.sent).toEqual([{ type: 'hello', ...START, resume: liveId }]);
    page.sockets[1]?.events.closed(4404);
    expect(page.sockets).toHaveLength(3);
    expect(page.sockets[2]?.sent).toEqual([{ type: 'hello', ...START }]);
    page.sockets[2]?.events.message(welcome(0, 'B'.repeat(16)));
    expect(page.sockets[2]?.sent.at(-1)).toEqual({ type: 'inputs', from: 0, runs: [[6, 2]] });
  });

  it('takes a refusal of a fresh stream as final (4404: no level the service can build)', async () => {
    const session = fakeSession();
    const page = fakePage();
    new LiveStreaming({ session, currentStart: () => Promise.resolve(START), ...page });
    session.emit('run-started', {} as never);
    await Promise.resolve();
    page.sockets[0]?.events.closed(4404);
    page.fire();
    expect(page.sockets).toHaveLength(1);
  });
});
