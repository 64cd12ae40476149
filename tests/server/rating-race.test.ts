/**
 * Ratings of two keys at the same moment, on several levels at once: every answer is a 200 and
 * every level's counts end as the keys' last ratings say. On PostgreSQL the rating transaction
 * locks the level's catalogue row first (CatalogueStore.rate); without that lock two keys
 * rating one level read the same counts and the last write wins (or one key's delete and
 * insert collide with its own other request: a 500), and a race of one key, whose counts can
 * only end at one rating, could not show it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueSeed } from './support/catalogue-seed';
import { freshStorage, startTestService, type TestService } from './support/service-harness';

let service: TestService;
let seed: CatalogueSeed;
beforeAll(async () => {
  const storage = await freshStorage();
  service = await startTestService({ storage });
  service.now = Date.parse('2026-06-10T15:00:00.000Z');
  seed = CatalogueSeed.open(storage);
});
afterAll(async () => {
  await seed.close();
  await service.close();
});

type Value = 'up' | 'down' | null;
interface Counts {
  up: number;
  down: number;
}

function send(path: string, method: string, body: unknown, key: string): Promise<Response> {
  return fetch(`${service.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });
}

async function listed(hash: string): Promise<Counts> {
  const page = (await (await service.get('/api/levels?limit=50')).json()) as {
    levels: { hash: string; rating: Counts }[];
  };
  const row = page.levels.find((level) => level.hash === hash);
  if (row === undefined) throw new Error(`${hash} is not listed`);
  return row.rating;
}

/**
 * Per level: what each key sends (15 times each), the counts it must end with, and every count
 * an answer may carry on the way there (each key's rating either already written or not yet).
 */
const PLANS: { name: string; castor: Value; pollux: Value; end: Counts; seen: Counts[] }[] = [
  {
    name: 'Twin Ups',
    castor: 'up',
    pollux: 'up',
    end: { up: 2, down: 0 },
    seen: [
      { up: 1, down: 0 },
      { up: 2, down: 0 },
    ],
  },
  {
    name: 'Split Votes',
    castor: 'up',
    pollux: 'down',
    end: { up: 1, down: 1 },
    seen: [
      { up: 1, down: 0 },
      { up: 0, down: 1 },
      { up: 1, down: 1 },
    ],
  },
  {
    name: 'Twin Downs',
    castor: 'down',
    pollux: 'down',
    end: { up: 0, down: 2 },
    seen: [
      { up: 0, down: 1 },
      { up: 0, down: 2 },
    ],
  },
  {
    name: 'Taken Back',
    castor: 'down',
    pollux: null,
    end: { up: 0, down: 1 },
    seen: [
      { up: 0, down: 0 },
      { up: 0, down: 1 },
    ],
  },
];
const TIMES = 15;

describe('ratings of two keys at the same moment', () => {
  it('answers every one 200 and ends every level at the counts of the keys’ ratings', async () => {
    const keys = { castor: await service.keyOf('Castor'), pollux: await service.keyOf('Pollux') };
    const hashes: string[] = [];
    for (const plan of PLANS) {
      const hash = await seed.level({
        name: plan.name,
        maker: 'Leda',
        width: 9,
        height: 9,
        publishedAt: '2026-06-01T00:00:00.000Z',
      });
      hashes.push(hash);
      // Each key proves a play (issue 40: a start no longer does): a 20 s verified attempt.
      for (const key of Object.values(keys)) {
        const player = await service.get('/api/player', { authorization: `Bearer ${key}` });
        const { playerId } = (await player.json()) as { playerId: string };
        await seed.attempt(hash, playerId, 400, '2026-06-10T09:00:00.000Z');
      }
    }
    const requests = PLANS.flatMap((plan, index) =>
      (['castor', 'pollux'] as const).flatMap((who) =>
        Array.from({ length: TIMES }, () => ({ index, value: plan[who], key: keys[who] })),
      ),
    );
    expect(requests).toHaveLength(120);
    const answers = await Promise.all(
      requests.map(async ({ index, value, key }) => {
        const answer = await send(
          `/api/levels/${hashes[index] ?? ''}/rating`,
          'PUT',
          { value },
          key,
        );
        return { index, value, status: answer.status, body: await answer.text() };
      }),
    );
    const refused = answers.filter((answer) => answer.status !== 200);
    // Soft: a run that fails shows its refusals and the counts they left behind together.
    expect.soft(refused.map((answer) => `${answer.status} ${answer.body}`)).toEqual([]);
    for (const answer of answers.filter((each) => each.status === 200)) {
      const plan = PLANS[answer.index];
      const body = JSON.parse(answer.body) as { hash: string; value: Value; rating: Counts };
      expect(body.hash).toBe(hashes[answer.index]);
      expect(body.value).toBe(answer.value);
      expect(plan?.seen, `${plan?.name}: ${answer.body}`).toContainEqual(body.rating);
    }
    for (const [index, plan] of PLANS.entries()) {
      expect.soft(await listed(hashes[index] ?? ''), plan.name).toEqual(plan.end);
    }
  });
});
