/**
 * The operator console's client (src/admin): the operator code goes as a bearer credential on
 * every admin request, requests are built from the contract's paths, answers are parsed with its
 * schemas, and a refusal or a broken answer comes back as a reason instead of a throw.
 */
import { describe, expect, it } from 'vitest';
import { AdminClient, auditPath } from '../../src/admin/admin-client';
import type { FetchLike } from '../../src/app/global';

const CODE = `op_${'a'.repeat(43)}`;

interface Sent {
  readonly url: string;
  readonly method: string | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly body: string | undefined;
}

/** A fetch that records each request and answers `status` with `body`. */
function fakeFetch(status: number, body: unknown) {
  const sent: Sent[] = [];
  const fetch: FetchLike = (url, init) => {
    sent.push({ url, method: init?.method, headers: init?.headers, body: init?.body });
    return Promise.resolve({
      status,
      text: () => Promise.resolve(typeof body === 'string' ? body : JSON.stringify(body)),
    });
  };
  return { sent, fetch };
}

const ENTRY = {
  id: 7,
  at: '2026-06-01T12:00:00.000Z',
  operator: 'ops',
  action: 'hide',
  target: { kind: 'run', id: 'AbCdEfGhIjKlMnOp' },
  reason: 'a route through a wall',
  before: { hiddenReason: null, bannedReason: null, openReports: 3 },
  after: { hiddenReason: 'a route through a wall', bannedReason: null, openReports: 0 },
};

describe('auditPath', () => {
  it('puts the page and the target in the query, an id only with its kind', () => {
    expect(auditPath({})).toBe('/api/admin/audit');
    expect(auditPath({ kind: 'player', id: 'Ana Lí', before: 40, limit: 10 })).toBe(
      '/api/admin/audit?limit=10&before=40&kind=player&id=Ana+L%C3%AD',
    );
    expect(auditPath({ id: 'orphan' })).toBe('/api/admin/audit');
  });
});

describe('AdminClient', () => {
  it('refuses to be made with something that is not an operator code', () => {
    const { fetch } = fakeFetch(200, {});
    expect(() => new AdminClient({ fetch, code: 'pk_player-key' })).toThrow(/op_/);
    expect(() => new AdminClient({ fetch, code: `${CODE}x` })).toThrow(TypeError);
  });

  it('posts an action as JSON with the code as a bearer credential, and reads its audit row', async () => {
    const { sent, fetch } = fakeFetch(201, ENTRY);
    const client = new AdminClient({ fetch, code: CODE, base: 'https://api.example.org' });
    const answer = await client.act(
      'hide',
      { kind: 'run', id: 'AbCdEfGhIjKlMnOp' },
      'a route through a wall',
    );
    expect(answer).toEqual({ ok: true, value: ENTRY });
    expect(sent).toEqual([
      {
        url: 'https://api.example.org/api/admin/actions',
        method: 'POST',
        headers: { authorization: `Bearer ${CODE}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          action: 'hide',
          target: { kind: 'run', id: 'AbCdEfGhIjKlMnOp' },
          reason: 'a route through a wall',
        }),
      },
    ]);
  });

  it('reads the audit log with the code, and the reports', async () => {
    const { sent, fetch } = fakeFetch(200, { entries: [ENTRY], next: 6 });
    const client = new AdminClient({ fetch, code: CODE });
    expect(await client.audit({ kind: 'run', id: 'AbCdEfGhIjKlMnOp' })).toEqual({
      ok: true,
      value: { entries: [ENTRY], next: 6 },
    });
    expect(sent[0]).toMatchObject({
      url: '/api/admin/audit?kind=run&id=AbCdEfGhIjKlMnOp',
      method: 'GET',
      headers: { authorization: `Bearer ${CODE}` },
    });
  });

  it("sends no code where it is not needed: a name's public answer", async () => {
    const body = { name: 'Ana', claimed: false, playerId: null, claimedName: null };
    const { sent, fetch } = fakeFetch(200, body);
    const answer = await new AdminClient({ fetch, code: CODE }).player('Ana/..');
    expect(answer).toEqual({ ok: true, value: body });
    expect(sent[0]).toMatchObject({ url: '/api/players/Ana%2F..', headers: {} });
  });

  it("gives a refusal's problem as the reason, with its status", async () => {
    const problem = {
      type: '/api/problems#forbidden',
      title: 'Forbidden',
      status: 403,
      detail: 'a player key is not an operator code',
    };
    const { fetch } = fakeFetch(403, problem);
    expect(await new AdminClient({ fetch, code: CODE }).reports()).toEqual({
      ok: false,
      status: 403,
      reason: 'this key may not do this',
    });
  });

  it('names an answer that is not the contract, and one that is not JSON, and no answer', async () => {
    const wrong = fakeFetch(200, { targets: [{ target: { kind: 'run' } }] });
    expect(await new AdminClient({ fetch: wrong.fetch, code: CODE }).reports()).toEqual({
      ok: false,
      status: 200,
      reason: 'the answer does not match the API',
    });
    const html = fakeFetch(200, '<html>');
    expect(await new AdminClient({ fetch: html.fetch, code: CODE }).reports()).toMatchObject({
      ok: false,
      reason: 'the answer is not JSON',
    });
    const away: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await new AdminClient({ fetch: away, code: CODE }).reports()).toEqual({
      ok: false,
      status: 0,
      reason: 'no answer (TypeError: Failed to fetch)',
    });
  });

  it('hands the replay text back as it came, for the codec to read', async () => {
    const { sent, fetch } = fakeFetch(200, '{"format":"x"}');
    expect(await new AdminClient({ fetch, code: CODE }).replay('ab'.repeat(32))).toEqual({
      ok: true,
      value: '{"format":"x"}',
    });
    expect(sent[0]?.url).toBe(`/api/replays/${'ab'.repeat(32)}`);
  });
});
