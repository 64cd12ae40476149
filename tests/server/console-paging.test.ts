/**
 * The console's read of open reports (GET /api/admin/reports) pages through every open target
 * (issue 40): 101 decoy names reported by 2 keys each once pushed a real report, with one
 * reporter, out of the only 100 targets listed. Paged by cursor, the real report is reached,
 * every target once; each open report names its reporter, their weight and the address bucket
 * it came from (the first 12 hex digits of its SHA-256), so decoys from one bucket by keys with
 * no proof of play stand out.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distinctWins } from './support/distinct-runs';
import { addOperator, read } from './support/moderation-kit';
import { givePlay, reportFrom } from './support/reporters';
import { freshStorage, startTestService, type TestService } from './support/service-harness';

let service: TestService;
let code: string;
let runId: string;
const DECOYS = 101;
const SPAM_BUCKET = '192.0.2.66';
const REAL_BUCKET = '203.0.113.50';

beforeAll(async () => {
  const storage = await freshStorage();
  service = await startTestService({
    storage,
    env: { LEADERBOARD_REPORTS_PER_MINUTE: '100000', LEADERBOARD_TRUST_PROXY: '1' },
  });
  code = await addOperator(storage, 'ops');
  const posted = await service.postWon({ ...distinctWins('first-steps', 1)[0], player: 'Cheat' });
  expect(posted.status).toBe(201);
  runId = ((await posted.json()) as { runId: string }).runId;
  // The real report comes first: a player with proof of play reports a run.
  await givePlay(service, ['Honest']);
  const real = { target: { kind: 'run', id: runId }, reason: 'cheated-run' };
  expect((await reportFrom(service, 'Honest', real, REAL_BUCKET)).status).toBe(201);
  // Then 101 decoy names, each reported by the same 2 fresh keys.
  for (let index = 0; index < DECOYS; index++) {
    const name = `Decoy ${index}`;
    await service.keyOf(name);
    for (const spammer of ['Spam A', 'Spam B']) {
      const body = { target: { kind: 'player', id: name }, reason: 'offensive-name' };
      expect((await reportFrom(service, spammer, body, SPAM_BUCKET)).status).toBe(201);
    }
  }
}, 180_000);
afterAll(async () => {
  await service.close();
});

interface Page {
  targets: {
    target: { kind: string; id: string };
    reporters: number;
    weight: number;
    buckets: number;
    open: { player: string; weight: number; counts: boolean; bucket: string | null }[];
  }[];
  next: string | null;
}

async function page(query: string): Promise<Page> {
  const answer = await read(`${service.url}/api/admin/reports${query}`, code);
  expect(answer.status).toBe(200);
  return (await answer.json()) as Page;
}

const bucketOf = (address: string) =>
  createHash('sha256').update(address).digest('hex').slice(0, 12);

describe('the console through 101 decoy targets', () => {
  it('reaches the real report by its cursor, every target once', async () => {
    const first = await page('?limit=100');
    expect(first.targets).toHaveLength(100);
    // Most reporters first: the decoys fill the first page.
    expect(first.targets.some((item) => item.target.id === runId)).toBe(false);
    const seen = first.targets.map((item) => `${item.target.kind}:${item.target.id}`);
    let next = first.next;
    let pages = 1;
    // Bounded: a cursor that never ends (or none at all) fails rather than loops.
    while (typeof next === 'string' && pages < 10) {
      const more = await page(`?limit=100&cursor=${next}`);
      seen.push(...more.targets.map((item) => `${item.target.kind}:${item.target.id}`));
      next = more.next;
      pages += 1;
    }
    expect(pages).toBe(2);
    expect(seen).toHaveLength(DECOYS + 1);
    expect(new Set(seen).size).toBe(DECOYS + 1);
    expect(seen.at(-1)).toBe(`run:${runId}`);
  });

  it('pages at the default size of 50 too', async () => {
    const seen: string[] = [];
    let next: string | null = '';
    for (let pages = 0; typeof next === 'string' && pages < 10; pages++) {
      const more = await page(next === '' ? '' : `?cursor=${next}`);
      expect(more.targets.length).toBeLessThanOrEqual(50);
      seen.push(...more.targets.map((item) => item.target.id));
      next = more.next;
    }
    expect(seen).toHaveLength(DECOYS + 1);
    expect(seen).toContain(runId);
  });

  it("shows each report's reporter, weight and bucket: the decoys' weigh nothing", async () => {
    const second = await page(`?limit=100&cursor=${(await page('?limit=100')).next ?? ''}`);
    const real = second.targets.at(-1);
    expect(real?.target).toEqual({ kind: 'run', id: runId });
    expect(real?.open).toEqual([
      {
        player: 'Honest',
        weight: 1,
        counts: true,
        bucket: bucketOf(REAL_BUCKET),
        reason: 'cheated-run',
        at: expect.any(String) as unknown,
      },
    ]);
    expect([real?.weight, real?.buckets]).toEqual([1, 1]);
    const decoy = (await page('?limit=1')).targets[0];
    expect(
      decoy?.open.map((report) => [report.player, report.weight, report.bucket]).sort(),
    ).toEqual([
      ['Spam A', 0, bucketOf(SPAM_BUCKET)],
      ['Spam B', 0, bucketOf(SPAM_BUCKET)],
    ]);
    expect([decoy?.weight, decoy?.buckets]).toEqual([0, 0]);
  });

  it('refuses a cursor it did not give', async () => {
    const answer = await read(`${service.url}/api/admin/reports?cursor=AAAA`, code);
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({
      type: '/api/problems#invalid-request',
      field: 'cursor',
    });
    expect((await read(`${service.url}/api/admin/reports?limit=101`, code)).status).toBe(400);
  });
});
