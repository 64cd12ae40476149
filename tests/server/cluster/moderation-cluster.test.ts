/**
 * Moderation on two instances sharing one PostgreSQL: an action taken on one is seen at once by
 * the other, whose board cache held the page before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutableCopy, winningReplay } from '../../replay/support/replays';
import { distinctWins } from '../support/distinct-runs';
import { addOperator, boardOf } from '../support/moderation-kit';
import {
  claimOn,
  postAs,
  startCluster,
  tokenFrom,
  instanceFetch,
  type Cluster,
} from './cluster-support';

let cluster: Cluster;
let a: string;
let b: string;
let code: string;
const keys = new Map<string, string>();
const runIds = new Map<string, string>();
beforeAll(async () => {
  cluster = await startCluster(2);
  [a, b] = cluster.instances.map((instance) => instance.url) as [string, string];
  code = await addOperator(cluster.storage, 'ops');
  const wins = distinctWins('first-steps', 3);
  for (const [index, player] of ['Io', 'Jo', 'Ko'].entries()) {
    const key = await claimOn(a, '10.2.0.1', player);
    keys.set(player, key);
    const replay = { ...wins[index], player, recordedAt: new Date().toISOString() };
    const token = await tokenFrom(a, '10.2.0.1', { id: 'first-steps' }, key);
    const posted = await postAs(`${a}/api/runs`, '10.2.0.1', { token, replay }, key);
    expect(posted.status).toBe(201);
    runIds.set(player, ((await posted.json()) as { runId: string }).runId);
  }
}, 120_000);
afterAll(async () => {
  await cluster.close();
});

/**
 * Five verified runs of red-key for `player` posted on `url` from `address`: the proof of play
 * that gives a reporter a whole weight (issue 40). Each waits its own ticks first (from
 * `firstWait`), so none copies another run.
 */
async function givePlayOn(url: string, address: string, player: string, firstWait: number) {
  for (let wait = firstWait; wait < firstWait + 5; wait++) {
    const replay = {
      ...mutableCopy(winningReplay('red-key', { wait })),
      player,
      recordedAt: new Date().toISOString(),
    };
    const key = keys.get(player) ?? '';
    const token = await tokenFrom(url, address, { id: 'red-key' }, key);
    const posted = await postAs(`${url}/api/runs`, address, { token, replay }, key);
    expect(posted.status).toBe(201);
  }
}

const board = async (url: string) =>
  (await boardOf(url, 'level:first-steps')).map((row) => [row.player, row.rank]);
const act = (url: string, body: unknown) =>
  postAs(`${url}/api/admin/actions`, '10.2.0.9', body, code);

describe('moderation across two instances on one PostgreSQL', () => {
  it('hides a run on A and B stops listing it; restored on B, A lists it at its rank', async () => {
    expect(await board(b)).toEqual([
      ['Io', 1],
      ['Jo', 2],
      ['Ko', 3],
    ]);
    const target = { kind: 'run', id: runIds.get('Jo') };
    expect((await act(a, { action: 'hide', target, reason: 'copied' })).status).toBe(201);
    expect(await board(b)).toEqual([
      ['Io', 1],
      ['Ko', 2],
    ]);
    expect(await board(a)).toEqual([
      ['Io', 1],
      ['Ko', 2],
    ]);
    expect((await act(b, { action: 'restore', target, reason: 'original' })).status).toBe(201);
    expect(await board(a)).toEqual([
      ['Io', 1],
      ['Jo', 2],
      ['Ko', 3],
    ]);
  });

  it('hides a name reported on A by 3 players with verified runs on B; a ban on B refuses a post on A', async () => {
    expect(await board(b)).toEqual([
      ['Io', 1],
      ['Jo', 2],
      ['Ko', 3],
    ]);
    for (const [index, reporter] of ['R1', 'R2', 'R3'].entries()) {
      const key = await claimOn(a, `10.2.1.${index}`, reporter);
      keys.set(reporter, key);
      await givePlayOn(b, `10.2.1.${index}`, reporter, 100 + 5 * index);
      const body = { target: { kind: 'player', id: 'Ko' }, reason: 'offensive-name' };
      expect((await postAs(`${a}/api/reports`, `10.2.1.${index}`, body, key)).status).toBe(201);
    }
    expect((await board(b))[2]).toEqual(['hidden player', 3]);
    // Io's token is asked for before the ban: a banned key's start is refused too.
    const token = await tokenFrom(a, '10.2.0.1', { id: 'red-key' }, keys.get('Io') ?? '');
    const ban = { action: 'ban', target: { kind: 'player', id: 'Io' }, reason: 'bot' };
    expect((await act(b, ban)).status).toBe(201);
    expect((await board(a)).map(([player]) => player)).toEqual(['Jo', 'hidden player']);
    const replay = {
      ...distinctWins('red-key', 1)[0],
      player: 'Io',
      recordedAt: new Date().toISOString(),
    };
    const refused = await postAs(`${a}/api/runs`, '10.2.0.1', { token, replay }, keys.get('Io'));
    expect(refused.status).toBe(403);
    const audit = await instanceFetch(`${a}/api/admin/audit`, {
      headers: { authorization: `Bearer ${code}` },
    });
    const { entries } = (await audit.json()) as { entries: { action: string }[] };
    expect(entries.map((entry) => entry.action)).toEqual(['ban', 'restore', 'hide']);
  });
});
