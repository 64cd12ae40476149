/**
 * Watching live runs over real sockets against a started service: a late spectator catches up
 * from tick 0 and ends on the run's own hash, frames come only once the spectator delay has
 * passed by the service's clock, a runner's lost connection pauses the run and resumes it, and a
 * flood of malformed frames costs a concurrent spectator nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHash, fixtureLevel } from './support/live-replay';
import { LiveClient, liveUrl } from './support/live-client';
import { fixture, startTestService, type TestService } from './support/service-harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({
    env: { LEADERBOARD_LIVE_SOCKETS_PER_BUCKET: '1000', LEADERBOARD_LIVE_RUNS_PER_BUCKET: '100' },
  });
});
afterAll(async () => {
  await service.close();
});

/** The golden win of first-steps: 78 ticks, final hash 5c60b71d (e2e/fixtures). */
const WON = fixture('won-first-steps') as unknown as {
  inputs: [number, number][];
  final: { tick: number; hash: string };
};

async function runner(): Promise<{ client: LiveClient; liveId: string; token: string }> {
  const key = await service.keyOf('Theseus');
  const token = await service.token({ id: 'first-steps' });
  const client = new LiveClient(liveUrl(service.url, '/api/live/run'));
  await client.send({ type: 'hello', key, token, levelKey: 'level:first-steps' });
  const welcome = await client.next();
  return { client, liveId: String(welcome.liveId), token };
}

function spectator(liveId: string): LiveClient {
  return new LiveClient(liveUrl(service.url, `/api/live/watch/${liveId}`), () => service.now);
}

/** Frames no runner sends: text that is not JSON or not a frame, and bytes that are no batch. */
const JUNK = ['{"type":"hello"', '[1,2,3]', Buffer.from([1, 0, 99, 1]), Buffer.from([7])];

/**
 * Sends a batch and waits until the service took it, by the clock as it stands: its ack when
 * one is owed (a second of ticks since the last, or the batch that `ends` the run), else a ping.
 */
async function play(client: LiveClient, from: number, runs: number[][], ends = false) {
  await client.send({ type: 'inputs', from, runs });
  const tick = from + runs.reduce((n, [t]) => n + (t ?? 0), 0);
  if (client.ackDue(tick, ends)) expect(await client.next()).toEqual({ type: 'ack', tick });
  else await client.settled();
}

/**
 * A runner's socket closed by the test, and the service's side of it handled: a request made
 * after the close came back is answered after the service's event loop took the close.
 */
async function hangUp(client: LiveClient): Promise<void> {
  client.close();
  await client.closed;
  await service.get('/api/live');
}

/** Waits until the spectator has received `count` frames (the socket's own signal). */
async function framesOf(client: LiveClient, count: number): Promise<Record<string, unknown>[]> {
  const frames: Record<string, unknown>[] = [];
  while (frames.length < count) frames.push(await client.next());
  return frames;
}

describe('watching a live run', () => {
  it('catches up from tick 0 when joining late and ends on the hash of the verified run', async () => {
    const { client, liveId, token } = await runner();
    service.now += 10_000;
    const sentAt = service.now;
    await play(client, 0, WON.inputs.slice(0, 3));
    await play(client, 30, WON.inputs.slice(3, 5));
    service.now += 2_000;
    const watcher = spectator(liveId);
    const [catchUp] = await framesOf(watcher, 1);
    expect(catchUp).toMatchObject({
      type: 'catch-up',
      paused: false,
      run: { liveId, delayMs: 2000 },
    });
    expect(catchUp?.run).toMatchObject({ player: 'Theseus', level: { id: 'first-steps' } });
    await play(client, 70, WON.inputs.slice(5), true);
    expect((await client.closed).code).toBe(1000);
    service.now += 2_000;
    const rest = await framesOf(watcher, 2);
    expect(rest.map((f) => f.type)).toEqual(['inputs', 'ended']);
    expect(rest[1]).toEqual({ type: 'ended', tick: 78, outcome: 'won' });
    // The spectator re-simulates what it was sent, from tick 0, as the game's watch view does.
    const sim = fixtureLevel();
    const sent = [
      ...(catchUp?.runs as [number, number][]),
      ...(rest[0]?.runs as [number, number][]),
    ];
    for (const [ticks, input] of sent) for (let i = 0; i < ticks; i++) sim.advance(input);
    expect(sim.tick).toBe(78);
    expect(formatHash(sim.hash())).toBe('5c60b71d');
    expect(watcher.received.every(({ at }) => at >= sentAt + 2_000)).toBe(true);
    // Text frames, as the game's watch view reads them, though each is encoded once for all.
    expect(watcher.received.map(({ binary }) => binary)).toEqual([false, false, false]);
    expect((await watcher.closed).code).toBe(1000);
    // The stream stood in for nothing: the run is posted and verified as any run.
    const posted = await service.post({
      token,
      replay: { ...fixture('won-first-steps'), recordedAt: new Date(service.now).toISOString() },
    });
    expect(posted.status).toBe(201);
  });

  it('lists the run only once the delay has passed, with its viewers and ticks', async () => {
    const { client, liveId } = await runner();
    const list = async () =>
      ((await (await service.get('/api/live')).json()) as { runs: { liveId: string }[] }).runs;
    expect((await list()).some((run) => run.liveId === liveId)).toBe(false);
    service.now += 1_000;
    await play(client, 0, [[10, 2]]);
    const watcher = spectator(liveId);
    // Joined as the batch came: the delay has not passed, so the catch-up holds nothing yet.
    expect(await framesOf(watcher, 1)).toMatchObject([{ type: 'catch-up', runs: [] }]);
    service.now += 2_000;
    expect(await framesOf(watcher, 1)).toEqual([{ type: 'inputs', from: 0, runs: [[10, 2]] }]);
    const row = (await list()).find((run) => run.liveId === liveId);
    expect(row).toEqual({
      liveId,
      levelKey: 'level:first-steps',
      level: { id: 'first-steps' },
      player: 'Theseus',
      ticks: 10,
      paused: false,
      viewers: 1,
    });
    client.close();
    watcher.close();
  });

  it('shows a lost runner paused, resumes it with the same token, then abandons a lost one', async () => {
    const first = await runner();
    service.now += 1_000;
    await play(first.client, 0, [[10, 2]]);
    const watcher = spectator(first.liveId);
    await framesOf(watcher, 1);
    await hangUp(first.client);
    service.now += 2_000;
    expect((await framesOf(watcher, 2)).map((f) => f.type)).toEqual(['inputs', 'paused']);
    const key = await service.keyOf('Theseus');
    const again = new LiveClient(liveUrl(service.url, '/api/live/run'));
    const hello = { type: 'hello', key, token: first.token, levelKey: 'level:first-steps' };
    await again.send({ ...hello, resume: first.liveId });
    expect(await again.next()).toMatchObject({ type: 'welcome', liveId: first.liveId, tick: 10 });
    await play(again, 10, [[5, 4]]);
    service.now += 2_000;
    const resumed = await framesOf(watcher, 2);
    expect(resumed).toEqual([{ type: 'resumed' }, { type: 'inputs', from: 10, runs: [[5, 4]] }]);
    await hangUp(again);
    // Past the resume time (30 s by default) the run is abandoned, and its spectators told.
    service.now += 30_001;
    service.now += 2_000;
    expect((await framesOf(watcher, 2)).map((f) => f.type)).toEqual(['paused', 'abandoned']);
    expect((await watcher.closed).code).toBe(1000);
    const late = new LiveClient(liveUrl(service.url, '/api/live/run'));
    await late.send({ ...hello, resume: first.liveId });
    expect((await late.closed).code).toBe(4404);
  });

  it('closes 10 000 malformed frames while a concurrent spectator still gets each of its frames', async () => {
    const { client, liveId } = await runner();
    service.now += 60_000;
    const watcher = spectator(liveId);
    await framesOf(watcher, 1);
    const flood = Array.from(
      { length: 100 },
      () => new LiveClient(liveUrl(service.url, '/api/live/run')),
    );
    await Promise.all(flood.map((socket) => socket.opened));
    for (let batch = 0; batch < 10; batch++) {
      for (const socket of flood) {
        for (let i = 0; i < 10; i++) socket.socket.send(JUNK[i % JUNK.length] ?? '');
      }
      await play(client, batch * 4, [[4, batch % 2 === 0 ? 2 : 8]]);
    }
    const closes = await Promise.all(flood.map((socket) => socket.closed));
    expect(closes.every((closed) => closed.code === 4400)).toBe(true);
    service.now += 2_000;
    const frames = await framesOf(watcher, 10);
    expect(frames.map((f) => f.from)).toEqual([0, 4, 8, 12, 16, 20, 24, 28, 32, 36]);
    client.close();
    watcher.close();
  });

  it('refuses a spectator of no live run (4404), and any frame a spectator sends (4400)', async () => {
    const nobody = spectator('AAAAAAAAAAAAAAAA');
    expect((await nobody.closed).code).toBe(4404);
    const { client, liveId } = await runner();
    const talker = spectator(liveId);
    await framesOf(talker, 1);
    await talker.send({ type: 'end' });
    expect((await talker.closed).code).toBe(4400);
    client.close();
  });
});
