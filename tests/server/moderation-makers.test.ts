/**
 * A level's maker under moderation, on the embedded SQLite and (npm run test:server:pg)
 * PostgreSQL: while the name of the key that published a level is hidden (by an operator or by
 * reports from enough distinct players) or that key is banned, the level's board and its
 * catalogue row show the maker as "hidden player", and the real name again once that ends. The
 * board is read (and cached) before each change, so a change that did not reach the board's
 * version would keep the old answer.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOperator, read, send } from './support/moderation-kit';
import { givePlay, reportFrom } from './support/reporters';
import { freshStorage, startTestService, type TestService } from './support/service-harness';

let service: TestService;
let code: string;
let hash: string;

const link = readFileSync(
  new URL('../../e2e/fixtures/level-gem-and-key.txt', import.meta.url),
  'utf8',
).trim();

beforeAll(async () => {
  const storage = await freshStorage();
  service = await startTestService({
    storage,
    env: {
      LEADERBOARD_REPORT_THRESHOLD: '3',
      LEADERBOARD_REPORTS_PER_MINUTE: '1000',
      LEADERBOARD_TRUST_PROXY: '1',
    },
  });
  code = await addOperator(storage, 'ops');
  const published = await service.publish(link);
  expect(published.status).toBe(201);
  hash = ((await published.json()) as { hash: string }).hash;
}, 60_000);
afterAll(async () => {
  await service.close();
});

/** The maker's name on the level's board and on its catalogue row. */
async function makerShown(): Promise<[string | undefined, string | undefined]> {
  const board = await read(`${service.url}/api/boards/${encodeURIComponent(`hash:${hash}`)}`);
  expect(board.status).toBe(200);
  const { maker } = (await board.json()) as { maker: { player: string } | null };
  const page = await read(`${service.url}/api/levels?sort=new&limit=50`);
  expect(page.status).toBe(200);
  const { levels } = (await page.json()) as { levels: { hash: string; maker: string }[] };
  return [maker?.player, levels.find((level) => level.hash === hash)?.maker];
}

const act = (action: string, reason: string) =>
  send(
    `${service.url}/api/admin/actions`,
    { action, target: { kind: 'player', id: 'Daedalus' }, reason },
    code,
  );

describe("a level's maker under moderation", () => {
  it('shows the maker by name while nothing is held against the name', async () => {
    expect(await makerShown()).toEqual(['Daedalus', 'Daedalus']);
  });

  it('shows "hidden player" while an operator hides the name, and the name once restored', async () => {
    expect(await makerShown()).toEqual(['Daedalus', 'Daedalus']);
    expect((await act('hide', 'a slur in the name')).status).toBe(201);
    expect(await makerShown()).toEqual(['hidden player', 'hidden player']);
    expect((await act('restore', 'renamed')).status).toBe(201);
    expect(await makerShown()).toEqual(['Daedalus', 'Daedalus']);
  });

  it('shows "hidden player" while the maker\'s key is banned', async () => {
    expect((await act('ban', 'spam levels')).status).toBe(201);
    expect(await makerShown()).toEqual(['hidden player', 'hidden player']);
    expect((await act('unban', 'appeal heard')).status).toBe(201);
    expect(await makerShown()).toEqual(['Daedalus', 'Daedalus']);
  });

  // Issue 40: each reporter has the 5 verified runs of a whole weight, from two address buckets.
  it('shows "hidden player" once 3 players with verified runs report the name from two buckets, until dismissed', async () => {
    const body = { target: { kind: 'player', id: 'Daedalus' }, reason: 'offensive-name' };
    await givePlay(service, ['Rex', 'Sal', 'Tam']);
    for (const reporter of ['Rex', 'Sal']) {
      expect((await reportFrom(service, reporter, body, '203.0.113.1')).status).toBe(201);
    }
    expect(await makerShown()).toEqual(['Daedalus', 'Daedalus']);
    expect((await reportFrom(service, 'Tam', body, '198.51.100.1')).status).toBe(201);
    expect(await makerShown()).toEqual(['hidden player', 'hidden player']);
    expect((await act('dismiss', 'a fine name')).status).toBe(201);
    expect(await makerShown()).toEqual(['Daedalus', 'Daedalus']);
  });

  it("is not found by the maker's name while it is hidden, only by the level's own name", async () => {
    const listed = async (q: string) => {
      const page = await read(`${service.url}/api/levels?q=${encodeURIComponent(q)}&limit=50`);
      expect(page.status).toBe(200);
      const { levels } = (await page.json()) as { levels: { hash: string; name: string }[] };
      return levels.find((level) => level.hash === hash);
    };
    const name = (await listed('Daedalus'))?.name ?? '';
    expect(name).not.toBe('');
    expect((await listed('daed'))?.hash).toBe(hash);
    expect((await act('hide', 'a slur in the name')).status).toBe(201);
    expect(await listed('Daedalus')).toBeUndefined();
    expect(await listed('daed')).toBeUndefined();
    expect((await listed(name))?.hash).toBe(hash);
    // A prefix of the level's own first word finds it too, as the word index would.
    const prefix = Array.from(name.split(/[^\p{L}\p{N}]+/u)[0] ?? '')
      .slice(0, 2)
      .join('');
    expect(prefix.length).toBe(2);
    expect((await listed(prefix))?.hash).toBe(hash);
    expect((await act('restore', 'renamed')).status).toBe(201);
    expect((await listed('Daedalus'))?.hash).toBe(hash);
  });
});
