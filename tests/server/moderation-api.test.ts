/**
 * Moderation through the API, on the embedded SQLite and (npm run test:server:pg) PostgreSQL:
 * players' reports and their threshold, operators' codes (401, 403), hide, restore, ban, unban
 * and dismiss with their audit rows, a restored run back at its rank, and what a player's own key
 * reads of it.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/store/database/database';
import { distinctWins } from './support/distinct-runs';
import { addOperator, boardOf, read, send } from './support/moderation-kit';
import { givePlay, reportFrom } from './support/reporters';
import { freshStorage, startTestService, type TestService } from './support/service-harness';

let service: TestService;
let storage: Awaited<ReturnType<typeof freshStorage>>;
let code: string;
/** Run ids by player, on level:first-steps, fastest first: Ann, Bo, Cy, Dee. */
const runs = new Map<string, string>();
beforeAll(async () => {
  storage = await freshStorage();
  service = await startTestService({
    storage,
    env: {
      LEADERBOARD_REPORT_THRESHOLD: '3',
      LEADERBOARD_REPORTS_PER_MINUTE: '1000',
      // Reporters from two address buckets (X-Forwarded-For) hide a name.
      LEADERBOARD_TRUST_PROXY: '1',
    },
  });
  code = await addOperator(storage, 'ops');
  const wins = distinctWins('first-steps', 4);
  for (const [index, player] of ['Ann', 'Bo', 'Cy', 'Dee'].entries()) {
    const posted = await service.postWon({ ...wins[index], player });
    expect(posted.status).toBe(201);
    runs.set(player, ((await posted.json()) as { runId: string }).runId);
  }
}, 60_000);
afterAll(async () => {
  await service.close();
});

const board = async () =>
  (await boardOf(service.url, 'level:first-steps')).map((row) => [row.player, row.rank]);
const act = (body: unknown, bearer: string | undefined = code) =>
  send(`${service.url}/api/admin/actions`, body, bearer);
const report = async (reporter: string, body: unknown) =>
  send(`${service.url}/api/reports`, body, await service.keyOf(reporter));
const runOf = (player: string) => runs.get(player) ?? '';

interface Entry {
  id: number;
  operator: string;
  action: string;
  target: { kind: string; id: string };
  reason: string;
  before: { hiddenReason: string | null; bannedReason: string | null; openReports: number };
  after: { hiddenReason: string | null; bannedReason: string | null; openReports: number };
}

describe('operator codes', () => {
  it('answers 401 without a code or with a wrong one, 403 to a player key', async () => {
    const action = { action: 'hide', target: { kind: 'run', id: runOf('Ann') }, reason: 'x' };
    const missing = await send(`${service.url}/api/admin/actions`, action, undefined);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    expect((await act(action, `op_${'A'.repeat(43)}`)).status).toBe(401);
    expect((await act(action, 'not a code')).status).toBe(401);
    const playerKey = await service.keyOf('Ann');
    const forbidden = await act(action, playerKey);
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { type: string }).type).toBe('/api/problems#forbidden');
    for (const path of ['/api/admin/audit', '/api/admin/reports']) {
      expect((await read(`${service.url}${path}`)).status, path).toBe(401);
      expect((await read(`${service.url}${path}`, playerKey)).status, path).toBe(403);
    }
    // Nothing changed: Ann still leads.
    expect((await board())[0]).toEqual(['Ann', 1]);
  });
});

describe('reports', () => {
  it('needs a key, a known target and a listed reason; one open report per player counts', async () => {
    const body = { target: { kind: 'run', id: runOf('Dee') }, reason: 'cheated-run' };
    expect((await send(`${service.url}/api/reports`, body, undefined)).status).toBe(401);
    const first = await report('Rex', body);
    expect(first.status).toBe(201);
    const made = (await first.json()) as { reportId: string; counted: boolean };
    expect(made.counted).toBe(true);
    const again = await report('Rex', { ...body, reason: 'other', text: 'really' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      reportId: made.reportId,
      target: body.target,
      counted: false,
    });
    const missing = await report('Rex', { ...body, target: { kind: 'run', id: 'A'.repeat(16) } });
    expect(missing.status).toBe(404);
    expect((await report('Rex', { ...body, reason: 'ugly' })).status).toBe(400);
    expect((await report('Rex', { ...body, reason: 'other', text: 'x'.repeat(201) })).status).toBe(
      400,
    );
    const listed = await read(`${service.url}/api/admin/reports`, code);
    const { targets } = (await listed.json()) as {
      targets: { target: { id: string }; reporters: number; reasons: unknown[] }[];
    };
    const dee = targets.find((item) => item.target.id === runOf('Dee'));
    expect(dee?.reporters).toBe(1);
    expect(dee?.reasons).toEqual([{ reason: 'cheated-run', count: 1 }]);
  });

  it('never hides a run by reports alone', async () => {
    const body = { target: { kind: 'run', id: runOf('Dee') }, reason: 'cheated-run' };
    for (const reporter of ['Sal', 'Tam', 'Uli'])
      expect((await report(reporter, body)).status).toBe(201);
    expect((await board()).map(([player]) => player)).toContain('Dee');
  });

  // Issue 40: reports count by proof of play and from two address buckets, so the three
  // reporters have 5 verified runs each (a whole weight) and one reports from another bucket.
  it('shows a name as "hidden player" once 3 players with verified runs report it from two buckets, until dismissed', async () => {
    const body = { target: { kind: 'player', id: 'CY' }, reason: 'offensive-name' };
    await givePlay(service, ['Rex', 'Sal', 'Tam']);
    await board(); // cached now
    expect((await reportFrom(service, 'Rex', body, '203.0.113.1')).status).toBe(201);
    // the same player twice counts once
    expect((await reportFrom(service, 'Rex', body, '198.51.100.1')).status).toBe(200);
    expect((await reportFrom(service, 'Sal', body, '203.0.113.1')).status).toBe(201);
    expect((await board())[2]).toEqual(['Cy', 3]);
    expect((await reportFrom(service, 'Tam', body, '198.51.100.1')).status).toBe(201);
    expect((await board())[2]).toEqual(['hidden player', 3]);
    const dismissed = await act({ action: 'dismiss', target: body.target, reason: 'a fine name' });
    expect(dismissed.status).toBe(201);
    const entry = (await dismissed.json()) as Entry;
    expect(entry.target).toEqual({ kind: 'player', id: 'Cy' });
    expect([entry.before.openReports, entry.after.openReports]).toEqual([3, 0]);
    expect((await board())[2]).toEqual(['Cy', 3]);
  });
});

describe('operator actions', () => {
  it('hides a run from its board and restores it at its rank, each action in the audit log', async () => {
    expect(await board()).toEqual([
      ['Ann', 1],
      ['Bo', 2],
      ['Cy', 3],
      ['Dee', 4],
    ]);
    const target = { kind: 'run', id: runOf('Bo') };
    const { replayHash } = (await (await service.get(`/api/runs/${runOf('Bo')}`)).json()) as {
      replayHash: string;
    };
    const hidden = await act({ action: 'hide', target, reason: 'a copied route' });
    expect(hidden.status).toBe(201);
    expect(await board()).toEqual([
      ['Ann', 1],
      ['Cy', 2],
      ['Dee', 3],
    ]);
    // The run itself is kept, with its replay, though its id answers as the board does.
    expect((await service.get(`/api/runs/${runOf('Bo')}`)).status).toBe(404);
    expect((await service.get(`/api/replays/${replayHash}`)).status).toBe(200);
    const restored = await act({ action: 'restore', target, reason: 'the route is original' });
    expect(restored.status).toBe(201);
    expect(await board()).toEqual([
      ['Ann', 1],
      ['Bo', 2],
      ['Cy', 3],
      ['Dee', 4],
    ]);
    const back = (await (await service.get(`/api/runs/${runOf('Bo')}`)).json()) as { rank: number };
    expect(back.rank).toBe(2);
    const audit = await read(`${service.url}/api/admin/audit?kind=run&id=${runOf('Bo')}`, code);
    const { entries } = (await audit.json()) as { entries: Entry[] };
    expect(
      entries.map((e) => [
        e.operator,
        e.action,
        e.reason,
        e.before.hiddenReason,
        e.after.hiddenReason,
      ]),
    ).toEqual([
      ['ops', 'restore', 'the route is original', 'a copied route', null],
      ['ops', 'hide', 'a copied route', null, 'a copied route'],
    ]);
  });

  it('bans a key: its runs leave the boards, its posts get 403 with the reason; unban undoes both', async () => {
    const ban = await act({
      action: 'ban',
      target: { kind: 'player', id: 'ann' },
      reason: 'spam runs',
    });
    expect(ban.status).toBe(201);
    const entry = (await ban.json()) as Entry;
    expect([entry.before.bannedReason, entry.after.bannedReason]).toEqual([null, 'spam runs']);
    expect(await board()).toEqual([
      ['Bo', 1],
      ['Cy', 2],
      ['Dee', 3],
    ]);
    const [next] = distinctWins('first-steps', 1, 'Ann').map((r) => ({ ...r, player: 'Ann' }));
    const refused = await service.postWon({ ...distinctWins('red-key', 1)[0], player: 'Ann' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      detail: expect.stringContaining('spam runs') as unknown,
      type: '/api/problems#forbidden',
      field: 'authorization',
      problem: 'names a banned key: spam runs',
    });
    expect(
      (
        await act({
          action: 'unban',
          target: { kind: 'player', id: 'Ann' },
          reason: 'appeal heard',
        })
      ).status,
    ).toBe(201);
    expect((await board())[0]).toEqual(['Ann', 1]);
    expect(next).toBeDefined();
    expect(
      (await service.postWon({ ...distinctWins('red-key', 1)[0], player: 'Ann' })).status,
    ).toBe(201);
  });

  it('hides and restores a name by an operator, and refuses a ban of a run', async () => {
    const target = { kind: 'player', id: 'Dee' };
    expect((await act({ action: 'hide', target, reason: 'slur in the name' })).status).toBe(201);
    expect((await board())[3]).toEqual(['hidden player', 4]);
    expect((await act({ action: 'restore', target, reason: 'renamed' })).status).toBe(201);
    expect((await board())[3]).toEqual(['Dee', 4]);
    const wrong = await act({
      action: 'ban',
      target: { kind: 'run', id: runOf('Dee') },
      reason: 'x',
    });
    expect(wrong.status).toBe(422);
    expect(
      (await act({ action: 'hide', target: { kind: 'player', id: 'Nobody' }, reason: 'x' })).status,
    ).toBe(404);
    expect((await act({ action: 'erase', target, reason: 'x' })).status).toBe(400);
    expect((await act({ action: 'hide', target, reason: '   ' })).status).toBe(400);
  });
});

describe('ranks while a run is hidden', () => {
  it('gives a new run the rank among visible runs, and the hidden one its rank back', async () => {
    const wins = distinctWins('teeth-of-the-floor', 3);
    const ids: string[] = [];
    for (const [index, player] of ['Xen', 'Yul'].entries()) {
      const posted = await service.postWon({ ...wins[index], player });
      expect(posted.status, await posted.clone().text()).toBe(201);
      ids.push(((await posted.json()) as { runId: string }).runId);
    }
    const target = { kind: 'run', id: ids[0] };
    expect((await act({ action: 'hide', target, reason: 'glitch' })).status).toBe(201);
    const late = await service.postWon({ ...wins[2], player: 'Zed' });
    const body = await late.text();
    expect([late.status, (JSON.parse(body) as { rank?: number }).rank], body).toEqual([201, 2]);
    expect((await act({ action: 'restore', target, reason: 'no glitch' })).status).toBe(201);
    const rows = await boardOf(service.url, 'level:teeth-of-the-floor');
    expect(rows.map((row) => [row.player, row.rank])).toEqual([
      ['Xen', 1],
      ['Yul', 2],
      ['Zed', 3],
    ]);
  });
});

describe('what a player sees', () => {
  it('lists their hidden run with its reason for their own key only', async () => {
    const target = { kind: 'run', id: runOf('Cy') };
    expect((await act({ action: 'hide', target, reason: 'wall clip' })).status).toBe(201);
    const own = await service.get('/api/players/Cy', {
      authorization: `Bearer ${await service.keyOf('Cy')}`,
    });
    expect(((await own.json()) as { moderation: unknown }).moderation).toEqual({
      nameHiddenReason: null,
      bannedReason: null,
      hidden: [{ target, reason: 'wall clip' }],
    });
    const other = await service.get('/api/players/Cy', {
      authorization: `Bearer ${await service.keyOf('Bo')}`,
    });
    expect(await other.json()).not.toHaveProperty('moderation');
    expect(await (await service.get('/api/players/Cy')).json()).not.toHaveProperty('moderation');
    expect((await service.get('/api/players/Cy', { authorization: 'Bearer nope' })).status).toBe(
      401,
    );
    await act({ action: 'restore', target, reason: 'clip allowed' });
  });
});

describe('the audit log', () => {
  it('pages newest first and cannot be changed, not even in the database', async () => {
    const first = await read(`${service.url}/api/admin/audit?limit=2`, code);
    const page = (await first.json()) as { entries: Entry[]; next: number | null };
    expect(page.entries).toHaveLength(2);
    expect(page.entries[0]?.reason).toBe('clip allowed');
    expect(page.next).toBe(page.entries[1]?.id);
    const second = await read(`${service.url}/api/admin/audit?limit=2&before=${page.next}`, code);
    const older = (await second.json()) as { entries: Entry[] };
    expect(older.entries[0]?.id).toBeLessThan(page.next ?? 0);
    expect((await read(`${service.url}/api/admin/audit?limit=0`, code)).status).toBe(400);
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const answer = await fetch(`${service.url}/api/admin/audit`, {
        method,
        headers: { authorization: `Bearer ${code}` },
      });
      expect(answer.status, method).toBe(405);
    }
    const handle = openDatabase(storage);
    try {
      await expect(sql`update audit_log set reason = 'nothing'`.execute(handle.db)).rejects.toThrow(
        /append-only/,
      );
      await expect(sql`delete from audit_log`.execute(handle.db)).rejects.toThrow(/append-only/);
      // PostgreSQL's TRUNCATE fires no row trigger: it once emptied the log. SQLite has none.
      if (handle.kind === 'postgres') {
        await expect(sql`truncate audit_log`.execute(handle.db)).rejects.toThrow(/append-only/);
      }
    } finally {
      await handle.db.destroy();
    }
    const after = await read(`${service.url}/api/admin/audit?limit=2`, code);
    expect(((await after.json()) as { entries: Entry[] }).entries).toEqual(page.entries);
  });
});

describe('ranks while a key is banned', () => {
  it('gives a new run the rank among runs of keys not banned, and the banned runs theirs back', async () => {
    const wins = distinctWins('hall-of-spikes', 3);
    for (const [index, player] of ['Uma', 'Vic'].entries()) {
      const posted = await service.postWon({ ...wins[index], player });
      expect(posted.status, await posted.clone().text()).toBe(201);
    }
    const target = { kind: 'player', id: 'Uma' };
    expect((await act({ action: 'ban', target, reason: 'bot' })).status).toBe(201);
    // Uma's run is the fastest, but a banned key's runs are not counted ahead of anyone.
    const late = await service.postWon({ ...wins[2], player: 'Wes' });
    const body = await late.text();
    expect([late.status, (JSON.parse(body) as { rank?: number }).rank], body).toEqual([201, 2]);
    expect((await act({ action: 'unban', target, reason: 'not a bot' })).status).toBe(201);
    const rows = await boardOf(service.url, 'level:hall-of-spikes');
    expect(rows.map((row) => [row.player, row.rank])).toEqual([
      ['Uma', 1],
      ['Vic', 2],
      ['Wes', 3],
    ]);
  });
});

describe('a report’s text and an action’s target, at their edges', () => {
  it('keeps a report’s text trimmed, and no text for one of spaces only or none', async () => {
    const target = { kind: 'run', id: runOf('Bo') };
    for (const [reporter, text] of [
      ['Vic', '  looks too fast  '],
      ['Wes', '   '],
      ['Xan', undefined],
    ] as const) {
      const body =
        text === undefined ? { target, reason: 'other' } : { target, reason: 'other', text };
      expect((await report(reporter, body)).status).toBe(201);
    }
    const listed = await read(`${service.url}/api/admin/reports`, code);
    const { targets } = (await listed.json()) as {
      targets: { target: { id: string }; reporters: number; texts: string[] }[];
    };
    const bo = targets.find((item) => item.target.id === runOf('Bo'));
    expect(bo?.reporters).toBe(3);
    expect(bo?.texts).toEqual(['looks too fast']);
  });

  it('refuses an unban of anything but a player, and a dismissal leaves a ban as it is', async () => {
    const wrong = await act({
      action: 'unban',
      target: { kind: 'run', id: runOf('Bo') },
      reason: 'x',
    });
    expect(wrong.status).toBe(422);
    await service.keyOf('Zed');
    const target = { kind: 'player', id: 'Zed' };
    expect((await act({ action: 'ban', target, reason: 'spam bot' })).status).toBe(201);
    const dismissed = await act({ action: 'dismiss', target, reason: 'no reports to keep' });
    expect(dismissed.status).toBe(201);
    const entry = (await dismissed.json()) as Entry;
    expect([entry.before.bannedReason, entry.after.bannedReason]).toEqual(['spam bot', 'spam bot']);
  });
});

describe('board versions after a report', () => {
  it('changes the boards of a reported player once, not again for the same player’s repeat', async () => {
    const etag = async () =>
      (await read(`${service.url}/api/boards/level:first-steps`)).headers.get('etag');
    const body = { target: { kind: 'player', id: 'Ann' }, reason: 'offensive-name' };
    // Issue 40: a report weighs by its reporter's verified runs; Yan has some.
    await givePlay(service, ['Yan']);
    const before = await etag();
    expect((await report('Yan', body)).status).toBe(201);
    const counted = await etag();
    expect(counted).not.toBe(before);
    expect((await report('Yan', body)).status).toBe(200);
    expect(await etag()).toBe(counted);
    // A key with no verified run weighs nothing: its report changes no board.
    expect((await report('Una', body)).status).toBe(201);
    expect(await etag()).toBe(counted);
  });
});
