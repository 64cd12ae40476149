// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { DAILY_OPTIONS, dailySeed, generateLevel, planWinningRun } from '../../../src/levels';
import {
  decodeShareFragment,
  encodeReplay,
  encodeShareFragment,
  formatHash,
  verifyReplay,
} from '../../../src/replay';
import { Simulation } from '../../../src/sim';
import { Leaderboard } from '../../../src/app/replays/leaderboard';
import { LocalStore } from '../../../src/storage/local-store';
import * as replayKit from '../../../src/app/replays/replay-kit';
import { FakeStorage } from '../../support/fake-storage';
import { winningReplay, withInputAt } from '../../replay/support/replays';
import { first, plan, settle, storageWith, winFirstLevel } from '../../app/replays/replay-fixtures';
import { HARNESS_RECORDED_AT, type HarnessOptions } from '../../app/game-harness';
import { shellHarness } from './shell-harness';

/** A harness with level 1 won with the autopilot's inputs, its replay kept. */
function won(options: HarnessOptions = {}) {
  return winFirstLevel(shellHarness(options));
}

function status(h: ReturnType<typeof shellHarness>): string | null | undefined {
  return h.root.querySelector('.replay-status')?.textContent;
}

describe('each run keeps its replay', () => {
  it('keeps a won run, enters it on the leaderboard, and offers watch, download and a link', async () => {
    const h = shellHarness();
    h.game.startLevel(first);
    h.inputs.push(...plan);
    h.run(plan.length + 3);
    // The end screen is up at once; the replay follows as soon as its code is there.
    expect(h.game.screen).toBe('won');
    expect(status(h)).toBe('Keeping the replay…');
    expect(h.root.querySelector<HTMLButtonElement>('.replay-buttons button')?.disabled).toBe(true);
    await settle();
    expect(status(h)).toBe('Saved to the leaderboard at #1.');
    const replay = h.game.replays.lastReplay();
    if (replay === null) throw new Error('no replay kept');
    const live = h.session.run;
    expect(replay).toMatchObject({
      level: { id: 'first-steps' },
      player: 'Theseus',
      recordedAt: HARNESS_RECORDED_AT,
      final: { tick: live?.tick, outcome: 'won', hash: formatHash(live?.hash() ?? 0) },
    });
    expect(verifyReplay(replay).ok).toBe(true);
    const board = new Leaderboard({ store: new LocalStore({ storage: () => h.storage }) });
    expect(board.entries({ id: 'first-steps' })).toMatchObject([
      { name: 'Theseus', ticks: live?.finalTimeTicks, replay },
    ]);

    h.click('Download replay');
    const seconds = ((live?.finalTimeTicks ?? 0) / 20).toFixed(2);
    expect(h.downloads).toEqual([
      { fileName: `mythic-maze-first-steps-won-${seconds}s.json`, text: encodeReplay(replay) },
    ]);
    h.click('Copy share link');
    await settle();
    expect(status(h)).toBe('Share link copied.');
    const [link] = h.copied;
    expect(link?.startsWith('https://maze.example/play/?level=first-steps#r=')).toBe(true);
    expect(decodeShareFragment(new URL(link ?? '').hash)).toEqual(replay);
  });

  it('shows the link for copying by hand when the browser refuses the clipboard', async () => {
    const h = await won({ refuseClipboard: true });
    h.click('Copy share link');
    await settle();
    const field = h.root.querySelector<HTMLTextAreaElement>('.share-link');
    expect(field?.hidden).toBe(false);
    expect(field?.readOnly).toBe(true);
    expect(field?.value).toContain('#r=');
    expect(document.activeElement).toBe(field);
    expect(status(h)).toBe('The browser would not copy the link: copy it from the box below.');
  });

  it('keeps a lost run too, without touching the leaderboard', async () => {
    const h = shellHarness();
    h.game.startLevel(first);
    h.run(first.timeLimitTicks + 3);
    const writes = h.storage.writes;
    await settle();
    expect(h.game.screen).toBe('lost');
    expect(status(h)).toBe('Replay kept.');
    expect(h.game.replays.lastReplay()?.final).toMatchObject({ outcome: 'timeout' });
    expect(h.storage.writes).toBe(writes);
    expect(h.buttons()).toContain('Leaderboard');
  });

  it('keeps a seeded run, which has no leaderboard', async () => {
    const h = shellHarness({ makeSeeded: (seed) => Promise.resolve(generateLevel(seed)) });
    await h.game.startSeed(11);
    const level = h.session.run?.level;
    if (level === undefined) throw new Error('no run');
    h.run(level.timeLimitTicks + 3);
    await settle();
    const replay = h.game.replays.lastReplay();
    expect(replay?.level).toEqual({ seed: 11 });
    expect(replay !== null && verifyReplay(replay).ok).toBe(true);
    expect(status(h)).toBe('Replay kept.');
    expect(h.buttons()).not.toContain('Leaderboard');
    expect([...h.storage.items.keys()].some((k) => k.includes('leaderboard'))).toBe(false);
  });

  it('says so when storage refuses the leaderboard, keeps what was stored, and plays on', async () => {
    const storage = new FakeStorage();
    storage.items.set('mythic-maze:settings', JSON.stringify({ version: 1, data: {} }));
    const before = new Map(storage.items);
    // Room for the progress, not for a run with its replay.
    storage.quota = [...before].reduce((n, [k, v]) => n + k.length + v.length, 0) + 200;
    const h = await won({ storage });
    expect(status(h)).toBe(
      "Would rank #1, but the browser's storage refused it, so the leaderboard is unchanged.",
    );
    expect([...storage.items.keys()].some((k) => k.includes('leaderboard'))).toBe(false);
    expect(storage.items.get('mythic-maze:settings')).toBe(before.get('mythic-maze:settings'));
    expect(h.game.replays.lastReplay()).not.toBeNull();
    h.click('Play again');
    h.run(3);
    expect(h.game.state()).toMatchObject({ screen: 'playing', tick: 2 });
  });
});

describe('watching', () => {
  it('plays the run just won in the viewer, and Back returns to its end screen', async () => {
    const h = await won();
    const live = h.session.run;
    h.click('Watch replay');
    await settle();
    expect(h.game.state()).toMatchObject({ screen: 'replay', tick: 0, levelId: 'first-steps' });
    expect(h.root.querySelector('.replay-title')?.textContent).toBe(
      'Replay: Theseus on The Threshold',
    );
    h.run(21);
    expect(h.game.state().tick).toBe(20);
    const recorded = new Simulation(first);
    for (const input of plan.slice(0, 20)) recorded.advance(input);
    expect(h.game.state().hash).toBe(recorded.hash());
    expect(h.draws.at(-1)).toMatchObject({ mode: 'play', tick: 20, ghost: null });
    h.game.command('back');
    expect(h.game.screen).toBe('won');
    expect(h.game.state()).toMatchObject({ tick: live?.tick, hash: live?.hash() });
    expect(status(h)).toBe('Saved to the leaderboard at #1.');
    expect(h.loop.rate).toBe(1);
  });
});

describe('opening replays from links and files', () => {
  const replay = winningReplay('red-key', { player: 'Ariadne' });
  const tampered = encodeShareFragment(
    [1, 2, 4, 8]
      .map((input) => withInputAt(replay, 12, input))
      .find((candidate) => !verifyReplay(candidate).ok) ?? replay,
  );

  function seeded() {
    const storage = storageWith(winningReplay('first-steps'));
    storage.items.set(
      'mythic-maze:progress',
      JSON.stringify({ version: 1, data: { 'first-steps': { bestTicks: 78 } } }),
    );
    return storage;
  }

  it('plays a good share link and refuses a tampered one on the title, storage untouched', async () => {
    const storage = seeded();
    const before = new Map(storage.items);
    const writes = storage.writes;
    const h = shellHarness({ storage });
    h.game.launch({ kind: 'replay', fragment: tampered });
    await settle();
    expect(h.game.screen).toBe('title');
    expect(h.root.querySelector('[role="alert"]')?.textContent).toMatch(
      /^This replay link was refused: its run does not play out as recorded \(it differs by tick \d+/,
    );
    expect(h.game.replays.lastReplay()).toBeNull();
    h.game.launch({ kind: 'replay', fragment: 'r=not*base64' });
    await settle();
    expect(h.root.querySelector('[role="alert"]')?.textContent).toBe(
      'This replay link cannot be opened: it is damaged and cannot be read.',
    );
    expect(storage.items).toEqual(before);
    expect(storage.writes).toBe(writes);

    h.game.launch({ kind: 'replay', fragment: encodeShareFragment(replay) });
    await settle();
    expect(h.game.state()).toMatchObject({ screen: 'replay', levelId: 'red-key' });
    h.run(replay.final.tick + 3);
    expect(h.game.replays.progress()).toMatchObject({
      tick: replay.final.tick,
      checkpoints: replay.checkpoints,
      end: { ...replay.final, matched: true },
    });
    expect(h.game.replays.lastReplay()).toEqual(replay);
    expect(storage.items).toEqual(before);
  });

  it('opens files: too big is refused unread, a bad one says why, a good one plays, none is stored', async () => {
    const storage = seeded();
    const before = new Map(storage.items);
    const h = shellHarness({ storage });
    h.game.launch({ kind: 'title', notice: null });
    const text = vi.fn(() => Promise.resolve(''));
    const huge = { name: 'huge.json', size: 4_000_000, text } as unknown as File;
    expect(await h.game.replays.openFile(huge)).toMatchObject({ ok: false });
    expect(text).not.toHaveBeenCalled();
    expect(h.root.querySelector('[role="alert"]')?.textContent).toContain('huge.json is 4.0 MB');

    const bad = new File(['{"format":"mythic-maze-replay"}'], 'bad.json');
    const refused = await h.game.replays.openFile(bad);
    expect(refused.ok || refused.error).toBe('This replay cannot be opened: version is missing.');
    expect(h.game.screen).toBe('title');

    const good = new File([encodeReplay(replay)], 'good.json');
    expect(await h.game.replays.openFile(good)).toEqual({ ok: true });
    expect(h.game.screen).toBe('replay');
    h.run(replay.final.tick + 3);
    expect(h.game.replays.progress()?.end?.matched).toBe(true);
    expect(storage.items).toEqual(before);
    const board = new Leaderboard({ store: new LocalStore({ storage: () => storage }) });
    expect(board.entries({ id: 'red-key' })).toEqual([]);
  });

  it('shows that it is opening while the replay code loads, and gives up if the player leaves', async () => {
    let arrive: (kit: typeof replayKit) => void = () => undefined;
    const late = new Promise<typeof replayKit>((resolve) => {
      arrive = resolve;
    });
    const h = shellHarness({ loadReplayKit: () => late });
    h.game.launch({ kind: 'title', notice: null });
    const opening = h.game.replays.open({ kind: 'value', value: replay });
    expect(h.game.screen).toBe('loading');
    expect(h.root.querySelector('h2')?.textContent).toBe('Opening the replay…');
    h.game.command('back');
    arrive(replayKit);
    expect(await opening).toEqual({ ok: false, error: 'Another screen was opened meanwhile.' });
    expect(h.game.screen).toBe('title');
  });
});

describe('the leaderboard screens', () => {
  it('show every level’s board and today’s daily, and play a run from them', async () => {
    const fast = winningReplay('first-steps', { player: 'Ariadne' });
    const slow = winningReplay('first-steps', { player: 'Minos', wait: 20 });
    const h = shellHarness({ storage: storageWith(slow, fast) });
    h.game.launch({ kind: 'title', notice: null });
    h.click('Leaderboards');
    await settle();
    expect(h.game.screen).toBe('scores');
    const names = () => [...h.root.querySelectorAll('.score-name')].map((cell) => cell.textContent);
    expect(h.root.querySelector('.scores-board')?.textContent).toBe('The Threshold');
    expect(names()).toEqual(['Ariadne', 'Minos']);
    h.click('Previous board');
    expect(h.root.querySelector('.scores-board')?.textContent).toBe(
      'Daily labyrinth, 14 March 2026',
    );
    expect(h.root.querySelector('.scores-empty')).not.toBeNull();
    h.click('Next board');
    h.click('Next board');
    expect(h.root.querySelector('.scores-board')?.textContent).toBe('The Red Key');
    h.click('Previous board');
    [...h.root.querySelectorAll<HTMLButtonElement>('.scores button')][1]?.click();
    await settle();
    expect(h.game.state()).toMatchObject({ screen: 'replay', levelId: 'first-steps' });
    expect(h.root.querySelector('.replay-title')?.textContent).toBe(
      'Replay: Minos on The Threshold',
    );
    h.game.command('back');
    expect(h.game.screen).toBe('scores');
    expect(names()).toEqual(['Ariadne', 'Minos']);
  });

  it('open at the board of the run just played', async () => {
    const h = await won();
    h.click('Next level');
    h.game.quitToTitle();
    h.game.startLevel(first);
    h.inputs.push(...plan);
    h.run(plan.length + 3);
    await settle();
    expect(status(h)).toBe('Already on the leaderboard at #1.');
    h.click('Leaderboard');
    await settle();
    expect(h.root.querySelector('.scores-board')?.textContent).toBe('The Threshold');
  });
});

describe('the daily labyrinth', () => {
  it('enters a won daily run on the day’s board, and races its ghost the next time', async () => {
    const h = shellHarness();
    await h.game.startDaily();
    const level = h.session.run?.level;
    if (level === undefined) throw new Error('no daily run');
    expect(level.id).toBe('daily-2026-03-14');
    const inputs = planWinningRun(level).inputs;
    h.inputs.push(...inputs);
    h.run(inputs.length + 3);
    await settle();
    expect(h.game.screen).toBe('won');
    expect(status(h)).toBe('Saved to the leaderboard at #1.');
    expect(h.game.replays.lastReplay()?.level).toEqual({
      seed: dailySeed(2026, 3, 14),
      ...DAILY_OPTIONS,
    });
    h.click('Download replay');
    expect(h.downloads[0]?.fileName).toMatch(/^mythic-maze-daily-2026-03-14-won-\d+\.\d\ds\.json$/);
    h.click('Leaderboard');
    await settle();
    expect(h.root.querySelector('.scores-board')?.textContent).toBe(
      'Daily labyrinth, 14 March 2026',
    );
    expect(h.root.querySelectorAll('.score-name')).toHaveLength(1);
    await h.game.startDaily();
    h.run(21);
    expect(h.draws.at(-1)?.ghost).not.toBeNull();
  });
});

describe('settings for replays', () => {
  it('saves the player name typed in settings, refuses a blank one, and records runs under it', async () => {
    const h = shellHarness();
    h.game.launch({ kind: 'title', notice: null });
    h.click('Settings');
    const field = h.root.querySelector<HTMLInputElement>('#player-name');
    if (field === null) throw new Error('no name field');
    expect(field.value).toBe('Theseus');
    field.value = '   ';
    field.dispatchEvent(new Event('change'));
    expect(h.root.querySelector('.name-status')?.textContent).toBe(
      'Name must be 1 to 24 characters.',
    );
    expect(h.game.settings.playerName).toBe('Theseus');
    field.value = '  Ariadne ';
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(field.value).toBe('Ariadne');
    expect(h.root.querySelector('.name-status')?.textContent).toBe('Saved.');
    const stored = JSON.parse(h.storage.items.get('mythic-maze:settings') ?? '{}') as {
      data: { playerName: string };
    };
    expect(stored.data.playerName).toBe('Ariadne');

    h.game.startLevel(first);
    h.inputs.push(...plan);
    h.run(plan.length + 3);
    await settle();
    expect(h.game.replays.lastReplay()?.player).toBe('Ariadne');
  });

  it('switches the ghost off and on from settings', async () => {
    const h = await won();
    h.game.quitToTitle();
    h.click('Settings');
    h.click('Race the ghost');
    expect(h.game.settings.ghost).toBe(false);
    expect(document.activeElement?.getAttribute('data-setting')).toBe('ghost');
    h.game.startLevel(first);
    h.run(3);
    expect(h.draws.at(-1)?.ghost).toBeNull();
    h.game.quitToTitle();
    h.click('Settings');
    h.click('Race the ghost');
    h.game.startLevel(first);
    h.run(3);
    expect(h.draws.at(-1)?.ghost).not.toBeNull();
  });
});
