/**
 * Live runs across instances (child processes) on one PostgreSQL: a spectator on one instance
 * watches a runner on another from tick 0 to the verified run's hash, every instance lists the
 * run with the viewers of all, two racers of one room on two instances see each other's frames,
 * and the run of an instance that stops is shown abandoned after the resume time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildService, type ChildService } from '../support/child-service';
import { LiveClient, liveUrl } from '../support/live-client';
import { fixture } from '../support/service-harness';
import { fixtureLevel, formatHash } from '../support/live-replay';
import {
  claimOn,
  instanceFetch,
  postAs,
  startCluster,
  tokenFrom,
  type Cluster,
} from './cluster-support';

/** Short delay and resume time, so the test waits little for what they hold back. */
const DELAY_MS = 300;
const RESUME_MS = 1_500;
const LIVE_ENV = {
  LEADERBOARD_LIVE_DELAY_MS: String(DELAY_MS),
  LEADERBOARD_LIVE_RESUME_MS: String(RESUME_MS),
  LEADERBOARD_ROOM_COUNTDOWN_MS: '0',
};

let cluster: Cluster;
let a = '';
let b = '';
beforeAll(async () => {
  cluster = await startCluster(2, LIVE_ENV);
  [a, b] = cluster.instances.map((instance) => instance.url) as [string, string];
}, 120_000);
afterAll(async () => {
  await cluster.close();
});

/** The golden win of first-steps: 78 ticks, final hash 5c60b71d (e2e/fixtures). */
const WON = fixture('won-first-steps') as unknown as { inputs: [number, number][] };

interface Row {
  liveId: string;
  player: string;
  ticks: number;
  viewers: number;
}

/** Re-reads `read` every 25 ms until `done` holds of it (at most 10 s): the service's own signal. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('never came');
}

async function listOn(url: string): Promise<Row[]> {
  return ((await (await instanceFetch(`${url}/api/live`)).json()) as { runs: Row[] }).runs;
}

/** A runner on `url` with a fresh token: its socket and its live id. */
async function runnerOn(url: string, key: string, token: string) {
  const client = new LiveClient(liveUrl(url, '/api/live/run'));
  await client.send({ type: 'hello', key, token, levelKey: 'level:first-steps' });
  const welcome = await client.next();
  expect(welcome).toMatchObject({ type: 'welcome', tick: 0 });
  return { client, liveId: String(welcome.liveId) };
}

/**
 * Sends a batch and waits until the service took it: its ack when one is owed (a second of
 * ticks since the last, or the batch that `ends` the run), else a ping answered.
 */
async function play(client: LiveClient, from: number, runs: [number, number][], ends = false) {
  await client.send({ type: 'inputs', from, runs });
  const tick = from + runs.reduce((n, [t]) => n + t, 0);
  if (client.ackDue(tick, ends)) expect(await client.next()).toEqual({ type: 'ack', tick });
  else await client.settled();
}

/** The frames of a socket until it closes. */
async function allFrames(client: LiveClient): Promise<Record<string, unknown>[]> {
  await client.closed;
  return client.received.map(({ frame }) => frame);
}

describe('live runs on two instances', () => {
  it('lets a spectator on B watch a runner on A from tick 0 to the verified hash', async () => {
    const key = await claimOn(a, '10.6.0.1', 'Theseus');
    const token = await tokenFrom(a, '10.6.0.1', { id: 'first-steps' }, key);
    const { client, liveId } = await runnerOn(a, key, token);
    await play(client, 0, WON.inputs.slice(0, 3));
    // B lists the run of A once the delay has passed: the spectator opens it there.
    await until(
      () => listOn(b),
      (rows) => rows.some((row) => row.liveId === liveId && row.ticks === 30),
    );
    const watcher = new LiveClient(liveUrl(b, `/api/live/watch/${liveId}`));
    const catchUp = await watcher.next();
    expect(catchUp).toMatchObject({
      type: 'catch-up',
      paused: false,
      runs: WON.inputs.slice(0, 3),
      run: { liveId, player: 'Theseus', level: { id: 'first-steps' }, delayMs: DELAY_MS },
    });
    // A counts B's spectator among its viewers (B's heartbeat), B its own.
    const onA = await until(
      () => listOn(a),
      (rows) => rows.some((row) => row.liveId === liveId && row.viewers === 1),
    );
    expect(onA.find((row) => row.liveId === liveId)).toMatchObject({ ticks: 30, viewers: 1 });
    expect((await listOn(b)).find((row) => row.liveId === liveId)).toMatchObject({ viewers: 1 });
    client.close();
    await client.closed;
    const resumed = new LiveClient(liveUrl(a, '/api/live/run'));
    await resumed.send({
      type: 'hello',
      key,
      token,
      levelKey: 'level:first-steps',
      resume: liveId,
    });
    expect(await resumed.next()).toMatchObject({ type: 'welcome', liveId, tick: 30 });
    await play(resumed, 30, WON.inputs.slice(3), true);
    const rest = (await allFrames(watcher)).slice(1);
    expect(rest.map((frame) => frame.type)).toEqual(['paused', 'resumed', 'inputs', 'ended']);
    expect(rest[3]).toEqual({ type: 'ended', tick: 78, outcome: 'won' });
    const sim = fixtureLevel();
    const sent = [
      ...(catchUp.runs as [number, number][]),
      ...(rest[2]?.runs as [number, number][]),
    ];
    for (const [ticks, input] of sent) for (let i = 0; i < ticks; i++) sim.advance(input);
    expect([sim.tick, formatHash(sim.hash())]).toEqual([78, '5c60b71d']);
    // The run posted to B is verified with that same final hash.
    const replay = { ...fixture('won-first-steps'), recordedAt: new Date().toISOString() };
    expect((await postAs(`${b}/api/runs`, '10.6.0.1', { token, replay }, key)).status).toBe(201);
    expect((await watcher.closed).code).toBe(1000);
  });

  it("shows two racers of one room on A and B each other's frames", async () => {
    const ariadne = await claimOn(a, '10.6.0.2', 'Ariadne');
    const minos = await claimOn(b, '10.6.0.3', 'Minos');
    const made = await postAs(
      `${a}/api/rooms`,
      '10.6.0.2',
      { level: { id: 'first-steps' } },
      ariadne,
    );
    const roomId = ((await made.json()) as { roomId: string }).roomId;
    expect(
      (await postAs(`${b}/api/rooms/${roomId}/join`, '10.6.0.3', undefined, minos)).status,
    ).toBe(200);
    const start = async (url: string, address: string, key: string) => {
      const answer = await postAs(`${url}/api/rooms/${roomId}/start`, address, undefined, key);
      return ((await answer.json()) as { token: string }).token;
    };
    const onA = await runnerOn(a, ariadne, await start(a, '10.6.0.2', ariadne));
    const onB = await runnerOn(b, minos, await start(b, '10.6.0.3', minos));
    // A racer connected before its rival's run reached its instance is sent it when it does.
    expect(await onA.client.next()).toMatchObject({
      type: 'rival',
      liveId: onB.liveId,
      frame: { type: 'catch-up', runs: [], run: { player: 'Minos', delayMs: 0 } },
    });
    expect(await onB.client.next()).toMatchObject({
      type: 'rival',
      liveId: onA.liveId,
      frame: { type: 'catch-up', run: { player: 'Ariadne', delayMs: 0 } },
    });
    await play(onA.client, 0, [[2, 2]]);
    expect(await onB.client.next()).toEqual({
      type: 'rival',
      liveId: onA.liveId,
      frame: { type: 'inputs', from: 0, runs: [[2, 2]] },
    });
    await play(onB.client, 0, [[3, 4]]);
    expect(await onA.client.next()).toEqual({
      type: 'rival',
      liveId: onB.liveId,
      frame: { type: 'inputs', from: 0, runs: [[3, 4]] },
    });
    // The room read on either instance names both live runs.
    const read = await instanceFetch(`${b}/api/rooms/${roomId}`);
    const room = (await read.json()) as { racers: { liveId?: string }[] };
    const liveIds = room.racers.map((racer) => racer.liveId);
    expect(liveIds.sort()).toEqual([onA.liveId, onB.liveId].sort());
    onA.client.close();
    onB.client.close();
  });
});

describe('an instance that stops', () => {
  let c: ChildService;
  beforeAll(async () => {
    c = await startChildService(['--data', cluster.storage.dataDir], {
      DATABASE_URL: cluster.storage.databaseUrl ?? '',
      LEADERBOARD_UNSAFE_TOKEN_BACKDATE_S: '3600',
      LEADERBOARD_TRUST_PROXY: '1',
      LEADERBOARD_VERIFIER_THREADS: '1',
      ...LIVE_ENV,
    });
  }, 60_000);
  afterAll(async () => {
    await c.stop();
  });

  it('has its run shown abandoned on the others after the resume time', async () => {
    // A racer alone in its room, streaming to C.
    const key = await claimOn(c.url, '10.6.0.4', 'Pasiphae');
    const level = { level: { id: 'first-steps' } };
    const made = await postAs(`${c.url}/api/rooms`, '10.6.0.4', level, key);
    const roomId = ((await made.json()) as { roomId: string }).roomId;
    const started = await postAs(`${c.url}/api/rooms/${roomId}/start`, '10.6.0.4', undefined, key);
    const token = ((await started.json()) as { token: string }).token;
    const { liveId, client } = await runnerOn(c.url, key, token);
    await play(client, 0, [[5, 2]]);
    await until(
      () => listOn(b),
      (rows) => rows.some((row) => row.liveId === liveId && row.ticks === 5),
    );
    const watcher = new LiveClient(liveUrl(b, `/api/live/watch/${liveId}`));
    expect(await watcher.next()).toMatchObject({ type: 'catch-up', runs: [[5, 2]] });
    const stoppedAt = Date.now();
    await c.stop();
    expect(await watcher.next()).toEqual({ type: 'abandoned' });
    // Not before its last beat plus the resume time, plus the delay.
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(RESUME_MS + DELAY_MS - 1_000);
    expect((await watcher.closed).code).toBe(1000);
    // Its room, read on A, shows the racer abandoned, as a lost runner's would.
    const racers = async () => {
      const read = await instanceFetch(`${a}/api/rooms/${roomId}`);
      return ((await read.json()) as { racers: { player: string; state: string }[] }).racers;
    };
    const shown = await until(racers, (rows) => rows[0]?.state !== 'racing');
    expect(shown).toEqual([{ player: 'Pasiphae', state: 'abandoned' }]);
    // A drops it too once its own heartbeat finds C gone and the delay passed.
    await until(
      () => listOn(a),
      (rows) => !rows.some((row) => row.liveId === liveId),
    );
  });
});
