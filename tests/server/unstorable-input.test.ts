/**
 * Bad input from anyone, with no key, never answers 500, on SQLite and PostgreSQL alike
 * (LEADERBOARD_TEST_DATABASE_URL runs this file on PostgreSQL). On PostgreSQL a catalogue cursor
 * holding 1.5, 1e300 or 2^63 for `popular` (a 32-bit integer column), and a NUL in a report's
 * target or text (which its text cannot store), answered 500 while SQLite answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distinctWins } from './support/distinct-runs';
import { send } from './support/moderation-kit';
import { startTestService, type TestService } from './support/service-harness';

let service: TestService;
let key: string;
let runId: string;
beforeAll(async () => {
  service = await startTestService({ env: { LEADERBOARD_VERIFIER_THREADS: '1' } });
  const posted = await service.postWon({ ...distinctWins('first-steps', 1)[0], player: 'Ariadne' });
  expect(posted.status).toBe(201);
  runId = ((await posted.json()) as { runId: string }).runId;
  key = await service.keyOf('Reporter');
});
afterAll(async () => {
  await service.close();
});

const HASH = 'a'.repeat(64);
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The status and problem (kind and field) of an answer. */
async function refusal(answer: Response) {
  const body = (await answer.json()) as { type?: string; field?: string };
  return { status: answer.status, type: body.type, field: body.field };
}

describe('a catalogue cursor outside its column', () => {
  it.each([
    ['1.5', 1.5],
    ['1e300', 1e300],
    ['2^63', 2 ** 63],
    ['2^31', 2 ** 31],
  ])('of %s for sort=popular is 422 naming the cursor', async (_name, value) => {
    const cursor = cursorOf(['popular', value, HASH]);
    const answer = await service.get(`/api/levels?sort=popular&cursor=${cursor}`);
    expect(await refusal(answer)).toEqual({
      status: 422,
      type: '/api/problems#invalid-request',
      field: 'cursor',
    });
  });

  it('at the end of the column reads a page', async () => {
    const cursor = cursorOf(['popular', 2 ** 31 - 1, HASH]);
    expect((await service.get(`/api/levels?sort=popular&cursor=${cursor}`)).status).toBe(200);
  });
});

describe('text no database can store', () => {
  const url = () => `${service.url}/api/reports`;

  it.each([
    [
      'a NUL in the text',
      () => ({ target: { kind: 'run', id: runId }, reason: 'cheated-run', text: 'a\u0000b' }),
      'text',
    ],
    [
      'a NUL in the target',
      () => ({ target: { kind: 'player', id: 'Ari\u0000adne' }, reason: 'offensive-name' }),
      'target.id',
    ],
    [
      'a lone surrogate in the text',
      () => ({ target: { kind: 'run', id: runId }, reason: 'cheated-run', text: 'x\ud800y' }),
      'text',
    ],
    [
      'a NUL in a key of the body',
      () => ({ target: { kind: 'run', id: runId }, reason: 'cheated-run', 'a\u0000': 1 }),
      'a\u0000',
    ],
  ])('%s of a report is 400 naming the field', async (_name, body, field) => {
    const answer = await send(url(), body(), key);
    const read = await refusal(answer);
    expect([read.status, read.type]).toEqual([400, '/api/problems#invalid-request']);
    expect(read.field).toContain(field.replace('\u0000', ''));
  });

  it('a NUL in the search words is no 500', async () => {
    const answer = await service.get(`/api/levels?q=${encodeURIComponent('maze\u0000x')}`);
    expect(answer.status).toBe(400);
  });

  it('a pair of surrogates (an emoji) is text like any other', async () => {
    const body = { target: { kind: 'run', id: runId }, reason: 'cheated-run', text: 'sus 😀' };
    expect((await send(url(), body, key)).status).toBe(201);
  });
});
