import { readFileSync } from 'node:fs';
import {
  decodeReplay,
  decodeShareFragment,
  encodeShareFragment,
  formatHash,
  verifyReplay,
} from '../src/replay';
import { Simulation } from '../src/sim';
import {
  FIRST_FRAME_US,
  firstLevelWin,
  gameState,
  runDisplay,
  TICK_US,
  typeFirstLevelWin,
  useVirtualVsync,
} from './play-helpers';
import { lastReplay, nodeReplay, playFor, replayProgress, verifyInNode } from './replay-helpers';
import { expect, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
});

test('a level won with the keyboard keeps its replay: downloaded, it verifies in Node with the same hash, and its ghost races the next run', async ({
  page,
}, testInfo) => {
  const win = firstLevelWin();
  const { level: first, inputs, reference } = win;
  await page.goto('/?level=first-steps');
  await typeFirstLevelWin(page, win);
  const state = await gameState(page);
  expect(state).toMatchObject({ screen: 'won', outcome: 'won' });
  await expect(page.getByText('Saved to the leaderboard at #1.')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download replay' }).click();
  const download = await downloading;
  const seconds = (reference.finalTimeTicks / 20).toFixed(2);
  expect(download.suggestedFilename()).toBe(`mythic-maze-first-steps-won-${seconds}s.json`);
  const file = testInfo.outputPath('first-steps.json');
  await download.saveAs(file);

  const { status, line } = verifyInNode(file);
  expect(status).toBe(0);
  expect(line).toMatchObject({
    ok: true,
    outcome: 'won',
    ticks: state.tick,
    hash: formatHash(state.hash ?? -1),
    firstMismatchTick: null,
  });
  // The page's last replay is the file, and it is the run the keys played.
  const saved = decodeReplay(readFileSync(file, 'utf8'));
  expect(await lastReplay(page)).toEqual(saved);
  expect(saved.player).toBe('Theseus');

  // Played again, standing still: the ghost walks the recorded run, tick for tick.
  await page.getByRole('button', { name: 'Play again' }).click();
  const ticks = 30;
  await runDisplay(page, FIRST_FRAME_US + TICK_US * ticks);
  const probe = await page.evaluate(() => window.mythicMaze?.probe());
  const ghost = new Simulation(first);
  for (const input of inputs.slice(0, ticks)) ghost.advance(input);
  expect(probe?.tick).toBe(ticks);
  expect(probe?.ghostOpacity).toBe(1);
  const lerp = (a: number, b: number) => (a + (b - a) * (probe?.alpha ?? 0)) / 60;
  expect(probe?.ghostX).toBeCloseTo(lerp(ghost.player.prevX, ghost.player.x), 9);
  expect(probe?.ghostY).toBeCloseTo(lerp(ghost.player.prevY, ghost.player.y), 9);
  expect(probe?.playerX).toBe(1);

  // Its run over, the ghost stands where it won and fades out over one second (20 ticks)...
  const end = reference.tick;
  await runDisplay(page, TICK_US * (end + 10 - ticks));
  const fading = await page.evaluate(() => window.mythicMaze?.probe());
  const tick = fading?.tick ?? 0;
  expect(tick).toBeGreaterThan(end + 5);
  expect(fading?.ghostOpacity).toBeCloseTo(1 - (tick - end - 1 + (fading?.alpha ?? 0)) / 20, 9);
  expect(fading?.ghostOpacity).toBeLessThan(0.8);
  // ...but with reduced motion it holds its opacity, steady, until its second is over.
  // The media change reaches the page's listener asynchronously: step the game only once the
  // page says it took effect (the class it sets on <html>), or the next ticks still fade.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveClass(/(^|\s)reduce-motion(\s|$)/);
  await runDisplay(page, TICK_US * 2);
  const held = await page.evaluate(() => window.mythicMaze?.probe());
  expect(held?.tick).toBeLessThan(end + 18);
  expect(held?.ghostOpacity).toBe(1);
  await runDisplay(page, TICK_US * 12);
  expect((await page.evaluate(() => window.mythicMaze?.probe()))?.ghostOpacity).toBe(0);
});

test('a share link made in Node opens, verifies, and plays at 2× to the final hash the Node verifier computes', async ({
  page,
}) => {
  const replay = nodeReplay('red-key');
  const verdict = verifyReplay(replay);
  expect(verdict.ok).toBe(true);
  await page.goto(`/#${encodeShareFragment(replay)}`);
  await expect.poll(async () => (await gameState(page)).screen).toBe('replay');
  // Read once: the address no longer carries the replay.
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByText('Replay: Ariadne on The Red Key')).toBeVisible();
  await page.getByRole('button', { name: '2×' }).click();
  await expect(page.getByRole('button', { name: '2×' })).toHaveAttribute('aria-pressed', 'true');
  await playFor(page, replay.final.tick, 2);

  const state = await gameState(page);
  expect(state).toMatchObject({
    screen: 'replay',
    levelId: 'red-key',
    tick: verdict.ticks,
    outcome: verdict.outcome,
    paused: true,
  });
  expect(formatHash(state.hash ?? -1)).toBe(verdict.hash);
  const progress = await replayProgress(page);
  expect(progress?.rate).toBe(2);
  expect(progress?.checkpoints).toEqual(replay.checkpoints);
  expect(progress?.end).toEqual({
    outcome: 'won',
    tick: verdict.ticks,
    hash: verdict.hash,
    matched: true,
  });
  await expect(page.getByText(`final state ${verdict.hash} matches the recording`)).toBeVisible();
  expect(await lastReplay(page)).toEqual(replay);
});

test('a tampered share link is refused with a message, and storage is left as it was', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('mythic-maze:progress') === null) {
      localStorage.setItem(
        'mythic-maze:progress',
        JSON.stringify({ version: 1, data: { 'first-steps': { bestTicks: 233 } } }),
      );
    }
  });
  const storage = () =>
    page.evaluate(() => Object.fromEntries(Object.entries(localStorage).sort()));
  const replay = nodeReplay('first-steps');
  // A run edited after recording: one input changed, the recorded hashes kept.
  const [firstRun] = replay.inputs;
  if (firstRun === undefined) throw new Error('an empty replay');
  const changed = firstRun[1] === 4 ? 2 : 4;
  const edited = {
    ...replay,
    inputs: [
      [1, changed] as const,
      [firstRun[0] - 1, firstRun[1]] as const,
      ...replay.inputs.slice(1),
    ].filter(([length]) => length > 0),
  };
  expect(verifyReplay(edited).ok).toBe(false);
  const editedLink = encodeShareFragment(edited);
  const good = encodeShareFragment(replay);
  // A link damaged in transit: one character of its data changed.
  const at = 20;
  const damaged = `${good.slice(0, at)}${good[at] === 'A' ? 'B' : 'A'}${good.slice(at + 1)}`;
  expect(() => decodeShareFragment(damaged)).toThrow(/is damaged/);

  await page.goto('/');
  const before = await storage();
  for (const [link, message] of [
    [editedLink, 'This replay link was refused: its run does not play out as recorded'],
    [damaged, 'This replay link cannot be opened: it is damaged and cannot be read.'],
  ] as const) {
    await page.goto(`/#${link}`);
    await expect(page.getByRole('alert')).toContainText(message);
    expect(await gameState(page)).toMatchObject({ screen: 'title', levelId: null });
    expect(await storage()).toEqual(before);
  }
});

test('a replay file opened with the file picker plays; one that is not a replay is refused', async ({
  page,
}) => {
  const replay = nodeReplay('first-steps', 'Phaedra');
  const verdict = verifyReplay(replay);
  await page.goto('/');
  const notJson = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Watch a replay file' }).click();
  await (
    await notJson
  ).setFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"a":') });
  await expect(page.getByRole('alert')).toContainText(
    'This replay cannot be opened: its text is not JSON.',
  );

  const picking = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Watch a replay file' }).click();
  await (
    await picking
  ).setFiles({
    name: 'run.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(replay)),
  });
  await expect.poll(async () => (await gameState(page)).screen).toBe('replay');
  await expect(page.getByText('Replay: Phaedra on The Threshold')).toBeVisible();
  await playFor(page, replay.final.tick);
  const state = await gameState(page);
  expect(state).toMatchObject({ tick: verdict.ticks, outcome: 'won' });
  expect(formatHash(state.hash ?? -1)).toBe(verdict.hash);
  expect((await replayProgress(page))?.end?.matched).toBe(true);
});
