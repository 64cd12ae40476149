/** A live run's player as spectators see it: a name an operator hid is "hidden player", as on boards. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient, liveUrl } from './support/live-client';
import { addOperator, send } from './support/moderation-kit';
import { freshStorage, startTestService, type TestService } from './support/service-harness';

let service: TestService;
let code: string;
beforeAll(async () => {
  const storage = await freshStorage();
  service = await startTestService({ storage, env: { LEADERBOARD_LIVE_DELAY_MS: '0' } });
  code = await addOperator(storage, 'ops');
});
afterAll(async () => {
  await service.close();
});

async function catchUpPlayer(name: string): Promise<unknown> {
  const key = await service.keyOf(name);
  const token = await service.token({ id: 'first-steps' }, name);
  const runner = new LiveClient(liveUrl(service.url, '/api/live/run'));
  await runner.send({ type: 'hello', key, token, levelKey: 'level:first-steps' });
  const welcome = await runner.next();
  const watcher = new LiveClient(liveUrl(service.url, `/api/live/watch/${String(welcome.liveId)}`));
  const catchUp = (await watcher.next()) as { run: { player: string } };
  runner.close();
  watcher.close();
  return catchUp.run.player;
}

describe('a live run of a hidden name', () => {
  it('shows the name until an operator hides it, then "hidden player"', async () => {
    expect(await catchUpPlayer('Ariadne')).toBe('Ariadne');
    const hide = { action: 'hide', target: { kind: 'player', id: 'Ariadne' }, reason: 'rude' };
    expect((await send(`${service.url}/api/admin/actions`, hide, code)).status).toBe(201);
    expect(await catchUpPlayer('Ariadne')).toBe('hidden player');
  });
});
