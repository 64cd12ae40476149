/**
 * A level is weighed like a name (issue 40): reports on a level count by their reporters' proof
 * of play, and a level whose open reports weigh the threshold (3) from at least two address
 * buckets is off the catalogue until an operator decides; fresh keys, or one bucket, take it off
 * nothing, and a dismissal brings it back. On SQLite and PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVEL_FIXTURES } from '../../scripts/level-fixtures';
import { hashLevelRef } from '../../src/replay';
import { addOperator, send } from './support/moderation-kit';
import { givePlay, reportFrom } from './support/reporters';
import { freshStorage, startTestService, type TestService } from './support/service-harness';

let service: TestService;
let code: string;
let hash: string;
const X = '203.0.113.10';
const Y = '198.51.100.20';

beforeAll(async () => {
  const storage = await freshStorage();
  service = await startTestService({
    storage,
    env: { LEADERBOARD_REPORTS_PER_MINUTE: '1000', LEADERBOARD_TRUST_PROXY: '1' },
  });
  code = await addOperator(storage, 'ops');
  const fixture = LEVEL_FIXTURES[0];
  if (fixture === undefined) throw new Error('a level fixture is needed');
  const link = readFileSync(
    new URL(`../../e2e/fixtures/${fixture.name}.txt`, import.meta.url),
    'utf8',
  );
  expect((await service.publish(link.trim())).status).toBe(201);
  hash = hashLevelRef(fixture.doc).hash;
  await givePlay(service, ['Ada', 'Ben', 'Cal']);
}, 120_000);
afterAll(async () => {
  await service.close();
});

/** Whether the catalogue lists the level, on its newest page. */
const listed = async () => {
  const answer = await service.get('/api/levels?sort=new');
  const page = (await answer.json()) as { levels: { hash: string }[] };
  return page.levels.some((level) => level.hash === hash);
};
const report = () => ({ target: { kind: 'level', id: hash }, reason: 'offensive-level' });

describe('reports on a level, weighed', () => {
  it('take it off the catalogue only with proof of play from two buckets, until dismissed', async () => {
    expect(await listed()).toBe(true);
    for (const [reporter, address] of [
      ['Fresh1', '192.0.2.1'],
      ['Fresh2', '192.0.2.2'],
      ['Fresh3', '192.0.2.3'],
    ] as const) {
      expect((await reportFrom(service, reporter, report(), address)).status).toBe(201);
    }
    expect(await listed()).toBe(true);
    expect((await reportFrom(service, 'Ada', report(), X)).status).toBe(201);
    expect((await reportFrom(service, 'Ben', report(), X)).status).toBe(201);
    expect(await listed()).toBe(true);
    expect((await reportFrom(service, 'Cal', report(), Y)).status).toBe(201);
    expect(await listed()).toBe(false);
    const dismissed = await send(
      `${service.url}/api/admin/actions`,
      { action: 'dismiss', target: { kind: 'level', id: hash }, reason: 'fine level' },
      code,
    );
    expect(dismissed.status).toBe(201);
    expect(await listed()).toBe(true);
  });
});
