/**
 * Event standings at size (issue 44), on the embedded SQLite and (npm run test:server:pg)
 * PostgreSQL: answered a page at a time (`limit`, the keyset `next` cursor), with the asking
 * key's own place, and counting only runs of the event's level. Time moves on the test service's
 * clock, never by waiting.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eventCommand } from '../../src/server/events/event-cli';
import { distinctWins } from './support/distinct-runs';
import { serviceWithStores } from './support/service-with-stores';

const HOUR = 60 * 60 * 1000;
const running = serviceWithStores();
/** Won runs of level:first-steps, each a tick slower than the one before. */
const wins = distinctWins('first-steps', 8);

const iso = (ms: number) => new Date(ms).toISOString();

/** Creates a time trial on level:first-steps from t0 + `from` to t0 + `to` hours: its id. */
async function created(from: number, to: number): Promise<string> {
  const out: string[] = [];
  const code = await eventCommand(
    [
      ...['event', 'create', '--name', 'Standings', '--level', 'level:first-steps'],
      ...[
        '--format',
        'time-trial',
        '--start',
        iso(running.t0 + from * HOUR),
        '--end',
        iso(running.t0 + to * HOUR),
      ],
    ],
    running.stores,
    {
      out: (line) => out.push(line),
      err: () => undefined,
      env: {},
      now: () => running.service.now,
    },
  );
  expect(code).toBe(0);
  return out[0]?.split('\t')[0] ?? '';
}

const bearer = async (player: string) => ({
  authorization: `Bearer ${await running.service.keyOf(player)}`,
});

async function register(id: string, player: string): Promise<void> {
  const answer = await fetch(`${running.service.url}/api/events/${id}/registration`, {
    method: 'PUT',
    headers: await bearer(player),
  });
  expect(answer.status).toBe(200);
}

/** Posts `replay` as `player` with `token` five minutes later: the run id. */
async function post(token: string, issuedAt: string, replay: object, player: string) {
  running.service.now += 5 * 60 * 1000;
  const recordedAt = iso(Date.parse(issuedAt) + 60_000);
  const posted = await running.service.post(
    { token, replay: { ...replay, player, recordedAt } },
    await running.service.keyOf(player),
  );
  expect(posted.status).toBe(201);
  return ((await posted.json()) as { runId: string }).runId;
}

/** Registers `player`, starts the event and posts `replay` with its token. */
async function enter(id: string, replay: object, player: string): Promise<void> {
  await register(id, player);
  const started = await fetch(`${running.service.url}/api/events/${id}/start`, {
    method: 'POST',
    headers: await bearer(player),
  });
  expect(started.status).toBe(200);
  const { token, issuedAt } = (await started.json()) as { token: string; issuedAt: string };
  await post(token, issuedAt, replay, player);
}

interface Page {
  standings: { rank: number; player: string }[];
  total: number;
  next: string | null;
  you?: { rank: number; player: string } | null;
}

async function page(id: string, query: string, headers?: Record<string, string>) {
  const answer = await running.service.get(`/api/events/${id}/standings${query}`, headers);
  expect(answer.status).toBe(200);
  return (await answer.json()) as Page;
}
const places = (read: Page) => read.standings.map(({ rank, player }) => [rank, player]);

describe('the standings of an event, a page at a time', () => {
  let id = '';

  beforeAll(async () => {
    id = await created(1, 5);
    running.service.now = running.t0 + HOUR + 60_000;
    // Seven players, not entered in the order they place: P1 is the fastest, P7 the slowest.
    for (const n of [4, 1, 7, 3, 6, 2, 5]) await enter(id, wins[n] ?? {}, `P${String(n)}`);
  }, 60_000);

  it('pages by limit and the next cursor, with the total, and no page repeats or skips a place when a faster one enters between two reads', async () => {
    const first = await page(id, '?limit=3');
    expect(places(first)).toEqual([
      [1, 'P1'],
      [2, 'P2'],
      [3, 'P3'],
    ]);
    expect(first.total).toBe(7);
    expect(first).not.toHaveProperty('you');
    // P0 enters ahead of everyone: an offset would show P3 again; the cursor goes on after it.
    await enter(id, wins[0] ?? {}, 'P0');
    const second = await page(id, `?limit=3&cursor=${first.next ?? ''}`);
    expect(places(second)).toEqual([
      [5, 'P4'],
      [6, 'P5'],
      [7, 'P6'],
    ]);
    expect(second.total).toBe(8);
    const last = await page(id, `?limit=3&cursor=${second.next ?? ''}`);
    expect(places(last)).toEqual([[8, 'P7']]);
    expect(last.next).toBeNull();
  });

  it('answers 50 places by default, the whole board here', async () => {
    const all = await page(id, '');
    expect(all.standings.map((place) => place.player)).toEqual([
      'P0',
      'P1',
      'P2',
      'P3',
      'P4',
      'P5',
      'P6',
      'P7',
    ]);
    expect(all.next).toBeNull();
  });

  it("adds the asking key's own place, on any page, and null for a key with none", async () => {
    const mine = await page(id, '?limit=1', await bearer('P5'));
    expect(places(mine)).toEqual([[1, 'P0']]);
    expect(mine.you).toMatchObject({ rank: 6, player: 'P5' });
    await register(id, 'Idle');
    expect((await page(id, '?limit=1', await bearer('Idle'))).you).toBeNull();
  });

  it('refuses a key no player holds (401) and a malformed page (400 naming the field)', async () => {
    const wrong = await running.service.get(`/api/events/${id}/standings`, {
      authorization: `Bearer ${'A'.repeat(43)}`,
    });
    expect(wrong.status).toBe(401);
    for (const query of ['?limit=0', '?limit=101', '?cursor=12', '?cursor=1.2.abc', '?page=2']) {
      const answer = await running.service.get(`/api/events/${id}/standings${query}`);
      expect([query, answer.status]).toEqual([query, 400]);
    }
    const bad = await running.service.get(`/api/events/${id}/standings?cursor=x`);
    expect(((await bad.json()) as { detail: string }).detail).toContain('cursor');
  });
});

/** The claims of a start token: its id, when and to whom it was issued. */
function claimsOf(token: string): { id: string; issuedAt: number; playerId: string } {
  const payload = token.split('.')[0] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    id: string;
    issuedAt: number;
    playerId: string;
  };
}

describe("an event's entries", () => {
  it("count only runs of the event's level: a run of another level by the same key in the window does not enter", async () => {
    running.service.now = running.t0 + 10 * HOUR;
    const id = await created(11, 15);
    running.service.now = running.t0 + 11 * HOUR + 60_000;
    await register(id, 'Hal');
    // A start the event holds for a token of another level (red-key), issued in the window to
    // Hal: its run is verified and stored, on its own board, and must not enter the event.
    const started = await running.service.start(
      { id: 'red-key' },
      await running.service.keyOf('Hal'),
    );
    const { token, issuedAt } = (await started.json()) as { token: string; issuedAt: string };
    const claims = claimsOf(token);
    const start = { tokenId: claims.id, eventId: id, playerId: claims.playerId };
    expect(
      await running.stores.events.recordStart({
        ...start,
        issuedAt: claims.issuedAt,
        oneShot: false,
      }),
    ).toBe(true);
    const redKey = distinctWins('red-key', 1)[0] ?? {};
    const runId = await post(token, issuedAt, redKey, 'Hal');
    expect((await running.service.get(`/api/runs/${runId}`)).status).toBe(200);
    expect((await page(id, '')).standings).toEqual([]);
    const file = (await (await running.service.get(`/api/events/${id}/entries`)).json()) as {
      entries: unknown[];
    };
    expect(file.entries).toEqual([]);
  });
});
