/**
 * Events (issue 44), on the embedded SQLite and (npm run test:server:pg) PostgreSQL: operators
 * create, edit and cancel them from the CLI; a run enters when it spent a start token the event
 * issued inside its window to a key registered before; a one-shot gives one start per key, also
 * to 20 starts at once on two instances; the standings equal what `verify --event` computes from
 * the downloaded entries file, and a tampered entry in that file is named. Time moves on the
 * test service's clock, never by waiting.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { runVerify } from '../../src/cli/run-verify';
import { eventCommand } from '../../src/server/events/event-cli';
import { readConfig } from '../../src/server/service-config';
import { startService, type RunningService } from '../../src/server/start-service';
import { distinctWins } from './support/distinct-runs';
import { serviceWithStores } from './support/service-with-stores';

const HOUR = 60 * 60 * 1000;
const running = serviceWithStores();
/** Won runs of level:first-steps, each a tick slower than the one before. */
const wins = distinctWins('first-steps', 12);

const iso = (ms: number) => new Date(ms).toISOString();

/** Runs `event …` as an operator would, at the service's time: its exit code, out and err. */
async function event(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await eventCommand(['event', ...argv], running.stores, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    env: {},
    now: () => running.service.now,
  });
  return { code, out, err };
}

/** Creates an event on level:first-steps from t0 + `from` to t0 + `to` hours: its id. */
async function created(format: string, from: number, to: number): Promise<string> {
  const made = await event(
    'create',
    ...['--name', `A ${format}`, '--level', 'level:first-steps', '--format', format],
    ...['--start', iso(running.t0 + from * HOUR), '--end', iso(running.t0 + to * HOUR)],
  );
  expect(made).toMatchObject({ code: 0, err: [] });
  return made.out[0]?.split('\t')[0] ?? '';
}

const bearer = async (player: string) => ({
  authorization: `Bearer ${await running.service.keyOf(player)}`,
});
const register = async (id: string, player: string) =>
  fetch(`${running.service.url}/api/events/${id}/registration`, {
    method: 'PUT',
    headers: await bearer(player),
  });
const startAt = async (url: string, id: string, player: string) =>
  fetch(`${url}/api/events/${id}/start`, { method: 'POST', headers: await bearer(player) });

/** Posts `replay` as `player` with `token` five minutes later (recorded a minute after it). */
async function postWith(token: string, issuedAt: string, replay: object, player: string) {
  running.service.now += 5 * 60 * 1000;
  const recordedAt = iso(Date.parse(issuedAt) + 60_000);
  return running.service.post(
    { token, replay: { ...replay, player, recordedAt } },
    await running.service.keyOf(player),
  );
}

/** Starts the event as `player` and posts `replay` with its token: the post's run id. */
async function enter(id: string, replay: object, player: string): Promise<string> {
  const started = await startAt(running.service.url, id, player);
  expect(started.status).toBe(200);
  const { token, issuedAt } = (await started.json()) as { token: string; issuedAt: string };
  const posted = await postWith(token, issuedAt, replay, player);
  expect(posted.status).toBe(201);
  return ((await posted.json()) as { runId: string }).runId;
}

interface Place {
  rank: number;
  player: string;
  runId: string;
  timeTicks: number;
}
const standingsOf = async (id: string) =>
  (await (await running.service.get(`/api/events/${id}/standings`)).json()) as {
    final: boolean;
    standings: Place[];
  };

/** `npm run verify -- --event` on an entries file's text: its exit code, out and err. */
function verifyEvent(text: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runVerify(['--event', 'entries.json'], {
    readFile: () => new TextEncoder().encode(text),
    fileSize: () => text.length,
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
  });
  return { code, places: out.map((line) => JSON.parse(line) as Place), err };
}

describe('a time trial', () => {
  let id = '';
  const runs = new Map<string, string>();

  beforeAll(async () => {
    id = await created('time-trial', 1, 5);
  });

  it('refuses starts before its window and from keys not registered', async () => {
    expect((await register(id, 'Ann')).status).toBe(200);
    const early = await startAt(running.service.url, id, 'Ann');
    expect(early.status).toBe(409);
    expect(((await early.json()) as { type: string }).type).toBe('/api/problems#event-closed');
    running.service.now = running.t0 + HOUR + 60_000;
    const stranger = await startAt(running.service.url, id, 'Bo');
    expect(stranger.status).toBe(403);
    expect(((await stranger.json()) as { type: string }).type).toBe('/api/problems#not-registered');
  });

  it("counts each registered player's best run started in the window, and no run from a token issued before registering", async () => {
    // Bo's token from the plain start, issued before Bo registers: its run never enters.
    const plain = await running.service.start(
      { id: 'first-steps' },
      await running.service.keyOf('Bo'),
    );
    const { token, issuedAt } = (await plain.json()) as { token: string; issuedAt: string };
    expect((await register(id, 'Bo')).status).toBe(200);
    expect((await postWith(token, issuedAt, wins[0] ?? {}, 'Bo')).status).toBe(201);
    runs.set('Ann slow', await enter(id, wins[4] ?? {}, 'Ann'));
    runs.set('Ann', await enter(id, wins[1] ?? {}, 'Ann'));
    runs.set('Bo', await enter(id, wins[2] ?? {}, 'Bo'));
    const { final, standings } = await standingsOf(id);
    expect(final).toBe(false);
    expect(standings.map(({ rank, player, runId }) => [rank, player, runId])).toEqual([
      [1, 'Ann', runs.get('Ann')],
      [2, 'Bo', runs.get('Bo')],
    ]);
    expect((standings[1]?.timeTicks ?? 0) - (standings[0]?.timeTicks ?? 0)).toBe(1);
  });

  it('ranks again when an entry is hidden or shown after a read (the service keeps the ranked answer)', async () => {
    const places = async () =>
      (await standingsOf(id)).standings.map(({ rank, player, runId }) => [rank, player, runId]);
    expect(await places()).toEqual([
      [1, 'Ann', runs.get('Ann')],
      [2, 'Bo', runs.get('Bo')],
    ]);
    await running.stores.runs.setHidden(runs.get('Ann') ?? '', 'a moderator hid it');
    expect(await places()).toEqual([
      [1, 'Bo', runs.get('Bo')],
      [2, 'Ann', runs.get('Ann slow')],
    ]);
    await running.stores.runs.setHidden(runs.get('Ann') ?? '', null);
    expect(await places()).toEqual([
      [1, 'Ann', runs.get('Ann')],
      [2, 'Bo', runs.get('Bo')],
    ]);
  });

  it('counts no run received after the end, and issues no start after it: the standings are final', async () => {
    expect((await register(id, 'Cy')).status).toBe(200);
    running.service.now = running.t0 + 5 * HOUR - 60_000;
    const late = await startAt(running.service.url, id, 'Cy');
    expect(late.status).toBe(200);
    const { token, issuedAt } = (await late.json()) as { token: string; issuedAt: string };
    // Posted five minutes later: after the end.
    expect((await postWith(token, issuedAt, wins[3] ?? {}, 'Cy')).status).toBe(201);
    expect((await startAt(running.service.url, id, 'Ann')).status).toBe(409);
    expect((await register(id, 'Dee')).status).toBe(409);
    const { final, standings } = await standingsOf(id);
    expect(final).toBe(true);
    expect(standings.map((place) => place.player)).toEqual(['Ann', 'Bo']);
  });

  it('has standings that verify --event computes alike from the downloaded entries file', async () => {
    const answer = await running.service.get(`/api/events/${id}/entries`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="event-${id}.json"`,
    );
    const text = await answer.text();
    const file = JSON.parse(text) as { format: string; version: number; entries: unknown[] };
    expect([file.format, file.version, file.entries.length]).toEqual([
      'mythic-maze-event-entries',
      1,
      3,
    ]);
    const verified = verifyEvent(text);
    expect(verified).toEqual({ code: 0, places: (await standingsOf(id)).standings, err: [] });
  });

  it('names a tampered entry in the entries file and leaves it out', async () => {
    const text = await (await running.service.get(`/api/events/${id}/entries`)).text();
    const file = JSON.parse(text) as { entries: { runId: string; replay: string }[] };
    const target = file.entries.find((entry) => entry.runId === runs.get('Ann'));
    if (target === undefined) throw new Error('no entry of Ann');
    // One stretch of moving made standing still (its neighbours move): the run no longer holds.
    const replay = JSON.parse(target.replay) as { inputs: [number, number][] };
    const moving = (i: number) => (replay.inputs[i]?.[1] ?? 0) !== 0;
    const at = replay.inputs.findIndex((_, i) => moving(i - 1) && moving(i) && moving(i + 1));
    replay.inputs[at] = [replay.inputs[at]?.[0] ?? 1, 0];
    target.replay = JSON.stringify(replay);
    const verified = verifyEvent(JSON.stringify(file));
    expect(verified.code).toBe(1);
    expect(verified.err).toHaveLength(1);
    expect(verified.err[0]).toContain(`entry ${runs.get('Ann') ?? ''} does not verify`);
    // Ann's slower run is her best that holds.
    expect(verified.places.map(({ player, runId }) => [player, runId])).toEqual([
      ['Bo', runs.get('Bo')],
      ['Ann', runs.get('Ann slow')],
    ]);
  });
});

describe('a one-shot', () => {
  let id = '';

  beforeAll(async () => {
    running.service.now = running.t0 + 10 * HOUR;
    id = await created('one-shot', 11, 14);
    for (const player of ['Eve', 'Fay']) expect((await register(id, player)).status).toBe(200);
    running.service.now = running.t0 + 12 * HOUR;
  });

  it('gives one start per key: a second is refused, and its attempt is the entry', async () => {
    const runId = await enter(id, wins[6] ?? {}, 'Fay');
    const again = await startAt(running.service.url, id, 'Fay');
    expect(again.status).toBe(409);
    expect(((await again.json()) as { type: string }).type).toBe('/api/problems#attempt-taken');
    expect((await standingsOf(id)).standings.map((place) => [place.player, place.runId])).toEqual([
      ['Fay', runId],
    ]);
  });

  it('gives exactly one of 20 starts at once by one key on two instances sharing the database', async () => {
    const config = readConfig(
      ['--port', '0', '--data', running.storage.dataDir],
      {
        LEADERBOARD_STARTS_PER_MINUTE: '100000',
        ...(running.storage.databaseUrl === undefined
          ? {}
          : { DATABASE_URL: running.storage.databaseUrl }),
      },
      process.cwd(),
    );
    const second: RunningService = await startService(config, { now: () => running.service.now });
    try {
      const urls = [running.service.url, second.url];
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => startAt(urls[i % 2] ?? '', id, 'Eve')),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, ...new Array<number>(19).fill(409)]);
      expect(await running.stores.events.starts(id, (await playerId('Eve')) ?? '')).toBe(1);
    } finally {
      await second.close();
    }
  });
});

/** The player id of a name, read from the players table. */
async function playerId(name: string): Promise<string | undefined> {
  const { rows } = await sql<{ id: string }>`select id from players where name = ${name}`.execute(
    running.db,
  );
  return rows[0]?.id;
}

describe('the operators', () => {
  it('edit an event before its start only, cancel it, and every change is logged with who made it', async () => {
    running.service.now = running.t0 + 20 * HOUR;
    const id = await created('time-trial', 21, 22);
    const renamed = await event('edit', id, '--name', 'Renamed', '--reason', 'a better name');
    expect(renamed.code).toBe(0);
    expect(renamed.out[0]).toContain('\tRenamed');
    const bad = await event(
      'edit',
      id,
      '--end',
      iso(running.t0 + 20.5 * HOUR),
      '--reason',
      'shorter',
    );
    expect(bad).toMatchObject({ code: 1, err: ['event edit: --end must be after --start'] });
    running.service.now = running.t0 + 21.5 * HOUR;
    const started = await event('edit', id, '--name', 'Late', '--reason', 'too late');
    expect(started.err).toEqual([
      `event edit: event ${id} has started: it can no longer be edited`,
    ]);
    expect((await event('cancel', id, '--reason', 'the level changed')).code).toBe(0);
    expect((await register(id, 'Ann')).status).toBe(409);
    const read = (await (await running.service.get(`/api/events/${id}`)).json()) as {
      state: string;
    };
    expect(read.state).toBe('cancelled');
    const { rows } = await sql<{ action: string; operator: string; reason: string }>`
      select action, operator, reason from event_changes where event_id = ${id} order by id`.execute(
      running.db,
    );
    expect(rows.map((row) => [row.action, row.reason])).toEqual([
      ['create', ''],
      ['edit', 'a better name'],
      ['cancel', 'the level changed'],
    ]);
    expect(rows.every((row) => row.operator.startsWith('cli:'))).toBe(true);
    await expect(sql`delete from event_changes`.execute(running.db)).rejects.toThrow(/append-only/);
  });

  it('draw a sealed seed whose level no player sees before the start', async () => {
    running.service.now = running.t0 + 30 * HOUR;
    const made = await event(
      ...['create', '--name', 'Blind race', '--level', 'sealed-seed', '--format', 'one-shot'],
      ...['--start', iso(running.t0 + 31 * HOUR), '--end', iso(running.t0 + 32 * HOUR)],
    );
    expect(made.code).toBe(0);
    const [id = '', , levelKey = ''] = made.out[0]?.split('\t') ?? [];
    expect(levelKey).toMatch(/^seed:\d+:/);
    const read = async () =>
      (
        (await (await running.service.get(`/api/events/${id}`)).json()) as {
          levelKey: string | null;
        }
      ).levelKey;
    expect(await read()).toBeNull();
    const { next } = (await (await running.service.get('/api/events')).json()) as {
      next: { id: string; levelKey: string | null }[];
    };
    expect(next.find((listed) => listed.id === id)?.levelKey).toBeNull();
    expect((await running.service.get(`/api/events/${id}/entries`)).status).toBe(409);
    expect((await register(id, 'Gus')).status).toBe(200);
    running.service.now = running.t0 + 31 * HOUR;
    expect(await read()).toBe(levelKey);
    const started = await startAt(running.service.url, id, 'Gus');
    expect(started.status).toBe(200);
    expect(((await started.json()) as { levelKey: string }).levelKey).toBe(levelKey);
  });

  it('refuse an unknown event with 404', async () => {
    expect((await running.service.get('/api/events/ev_nothing')).status).toBe(404);
    expect((await running.service.get('/api/events/ev_nothing/standings')).status).toBe(404);
  });

  it('refuse with 404, before the database, an id no event can have (PostgreSQL cannot store a NUL)', async () => {
    const key = await running.service.keyOf('Nul');
    const keyed = { authorization: `Bearer ${key}` };
    const statuses: string[] = [];
    for (const id of ['%00', 'ev_%00', 'ev_a%00b', 'ev_%F0%9F%90%82', `ev_${'a'.repeat(40)}`]) {
      for (const tail of ['', '/standings', '/entries']) {
        const answer = await fetch(`${running.service.url}/api/events/${id}${tail}`);
        statuses.push(`GET ${id}${tail} ${String(answer.status)}`);
      }
      const registered = await fetch(`${running.service.url}/api/events/${id}/registration`, {
        method: 'PUT',
        headers: keyed,
      });
      statuses.push(`PUT ${id}/registration ${String(registered.status)}`);
      const started = await fetch(`${running.service.url}/api/events/${id}/start`, {
        method: 'POST',
        headers: keyed,
      });
      statuses.push(`POST ${id}/start ${String(started.status)}`);
    }
    expect(statuses.filter((line) => !line.endsWith(' 404'))).toEqual([]);
  });
});
