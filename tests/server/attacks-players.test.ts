/**
 * Names nobody can steal and the service's edges, attacked as an adversarial review did: a
 * confusable name, a level's maker taken by a thief, X-Forwarded-For rotated behind a trusted
 * proxy, a NUL in a path, a padded proof, a wrong method.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVEL_FIXTURES, proveLevel } from '../../scripts/level-fixtures';
import { encodeReplay } from '../../src/replay';
import { rawLevelLink } from '../replay/support/raw-level-link';
import { startTestService, type TestService } from './support/service-harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.close();
});

interface Problem {
  readonly type: string;
  readonly field?: string;
}

async function claimed(name: string): Promise<{ playerId: string; name: string; key: string }> {
  const answer = await service.claim(name);
  expect(answer.status).toBe(201);
  return (await answer.json()) as { playerId: string; name: string; key: string };
}

describe('names claimed by their skeleton', () => {
  it('gives Theseus to the first browser and refuses Thеseus (a Cyrillic е) to the second', async () => {
    const first = await claimed('Theseus');
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const name of ['Th\u0435seus', 'THESEUS', '\uff34\uff48\uff45\uff53\uff45\uff55\uff53']) {
      const second = await service.claim(name);
      expect(second.status, name).toBe(409);
      expect(((await second.json()) as Problem).type).toBe('/api/problems#name-taken');
    }
    const asked = await service.get(`/api/players/${encodeURIComponent('Th\u0435seus')}`);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({
      name: 'Th\u0435seus',
      claimed: true,
      playerId: first.playerId,
      claimedName: 'Theseus',
    });
    // The key brings the name to another browser.
    const me = await service.get('/api/player', { authorization: `Bearer ${first.key}` });
    expect(await me.json()).toEqual({ playerId: first.playerId, name: 'Theseus' });
  });

  it('lets only one of two confusable names claimed at the same moment win', async () => {
    const answers = await Promise.all([service.claim('Ariadne'), service.claim('\u0410riadne')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it.each([
    ['an invisible-only name', '\u3164\u3164'],
    ['a bidi override', 'abc\u202edef'],
    ['a line separator', 'Ab\u2028cd'],
    ['a NUL', 'Ab\u0000'],
    ['an escape code', '\u001b[31mRed'],
    ['only spaces', '   '],
    ['25 characters', 'A'.repeat(25)],
  ])('refuses %s (422 invalid-name)', async (_name, name) => {
    const answer = await service.claim(name);
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as Problem).type).toBe('/api/problems#invalid-name');
  });
});

describe("a level's maker", () => {
  const fixture = LEVEL_FIXTURES[1];
  if (fixture === undefined) throw new Error('a level fixture is needed');
  const proof = proveLevel(fixture.doc);
  const link = (replay: object) =>
    rawLevelLink({ format: 'mythic-maze-level', version: 1, level: fixture.doc, proof: replay });

  it("keeps the credit with the key that published first: a thief's renamed proof gets the maker back", async () => {
    const thief = await service.keyOf('Thief');
    // The link as shared: its proof is Daedalus's, so the thief's key cannot publish it.
    const asShared = await service.publish(link(proof), thief);
    expect(asShared.status).toBe(422);
    expect(await asShared.json()).toMatchObject({
      type: '/api/problems#player-mismatch',
      field: 'link.proof.player',
    });
    expect((await service.publish(link(proof), null)).status).toBe(401);
    const published = await service.publish(link(proof));
    expect(published.status).toBe(201);
    expect(((await published.json()) as { maker: { player: string } }).maker.player).toBe(
      'Daedalus',
    );
    // The thief renames the proof to himself: the level has its maker already.
    const renamed = await service.publish(link({ ...proof, player: 'Thief' }), thief);
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { maker: { player: string } }).maker.player).toBe('Daedalus');
  });

  it('refuses a proof padded to many times its size (422, nothing stored)', async () => {
    const other = LEVEL_FIXTURES[0];
    if (other === undefined) throw new Error('a level fixture is needed');
    const own = proveLevel(other.doc);
    // Every tick its own pair: what a 14.7 KB link inflating to a 164 KB proof did.
    const padded = own.inputs.flatMap(([length, input]) =>
      Array.from({ length }, () => [1, input] as const),
    );
    expect(padded.length).toBeGreaterThan(own.inputs.length);
    const answer = await service.publish(
      rawLevelLink({
        format: 'mythic-maze-level',
        version: 1,
        level: other.doc,
        proof: { ...own, inputs: padded },
      }),
    );
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({
      type: '/api/problems#invalid-replay',
      field: 'link.proof.inputs[1]',
    });
    expect(encodeReplay(own).length).toBeLessThan(JSON.stringify(padded).length);
  });
});

describe('paths and methods', () => {
  it.each([
    '/api/runs/%00',
    '/api/boards/%00',
    '/api/boards/level%3Afirst%00',
    '/api/players/%00',
    '/api/levels/%00',
    '/api/replays/%00',
  ])('answers a NUL in %s with 404, never 500', async (path) => {
    const answer = await service.get(path);
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as Problem).type).toBe('/api/problems#not-found');
  });

  it.each([
    ['POST', '/api/boards/level:first-steps', 'GET, HEAD'],
    ['GET', '/api/runs', 'POST'],
    ['DELETE', '/api/players', 'POST'],
    ['PUT', '/api/runs/start', 'POST'],
  ])('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    const answer = await fetch(`${service.url}${path}`, { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe(allow);
    expect(((await answer.json()) as Problem).type).toBe('/api/problems#method-not-allowed');
  });
});

describe('LEADERBOARD_TRUST_PROXY=1', () => {
  it('counts the address the proxy appended, not the ones the client wrote before it', async () => {
    const proxied = await startTestService({
      env: { LEADERBOARD_TRUST_PROXY: '1', LEADERBOARD_STARTS_PER_MINUTE: '5' },
    });
    try {
      const key = await proxied.keyOf('Theseus');
      const start = (forwarded: string) =>
        fetch(`${proxied.url}/api/runs/start`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': forwarded,
            authorization: `Bearer ${key}`,
          },
          body: JSON.stringify({ level: { id: 'first-steps' } }),
        });
      // The attacker rotates the leftmost entry; the proxy appends the address it saw.
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        statuses.push((await start(`10.0.0.${String(i)}, 198.51.100.7`)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      // Another client behind the same proxy has its own count.
      expect((await start('198.51.100.8')).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
