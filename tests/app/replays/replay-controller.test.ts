import { describe, expect, it, vi } from 'vitest';
import { DAILY_OPTIONS, dailySeed, generateLevel, planWinningRun } from '../../../src/levels';
import {
  decodeShareFragment,
  encodeReplay,
  encodeShareFragment,
  formatHash,
  simulateTo,
  verifyReplay,
} from '../../../src/replay';
import { Leaderboard } from '../../../src/app/replays/leaderboard';
import { Simulation } from '../../../src/sim';
import { LocalStore } from '../../../src/storage/local-store';
import { loadSettings } from '../../../src/storage/settings';
import { noticeText } from '../../../src/app/notice-text';
import { writeMessage } from '../../../src/app/text/message-descriptor';
import * as replayKit from '../../../src/app/replays/replay-kit';
import { FakeStorage } from '../../support/fake-storage';
import { builtIn, expand, winningReplay, withInputAt } from '../../replay/support/replays';
import { first, plan, settle, storageWith, winFirstLevel } from './replay-fixtures';
import { HARNESS_RECORDED_AT, gameHarness, type HarnessOptions } from '../game-harness';

/** A harness with level 1 won with the autopilot's inputs, its replay kept. */
function won(options: HarnessOptions = {}) {
  return winFirstLevel(gameHarness(options));
}

/** The names on the board on show. */
function boardNames(h: ReturnType<typeof gameHarness>): string[] {
  return h.view.panel('board').board.entries.map((entry) => entry.name);
}

describe('each run keeps its replay (recording view)', () => {
  it('keeps a won run, enters it on the leaderboard, and offers watch, download and a link', async () => {
    const h = gameHarness();
    h.game.startLevel(first);
    h.inputs.push(...plan);
    h.run(plan.length + 3);
    // The end screen is up at once; the replay follows as soon as its code is there.
    expect(h.view.screen).toBe('won');
    expect(h.view.replay).toEqual({ ready: false, status: 'Keeping the replay…', link: null });
    await settle();
    expect(h.view.replay).toEqual({
      ready: true,
      status: 'Saved to the leaderboard at #1.',
      link: null,
    });
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

    const actions = h.view.panel('run-replay').actions;
    actions.download();
    const seconds = ((live?.finalTimeTicks ?? 0) / 20).toFixed(2);
    expect(h.downloads).toEqual([
      { fileName: `mythic-maze-first-steps-won-${seconds}s.json`, text: encodeReplay(replay) },
    ]);
    actions.copyLink();
    await settle();
    expect(h.view.replay?.status).toBe('Share link copied.');
    const [link] = h.copied;
    expect(link?.startsWith('https://maze.example/play/?level=first-steps#r=')).toBe(true);
    expect(decodeShareFragment(new URL(link ?? '').hash)).toEqual(replay);
  });

  it('hands the link over for copying by hand when the browser refuses the clipboard', async () => {
    const h = await won({ refuseClipboard: true });
    h.view.panel('run-replay').actions.copyLink();
    await settle();
    expect(h.view.replay?.status).toBe(
      'The browser would not copy the link: copy it from the box below.',
    );
    expect(h.view.replay?.link).toMatch(/^https:\/\/maze\.example\/play\/\?level=first-steps#r=/);
  });

  it('keeps a lost run too, without touching the leaderboard, which its end screen opens', async () => {
    const h = gameHarness();
    h.game.startLevel(first);
    h.run(first.timeLimitTicks + 3);
    const writes = h.storage.writes;
    await settle();
    expect(h.view.replay).toMatchObject({ ready: true, status: 'Replay kept.' });
    expect(h.game.replays.lastReplay()?.final).toMatchObject({ outcome: 'timeout' });
    expect(h.storage.writes).toBe(writes);
    h.view.panel('run-replay').actions.scores?.();
    await settle();
    expect(h.view.panel('board').board.title).toBe(first.name);
  });

  it('keeps a seeded run, which has no leaderboard to open', async () => {
    const h = gameHarness({ makeSeeded: (seed) => Promise.resolve(generateLevel(seed)) });
    await h.game.startSeed(11);
    const level = h.session.run?.level;
    if (level === undefined) throw new Error('no run');
    h.run(level.timeLimitTicks + 3);
    await settle();
    const replay = h.game.replays.lastReplay();
    expect(replay?.level).toEqual({ seed: 11 });
    expect(h.view.replay?.status).toBe('Replay kept.');
    expect(h.view.panel('run-replay').actions.scores).toBeUndefined();
    expect([...h.storage.items.keys()].some((k) => k.includes('leaderboard'))).toBe(false);
  });

  it('says so when storage refuses the leaderboard, and plays on', async () => {
    const storage = new FakeStorage();
    storage.items.set('mythic-maze:settings', JSON.stringify({ version: 1, data: {} }));
    const before = new Map(storage.items);
    // Room for the progress, not for a run with its replay.
    storage.quota = [...before].reduce((n, [k, v]) => n + k.length + v.length, 0) + 200;
    const h = await won({ storage });
    expect(h.view.replay?.status).toBe(
      "Would rank #1, but the browser's storage refused it, so the leaderboard is unchanged.",
    );
    expect([...storage.items.keys()].some((k) => k.includes('leaderboard'))).toBe(false);
    h.view.act('restart');
    h.run(3);
    expect(h.game.state()).toMatchObject({ screen: 'playing', tick: 2 });
  });
});

describe('watching (recording view)', () => {
  it('plays the run just won on its own stage, and Back returns to its end screen', async () => {
    const h = await won();
    const live = h.session.run;
    h.view.panel('run-replay').actions.watch();
    await settle();
    expect(h.game.state()).toMatchObject({ screen: 'replay', tick: 0, levelId: 'first-steps' });
    expect(h.view.panel('viewer').player.title).toBe('Theseus on The Threshold');
    expect(h.view.model.hud).toBe(true);
    h.run(21);
    const recorded = new Simulation(first);
    for (const input of plan.slice(0, 20)) recorded.advance(input);
    expect(h.game.state()).toMatchObject({ tick: 20, hash: recorded.hash() });
    // The playback is drawn, without a ghost, and the HUD follows it.
    expect(h.draws.at(-1)).toMatchObject({ mode: 'play', tick: 20, ghost: null });
    expect(h.view.frames.at(-1)).toEqual({ levelId: 'first-steps', tick: 20 });
    h.game.command('back');
    expect(h.view.screen).toBe('won');
    expect(h.game.state()).toMatchObject({ tick: live?.tick, hash: live?.hash() });
    expect(h.view.replay?.status).toBe('Saved to the leaderboard at #1.');
    expect(h.loop.rate).toBe(1);
  });

  it("steps a tick back and forward on the step keys (a pad's shoulders), paused", async () => {
    const h = gameHarness();
    h.game.launch({ kind: 'title', notice: null });
    const replay = winningReplay('red-key', { player: 'Ariadne' });
    expect(await h.game.replays.open({ kind: 'value', value: replay })).toEqual({ ok: true });
    h.run(11);
    expect(h.game.state()).toMatchObject({ tick: 10, paused: false });
    h.game.command('step-back');
    expect(h.game.state()).toMatchObject({ tick: 9, paused: true });
    h.game.command('step-forward');
    h.game.command('step-forward');
    expect(h.game.state()).toMatchObject({ tick: 11, paused: true });
    h.run(5);
    expect(h.game.state().tick).toBe(11);
  });

  it('compares with a second replay of the level, drawn as the ghost; one of another level is refused', async () => {
    const h = gameHarness();
    h.game.launch({ kind: 'title', notice: null });
    const replay = winningReplay('first-steps', { player: 'Ariadne' });
    const other = winningReplay('first-steps', { wait: 5, player: 'Minos' });
    expect(await h.game.replays.open({ kind: 'value', value: replay })).toEqual({ ok: true });
    expect(
      await h.game.replays.compare({ kind: 'value', value: winningReplay('red-key') }),
    ).toEqual({
      ok: false,
      error: 'That replay is of another level: compare needs two replays of one level.',
    });
    expect(h.notices.at(-1)).toBe(
      'That replay is of another level: compare needs two replays of one level.',
    );
    expect(h.game.replays.viewer?.compared).toBeNull();
    expect(await h.game.replays.compare({ kind: 'value', value: other })).toEqual({ ok: true });
    h.run(11);
    const compared = h.game.replays.viewer?.compared;
    expect(compared?.playback.run.tick).toBe(10);
    expect(compared?.playback.run.hash()).toBe(simulateTo(other, 10).hash());
    expect(h.draws.at(-1)).toMatchObject({ mode: 'play', tick: 10 });
    expect(h.draws.at(-1)?.ghost).not.toBeNull();
  });

  it('plays from here: a practice run from the tick on screen, kept as practice, never ranked', async () => {
    const h = gameHarness();
    h.game.launch({ kind: 'title', notice: null });
    const replay = winningReplay('first-steps', { player: 'Ariadne' });
    expect(await h.game.replays.open({ kind: 'value', value: replay })).toEqual({ ok: true });
    h.game.replays.seek(40);
    h.game.replays.viewer?.playFromHere();
    expect(h.game.screen).toBe('playing');
    expect(h.game.state()).toMatchObject({
      levelId: 'first-steps',
      tick: 40,
      hash: simulateTo(replay, 40).hash(),
    });
    h.game.command('restart');
    expect(h.game.state()).toMatchObject({ tick: 40, hash: simulateTo(replay, 40).hash() });
    // The player finishes the run as the replay did.
    h.inputs.push(...expand(replay.inputs).slice(40));
    h.run(replay.final.tick - 40 + 3);
    await settle();
    expect(h.game.screen).toBe('won');
    const kept = h.game.replays.lastReplay();
    expect(kept).toMatchObject({ version: 3, practice: { fromTick: 40 }, inputs: replay.inputs });
    expect(kept?.final).toEqual(replay.final);
    expect(h.view.replay?.status).toBe('Replay kept.');
    expect(
      new Leaderboard({ store: new LocalStore({ storage: () => h.storage }) }).entries({
        id: 'first-steps',
      }),
    ).toEqual([]);
  });

  it('answers P, R and Escape on the replay screen, and reports the playback afterwards', async () => {
    const h = gameHarness();
    h.game.launch({ kind: 'title', notice: null });
    const replay = winningReplay('red-key', { player: 'Ariadne' });
    expect(await h.game.replays.open({ kind: 'value', value: replay })).toEqual({ ok: true });
    h.run(11);
    h.game.command('pause');
    expect(h.game.state()).toMatchObject({ screen: 'replay', tick: 10, paused: true });
    h.run(10);
    expect(h.game.state().tick).toBe(10);
    h.game.command('pause');
    h.run(6);
    expect(h.game.state()).toMatchObject({ tick: 15, paused: false });
    h.game.command('restart');
    expect(h.game.state().tick).toBe(0);
    h.run(3);
    h.game.command('back');
    expect(h.game.screen).toBe('title');
    // The playback stays the run reported until a live run starts.
    expect(h.game.state()).toMatchObject({ levelId: 'red-key', tick: 3 });
    // Off the replay screen the backdrop is drawn, not the playback.
    h.run(2);
    expect(h.draws.at(-1)).toMatchObject({ levelId: 'catacombs', mode: 'backdrop' });
    h.game.startLevel(first);
    expect(h.game.state()).toMatchObject({ levelId: 'first-steps', tick: 0 });
  });
});

describe('opening replays from links and files (recording view)', () => {
  const replay = winningReplay('red-key', { player: 'Ariadne' });
  const tampered = encodeShareFragment(
    [1, 2, 4, 8]
      .map((input) => withInputAt(replay, 12, input))
      .find((candidate) => !verifyReplay(candidate).ok) ?? replay,
  );

  it('plays a good share link and hands a refused one to the title, storage untouched', async () => {
    const storage = storageWith(winningReplay('first-steps'));
    const before = new Map(storage.items);
    const h = gameHarness({ storage });
    h.game.launch({ kind: 'replay', fragment: tampered });
    await settle();
    expect(h.view.model.screen).toBe('title');
    expect(h.view.titleNotice()).toMatch(
      /^This replay link was refused: its run does not play out as recorded \(it differs by tick \d+/,
    );
    h.game.launch({ kind: 'replay', fragment: 'r=not*base64' });
    await settle();
    expect(h.view.titleNotice()).toBe(
      'This replay link cannot be opened: it is damaged and cannot be read.',
    );
    h.game.launch({ kind: 'replay', fragment: encodeShareFragment(replay) });
    await settle();
    expect(h.game.state()).toMatchObject({ screen: 'replay', levelId: 'red-key' });
    h.run(replay.final.tick + 3);
    expect(h.game.replays.progress()).toMatchObject({
      tick: replay.final.tick,
      end: { ...replay.final, matched: true },
    });
    expect(storage.items).toEqual(before);
  });

  it('refuses a file too big to be a replay unread, saying so on the title', async () => {
    const h = gameHarness();
    h.game.launch({ kind: 'title', notice: null });
    const text = vi.fn(() => Promise.resolve(''));
    expect(
      await h.game.replays.openFile({ name: 'huge.json', size: 4_000_000, text }),
    ).toMatchObject({ ok: false });
    expect(text).not.toHaveBeenCalled();
    expect(h.view.titleNotice()).toContain('huge.json is 4.0 MB');
  });

  it('shows that it is opening while the replay code loads, and gives up if the player leaves', async () => {
    let arrive: (kit: typeof replayKit) => void = () => undefined;
    const late = new Promise<typeof replayKit>((resolve) => {
      arrive = resolve;
    });
    const h = gameHarness({ loadReplayKit: () => late });
    h.game.launch({ kind: 'title', notice: null });
    const opening = h.game.replays.open({ kind: 'value', value: replay });
    expect(h.view.model).toMatchObject({ screen: 'loading', loading: 'Opening the replay…' });
    h.game.command('back');
    arrive(replayKit);
    expect(await opening).toEqual({ ok: false, error: 'Another screen was opened meanwhile.' });
    expect(h.game.screen).toBe('title');
  });

  it('refuses a bad file away from the title with a message, leaving the screen as it was', async () => {
    const h = await won();
    const outcome = await h.game.replays.openFile(new File(['[]'], 'list.json'));
    expect(outcome.ok).toBe(false);
    expect(h.game.screen).toBe('won');
    expect(h.notices).toEqual(['This replay cannot be opened: it is not a Mythic Maze replay.']);
  });
});

describe('the ghost (recording view)', () => {
  it('races a level won before, on the tick the recorded run was at', async () => {
    const h = await won();
    h.view.act('restart');
    h.run(21);
    const recorded = new Simulation(first);
    for (const input of plan.slice(0, 20)) recorded.advance(input);
    expect(h.draws.at(-1)).toMatchObject({
      tick: 20,
      ghost: { x: recorded.player.x, y: recorded.player.y, opacity: 1 },
    });
    // The live Theseus stood still: the ghost changed nothing of his run.
    expect(h.game.state().player).toEqual({ x: 60, y: 60 });
  });

  it('stays away with the setting off, and on a level never won', async () => {
    const off = await won({ settings: { ghost: false } });
    off.view.act('restart');
    off.run(5);
    expect(off.draws.at(-1)?.ghost).toBeNull();
    const h = await won();
    h.view.act({ pick: builtIn('red-key') });
    h.run(5);
    expect(h.draws.at(-1)).toMatchObject({ levelId: 'red-key', ghost: null });
  });

  it('joins late, caught up, when the replay code arrives after the run started', async () => {
    let arrive: (kit: typeof replayKit) => void = () => undefined;
    const late = new Promise<typeof replayKit>((resolve) => {
      arrive = resolve;
    });
    const h = gameHarness({
      storage: storageWith(winningReplay('first-steps')),
      loadReplayKit: () => late,
    });
    h.game.startLevel(first);
    h.run(11);
    expect(h.draws.at(-1)).toMatchObject({ tick: 10, ghost: null });
    arrive(replayKit);
    await settle();
    h.run(1);
    const recorded = new Simulation(first);
    for (const input of plan.slice(0, 11)) recorded.advance(input);
    expect(h.draws.at(-1)).toMatchObject({
      tick: 11,
      ghost: { x: recorded.player.x, y: recorded.player.y },
    });
  });

  it('leaves and rejoins the run in play as the setting is switched', async () => {
    const h = await won();
    h.game.quitToTitle();
    h.view.act('settings');
    h.view.act({ toggle: 'ghost' });
    expect(h.game.settings.ghost).toBe(false);
    expect(h.view.focused.at(-1)).toBe('ghost');
    h.game.startLevel(first);
    h.run(3);
    expect(h.draws.at(-1)?.ghost).toBeNull();
    h.view.act({ toggle: 'ghost' });
    await settle();
    h.run(1);
    expect(h.draws.at(-1)?.ghost).not.toBeNull();
  });
});

describe('the leaderboard screens (recording view)', () => {
  it('step through every level’s board and today’s daily, and play a run from them', async () => {
    const fast = winningReplay('first-steps', { player: 'Ariadne' });
    const slow = winningReplay('first-steps', { player: 'Minos', wait: 20 });
    const h = gameHarness({ storage: storageWith(slow, fast) });
    h.game.launch({ kind: 'title', notice: null });
    h.view.act('scores');
    await settle();
    expect(h.view.panel('board').board).toMatchObject({ title: 'The Threshold', tab: 'local' });
    expect(boardNames(h)).toEqual(['Ariadne', 'Minos']);
    h.view.panel('board').board.onPrevious();
    expect(h.view.panel('board').board).toMatchObject({
      title: 'Daily labyrinth, 14 March 2026',
      entries: [],
    });
    h.view.panel('board').board.onNext();
    h.view.panel('board').board.onNext();
    expect(h.view.panel('board').board.title).toBe('The Red Key');
    h.view.panel('board').board.onPrevious();
    const { board } = h.view.panel('board');
    const minos = board.entries[1];
    if (minos === undefined) throw new Error('no second run');
    board.onWatch(minos);
    await settle();
    expect(h.game.state()).toMatchObject({ screen: 'replay', levelId: 'first-steps' });
    expect(h.view.panel('viewer').player.title).toBe('Minos on The Threshold');
    h.game.command('back');
    expect(h.view.screen).toBe('scores');
    expect(boardNames(h)).toEqual(['Ariadne', 'Minos']);
  });
});

describe('the daily labyrinth (recording view)', () => {
  it('enters a won daily run on the day’s board, and races its ghost the next time', async () => {
    const h = gameHarness();
    await h.game.startDaily();
    const level = h.session.run?.level;
    if (level === undefined) throw new Error('no daily run');
    expect(level.id).toBe('daily-2026-03-14');
    const inputs = planWinningRun(level).inputs;
    h.inputs.push(...inputs);
    h.run(inputs.length + 3);
    await settle();
    expect(h.view.replay?.status).toBe('Saved to the leaderboard at #1.');
    expect(h.game.replays.lastReplay()?.level).toEqual({
      seed: dailySeed(2026, 3, 14),
      ...DAILY_OPTIONS,
    });
    h.view.panel('run-replay').actions.scores?.();
    await settle();
    expect(h.view.panel('board').board.title).toBe('Daily labyrinth, 14 March 2026');
    expect(boardNames(h)).toHaveLength(1);
    await h.game.startDaily();
    h.run(21);
    expect(h.draws.at(-1)?.ghost).not.toBeNull();
  });
});

describe('the player name (recording view)', () => {
  it('saves the name the settings screen passed, and records runs under it', async () => {
    const h = gameHarness();
    h.game.launch({ kind: 'title', notice: null });
    h.view.act('settings');
    h.view.act({ rename: 'Ariadne' });
    expect(loadSettings(new LocalStore({ storage: () => h.storage })).playerName).toBe('Ariadne');
    h.game.startLevel(first);
    h.inputs.push(...plan);
    h.run(plan.length + 3);
    await settle();
    expect(h.game.replays.lastReplay()?.player).toBe('Ariadne');
  });
});

describe('storage notices about the leaderboard', () => {
  it('name the leaderboard, whichever board it was', () => {
    expect(
      writeMessage(
        noticeText({
          kind: 'write-failed',
          name: 'leaderboard:level:first-steps',
          reason: 'quota',
        }),
      ),
    ).toBe("Could not save leaderboard runs: the browser's storage is full.");
    expect(
      writeMessage(
        noticeText({
          kind: 'recovered',
          name: 'leaderboard:generated:4',
          backupKey: 'mythic-maze:backup:leaderboard:generated:4:0',
        }),
      ),
    ).toBe(
      'Some saved leaderboard runs were damaged; the valid parts were kept and the damaged data was set aside.',
    );
  });
});
