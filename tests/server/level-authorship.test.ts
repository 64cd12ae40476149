/**
 * Authorship that travels (issue 41): a level link made by a signed-in maker carries their
 * player id and an HMAC over the level's content hash keyed by the SHA-256 of their key (what
 * the service stores of it), so the service knows whose level it is whoever sends the link. An
 * unsigned publication (anyone could relabel its proof) gives way to the author's signed link,
 * audited; a signed link is its author's alone to publish (403 not-author). The signatures here
 * are made with node's crypto, not the game's code. SQLite, and PostgreSQL with
 * LEADERBOARD_TEST_DATABASE_URL.
 */
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVEL_FIXTURES, proveLevel } from '../../scripts/level-fixtures';
import { rawLevelLink } from '../replay/support/raw-level-link';
import { addOperator, read } from './support/moderation-kit';
import { freshStorage, startTestService, type TestService } from './support/service-harness';

let storage: Awaited<ReturnType<typeof freshStorage>>;
let service: TestService;
let operator = '';
beforeAll(async () => {
  storage = await freshStorage();
  service = await startTestService({ storage });
  operator = await addOperator(storage, 'ops');
});
afterAll(async () => {
  await service.close();
});

const fixture = LEVEL_FIXTURES[1];
if (fixture === undefined) throw new Error('a level fixture is needed');
const proof = proveLevel(fixture.doc);
/** The level's content hash: SHA-256 of its canonical document, as the fixture writes it. */
const hash = (proof.level as { hash: string }).hash;

interface Author {
  readonly player: string;
  readonly signature: string;
}

/** A player's id and key, claimed on first use. */
async function who(name: string): Promise<{ id: string; key: string }> {
  const key = await service.keyOf(name);
  const answer = await read(`${service.url}/api/player`, key);
  return { id: ((await answer.json()) as { playerId: string }).playerId, key };
}

/** The author field a signed-in maker's game writes, computed here with node's crypto. */
function signed(player: { id: string; key: string }, levelHash = hash): Author {
  const secret = createHash('sha256').update(player.key).digest('hex');
  const signature = createHmac('sha256', secret)
    .update(`mythic-maze level author 1\n${player.id}\n${levelHash}`)
    .digest('base64url');
  return { player: player.id, signature };
}

function link(replay: object, author?: Author): string {
  return rawLevelLink({
    format: 'mythic-maze-level',
    version: 1,
    level: fixture?.doc,
    proof: replay,
    ...(author === undefined ? {} : { author }),
  });
}

async function makerNow(): Promise<string> {
  const answer = await service.get(`/api/levels/${hash}`);
  return ((await answer.json()) as { maker: { player: string } }).maker.player;
}

/** The players of the level's board, in rank order. */
async function boardPlayers(): Promise<string[]> {
  const answer = await service.get(`/api/boards/hash:${hash}`);
  return ((await answer.json()) as { runs: { player: string }[] }).runs.map((run) => run.player);
}

interface Problem {
  readonly type: string;
  readonly status: number;
  readonly field: string;
}

describe('a signed level link', () => {
  it('refuses a link signed by Daedalus published with the key of Thief (403 not-author)', async () => {
    const daedalus = await who('Daedalus');
    const thief = await who('Thief');
    for (const replay of [proof, { ...proof, player: 'Thief' }]) {
      const answer = await service.publish(link(replay, signed(daedalus)), thief.key);
      expect(answer.status).toBe(403);
      expect((await answer.json()) as Problem).toMatchObject({
        type: '/api/problems#not-author',
        field: 'link.author.player',
      });
    }
    expect((await service.get(`/api/levels/${hash}`)).status).toBe(404);
  });

  it('refuses a tampered signature, or one of another level, clearly (403 or 422, nothing stored)', async () => {
    const daedalus = await who('Daedalus');
    const good = signed(daedalus);
    const flipped = `${good.signature.startsWith('A') ? 'B' : 'A'}${good.signature.slice(1)}`;
    const otherLevel = signed(daedalus, 'f'.repeat(64));
    for (const author of [{ ...good, signature: flipped }, otherLevel]) {
      const answer = await service.publish(link(proof, author), daedalus.key);
      expect(answer.status).toBe(403);
      expect((await answer.json()) as Problem).toMatchObject({
        type: '/api/problems#not-author',
        field: 'link.author.signature',
      });
    }
    const malformed = await service.publish(
      link(proof, { ...good, signature: 'not a signature' }),
      daedalus.key,
    );
    expect(malformed.status).toBe(422);
    expect(((await malformed.json()) as Problem).field).toBe('link.author.signature');
    expect((await service.get(`/api/levels/${hash}`)).status).toBe(404);
  });

  it('takes the level from a relabelled, unsigned link published first, and audits it', async () => {
    const daedalus = await who('Daedalus');
    const thief = await who('Thief');
    // The thief publishes the shared link first, its proof relabelled and its author dropped.
    const stolen = await service.publish(link({ ...proof, player: 'Thief' }), thief.key);
    expect(stolen.status).toBe(201);
    expect(await makerNow()).toBe('Thief');
    // Publishing stores the proof as the maker's run: the thief's, for now.
    expect(await boardPlayers()).toEqual(['Thief']);
    const own = await service.publish(link(proof, signed(daedalus)), daedalus.key);
    expect(own.status).toBe(201);
    expect(((await own.json()) as { maker: { player: string } }).maker.player).toBe('Daedalus');
    expect(await makerNow()).toBe('Daedalus');
    // The relabelled proof run is taken back: the board holds the author's run alone.
    expect(await boardPlayers()).toEqual(['Daedalus']);
    const listed = await service.get('/api/levels?q=daedalus');
    const levels = ((await listed.json()) as { levels: { hash: string; maker: string }[] }).levels;
    expect(levels.find((level) => level.hash === hash)?.maker).toBe('Daedalus');
    const thieves = await service.get('/api/levels?q=thief');
    expect(((await thieves.json()) as { levels: unknown[] }).levels).toEqual([]);
    const audit = await read(`${service.url}/api/admin/audit?kind=level&id=${hash}`, operator);
    const entries = ((await audit.json()) as { entries: Record<string, unknown>[] }).entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operator: 'service',
      action: 'maker-signed',
      target: { kind: 'level', id: hash },
    });
    expect(String(entries[0]?.reason)).toContain('Thief');
  });

  it('keeps the signed maker: neither an unsigned link nor another signer takes it back', async () => {
    const thief = await who('Thief');
    const unsigned = await service.publish(link({ ...proof, player: 'Thief' }), thief.key);
    expect(unsigned.status).toBe(200);
    const ownSigned = await service.publish(
      link({ ...proof, player: 'Thief' }, signed(thief)),
      thief.key,
    );
    expect(ownSigned.status).toBe(200);
    expect(((await ownSigned.json()) as { maker: { player: string } }).maker.player).toBe(
      'Daedalus',
    );
    expect(await makerNow()).toBe('Daedalus');
  });
});
