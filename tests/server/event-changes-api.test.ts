/**
 * Operators create, edit and cancel events over HTTP with an operator code (issue 44), on the
 * embedded SQLite and (with LEADERBOARD_TEST_DATABASE_URL) PostgreSQL: each refusal with its
 * status and field, an edit after the start refused, the log rows equal to the CLI's for the same
 * change, and hostile bodies refused before any event is read or written. Time moves on the test
 * service's clock.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventCommand } from '../../src/server/events/event-cli';
import { addOperator } from './support/moderation-kit';
import { serviceWithStores } from './support/service-with-stores';

const HOUR = 60 * 60 * 1000;
const running = serviceWithStores();
let code: string;
beforeAll(async () => {
  code = await addOperator(running.storage, 'ops');
});

const iso = (ms: number) => new Date(ms).toISOString();

/** Sends `body` as JSON with `method` to `path`, with the operator's code unless told (null: none). */
function call(method: string, path: string, body: unknown, bearer: string | null = code) {
  return fetch(`${running.service.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(bearer === null ? {} : { authorization: `Bearer ${bearer}` }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

interface Changed {
  event: { id: string; name: string; state: string; startsAt: string; cancelledReason?: string };
  change: {
    at: string;
    operator: string;
    action: string;
    eventId: string;
    reason: string;
    before: { name: string } | null;
    after: { name: string; state: string };
  };
}

/** A time-trial on level:first-steps from t0 + `from` to t0 + `to` hours. */
const fields = (from: number, to: number) => ({
  name: 'Spring sprint',
  level: 'level:first-steps',
  format: 'time-trial',
  start: iso(running.t0 + from * HOUR),
  end: iso(running.t0 + to * HOUR),
});

async function createdOver(from: number, to: number): Promise<Changed> {
  const answer = await call('POST', '/api/admin/events', fields(from, to));
  expect(answer.status).toBe(201);
  return (await answer.json()) as Changed;
}

interface ProblemBody {
  type: string;
  field: string;
}
async function refusal(answer: Response) {
  const body = (await answer.json()) as ProblemBody;
  return [answer.status, body.type.replace('/api/problems#', ''), body.field];
}

/** The event log's rows of an event, as stored: before and after as JSON text. */
async function logOf(id: string) {
  const { rows } = await sql<{
    at: string;
    operator: string;
    action: string;
    event_id: string;
    reason: string;
    before: string | null;
    after: string;
  }>`
    select at, operator, action, event_id, reason, before, after from event_changes
    where event_id = ${id} order by id`.execute(running.db);
  return rows.map((row) => ({
    ...row,
    at: new Date(row.at).toISOString(),
    before: row.before === null ? null : (JSON.parse(row.before) as object),
    after: JSON.parse(row.after) as object,
  }));
}

const counts = async () => {
  const { rows } = await sql<{ events: number | string; changes: number | string }>`
    select (select count(*) from events) as events,
           (select count(*) from event_changes) as changes`.execute(running.db);
  return rows.map((row) => [Number(row.events), Number(row.changes)])[0];
};

describe('an operator over HTTP', () => {
  it('creates, edits before the start and cancels an event, each answered with its log row', async () => {
    running.service.now = running.t0;
    const made = await createdOver(2, 3);
    expect(made.event).toMatchObject({ name: 'Spring sprint', state: 'next' });
    expect(made.event.startsAt).toBe(iso(running.t0 + 2 * HOUR));
    expect(made.change).toMatchObject({
      operator: 'ops',
      action: 'create',
      eventId: made.event.id,
      reason: '',
      before: null,
      at: iso(running.t0),
    });
    const id = made.event.id;
    const edited = await call('PATCH', `/api/admin/events/${id}`, {
      name: 'Summer sprint',
      reason: 'the season turned',
    });
    expect(edited.status).toBe(200);
    const edit = (await edited.json()) as Changed;
    expect(edit.event.name).toBe('Summer sprint');
    expect(edit.change).toMatchObject({ action: 'edit', reason: 'the season turned' });
    expect(edit.change.before?.name).toBe('Spring sprint');
    expect(
      ((await (await running.service.get(`/api/events/${id}`)).json()) as { name: string }).name,
    ).toBe('Summer sprint');
    const cancelled = await call('POST', `/api/admin/events/${id}/cancel`, { reason: 'rain' });
    expect(cancelled.status).toBe(200);
    const cancel = (await cancelled.json()) as Changed;
    expect(cancel.event).toMatchObject({ state: 'cancelled', cancelledReason: 'rain' });
    expect(cancel.change.after.state).toBe('cancelled');
    expect((await logOf(id)).map((row) => [row.action, row.operator, row.reason])).toEqual([
      ['create', 'ops', ''],
      ['edit', 'ops', 'the season turned'],
      ['cancel', 'ops', 'rain'],
    ]);
  });

  it('writes the same log rows as the CLI for the same changes', async () => {
    running.service.now = running.t0 + HOUR;
    const byHttp = (await createdOver(5, 6)).event.id;
    const cli = async (...argv: string[]) => {
      const out: string[] = [];
      const failed: string[] = [];
      const exit = await eventCommand(['event', ...argv], running.stores, {
        out: (line) => out.push(line),
        err: (line) => failed.push(line),
        env: { LEADERBOARD_OPERATOR_CODE: code },
        now: () => running.service.now,
      });
      expect([exit, failed]).toEqual([0, []]);
      return out[0]?.split('\t')[0] ?? '';
    };
    const made = fields(5, 6);
    const byCli = await cli(
      ...['create', '--name', made.name, '--level', made.level, '--format', made.format],
      ...['--start', made.start, '--end', made.end],
    );
    running.service.now += 60_000;
    const edit = { end: iso(running.t0 + 7 * HOUR), format: 'one-shot', reason: 'longer' };
    expect((await call('PATCH', `/api/admin/events/${byHttp}`, edit)).status).toBe(200);
    await cli('edit', byCli, '--end', edit.end, '--format', 'one-shot', '--reason', 'longer');
    expect(
      (await call('POST', `/api/admin/events/${byHttp}/cancel`, { reason: 'no' })).status,
    ).toBe(200);
    await cli('cancel', byCli, '--reason', 'no');
    // Equal but for the event's own id, in every row and in each copy of the event.
    const cliRows = JSON.stringify(await logOf(byCli)).replaceAll(byCli, '<id>');
    const httpRows = JSON.stringify(await logOf(byHttp)).replaceAll(byHttp, '<id>');
    expect(httpRows).toBe(cliRows);
    expect((await logOf(byHttp)).length).toBe(3);
  });

  it('answers 401 without an operator code and 403 with a player key, changing nothing', async () => {
    const before = await counts();
    const missing = await call('POST', '/api/admin/events', fields(2, 3), null);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    const playerKey = await running.service.keyOf('Ann');
    expect((await call('POST', '/api/admin/events', fields(2, 3), playerKey)).status).toBe(403);
    const id = (await createdOver(8, 9)).event.id;
    const after = await counts();
    expect((await call('PATCH', `/api/admin/events/${id}`, { reason: 'x' }, null)).status).toBe(
      401,
    );
    const unauthorizedCancel = await call(
      'POST',
      `/api/admin/events/${id}/cancel`,
      { reason: 'x' },
      null,
    );
    expect(unauthorizedCancel.status).toBe(401);
    expect(after).toEqual([(before?.[0] ?? 0) + 1, (before?.[1] ?? 0) + 1]);
    expect(await counts()).toEqual(after);
  });

  it('refuses an unknown id (404), a started or cancelled event (409) and a bad field (422)', async () => {
    running.service.now = running.t0 + 10 * HOUR;
    const id = (await createdOver(11, 12)).event.id;
    const unknown = `ev_${'x'.repeat(16)}`;
    expect(
      await refusal(await call('PATCH', `/api/admin/events/${unknown}`, { reason: 'r' })),
    ).toEqual([404, 'not-found', 'id']);
    expect(
      await refusal(await call('POST', `/api/admin/events/${unknown}/cancel`, { reason: 'r' })),
    ).toEqual([404, 'not-found', 'id']);
    expect(
      await refusal(await call('PATCH', '/api/admin/events/not%20an%20id', { reason: 'r' })),
    ).toEqual([404, 'not-found', 'id']);
    const edit = (body: object) => call('PATCH', `/api/admin/events/${id}`, body);
    const late = { end: iso(running.t0 + 10.5 * HOUR), reason: 'shorter' };
    expect(await refusal(await edit(late))).toEqual([422, 'invalid-request', 'end']);
    const past = { ...fields(-3, -2), reason: 'over' };
    expect(await refusal(await call('POST', '/api/admin/events', past))).toEqual([
      422,
      'invalid-request',
      'end',
    ]);
    const nameless = { ...fields(11, 12), name: '   ' };
    expect(await refusal(await call('POST', '/api/admin/events', nameless))).toEqual([
      422,
      'invalid-request',
      'name',
    ]);
    const badLevel = { ...fields(11, 12), level: 'level:no-such' };
    expect((await refusal(await call('POST', '/api/admin/events', badLevel)))[2]).toBe('level');
    const unpublished = { ...fields(11, 12), level: `hash:${'ab'.repeat(32)}` };
    expect(await refusal(await call('POST', '/api/admin/events', unpublished))).toEqual([
      422,
      'invalid-request',
      'level',
    ]);
    running.service.now = running.t0 + 11.5 * HOUR;
    const started = await edit({ name: 'Late', reason: 'too late' });
    expect(await refusal(started)).toEqual([409, 'event-closed', 'id']);
    expect(
      ((await (await running.service.get(`/api/events/${id}`)).json()) as { name: string }).name,
    ).toBe('Spring sprint');
    expect((await call('POST', `/api/admin/events/${id}/cancel`, { reason: 'r' })).status).toBe(
      200,
    );
    const again = await call('POST', `/api/admin/events/${id}/cancel`, { reason: 'r' });
    expect(await refusal(again)).toEqual([409, 'event-closed', 'id']);
    running.service.now = running.t0 + 10 * HOUR;
    expect(await refusal(await edit({ name: 'Back', reason: 'r' }))).toEqual([
      409,
      'event-closed',
      'id',
    ]);
  });

  it('takes a body of 4096 bytes and refuses one of 4097 (413)', async () => {
    running.service.now = running.t0 + 30 * HOUR;
    const json = JSON.stringify({ ...fields(31, 32), name: 'Padded' });
    const padded = (bytes: number) => json + ' '.repeat(bytes - json.length);
    expect((await call('POST', '/api/admin/events', padded(4097))).status).toBe(413);
    const taken = await call('POST', '/api/admin/events', padded(4096));
    expect(taken.status).toBe(201);
    expect(((await taken.json()) as Changed).event.name).toBe('Padded');
  });

  it('refuses a hostile body before any event is read or written', async () => {
    running.service.now = running.t0 + 20 * HOUR;
    const before = await counts();
    const unknown = `ev_${'y'.repeat(16)}`;
    // An unknown id would be 404: a body refused first never reaches the event's lookup.
    const patch = (body: unknown) => call('PATCH', `/api/admin/events/${unknown}`, body);
    expect(await refusal(await patch({ reason: 'r', sealed: true }))).toEqual([
      400,
      'invalid-request',
      'sealed',
    ]);
    expect((await refusal(await patch({ reason: 'r', start: 12 })))[2]).toBe('start');
    expect((await refusal(await patch({ reason: 'r', start: 'tomorrow' })))[2]).toBe('start');
    expect((await refusal(await patch({ name: 'x' })))[2]).toBe('reason');
    expect((await refusal(await patch({ reason: 'nul\u0000' })))[2]).toBe('reason');
    expect((await refusal(await patch('[1, 2'))).slice(0, 2)).toEqual([400, 'malformed-body']);
    const huge = await patch({ reason: 'r', name: 'n'.repeat(5000) });
    expect(huge.status).toBe(413);
    const justOver = await call('POST', '/api/admin/events', {
      ...fields(21, 22),
      reason: 'r'.repeat(4096),
    });
    expect(justOver.status).toBe(413);
    const formats = await call('POST', '/api/admin/events', { ...fields(21, 22), format: 'relay' });
    expect((await refusal(formats)).slice(0, 3)).toEqual([400, 'invalid-request', 'format']);
    const cancel = await call('POST', `/api/admin/events/${unknown}/cancel`, { reason: ['r'] });
    expect((await refusal(cancel))[0]).toBe(400);
    expect(await counts()).toEqual(before);
  });
});
