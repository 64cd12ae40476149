/**
 * A cup (issue 44) on the embedded SQLite and (LEADERBOARD_TEST_DATABASE_URL) PostgreSQL, from
 * its qualifier to its winner: five scripted racers post real qualifier runs; the service's clock
 * is moved past the qualifier and two instances' stores advance the cup at the same moment (one
 * round made); each round's racers take their room's start token, stream their inputs over real
 * WebSocket clients and post their replays; a racer who loses its connection is abandoned past
 * the resume time and is out, as is one who never finishes by the round's limit; the slowest of
 * each room goes out until one is left. The event's answer shows every round.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceCups, type MadeRound } from '../../src/server/events/advance-cups';
import { verifyEventText } from '../../src/cli/verify-event';
import { eventCommand } from '../../src/server/events/event-cli';
import type { ServiceStores } from '../../src/server/store/service-stores';
import { mutableCopy, winningReplay } from '../replay/support/replays';
import { sameTimeWins } from './support/distinct-runs';
import { LiveClient, liveUrl } from './support/live-client';
import { postRacerRun, roomWhen } from './support/room-racing';
import {
  BACKEND,
  freshStorage,
  startTestService,
  type TestService,
} from './support/service-harness';
import { StoreInstances } from './support/store-instances';

type Json = Record<string, unknown>;

let storage: Awaited<ReturnType<typeof freshStorage>>;
let service: TestService;
const instances = new StoreInstances();

beforeAll(async () => {
  storage = await freshStorage();
  // The test's two instances advance the cups at the moments it chooses; the service's own
  // timer (every 5 s of wall time, on the test's clock) would make a round between them when
  // the machine is slow, and the instances would find it made.
  service = await startTestService({
    storage,
    cups: false,
    env: { LEADERBOARD_LIVE_SOCKETS_PER_BUCKET: '1000', LEADERBOARD_LIVE_RUNS_PER_BUCKET: '100' },
  });
  // Two more instances' stores on the same database, on the service's clock.
  await instances.open(storage, 2);
}, 60_000);
afterAll(async () => {
  await instances.close();
  await service.close();
  await storage.drop();
});

/** A request with `player`'s key (none when undefined): its status and JSON body. */
async function call(method: 'GET' | 'POST' | 'PUT', path: string, player?: string) {
  const headers: Record<string, string> = {};
  if (player !== undefined) headers.authorization = `Bearer ${await service.keyOf(player)}`;
  const answer = await fetch(`${service.url}${path}`, { method, headers });
  return { status: answer.status, body: (await answer.json()) as Json };
}

/** Posts `player`'s replay with `token` (its room's or the event's). */
const post = (player: string, token: string, replay: Json) =>
  postRacerRun(service, { player, token, replay });

/** A racer's live socket on its room token, hello sent and welcome read. */
async function connect(player: string, token: string): Promise<LiveClient> {
  const client = new LiveClient(liveUrl(service.url, '/api/live/run'), () => service.now);
  const hello = { type: 'hello', key: await service.keyOf(player), token };
  await client.send({ ...hello, levelKey: 'level:first-steps' });
  expect(await client.next()).toMatchObject({ type: 'welcome' });
  return client;
}

/**
 * Sends a batch of inputs and reads frames up to its ack (rivals' frames may come first) when
 * one is owed (a second of ticks since the last, or the batch that `ends` the run), else waits
 * for a ping answered.
 */
async function play(
  client: LiveClient,
  from: number,
  runs: readonly (readonly number[])[],
  ends = false,
) {
  await client.send({ type: 'inputs', from, runs });
  const tick = from + runs.reduce((n, [t]) => n + (t ?? 0), 0);
  if (!client.ackDue(tick, ends)) {
    await client.settled();
    return;
  }
  for (;;) {
    const frame = await client.next();
    if (frame.type !== 'ack') continue;
    expect(frame).toEqual({ type: 'ack', tick });
    return;
  }
}

/** The room start token of `player` (its seat was given by the service). */
async function roomToken(roomId: string, player: string): Promise<string> {
  const answer = await call('POST', `/api/rooms/${roomId}/start`, player);
  expect(answer.status).toBe(200);
  return String(answer.body.token);
}

/**
 * A racer streams a won run to its end, then posts it: its ticks. Every run of the test stands
 * still a number of ticks of its own first (`wait`), or is one of `sameTimeWins`: the service
 * refuses a copy of a stored run.
 */
async function race(roomId: string, player: string, run: number | Json): Promise<number> {
  const token = await roomToken(roomId, player);
  const replay =
    typeof run === 'number'
      ? mutableCopy(winningReplay('first-steps', { player, wait: run }))
      : { ...run, player };
  const client = await connect(player, token);
  await play(client, 0, replay.inputs as number[][], true);
  expect((await client.closed).code).toBe(1000);
  const posted = await post(player, token, replay);
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  return (replay.final as { tick: number }).tick;
}

/** Both instances advance the cup at the service's time: the rounds made, of both. */
async function advance(): Promise<MadeRound[]> {
  const run = (stores: ServiceStores) => advanceCups({ stores, now: () => service.now });
  const [a, b] = [instances.at(0), instances.at(1)];
  // On PostgreSQL at the same moment; SQLite's connections in one process take turns.
  const made =
    BACKEND === 'postgres' ? await Promise.all([run(a), run(b)]) : [await run(a), await run(b)];
  return made.flat();
}

/** The event's answer, with `player`'s key when given. */
async function cupOf(eventId: string, player?: string): Promise<Json> {
  const answer = await call('GET', `/api/events/${eventId}`, player);
  expect(answer.status).toBe(200);
  return answer.body.cup as Json;
}

/** The room of `round` (1-based) whose racers begin with `first`. */
function roomOf(cup: Json, round: number, first: string): string {
  const rounds = cup.rounds as { rooms: { roomId: string; racers: string[] }[] }[];
  const room = rounds[round - 1]?.rooms.find((r) => r.racers[0] === first);
  if (room === undefined) throw new Error(`no room of ${first} in round ${String(round)}`);
  return room.roomId;
}

/** `verify --event` on a file: its exit code and lines. */
function verify(file: unknown) {
  const out: string[] = [];
  const err: string[] = [];
  const code = verifyEventText('event.json', JSON.stringify(file), {
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
  });
  return { code, out: out.map((line) => JSON.parse(line) as Json), err };
}

/**
 * The downloaded entries file of the decided cup re-verified: the qualifier's places and every
 * room's slowest recomputed from the replays, as the service decided; a tampered room run and a
 * room's result changed are named.
 */
async function reverify(eventId: string): Promise<void> {
  const file = (await call('GET', `/api/events/${eventId}/entries`)).body;
  const clean = verify(file);
  expect(clean.err).toEqual([]);
  expect(clean.code).toBe(0);
  expect(clean.out.filter((line) => 'rank' in line).map((line) => line.player)).toEqual(RACERS);
  expect(clean.out.filter((line) => 'roomId' in line).map((l) => [l.round, l.out])).toEqual([
    [1, 'Icarus'],
    [1, 'Minos'],
    [2, 'Phaedra'],
    [3, 'Ariadne'],
  ]);
  interface Racer {
    player: string;
    run?: { runId: string; replay: string };
  }
  interface Room {
    out: string | null;
    racers: Racer[];
  }
  const tampered = structuredClone(file) as { cup: { rounds: { rooms: Room[] }[] } };
  const final = tampered.cup.rounds[2]?.rooms[0];
  const theseus = final?.racers.find((racer) => racer.player === 'Theseus');
  if (final === undefined || theseus?.run === undefined) throw new Error('no final room');
  // Theseus's final run stands still where it moved first: it no longer plays as recorded.
  const replay = JSON.parse(theseus.run.replay) as { inputs: [number, number][] };
  const moving = replay.inputs.find(([, input]) => input !== 0);
  if (moving === undefined) throw new Error('a won run moves');
  moving[1] = 0;
  theseus.run.replay = JSON.stringify(replay);
  const named = verify(tampered);
  expect(named.code).toBe(1);
  expect(named.err.join('\n')).toContain(`cup ${theseus.run.runId} does not verify`);
  // Theseus's run no longer counts: by the replays, he is the slowest of the final.
  expect(named.err.join('\n')).toMatch(/puts .* out, but by its replays .* is slowest/);
}

const RACERS = ['Theseus', 'Ariadne', 'Minos', 'Phaedra', 'Icarus'];
const MINUTE = 60_000;

describe('a cup', () => {
  it('runs from its qualifier to one winner, the slowest of each room out each round', async () => {
    const start = service.now + MINUTE;
    const out: string[] = [];
    const made = await eventCommand(
      [
        ...['event', 'create', '--name', 'Cup', '--level', 'level:first-steps', '--format', 'cup'],
        ...['--start', new Date(start).toISOString(), '--qualifier', '10'],
        ...['--end', new Date(start + 120 * MINUTE).toISOString()],
      ],
      instances.at(0),
      {
        out: (line) => out.push(line),
        err: (line) => out.push(line),
        env: {},
        now: () => service.now,
      },
    );
    expect([made, out[0]]).toEqual([0, expect.stringContaining('\tcup\tlevel:first-steps\t')]);
    const eventId = out[0]?.split('\t')[0] ?? '';

    // The qualifier: five racers, five times (Theseus fastest, Icarus slowest).
    service.now = start + MINUTE;
    const tokens: string[] = [];
    for (const player of RACERS) {
      expect((await call('PUT', `/api/events/${eventId}/registration`, player)).status).toBe(200);
    }
    service.now += 1_000;
    for (const player of RACERS) {
      const started = await call('POST', `/api/events/${eventId}/start`, player);
      expect(started.status).toBe(200);
      tokens.push(String(started.body.token));
    }
    service.now += MINUTE;
    for (const [i, player] of RACERS.entries()) {
      const replay = mutableCopy(winningReplay('first-steps', { player, wait: i }));
      expect((await post(player, tokens[i] ?? '', replay)).status).toBe(201);
    }
    // Before its end (and its 30 s of settling), no round.
    service.now = start + 10 * MINUTE + 29_999;
    expect(await advance()).toEqual([]);
    const late = await call('POST', `/api/events/${eventId}/start`, 'Theseus');
    expect([late.status, late.body.type]).toEqual([409, '/api/problems#event-closed']);

    // Round 1: both instances at once make it once; 5 seeds in 2 rooms, snake-wise.
    service.now += 1;
    const round1 = await advance();
    expect(round1.map((round) => [round.round, round.rooms.map((r) => r.length)])).toEqual([
      [1, [3, 2]],
    ]);
    let cup = await cupOf(eventId, 'Icarus');
    expect(cup).toMatchObject({
      qualifierEndsAt: new Date(start + 10 * MINUTE).toISOString(),
      roomSize: 4,
      winner: null,
      decided: false,
      rounds: [
        {
          round: 1,
          startsAt: new Date(service.now + MINUTE).toISOString(),
          state: 'next',
          rooms: [
            { racers: ['Theseus', 'Phaedra', 'Icarus'], out: null },
            { racers: ['Ariadne', 'Minos'], out: null },
          ],
        },
      ],
    });
    const first = roomOf(cup, 1, 'Theseus');
    const second = roomOf(cup, 1, 'Ariadne');
    expect(cup.yourRoomId).toBe(first);
    expect((await cupOf(eventId, 'Minos')).yourRoomId).toBe(second);

    // Round 1 races: Phaedra beats Theseus; Icarus loses its connection and is abandoned;
    // Ariadne finishes, Minos streams, stands still and never finishes.
    service.now += MINUTE + 5_000;
    const icarus = await connect('Icarus', await roomToken(first, 'Icarus'));
    await play(icarus, 0, [[10, 0]]);
    icarus.close();
    expect(await race(first, 'Phaedra', 5)).toBeLessThan(await race(first, 'Theseus', 8));
    const minos = await connect('Minos', await roomToken(second, 'Minos'));
    await play(minos, 0, [[40, 0]]);
    await race(second, 'Ariadne', 6);
    expect(await advance()).toEqual([]);
    service.now += 30_001;
    await roomWhen(service, first, (body) =>
      (body.racers as Json[]).some((r) => r.player === 'Icarus' && r.state === 'abandoned'),
    );
    // Room 1 is over (Icarus out); room 2 waits for its limit: no round yet.
    expect(await advance()).toEqual([]);
    cup = await cupOf(eventId);
    expect((cup.rounds as Json[])[0]).toMatchObject({
      state: 'racing',
      rooms: [{ out: 'Icarus' }, { out: null }],
    });
    // At round 1's limit (5 minutes from its start) Minos has not finished: out, and round 2.
    service.now = Date.parse(String((cup.rounds as Json[])[0]?.startsAt)) + 5 * MINUTE;
    minos.close();
    const round2 = await advance();
    expect(round2.map((round) => [round.round, round.rooms.map((r) => r.length)])).toEqual([
      [2, [3]],
    ]);
    cup = await cupOf(eventId, 'Minos');
    expect(cup.yourRoomId).toBe(null);
    expect(cup.rounds).toMatchObject([
      { state: 'over', rooms: [{ out: 'Icarus' }, { out: 'Minos' }] },
      { state: 'next', rooms: [{ racers: ['Theseus', 'Ariadne', 'Phaedra'], out: null }] },
    ]);
    const minosRoom = await call('GET', `/api/rooms/${second}`);
    expect(minosRoom.body.racers).toMatchObject([
      { player: 'Ariadne', state: 'finished' },
      { player: 'Minos', state: 'abandoned' },
    ]);

    // Round 2: Phaedra is slowest this time; round 3: Ariadne against Theseus, who wins.
    const third = roomOf(cup, 2, 'Theseus');
    service.now += MINUTE + 5_000;
    await race(third, 'Theseus', 7);
    await race(third, 'Ariadne', 9);
    await race(third, 'Phaedra', 12);
    expect((await advance()).map((round) => round.round)).toEqual([3]);
    cup = await cupOf(eventId);
    const final = roomOf(cup, 3, 'Theseus');
    service.now += MINUTE + 5_000;
    // The same game time: the better qualifier place (Theseus's 1st) goes through.
    const [even, odd] = sameTimeWins('first-steps', 2, 14) as [Json, Json];
    expect(await race(final, 'Ariadne', even)).toBe(await race(final, 'Theseus', odd));
    expect(await advance()).toEqual([]);
    cup = await cupOf(eventId);
    expect(cup).toMatchObject({ winner: 'Theseus', decided: true });
    expect(
      (cup.rounds as Json[]).map((round) => (round.rooms as Json[]).map((r) => r.out)),
    ).toEqual([['Icarus', 'Minos'], ['Phaedra'], ['Ariadne']]);
    // Decided: no instance advances it again.
    service.now += 10 * MINUTE;
    expect(await advance()).toEqual([]);
    await reverify(eventId);
  }, 120_000);

  it("takes its qualifier's length from --qualifier: 15 minutes unless set, shorter than the window, a cup's only", async () => {
    const at = service.now + 60 * MINUTE;
    const create = async (format: string, qualifier?: string) => {
      const lines: string[] = [];
      const code = await eventCommand(
        [
          ...['event', 'create', '--name', 'Q', '--level', 'level:first-steps'],
          ...['--format', format, '--start', new Date(at).toISOString()],
          ...['--end', new Date(at + 120 * MINUTE).toISOString()],
          ...(qualifier === undefined ? [] : ['--qualifier', qualifier]),
        ],
        instances.at(0),
        { out: (l) => lines.push(l), err: (l) => lines.push(l), env: {}, now: () => service.now },
      );
      const id = lines[0]?.split('\t')[0] ?? '';
      return { code, line: lines[0] ?? '', event: await instances.at(0).events.byId(id) };
    };
    expect((await create('cup')).event?.qualifierMs).toBe(15 * MINUTE);
    expect((await create('cup', '119')).event?.qualifierMs).toBe(119 * MINUTE);
    for (const wrong of ['0', '120', '7.5', '-3']) {
      expect(await create('cup', wrong)).toMatchObject({
        code: 1,
        line: expect.stringContaining('--qualifier must be whole minutes') as unknown,
      });
    }
    expect(await create('time-trial', '10')).toMatchObject({
      code: 1,
      line: expect.stringContaining("--qualifier is a cup's") as unknown,
    });
    expect((await create('time-trial')).event?.qualifierMs).toBe(null);
  });
});
