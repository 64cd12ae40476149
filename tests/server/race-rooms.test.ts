/**
 * Race rooms (issue 43, racing), on the embedded SQLite and (LEADERBOARD_TEST_DATABASE_URL)
 * PostgreSQL: two racers in one room, each a real WebSocket client, receive each other's frames
 * as they are sent (no spectator delay between racers) and finish; the room's result lists both
 * runs, verified by their normal posts, in order of game time whatever order they were posted
 * in; a racer who loses its connection is paused, may resume, and is abandoned past the resume
 * time (not finished in the result, whatever it posts later); and the refusals (a start by
 * another than the creator, a join after the start, a full room, two joins racing for the last
 * seat, ids no room can have, the rooms per address). Time moves on the service's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { serviceToRacerFrame } from '../../src/api';
import { RoomClient } from '../../src/app/rooms/room-client';
import { writeMessage } from '../../src/app/text/message-descriptor';
import { mutableCopy, winningReplay } from '../replay/support/replays';
import { LiveClient, liveUrl } from './support/live-client';
import { postRacerRun, roomWhen } from './support/room-racing';
import { startTestService, type TestService } from './support/service-harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({
    env: { LEADERBOARD_LIVE_SOCKETS_PER_BUCKET: '1000', LEADERBOARD_LIVE_RUNS_PER_BUCKET: '100' },
  });
});
afterAll(async () => {
  await service.close();
});

type Json = Record<string, unknown>;

/** A request to a room operation with `player`'s key: its status and JSON body. */
async function call(
  method: 'GET' | 'POST',
  path: string,
  player?: string,
  body?: unknown,
): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = {};
  if (player !== undefined) headers.authorization = `Bearer ${await service.keyOf(player)}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const answer = await fetch(`${service.url}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: answer.status, body: (await answer.json()) as Json };
}

/** A room on first-steps made by `creator`, and the others seated: its id. */
async function room(creator: string, ...others: string[]): Promise<string> {
  const made = await call('POST', '/api/rooms', creator, { level: { id: 'first-steps' } });
  expect(made.status).toBe(201);
  const id = String(made.body.roomId);
  for (const other of others)
    expect((await call('POST', `/api/rooms/${id}/join`, other)).status).toBe(200);
  return id;
}

/** The problem type of an answer. */
const kind = (answer: { body: Json }) => String(answer.body.type).replace('/api/problems#', '');

/** A racer's live socket, its hello sent and welcome read: the client and its liveId. */
async function racer(player: string, token: string, resume?: string) {
  const client = new LiveClient(liveUrl(service.url, '/api/live/run'), () => service.now);
  const key = await service.keyOf(player);
  const hello = { type: 'hello', key, token, levelKey: 'level:first-steps' };
  await client.send(resume === undefined ? hello : { ...hello, resume });
  const welcome = await client.next();
  expect(welcome).toMatchObject({ type: 'welcome' });
  return { client, liveId: String(welcome.liveId) };
}

/** The next frame a racer gets, checked against the contract's schema. */
async function nextFrame(client: LiveClient): Promise<Json> {
  const frame = await client.next();
  expect(v.is(serviceToRacerFrame, frame), JSON.stringify(frame)).toBe(true);
  return frame;
}

/**
 * Sends a batch and waits until the service took it: its ack, the next frame, when one is owed
 * (a second of ticks since the last, or the batch that `ends` the run), else a ping answered.
 */
async function play(
  client: LiveClient,
  from: number,
  runs: readonly (readonly number[])[],
  ends = false,
) {
  await client.send({ type: 'inputs', from, runs });
  const tick = from + runs.reduce((n, [t]) => n + (t ?? 0), 0);
  if (client.ackDue(tick, ends)) expect(await nextFrame(client)).toEqual({ type: 'ack', tick });
  else await client.settled();
}

/** Posts `player`'s replay with `token` (its room's or the event's). */
const post = (player: string, token: string, replay: Json) =>
  postRacerRun(service, { player, token, replay });

describe('a race room', () => {
  it('races two players who see each other at once, then ranks their verified runs by game time', async () => {
    const fast = mutableCopy(winningReplay('first-steps', { player: 'Theseus' }));
    const slow = mutableCopy(winningReplay('first-steps', { player: 'Ariadne', wait: 3 }));
    const fastTicks = (fast.final as { tick: number }).tick;
    const slowTicks = (slow.final as { tick: number }).tick;
    expect(slowTicks).toBe(fastTicks + 3);
    // The slower racer makes the room and sits first: the result's order is not the seats'.
    const made = await call('POST', '/api/rooms', 'Ariadne', { level: { id: 'first-steps' } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      level: { id: 'first-steps' },
      levelKey: 'level:first-steps',
      creator: 'Ariadne',
      state: 'waiting',
      startsAt: null,
      countdownMs: 10_000,
      maxRacers: 8,
      racers: [{ player: 'Ariadne', state: 'waiting' }],
    });
    const id = String(made.body.roomId);
    expect(id).toMatch(/^rm_[A-Za-z0-9_-]{16}$/);
    expect((await call('POST', `/api/rooms/${id}/join`, 'Theseus')).status).toBe(200);
    // Only the creator starts; then the start is fixed 10 s ahead and no one joins.
    const early = await call('POST', `/api/rooms/${id}/start`, 'Theseus');
    expect([early.status, kind(early)]).toEqual([403, 'not-room-creator']);
    const startAt = service.now + 10_000;
    const started = await call('POST', `/api/rooms/${id}/start`, 'Ariadne');
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      levelKey: 'level:first-steps',
      issuedAt: new Date(startAt).toISOString(),
    });
    const theirs = await call('POST', `/api/rooms/${id}/start`, 'Theseus');
    expect(theirs.body.issuedAt).toBe(new Date(startAt).toISOString());
    expect(theirs.body.token).not.toBe(started.body.token);
    // Asked again, the same token: one run per racer.
    const again = await call('POST', `/api/rooms/${id}/start`, 'Theseus');
    expect(again.body.token).toBe(theirs.body.token);
    const late = await call('POST', `/api/rooms/${id}/join`, 'Minos');
    expect([late.status, kind(late)]).toEqual([409, 'room-closed']);
    expect((await call('GET', `/api/rooms/${id}`)).body).toMatchObject({
      state: 'countdown',
      startsAt: new Date(startAt).toISOString(),
    });
    const tokens = { theseus: String(theirs.body.token), ariadne: String(started.body.token) };

    // Both connect during the countdown, each told of the other from tick 0.
    const t = await racer('Theseus', tokens.theseus);
    const a = await racer('Ariadne', tokens.ariadne);
    expect(await nextFrame(t.client)).toMatchObject({
      type: 'rival',
      liveId: a.liveId,
      frame: { type: 'catch-up', runs: [], paused: false, run: { player: 'Ariadne', delayMs: 0 } },
    });
    expect(await nextFrame(a.client)).toMatchObject({
      type: 'rival',
      liveId: t.liveId,
      frame: { type: 'catch-up', runs: [], run: { player: 'Theseus', delayMs: 0 } },
    });

    service.now = startAt + 10_000;
    const fastRuns = fast.inputs as number[][];
    const slowRuns = slow.inputs as number[][];
    await play(t.client, 0, fastRuns.slice(0, 2));
    // The rival's batch comes at once, by the same clock: no spectator delay between racers.
    expect(await nextFrame(a.client)).toEqual({
      type: 'rival',
      liveId: t.liveId,
      frame: { type: 'inputs', from: 0, runs: fastRuns.slice(0, 2) },
    });
    await play(a.client, 0, slowRuns.slice(0, 2));
    expect(await nextFrame(t.client)).toEqual({
      type: 'rival',
      liveId: a.liveId,
      frame: { type: 'inputs', from: 0, runs: slowRuns.slice(0, 2) },
    });
    const fastFrom = fastRuns.slice(0, 2).reduce((n, [ticks]) => n + (ticks ?? 0), 0);
    await play(t.client, fastFrom, fastRuns.slice(2), true);
    expect((await t.client.closed).code).toBe(1000);
    expect((await nextFrame(a.client)).frame).toEqual({
      type: 'inputs',
      from: fastFrom,
      runs: fastRuns.slice(2),
    });
    expect((await nextFrame(a.client)).frame).toEqual({
      type: 'ended',
      tick: fastTicks,
      outcome: 'won',
    });
    const slowFrom = slowRuns.slice(0, 2).reduce((n, [ticks]) => n + (ticks ?? 0), 0);
    await play(a.client, slowFrom, slowRuns.slice(2), true);
    expect((await a.client.closed).code).toBe(1000);
    // Every rival batch came by the clock it was sent at: none was held back.
    const batches = a.client.received.filter(
      ({ frame }) => frame.type === 'rival' && (frame.frame as Json).type === 'inputs',
    );
    expect(batches.map(({ at }) => at)).toEqual([startAt + 10_000, startAt + 10_000]);

    // The slower run posted first: the result is in order of game time, each verified.
    const second = await post('Ariadne', tokens.ariadne, slow);
    const first = await post('Theseus', tokens.theseus, fast);
    expect([second.status, first.status]).toEqual([201, 201]);
    const result = (await call('GET', `/api/rooms/${id}`)).body;
    expect(result.state).toBe('over');
    expect(result.racers).toEqual([
      {
        player: 'Theseus',
        state: 'finished',
        place: 1,
        run: { runId: first.body.runId, outcome: 'won', timeTicks: fastTicks },
      },
      {
        player: 'Ariadne',
        state: 'finished',
        place: 2,
        run: { runId: second.body.runId, outcome: 'won', timeTicks: slowTicks },
      },
    ]);
    // A won race run is a run like any: it is on the level's board.
    const board = (await (await service.get('/api/boards/level:first-steps')).json()) as {
      runs: { runId: string }[];
    };
    expect(board.runs.map((run) => run.runId)).toContain(first.body.runId);
  });

  it('pauses a racer who lost its connection, resumes it, then abandons it past the resume time', async () => {
    const id = await room('Theseus', 'Ariadne');
    const tokens = {
      t: String((await call('POST', `/api/rooms/${id}/start`, 'Theseus')).body.token),
      a: String((await call('POST', `/api/rooms/${id}/start`, 'Ariadne')).body.token),
    };
    service.now += 10_000;
    const t = await racer('Theseus', tokens.t);
    const a = await racer('Ariadne', tokens.a);
    await nextFrame(t.client);
    await nextFrame(a.client);
    await play(a.client, 0, [[10, 2]]);
    expect((await nextFrame(t.client)).frame).toMatchObject({ type: 'inputs', from: 0 });
    a.client.close();
    expect(await nextFrame(t.client)).toEqual({
      type: 'rival',
      liveId: a.liveId,
      frame: { type: 'paused' },
    });
    // Back within the resume time: the rival sees it resumed, and it sees its rival again.
    const back = await racer('Ariadne', tokens.a, a.liveId);
    expect(back.liveId).toBe(a.liveId);
    expect(await nextFrame(t.client)).toEqual({
      type: 'rival',
      liveId: a.liveId,
      frame: { type: 'resumed' },
    });
    expect(await nextFrame(back.client)).toMatchObject({
      type: 'rival',
      liveId: t.liveId,
      frame: { type: 'catch-up' },
    });
    back.client.close();
    expect((await nextFrame(t.client)).frame).toEqual({ type: 'paused' });
    // Past the resume time (30 s), abandoned: the rival is told, and the room marks it.
    service.now += 30_001;
    expect((await nextFrame(t.client)).frame).toEqual({ type: 'abandoned' });
    const marked = await roomWhen(service, id, (body) =>
      (body.racers as Json[]).some((r) => r.player === 'Ariadne' && r.state === 'abandoned'),
    );
    expect(marked.state).toBe('racing');
    const again = new LiveClient(liveUrl(service.url, '/api/live/run'));
    const key = await service.keyOf('Ariadne');
    await again.send({ type: 'hello', key, token: tokens.a, levelKey: 'level:first-steps' });
    expect((await again.closed).code).toBe(4403);
    // Its run posted afterwards is a normal run, but not its room's: the result keeps it out.
    const late = await post(
      'Ariadne',
      tokens.a,
      mutableCopy(winningReplay('first-steps', { player: 'Ariadne', wait: 5 })),
    );
    expect(late.status).toBe(201);
    const won = mutableCopy(winningReplay('first-steps', { player: 'Theseus', wait: 4 }));
    const posted = await post('Theseus', tokens.t, won);
    expect(posted.status).toBe(201);
    t.client.close();
    const result = (await call('GET', `/api/rooms/${id}`)).body;
    expect(result.state).toBe('over');
    expect(result.racers).toEqual([
      {
        player: 'Theseus',
        state: 'finished',
        place: 1,
        run: {
          runId: posted.body.runId,
          outcome: 'won',
          timeTicks: (won.final as { tick: number }).tick,
        },
      },
      { player: 'Ariadne', state: 'abandoned' },
    ]);
  });

  it('refuses a tick played before the start (4425), and the refused racer is abandoned', async () => {
    const id = await room('Theseus', 'Ariadne');
    const token = String((await call('POST', `/api/rooms/${id}/start`, 'Theseus')).body.token);
    // 3 s before the start: more than the 2 s a token's clock is allowed to be off.
    service.now += 7_000;
    const early = await racer('Theseus', token);
    await early.client.send({ type: 'inputs', from: 0, runs: [[1, 2]] });
    expect((await early.client.closed).code).toBe(4425);
    const marked = await roomWhen(service, id, (body) =>
      (body.racers as Json[]).some((r) => r.player === 'Theseus' && r.state === 'abandoned'),
    );
    expect(marked.racers).toEqual([
      { player: 'Ariadne', state: 'racing' },
      { player: 'Theseus', state: 'abandoned' },
    ]);
  });

  it('frees a seat left before the start, closes the room its creator leaves, abandons after', async () => {
    const id = await room('Theseus', 'Ariadne', 'Minos');
    const left = await call('POST', `/api/rooms/${id}/leave`, 'Minos');
    expect((left.body.racers as Json[]).map((r) => r.player)).toEqual(['Theseus', 'Ariadne']);
    expect(kind(await call('POST', `/api/rooms/${id}/leave`, 'Minos'))).toBe('not-racer');
    expect(kind(await call('POST', `/api/rooms/${id}/start`, 'Minos'))).toBe('not-racer');
    const closed = await call('POST', `/api/rooms/${id}/leave`, 'Theseus');
    expect(closed.body.state).toBe('closed');
    const join = await call('POST', `/api/rooms/${id}/join`, 'Minos');
    expect([join.status, kind(join)]).toEqual([409, 'room-closed']);
    const start = await call('POST', `/api/rooms/${id}/start`, 'Theseus');
    expect([start.status, kind(start)]).toEqual([409, 'room-closed']);

    const other = await room('Theseus', 'Ariadne');
    await call('POST', `/api/rooms/${other}/start`, 'Theseus');
    const gone = await call('POST', `/api/rooms/${other}/leave`, 'Ariadne');
    expect(gone.status).toBe(200);
    expect(gone.body.racers).toEqual([
      { player: 'Theseus', state: 'racing' },
      { player: 'Ariadne', state: 'abandoned' },
    ]);
  });
});

describe('a race room refuses', () => {
  it('a ninth racer (8 seats), and of two joins racing for the last seat, one', async () => {
    const names = ['Pasiphae', 'Icarus', 'Phaedra', 'Aegeus', 'Androgeos', 'Glaucus', 'Catreus'];
    const id = await room('Minos', ...names.slice(0, 6));
    const [x, y] = await Promise.all([
      call('POST', `/api/rooms/${id}/join`, 'Catreus'),
      call('POST', `/api/rooms/${id}/join`, 'Talos'),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const refused = x.status === 409 ? x : y;
    expect(kind(refused)).toBe('room-full');
    const read = (await call('GET', `/api/rooms/${id}`)).body;
    expect((read.racers as Json[]).length).toBe(8);
    expect(kind(await call('POST', `/api/rooms/${id}/join`, 'Deucalion'))).toBe('room-full');
  });

  it('ids no room can have with 404 before the database, and levels it cannot race', async () => {
    for (const path of [
      'rm_%00',
      'rm_AAAAAAAAAAAAAAAA',
      'x'.repeat(300),
      'rm_AAAAAAAAAAAAAAA%00',
    ]) {
      const read = await call('GET', `/api/rooms/${path}`);
      expect([read.status, kind(read)]).toEqual([404, 'not-found']);
      const join = await call('POST', `/api/rooms/${path}/join`, 'Theseus');
      expect([join.status, kind(join)]).toEqual([404, 'not-found']);
    }
    const unknown = await call('POST', '/api/rooms', 'Theseus', {
      level: { hash: 'a'.repeat(64) },
    });
    expect([unknown.status, kind(unknown)]).toEqual([422, 'unknown-level']);
    const bad = await call('POST', '/api/rooms', 'Theseus', { level: { id: 'no-such-level' } });
    expect([bad.status, kind(bad)]).toEqual([422, 'invalid-request']);
    const keyless = await call('POST', '/api/rooms', undefined, { level: { id: 'first-steps' } });
    expect(keyless.status).toBe(401);
  });
});

describe('rooms per address', () => {
  it('makes 10 rooms an hour from one address, and refuses the 11th (429)', async () => {
    const own = await startTestService();
    try {
      const key = await own.keyOf('Theseus');
      const make = () =>
        fetch(`${own.url}/api/rooms`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ level: { seed: 7 } }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await make()).status);
      expect(statuses).toEqual([...new Array<number>(10).fill(201), 429]);
    } finally {
      await own.close();
    }
  });
});

describe("the game's room client", () => {
  it('makes, joins, starts and reads a room, and says why a join is refused', async () => {
    const client = new RoomClient({ fetch: (url, init) => fetch(url, init), base: service.url });
    const made = await client.create({ id: 'first-steps' }, await service.keyOf('Daedalus'));
    if (made.kind !== 'room') throw new Error(`create: ${writeMessage(made.reason)}`);
    const id = made.room.roomId;
    expect(await client.join(id, await service.keyOf('Icarus'))).toMatchObject({
      kind: 'room',
      room: { racers: [{ player: 'Daedalus' }, { player: 'Icarus' }] },
    });
    const start = await client.start(id, await service.keyOf('Daedalus'));
    expect(start).toMatchObject({
      kind: 'start',
      levelKey: 'level:first-steps',
      startsAt: new Date(service.now + 10_000).toISOString(),
    });
    expect(await client.join(id, await service.keyOf('Talos'))).toMatchObject({
      kind: 'refused',
      status: 409,
      problem: 'room-closed',
    });
    expect(await client.read(id)).toMatchObject({ kind: 'room', room: { state: 'countdown' } });
  });
});
