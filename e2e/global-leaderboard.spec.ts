import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { decodeLevelLink, encodeReplay } from '../src/replay';
import type { RenderProbe } from '../src/render';
import {
  firstLevelWin,
  gameState,
  runDisplay,
  typeFirstLevelWin,
  useVirtualVsync,
} from './play-helpers';
import { nodeReplay, playFor, replayProgress } from './replay-helpers';
import {
  draftOf,
  editorLevel,
  FIRST_BOARD,
  freshPage,
  hooks,
  optIn,
  playtestToWin,
  startWithToken,
} from './support/global-page';
import { expect, test } from './support/fixtures';
import { GameService } from './support/global-service';
import { postFromPage } from './support/post-from-page';
import { serviceRequest } from './support/service-request';

// The game against the real leaderboard service (`npm run serve`: the production build and the
// API from one process, embedded SQLite in a temp folder), each test on its own port.

const win = firstLevelWin();

function outbox(page: Page): Promise<unknown[]> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('mythic-maze:global-outbox');
    return raw === null ? [] : (JSON.parse(raw) as { data: unknown[] }).data;
  });
}

/** Opens the leaderboards from the title on the first board's Global tab. */
async function globalBoard(page: Page): Promise<void> {
  await hooks(page, 'quitToTitle');
  await page.getByRole('button', { name: 'Leaderboards' }).click();
  await expect(page.locator('.scores-board')).toHaveText('The Threshold');
  await page.getByRole('tab', { name: 'Global' }).click();
}

test.describe('the global leaderboard', () => {
  let service: GameService;

  test.afterEach(async () => {
    await service.dispose();
  });

  test('a run won with posting switched on in settings is on the global board', async ({
    page,
  }) => {
    service = new GameService(0);
    await service.start();
    await useVirtualVsync(page);
    await page.goto(`${service.origin}/`);
    await page.getByRole('button', { name: 'Settings' }).click();
    const setting = page.getByRole('button', { name: /Post my verified runs/ });
    await expect(setting).toHaveAttribute('aria-pressed', 'false');
    await setting.click();
    await expect(page.getByRole('button', { name: /Post my verified runs/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.locator('#player-name').fill('Ariadne');
    await page.locator('#player-name').press('Enter');

    await startWithToken(page);
    await typeFirstLevelWin(page, win);
    await expect(page.locator('.global-status')).toHaveText('#1 in the world on this level.');
    expect(await service.board(FIRST_BOARD)).toMatchObject([{ rank: 1, player: 'Ariadne' }]);
    expect(await outbox(page)).toEqual([]);

    await globalBoard(page);
    const row = page.locator('.scores tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row.locator('.score-name')).toHaveText('Ariadne');
    // The same final time the game showed.
    const seconds = (win.reference.finalTimeTicks / 20).toFixed(2);
    await expect(row).toContainText(`${seconds} s`);
  });

  test('a second browser watches the world record, verified, and races it as a ghost', async ({
    page,
    browser,
  }) => {
    service = new GameService(1);
    await service.start();
    await optIn(page, 'Ariadne');
    await useVirtualVsync(page);
    await page.goto(`${service.origin}/`);
    await startWithToken(page);
    await typeFirstLevelWin(page, win);
    await expect(page.locator('.global-status')).toHaveText('#1 in the world on this level.');

    const other = await freshPage(browser, service.origin);
    await globalBoard(other);
    await expect(other.locator('.scores .score-name')).toHaveText(['Ariadne']);
    await other.getByRole('button', { name: /^Watch Ariadne's run/ }).click();
    await expect.poll(async () => (await replayProgress(other))?.player).toBe('Ariadne');
    const endTick = win.reference.tick;
    await playFor(other, endTick);
    // Played out in this browser to the recorded end, hash for hash.
    expect((await replayProgress(other))?.end).toMatchObject({
      matched: true,
      outcome: 'won',
      tick: endTick,
    });

    await other.keyboard.press('Escape');
    await other.getByRole('tab', { name: 'Global' }).click();
    await other.getByRole('button', { name: /^Race the world record/ }).click();
    await expect.poll(async () => (await gameState(other)).screen).toBe('playing');
    // Standing still, the ghost walks the recorded run: where the reference is after 30 ticks.
    await runDisplay(other, 16_666 + 50_000 * 30);
    const probe = await other.evaluate(() =>
      (window as unknown as { mythicMaze: { probe(): RenderProbe } }).mythicMaze.probe(),
    );
    expect(probe.ghostOpacity).toBeGreaterThan(0);
    expect(Math.hypot(probe.ghostX - probe.playerX, probe.ghostY - probe.playerY)).toBeGreaterThan(
      1,
    );
    await other.context().close();
  });
});

test.describe('the global leaderboard with the service away', () => {
  let service: GameService;
  test.use({ expectedFailures: [/net::ERR_CONNECTION_REFUSED/] });

  test.afterEach(async () => {
    await service.dispose();
  });

  test('with the service stopped the game plays on; the won run waits in the outbox and is posted once it is back', async ({
    page,
  }) => {
    service = new GameService(2);
    await service.start();
    await optIn(page, 'Ariadne');
    await useVirtualVsync(page);
    await page.goto(`${service.origin}/`);
    await startWithToken(page);
    // The game registers its service worker after the first frame, fetching sw.js and the
    // precache from the service: stopped mid-install, the page logs "An unknown error occurred
    // when fetching the script". Wait for the page's own signal that the worker is active.
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.ready).active !== null),
    ).toBe(true);
    await service.stop();

    await typeFirstLevelWin(page, win);
    await expect(page.locator('.global-status')).toHaveText(/^Waiting to post: offline/);
    expect(await outbox(page)).toHaveLength(1);

    // Started while the service is away: no token, so this run can never be posted.
    await hooks(page, 'restart');
    await typeFirstLevelWin(page, win);
    await expect(page.locator('.global-status')).toHaveText(/^Not posted: started offline/);
    expect(await outbox(page)).toHaveLength(1);

    await service.start();
    // The next start reaches the service: the outbox goes with it.
    await startWithToken(page);
    await expect.poll(() => outbox(page), { timeout: 20_000 }).toEqual([]);
    expect(await service.board(FIRST_BOARD)).toMatchObject([{ rank: 1, player: 'Ariadne' }]);
  });
});

test.describe('the global leaderboard against a page script', () => {
  let service: GameService;
  test.use({ expectedFailures: [/status of 422/] });

  test.afterEach(async () => {
    await service.dispose();
  });

  test('a tampered replay posted by a page script is refused, and the board is unchanged', async ({
    page,
  }) => {
    service = new GameService(3);
    await service.start();
    await page.goto(`${service.origin}/`);
    // Recorded now: the service takes a recording time between the token and the post.
    const honest = {
      ...nodeReplay('first-steps', 'Ariadne'),
      recordedAt: new Date().toISOString(),
    };
    const posted = (await postFromPage(page, encodeReplay(honest), 'Ariadne')).status;
    expect(posted).toBe(201);
    const before = await service.board(FIRST_BOARD);
    expect(before).toMatchObject([{ player: 'Ariadne' }]);

    // Minos's run with another well-formed end hash: it no longer plays out as recorded. It
    // stands still one tick first, so it is not Ariadne's inputs again (a copy, refused as such).
    const minos = nodeReplay('first-steps', 'Minos');
    const [first, ...rest] = minos.inputs;
    const inputs = first?.[1] === 0 ? [[first[0] + 1, 0], ...rest] : [[1, 0], ...minos.inputs];
    const tampered = { ...minos, inputs, recordedAt: new Date().toISOString() };
    const hash = tampered.final.hash.slice(0, 7) + (tampered.final.hash.endsWith('0') ? '1' : '0');
    const refused = await postFromPage(
      page,
      JSON.stringify({
        ...tampered,
        final: { ...tampered.final, tick: tampered.final.tick + 1, hash },
      }),
      'Minos',
    );
    expect(refused.status).toBe(422);
    expect(refused.type).toContain('application/problem+json');
    expect(refused.body).toMatchObject({ type: '/api/problems#replay-mismatch', field: 'replay' });
    expect(await service.board(FIRST_BOARD)).toEqual(before);
    await globalBoard(page);
    await expect(page.locator('.scores .score-name')).toHaveText(['Ariadne']);
  });
});

test.describe('levels published in the editor', () => {
  let service: GameService;

  test.afterEach(async () => {
    await service.dispose();
  });

  test('a level won in playtest and published with posting on is stored by the service with the maker; My levels opens it again', async ({
    page,
  }) => {
    // Slot 4: the global specs use E2E_SERVICE_PORT and the next four ports.
    service = new GameService(4);
    await service.start();
    const yard = editorLevel('Little Yard');
    const { doc, hash } = yard;
    await optIn(page, 'Daedalus');
    // The draft the editor opens on: the level above.
    await draftOf(page, yard);
    await useVirtualVsync(page);
    await page.goto(`${service.origin}/`);
    await page.getByRole('button', { name: 'Make a level' }).click();
    await expect(page.locator('.editor-verdict')).toHaveText(
      'Playable: the exit is reachable with the keys, 4 steps at best.',
    );

    await playtestToWin(page, yard);
    // A playtest is never posted as a run.
    expect(await service.board(`hash:${hash}`)).toEqual([]);
    await page.getByRole('button', { name: 'Back to the editor' }).click();

    const stored = page.waitForResponse((r) => r.url().endsWith('/api/levels'));
    await page.getByRole('button', { name: 'Publish' }).click();
    expect((await stored).status()).toBe(201);
    await expect(page.locator('.editor-message')).toHaveText(
      "Published: share the link below. On the global leaderboard, with your time as the maker's.",
    );
    const link = await page
      .getByRole('region', { name: 'Published link' })
      .getByRole('textbox')
      .inputValue();
    const proof = decodeLevelLink(link.slice(link.indexOf('#') + 1)).proof;
    const level = (await serviceRequest(`${service.origin}/api/levels/${hash}`)).json() as {
      level: unknown;
      maker: { player: string; replayHash: string } | null;
    };
    expect(level.level).toEqual(doc);
    expect(level.maker).toMatchObject({ player: 'Daedalus' });
    const served = await serviceRequest(
      `${service.origin}/api/replays/${level.maker?.replayHash ?? ''}`,
    );
    expect(served.text).toBe(encodeReplay(proof));
    await expect(
      page.getByRole('region', { name: 'My levels' }).locator('.level-global'),
    ).toHaveAttribute('data-state', 'posted');

    // The editor with its link, My levels and the level's global state meets WCAG 2.1 AA.
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual(
      [],
    );

    // Another level in its place, then the published one opened again from My levels.
    await page.getByRole('button', { name: 'New level' }).click();
    await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await page.getByRole('button', { name: 'Open Little Yard in the editor' }).click();
    await expect(page.getByRole('application', { name: /Level grid/ })).toBeFocused();
    await expect(page.locator('#editor-name')).toHaveValue('Little Yard');
    await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });
});
