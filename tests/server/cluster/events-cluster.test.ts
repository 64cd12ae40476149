/**
 * A one-shot on two instances (child processes) sharing one PostgreSQL: 20 starts at once by one
 * key, ten on each instance, give exactly one attempt; the database's unique index decides, not
 * either process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCommand } from '../../../src/server/events/event-cli';
import { openDatabase, type DatabaseHandle } from '../../../src/server/store/database/database';
import { openStores, type ServiceStores } from '../../../src/server/store/service-stores';
import { claimOn, postAs, startCluster, type Cluster } from './cluster-support';

let cluster: Cluster;
let handle: DatabaseHandle;
let stores: ServiceStores;
let eventId = '';

beforeAll(async () => {
  // Tokens issued now, by each instance's own clock: the event's window holds them.
  cluster = await startCluster(2, { LEADERBOARD_UNSAFE_TOKEN_BACKDATE_S: '0' });
  handle = openDatabase(cluster.storage);
  stores = openStores(handle);
  const out: string[] = [];
  const now = Date.now();
  const window = [new Date(now - 60_000).toISOString(), new Date(now + 3_600_000).toISOString()];
  const ok = await eventCommand(
    [
      ...['event', 'create', '--name', 'Race', '--level', 'level:first-steps'],
      ...['--format', 'one-shot', '--start', window[0] ?? '', '--end', window[1] ?? ''],
    ],
    stores,
    { out: (line) => out.push(line), err: () => undefined, env: {} },
  );
  expect(ok).toBe(0);
  eventId = out[0]?.split('\t')[0] ?? '';
}, 120_000);
afterAll(async () => {
  await stores.close();
  await handle.db.destroy();
  await cluster.close();
});

describe('a one-shot on two instances', () => {
  it('gives one of 20 starts at once by one key an attempt, and refuses the other 19', async () => {
    const [a, b] = cluster.instances.map((instance) => instance.url) as [string, string];
    const key = await claimOn(a, '10.4.0.1', 'Racer');
    const registered = await fetch(`${b}/api/events/${eventId}/registration`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'x-forwarded-for': '10.4.0.1' },
    });
    expect(registered.status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postAs(`${i % 2 === 0 ? a : b}/api/events/${eventId}/start`, '10.4.0.1', undefined, key),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...new Array<number>(19).fill(409)]);
    const refusal = answers.find((answer) => answer.status === 409);
    expect(((await refusal?.json()) as { type: string }).type).toBe('/api/problems#attempt-taken');
    const player = (await (await fetch(`${a}/api/players/Racer`)).json()) as { playerId: string };
    expect(await stores.events.starts(eventId, player.playerId)).toBe(1);
  });
});
