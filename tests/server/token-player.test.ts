/**
 * Start tokens bound to keys (issue 41): a start names its player's key, the token carries that
 * player inside what is signed, and a post with another player's key is `422 token-player`,
 * leaving the token unspent for its own player. Hoarded tokens of no key, or of another key, no
 * longer post a run computed elsewhere. On the embedded SQLite and (npm run test:server:pg)
 * PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distinctWins } from './support/distinct-runs';
import { addOperator, send } from './support/moderation-kit';
import { freshStorage, startTestService, type TestService } from './support/service-harness';

let service: TestService;
let code: string;
beforeAll(async () => {
  const storage = await freshStorage();
  service = await startTestService({ storage });
  code = await addOperator(storage, 'ops');
}, 60_000);
afterAll(async () => {
  await service.close();
});

interface Claimed {
  readonly playerId: string;
  readonly key: string;
}

/** Claims `name`: its player id and key, as the service answered them. */
async function claim(name: string): Promise<Claimed> {
  const answer = await service.claim(name);
  expect(answer.status).toBe(201);
  return (await answer.json()) as Claimed;
}

/** The start's answer for `level` with `key` (undefined: no Authorization header at all). */
function startWith(level: unknown, key: string | undefined): Promise<Response> {
  return send(`${service.url}/api/runs/start`, { level }, key);
}

/** The token of a start of `level` with `key`, issued now. */
async function tokenOf(level: unknown, key: string): Promise<string> {
  const answer = await startWith(level, key);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** The claims a token carries (its payload, base64url JSON before the dot), read by hand. */
function payloadOf(token: string): Record<string, unknown> {
  const [payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Posts `replay` (recorded a minute after `issuedAt`) with `token` and `key`. */
function post(token: string, replay: Record<string, unknown>, key: string, issuedAt: number) {
  const recordedAt = new Date(issuedAt + 60_000).toISOString();
  return send(`${service.url}/api/runs`, { token, replay: { ...replay, recordedAt } }, key);
}

const HOUR = 3_600_000;

describe('a start', () => {
  it('without a key is 401 (WWW-Authenticate: Bearer), as a post is', async () => {
    const answer = await startWith({ id: 'first-steps' }, undefined);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    expect(await answer.json()).toMatchObject({
      type: '/api/problems#unauthorized',
      field: 'authorization',
      problem: 'is missing: send "Authorization: Bearer <key>" with the key from POST /api/players',
    });
  });

  it('with a key no player holds, or not a key at all, is 401', async () => {
    const unknown = await startWith({ id: 'first-steps' }, 'A'.repeat(43));
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ problem: 'names a key no player holds' });
    const malformed = await startWith({ id: 'first-steps' }, 'not a key');
    expect(malformed.status).toBe(401);
  });

  it('with a banned key is 403, and a token it got before the ban posts nothing', async () => {
    const { key } = await claim('Banned');
    const before = service.now;
    const token = await tokenOf({ id: 'red-key' }, key);
    const ban = await send(
      `${service.url}/api/admin/actions`,
      { action: 'ban', target: { kind: 'player', id: 'Banned' }, reason: 'bot runs' },
      code,
    );
    expect(ban.status).toBe(201);
    const refused = await startWith({ id: 'red-key' }, key);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      type: '/api/problems#forbidden',
      field: 'authorization',
      problem: 'names a banned key: bot runs',
    });
    service.now += 2 * HOUR;
    const [run] = distinctWins('red-key', 1, 'Banned');
    const posted = await post(token, run ?? {}, key, before);
    expect(posted.status).toBe(403);
  });

  it("signs the player id of its key into the token's claims", async () => {
    const { playerId, key } = await claim('Signed');
    const token = await tokenOf({ id: 'first-steps' }, key);
    expect(payloadOf(token)).toMatchObject({ playerId, levelKey: 'level:first-steps' });
  });
});

describe("a post with another player's key than its token's", () => {
  it('is 422 token-player, and leaves the token for its own player to post', async () => {
    const ariadne = await claim('Ariadne');
    const minos = await claim('Minos');
    const issuedAt = service.now;
    const token = await tokenOf({ id: 'three-doors' }, ariadne.key);
    service.now += 2 * HOUR;
    const [minosRun, ariadneRun] = [
      distinctWins('three-doors', 1, 'Minos')[0] ?? {},
      distinctWins('three-doors', 2, 'Ariadne')[1] ?? {},
    ];
    const stolen = await post(token, minosRun, minos.key, issuedAt);
    expect(stolen.status).toBe(422);
    expect(stolen.headers.get('content-type')).toBe('application/problem+json');
    expect(await stolen.json()).toEqual({
      type: '/api/problems#token-player',
      title: "The start token was issued to another player's key",
      status: 422,
      detail:
        "token: was issued to another player's key than the one sent: a run is posted with the key that started it",
      field: 'token',
      problem:
        "was issued to another player's key than the one sent: a run is posted with the key that started it",
    });
    const board = await service.get('/api/boards/level:three-doors');
    expect(((await board.json()) as { runs: unknown[] }).runs).toEqual([]);
    // Refused before anything was stored: the token is not spent.
    const own = await post(token, ariadneRun, ariadne.key, issuedAt);
    expect(own.status).toBe(201);
    const again = await post(token, minosRun, minos.key, issuedAt);
    expect(again.status).toBe(422);
  });

  it("refuses a token whose player was edited to the poster's (its signature no longer holds)", async () => {
    const pasiphae = await claim('Pasiphae');
    const icarus = await claim('Icarus');
    const issuedAt = service.now;
    const token = await tokenOf({ id: 'hall-of-spikes' }, pasiphae.key);
    const [, signature] = token.split('.');
    const claims = payloadOf(token);
    expect(claims.playerId).toBe(pasiphae.playerId);
    const edited = Buffer.from(JSON.stringify({ ...claims, playerId: icarus.playerId })).toString(
      'base64url',
    );
    service.now += 2 * HOUR;
    const [run] = distinctWins('hall-of-spikes', 1, 'Icarus');
    const forged = await post(`${edited}.${signature ?? ''}`, run ?? {}, icarus.key, issuedAt);
    expect(forged.status).toBe(422);
    expect(await forged.json()).toMatchObject({
      type: '/api/problems#token-refused',
      field: 'token',
      problem: 'is not signed by this service',
    });
  });
});
