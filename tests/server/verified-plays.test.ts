import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excursion } from '../../bench/server/sixty-second-run';
import { LEVEL_FIXTURES, proveLevel } from '../../scripts/level-fixtures';
import { hashLevelRef, levelFromDocument, type LevelDocument } from '../../src/replay';
import { rawLevelLink } from '../replay/support/raw-level-link';
import { expand, recordRun } from '../replay/support/replays';
import { startTestService, type TestService } from './support/service-harness';

/**
 * Plays and ratings counted by proof of play (issue 40), through the API of a real service: a
 * play is a key's verified run or attempt of the level (starts count nothing, with a key or
 * without), and a rating needs, by the rating key, a verified won run of the level or a verified
 * attempt of 20 s (400 ticks) or more. On SQLite, and on PostgreSQL when
 * LEADERBOARD_TEST_DATABASE_URL is set.
 */

let service: TestService;
let gem = '';
let yard = '';
beforeAll(async () => {
  service = await startTestService();
  gem = await published(gemAndKey);
  yard = await published(minotaurYard);
});
afterAll(async () => {
  await service.close();
});

function fixtureDoc(index: number): LevelDocument {
  const fixture = LEVEL_FIXTURES[index];
  if (fixture === undefined) throw new Error(`no level fixture ${String(index)}`);
  return fixture.doc;
}
const gemAndKey = fixtureDoc(0);
const minotaurYard = fixtureDoc(1);

/** Publishes a fixture level (which lists it in the catalogue); its hash. */
async function published(doc: LevelDocument): Promise<string> {
  const link = rawLevelLink({
    format: 'mythic-maze-level',
    version: 1,
    level: doc,
    proof: proveLevel(doc),
  });
  const answer = await service.publish(link);
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { hash: string }).hash;
}

interface Row {
  hash: string;
  plays: number;
  clears: number;
  bestTimeTicks: number | null;
  rating: { up: number; down: number };
}

async function listed(sort = 'new'): Promise<Row[]> {
  const answer = await service.get(`/api/levels?sort=${sort}&limit=50`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { levels: Row[] }).levels;
}

async function row(hash: string): Promise<Row> {
  const found = (await listed()).find((level) => level.hash === hash);
  if (found === undefined) throw new Error(`${hash} is not listed`);
  return found;
}

function start(hash: string, key?: string): Promise<Response> {
  return fetch(`${service.url}/api/runs/start`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(key === undefined ? {} : { authorization: `Bearer ${key}` }),
    },
    body: JSON.stringify({ level: { hash } }),
  });
}

function rate(hash: string, key: string, value: 'up' | 'down' = 'up'): Promise<Response> {
  return fetch(`${service.url}/api/levels/${hash}/rating`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ value }),
  });
}

/**
 * Posts `player`'s run of Gem and Key that stands still for `wait` ticks, steps out of the start
 * and back, then stands still until it has lasted `ticks` (quit while playing: an attempt). The
 * wait makes each player's run distinct: not only its inputs (pressing into a wall instead of
 * standing still is the same run, a copy, issue 41) but where Theseus is on some tick.
 */
async function attempt(player: string, ticks: number, wait: number): Promise<Response> {
  const doc = gemAndKey;
  const level = levelFromDocument(doc);
  const out = excursion(level);
  const inputs = Array.from({ length: ticks }, (_, tick) => out[tick - wait] ?? 0);
  const { replay } = recordRun({
    ref: hashLevelRef(doc),
    level,
    inputs,
    player,
  });
  expect([replay.final.outcome, replay.final.tick]).toEqual(['playing', ticks]);
  return service.postWon(replay);
}

describe('plays', () => {
  it('130 starts of one key, and a start of another, leave plays at 0', async () => {
    // Starts without a key were taken, and counted nothing either, until issue 41 bound tokens
    // to keys: now they are refused.
    expect((await start(yard)).status).toBe(401);
    const hoarder = await service.keyOf('Hoarder');
    for (let i = 0; i < 130; i += 1) expect((await start(yard, hoarder)).status).toBe(200);
    expect((await start(yard, await service.keyOf('Starter'))).status).toBe(200);
    expect((await row(yard)).plays).toBe(0);
  });

  it('two keys with verified attempts give 2 plays, no clear and no best time', async () => {
    expect((await attempt('Ariadne', 100, 10)).status).toBe(201);
    expect((await attempt('Phaedra', 100, 20)).status).toBe(201);
    expect(await row(gem)).toMatchObject({ plays: 2, clears: 0, bestTimeTicks: null });
  });

  it('popular: the level with two verified players ranks above the one with 131 starts', async () => {
    const order = (await listed('popular')).map((level) => level.hash);
    expect(order.indexOf(gem)).toBeLessThan(order.indexOf(yard));
  });
});

describe('ratings need proof of play by the rating key', () => {
  async function refusedNotPlayed(answer: Response): Promise<void> {
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { type: string }).type).toBe('/api/problems#not-played');
  }

  it('refuses a key with only a start token (403 not-played)', async () => {
    const key = await service.keyOf('Starter');
    expect((await start(gem, key)).status).toBe(200);
    await refusedNotPlayed(await rate(gem, key));
  });

  it('refuses a key whose verified attempt lasted 19.95 s (399 ticks)', async () => {
    expect((await attempt('Short', 399, 30)).status).toBe(201);
    await refusedNotPlayed(await rate(gem, await service.keyOf('Short')));
  });

  it('accepts a key whose verified attempt lasted 20 s (400 ticks)', async () => {
    expect((await attempt('Patient', 400, 40)).status).toBe(201);
    const answer = await rate(gem, await service.keyOf('Patient'));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ hash: gem, value: 'up', rating: { up: 1, down: 0 } });
  });

  it('accepts a key with a verified won run, however short', async () => {
    // The maker's proof after a tick of standing still: the published proof itself is the
    // maker's run now (issue 41), and a relabelled copy of it is refused.
    const { replay: proof } = recordRun({
      ref: hashLevelRef(gemAndKey),
      level: levelFromDocument(gemAndKey),
      inputs: [0, ...expand(proveLevel(gemAndKey).inputs)],
      player: 'Winner',
    });
    expect(proof.final.outcome).toBe('won');
    expect(proof.final.tick).toBeLessThan(400);
    const won = await service.postWon(proof);
    expect(won.status).toBe(201);
    const answer = await rate(gem, await service.keyOf('Winner'), 'down');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ hash: gem, value: 'down', rating: { up: 1, down: 1 } });
  });
});
