/**
 * Seasons (issue 44), on the embedded SQLite and (npm run test:server:pg) PostgreSQL: operators
 * create a season and attach events from the CLI (every change logged, append-only); the season
 * table scores each ended event by rank band and counts a player's best N results, and says how
 * many events remain. Expected tables are computed by hand below. Time moves on the test
 * service's clock, never by waiting.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventCommand } from '../../src/server/events/event-cli';
import { seasonCommand } from '../../src/server/events/season-cli';
import { distinctWins } from './support/distinct-runs';
import { serviceWithStores } from './support/service-with-stores';

const HOUR = 60 * 60 * 1000;
const running = serviceWithStores();
/** Won runs of level:first-steps, each a tick slower than the one before. */
const wins = distinctWins('first-steps', 9);

const iso = (ms: number) => new Date(ms).toISOString();

/** Runs an operator's command (`event …` or `season …`) at the service's time. */
async function command(kind: 'event' | 'season', ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const run = kind === 'event' ? eventCommand : seasonCommand;
  const code = await run([kind, ...argv], running.stores, {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    env: {},
    now: () => running.service.now,
  });
  return { code, out, err, id: out[0]?.split('\t')[0] ?? '' };
}

/** A time trial on level:first-steps from t0 + `from` to t0 + `to` hours: its id. */
async function created(name: string, from: number, to: number): Promise<string> {
  const made = await command(
    'event',
    ...['create', '--name', name, '--level', 'level:first-steps', '--format', 'time-trial'],
    ...['--start', iso(running.t0 + from * HOUR), '--end', iso(running.t0 + to * HOUR)],
  );
  expect(made).toMatchObject({ code: 0, err: [] });
  return made.id;
}

const bearer = async (player: string) => ({
  authorization: `Bearer ${await running.service.keyOf(player)}`,
});

/** Registers `player` for the open event, starts it and posts `replay` five minutes later. */
async function enter(id: string, replay: object, player: string): Promise<void> {
  const headers = await bearer(player);
  const url = `${running.service.url}/api/events/${id}`;
  expect((await fetch(`${url}/registration`, { method: 'PUT', headers })).status).toBe(200);
  const started = await fetch(`${url}/start`, { method: 'POST', headers });
  expect(started.status).toBe(200);
  const { token, issuedAt } = (await started.json()) as { token: string; issuedAt: string };
  running.service.now += 5 * 60 * 1000;
  const recordedAt = iso(Date.parse(issuedAt) + 60_000);
  const posted = await running.service.post(
    { token, replay: { ...replay, player, recordedAt } },
    await running.service.keyOf(player),
  );
  expect(posted.status).toBe(201);
}

/** Plays an event from t0 + `from` hours: each [player, index of their run in `wins`]. */
async function play(id: string, from: number, runs: [string, number][]): Promise<void> {
  running.service.now = running.t0 + from * HOUR + 60_000;
  for (const [player, n] of runs) await enter(id, wins[n] ?? {}, player);
}

async function table(id: string) {
  const answer = await running.service.get(`/api/seasons/${id}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as {
    bestOf: number;
    events: { total: number; ended: number; remaining: number };
    table: { rank: number; player: string; points: number; counted: number[]; events: number }[];
  };
}

describe('a season', () => {
  let season = '';

  beforeAll(async () => {
    const made = await command('season', 'create', '--name', 'Winter', '--best', '2');
    expect(made).toMatchObject({ code: 0, err: [] });
    season = made.id;
    const events = {
      a: await created('A', 1, 2),
      b: await created('B', 3, 4),
      c: await created('C', 5, 6),
      d: await created('D', 20, 21),
      e: await created('E', 7, 8),
    };
    for (const id of Object.values(events)) {
      expect((await command('season', 'attach', season, id)).code).toBe(0);
    }
    // Not attached: its winner gets nothing from it in the season.
    const f = await created('F', 9, 10);
    expect((await command('event', 'cancel', events.e, '--reason', 'no level')).code).toBe(0);
    // Times: wins[n] is n ticks slower than wins[0], so the lower n places higher.
    await play(events.a, 1, [
      ['P1', 0],
      ['P2', 1],
      ['P3', 2],
    ]);
    await play(events.b, 3, [
      ['P2', 3],
      ['P3', 4],
      ['P1', 5],
    ]);
    await play(events.c, 5, [
      ['P3', 6],
      ['P2', 7],
    ]);
    await play(f, 9, [['P1', 8]]);
  }, 120_000);

  it("counts each player's best 2 results by rank band (1st 100, 2nd 80, 3rd 65), equal points sharing a rank", async () => {
    running.service.now = running.t0 + 11 * HOUR;
    const read = await table(season);
    expect(read.bestOf).toBe(2);
    // A: P1 100, P2 80, P3 65. B: P2 100, P3 80, P1 65. C: P3 100, P2 80.
    // P2: 80, 100, 80 -> best two 180; P3: 65, 80, 100 -> 180; P1: 100, 65 -> 165.
    // Counting every result instead would give P2 260 ahead of P3 245.
    expect(read.table).toEqual([
      { rank: 1, player: 'P2', points: 180, counted: [100, 80], events: 3 },
      { rank: 1, player: 'P3', points: 180, counted: [100, 80], events: 3 },
      { rank: 3, player: 'P1', points: 165, counted: [100, 65], events: 2 },
    ]);
    // A, B, C ended; D to come; E cancelled counts nowhere.
    expect(read.events).toEqual({ total: 4, ended: 3, remaining: 1 });
  });

  it('counts an event only once it has ended', async () => {
    running.service.now = running.t0 + 5 * HOUR + 30 * 60 * 1000;
    const read = await table(season);
    expect(read.events).toEqual({ total: 4, ended: 2, remaining: 2 });
    // A and B only: P1 100 + 65, P2 100 + 80, P3 80 + 65.
    expect(read.table.map((row) => [row.rank, row.player, row.points])).toEqual([
      [1, 'P2', 180],
      [2, 'P1', 165],
      [3, 'P3', 145],
    ]);
  });

  it('takes an event into one season only, refuses a bad --best, and logs every change append-only', async () => {
    const other = await command('season', 'create', '--name', 'Spring');
    expect(other.code).toBe(0);
    expect(other.out[0]).toContain('\tbest 5\t');
    const [first] = await running.stores.events.inSeason(season);
    const twice = await command('season', 'attach', other.id, first?.id ?? '');
    expect(twice.code).toBe(1);
    expect(twice.err[0]).toContain(`is attached to season ${season} already`);
    for (const best of ['0', '101', 'x']) {
      const bad = await command('season', 'create', '--name', 'Bad', '--best', best);
      expect([best, bad.code, bad.err]).toEqual([
        best,
        1,
        ['season create: --best must be a whole number from 1 to 100'],
      ]);
    }
    const { rows } = await sql<{ action: string; operator: string; event_id: string | null }>`
      select action, operator, event_id from season_changes where season_id = ${season}
      order by id`.execute(running.db);
    expect(rows.map((row) => row.action)).toEqual([
      'create',
      'attach',
      'attach',
      'attach',
      'attach',
      'attach',
    ]);
    expect(rows.every((row) => row.operator.startsWith('cli:'))).toBe(true);
    await expect(sql`delete from season_changes`.execute(running.db)).rejects.toThrow(
      /append-only/,
    );
  });

  it('lists the seasons newest first, each with how many results count, to open its table', async () => {
    const answer = await running.service.get('/api/seasons');
    expect(answer.status).toBe(200);
    const { seasons } = (await answer.json()) as {
      seasons: { id: string; name: string; bestOf: number }[];
    };
    // Spring was made at the service's time 5.5 hours after Winter.
    expect(seasons.map((one) => [one.name, one.bestOf])).toEqual([
      ['Spring', 5],
      ['Winter', 2],
    ]);
    expect(seasons[1]?.id).toBe(season);
  });

  it('answers 404 for a season no one made, and before the database for an id none can have', async () => {
    for (const id of ['se_nothing', '%00', 'se_%00', `se_${'a'.repeat(40)}`, 'ev_abc']) {
      expect([id, (await running.service.get(`/api/seasons/${id}`)).status]).toEqual([id, 404]);
    }
  });
});
