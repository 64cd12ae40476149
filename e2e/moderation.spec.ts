import type { Page } from '@playwright/test';
import { encodeReplay } from '../src/replay';
import { useVirtualVsync } from './play-helpers';
import { nodeReplay } from './replay-helpers';
import { GameService } from './support/global-service';
import { addOperator } from './support/operators';
import { serviceRequest } from './support/service-request';
import { expect, test } from './support/fixtures';

// Moderation against the real service (`npm run serve`, embedded SQLite): three fresh keys'
// reports no longer hide a name (issue 40: a report weighs by its reporter's verified runs, from
// two address buckets; tests/server/weighed-reports.test.ts), an operator's hiding of it shows
// "hidden player" on the game's board; an operator's hide and restore move a run off it and
// back, the player reads the reason with their own key, and the audit log holds both actions.

/** POSTs JSON to the service with a bearer credential, on a connection of its own. */
function send(origin: string, path: string, body: unknown, bearer?: string) {
  return serviceRequest(`${origin}${path}`, { body, bearer });
}

/** Claims a name: its key. */
async function claim(origin: string, name: string): Promise<string> {
  const answer = await send(origin, '/api/players', { name });
  return (answer.json() as { key: string }).key;
}

/** The first board's Global tab, opened from the title (after a reload, so it is fresh). */
async function globalBoard(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Leaderboards' }).click();
  await expect(page.locator('.scores-board')).toHaveText('The Threshold');
  await page.getByRole('tab', { name: 'Global' }).click();
}

test.describe('moderation', () => {
  let service: GameService;

  test.afterEach(async () => {
    await service.dispose();
  });

  test('three fresh keys cannot hide a name, an operator can; an operator hides a run with a reason and restores it', async ({
    page,
  }) => {
    service = new GameService(10);
    await service.start();
    await useVirtualVsync(page);
    await page.goto(`${service.origin}/`);
    const minosKey = await claim(service.origin, 'Minos');
    const level = { level: { id: 'first-steps' } };
    const start = await send(service.origin, '/api/runs/start', level, minosKey);
    const { token } = start.json() as { token: string };
    const replay = { ...nodeReplay('first-steps', 'Minos'), recordedAt: new Date().toISOString() };
    const posted = await send(
      service.origin,
      '/api/runs',
      { token, replay: encodeReplay(replay) },
      minosKey,
    );
    expect(posted.status).toBe(201);
    const { runId } = posted.json() as { runId: string };

    for (const reporter of ['Ana', 'Bea', 'Cal']) {
      const key = await claim(service.origin, reporter);
      const target = { kind: 'player', id: 'Minos' };
      const answer = await send(
        service.origin,
        '/api/reports',
        { target, reason: 'offensive-name' },
        key,
      );
      expect(answer.status).toBe(201);
    }
    await globalBoard(page, service.origin);
    const rows = page.locator('.scores tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.locator('.score-name')).toHaveText('Minos');

    const code = await addOperator(service);
    const hideName = {
      action: 'hide',
      target: { kind: 'player', id: 'Minos' },
      reason: 'an offensive name',
    };
    expect((await send(service.origin, '/api/admin/actions', hideName, code)).status).toBe(201);
    await globalBoard(page, service.origin);
    await expect(rows).toHaveCount(1);
    await expect(rows.locator('.score-name')).toHaveText('hidden player');
    const action = {
      action: 'hide',
      target: { kind: 'run', id: runId },
      reason: 'a route through a wall',
    };
    expect((await send(service.origin, '/api/admin/actions', action, code)).status).toBe(201);
    await globalBoard(page, service.origin);
    await expect(page.locator('.scores tbody tr')).toHaveCount(0);

    // Minos reads the reason with their own key.
    const own = await serviceRequest(`${service.origin}/api/players/Minos`, { bearer: minosKey });
    expect((own.json() as { moderation: unknown }).moderation).toMatchObject({
      hidden: [{ target: { kind: 'run', id: runId }, reason: 'a route through a wall' }],
    });

    const restore = { ...action, action: 'restore', reason: 'the wall has a gap' };
    expect((await send(service.origin, '/api/admin/actions', restore, code)).status).toBe(201);
    await globalBoard(page, service.origin);
    await expect(page.locator('.scores tbody tr')).toHaveCount(1);
    const audit = await serviceRequest(`${service.origin}/api/admin/audit?kind=run&id=${runId}`, {
      bearer: code,
    });
    const { entries } = audit.json() as { entries: { action: string; reason: string }[] };
    expect(entries.map((entry) => [entry.action, entry.reason])).toEqual([
      ['restore', 'the wall has a gap'],
      ['hide', 'a route through a wall'],
    ]);
  });
});
