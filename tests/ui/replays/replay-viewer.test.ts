// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { de } from '../../../src/app/text/catalogues/de';
import { en } from '../../../src/app/text/en';
import { setTextLanguage } from '../../../src/app/text/text';
import { GameLoop, ManualFrameSource, ManualLifecycleSource } from '../../../src/loop';
import { simulateTo, verifyReplay } from '../../../src/replay';
import type { PlaybackEnd } from '../../../src/app/replays/playback';
import { Playback } from '../../../src/app/replays/playback';
import { ReplayPlayer } from '../../../src/app/replays/replay-player';
import { ComparedRun } from '../../../src/app/replays/compared-run';
import { ReplayViewer } from '../../../src/ui/replays/replay-viewer';
import { builtIn, expand, winningReplay } from '../../replay/support/replays';

const level = builtIn('ariadnes-thread');
const replay = winningReplay('ariadnes-thread');

/** A viewer on a real loop fed by hand: frame(ms) delivers one display frame. */
function setup() {
  document.body.replaceChildren();
  const frames = new ManualFrameSource();
  let player: ReplayPlayer | null = null;
  let view: ReplayViewer | null = null;
  const loop = new GameLoop({
    frames,
    lifecycle: new ManualLifecycleSource(),
    tick: () => player?.tick(),
    render: () => view?.refresh(),
  });
  const ends: PlaybackEnd[] = [];
  let backs = 0;
  let downloads = 0;
  const playback = new Playback({ replay, level });
  player = new ReplayPlayer({
    playback,
    loop,
    title: 'Theseus on Ariadne',
    onBack: () => (backs += 1),
    onDownload: () => (downloads += 1),
    onEnd: (end) => ends.push(end),
  });
  const viewer = new ReplayViewer(player);
  view = viewer;
  document.body.append(viewer.element);
  loop.pause('menu');
  loop.start();
  player.start();
  let now = 0;
  /** Frames every `stepMs` for `ms` of wall time (the first is the baseline after a start). */
  const wall = (ms: number, stepMs = 10) => {
    for (let t = 0; t < ms; t += stepMs) {
      frames.frame(now);
      now += stepMs;
    }
  };
  const button = (label: string) => {
    const found = [...viewer.element.querySelectorAll('button')].find(
      (b) => b.textContent === label,
    );
    if (found === undefined) throw new Error(`no button ${label}`);
    return found;
  };
  const slider = viewer.element.querySelector<HTMLInputElement>('input[type="range"]');
  if (slider === null) throw new Error('no slider');
  return {
    viewer,
    player,
    loop,
    playback,
    ends,
    wall,
    button,
    slider,
    backs: () => backs,
    downloads: () => downloads,
  };
}

describe('ReplayViewer', () => {
  it('opens playing at 1×: one tick per 50 ms of wall time', () => {
    const v = setup();
    expect(v.player.playing).toBe(true);
    expect(v.loop.rate).toBe(1);
    v.wall(1010);
    expect(v.playback.run.tick).toBe(20);
    expect(v.button('1×').getAttribute('aria-pressed')).toBe('true');
    expect(v.slider.value).toBe('20');
    expect(v.viewer.element.querySelector('.replay-time')?.textContent).toBe(
      `1.00 / ${(replay.final.tick / 20).toFixed(2)} s`,
    );
  });

  it('changes speed through the loop rate: ticks come faster, and they are the same ticks', () => {
    for (const [label, rate] of [
      ['0.25×', 0.25],
      ['0.5×', 0.5],
      ['8×', 8],
      ['2×', 2],
      ['4×', 4],
    ] as const) {
      const v = setup();
      v.button(label).click();
      expect(v.loop.rate).toBe(rate);
      expect(v.button(label).getAttribute('aria-pressed')).toBe('true');
      expect(v.button('1×').getAttribute('aria-pressed')).toBe('false');
      v.wall(1010);
      expect(v.playback.run.tick).toBe(20 * rate);
      expect(v.playback.run.hash()).toBe(simulateTo(replay, 20 * rate).hash());
    }
  });

  it('pauses and plays with its button: no ticks while paused, no burst after', () => {
    const v = setup();
    v.wall(510);
    v.button('Pause').click();
    expect(v.player.playing).toBe(false);
    const at = v.playback.run.tick;
    v.wall(2000);
    expect(v.playback.run.tick).toBe(at);
    expect(v.button('Play').textContent).toBe('Play');
    v.player.togglePlay();
    // The first frame after playing is a new baseline; the next 490 ms bring 9 ticks.
    v.wall(500);
    expect(v.playback.run.tick).toBe(at + 9);
  });

  it('seeks from the slider (mouse or keys): re-simulated, with the clock restarted', () => {
    const v = setup();
    v.wall(300);
    const resets = v.loop.ledger.resetEvents;
    v.slider.value = '400';
    v.slider.dispatchEvent(new Event('input'));
    expect(v.playback.run.tick).toBe(400);
    expect(v.playback.run.hash()).toBe(simulateTo(replay, 400).hash());
    expect(v.loop.ledger.resetEvents).toBe(resets + 1);
    expect(v.slider.getAttribute('aria-valuetext')).toBe(
      `20.00 / ${(replay.final.tick / 20).toFixed(2)} s`,
    );
    v.button('Restart').click();
    expect(v.playback.run.tick).toBe(0);
    expect(v.player.playing).toBe(true);
  });

  it('leaves the slider to the pointer while it is held, then follows the playback again', () => {
    const v = setup();
    v.slider.dispatchEvent(new Event('pointerdown'));
    v.slider.value = '100';
    v.slider.dispatchEvent(new Event('input'));
    v.wall(510);
    expect(v.playback.run.tick).toBe(110);
    expect(v.slider.value).toBe('100');
    v.slider.dispatchEvent(new Event('pointerup'));
    v.wall(60);
    expect(v.slider.value).toBe(String(v.playback.run.tick));
  });

  it('answers P, R and Escape while the slider has focus', () => {
    const v = setup();
    v.wall(510);
    const key = (key: string) => {
      const event = new KeyboardEvent('keydown', { key, cancelable: true });
      v.slider.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(key('p')).toBe(true);
    expect(v.player.playing).toBe(false);
    expect(key('r')).toBe(true);
    expect(v.playback.run.tick).toBe(0);
    expect(key('Escape')).toBe(true);
    expect(v.backs()).toBe(1);
    expect(key('ArrowRight')).toBe(false);
  });

  it('starts a loop that an error had stopped', () => {
    const v = setup();
    v.loop.stop();
    v.player.start();
    expect(v.loop.running).toBe(true);
    expect(v.player.playing).toBe(true);
  });

  it('stops at the end, says the final state matches, and plays again from the start', () => {
    const v = setup();
    v.player.setRate(4);
    v.wall(((replay.final.tick + 10) * 50) / 4);
    expect(v.playback.run.tick).toBe(replay.final.tick);
    expect(v.player.playing).toBe(false);
    expect(v.ends).toEqual([{ ...replay.final, matched: true }]);
    expect(v.viewer.element.querySelector('.replay-status')?.textContent).toBe(
      `Won at ${(replay.final.tick / 20).toFixed(2)} s: final state ${replay.final.hash} matches the recording.`,
    );
    v.button('Play').click();
    expect(v.playback.run.tick).toBe(0);
    v.wall(100);
    expect(v.playback.run.tick).toBeGreaterThan(0);
    expect(v.ends).toHaveLength(1);
  });

  it('hands back and download to its owner, and puts the loop back to 1× on closing', () => {
    const v = setup();
    v.player.setRate(2);
    v.button('Download').click();
    v.button('Back').click();
    expect([v.downloads(), v.backs()]).toEqual([1, 1]);
    v.player.close();
    expect(v.loop.rate).toBe(1);
    expect(v.loop.paused).toBe(true);
  });
});

describe('the replay viewer in German (issue 45)', () => {
  it('words Download and Restart in the language on screen', () => {
    setTextLanguage('de', de);
    try {
      const v = setup();
      v.button('Herunterladen').click();
      expect(v.downloads()).toBe(1);
      expect(v.button('Neu starten')).toBeDefined();
    } finally {
      setTextLanguage('en', en);
    }
  });
});

describe('the replay theatre', () => {
  it('steps a tick back and forward from its buttons and keys, paused, to the exact state', () => {
    const v = setup();
    v.wall(510);
    expect(v.playback.run.tick).toBe(10);
    v.button('◀ 1').click();
    expect(v.player.playing).toBe(false);
    expect(v.playback.run.tick).toBe(9);
    expect(v.playback.run.hash()).toBe(simulateTo(replay, 9).hash());
    v.button('1 ▶').click();
    v.button('1 ▶').click();
    expect(v.playback.run.hash()).toBe(simulateTo(replay, 11).hash());
    v.wall(500);
    expect(v.playback.run.tick).toBe(11);
    const key = (code: string, key: string) => {
      v.slider.dispatchEvent(new KeyboardEvent('keydown', { code, key, cancelable: true }));
    };
    key('Comma', ',');
    key('Comma', ',');
    expect(v.playback.run.tick).toBe(9);
    key('Period', '.');
    expect(v.playback.run.tick).toBe(10);
    v.player.seek(0);
    v.button('◀ 1').click();
    expect(v.playback.run.tick).toBe(0);
  });

  it('shows the directions held on the tick on screen, as arrows and in words', () => {
    const v = setup();
    const perTick = expand(replay.inputs);
    const words = () => v.viewer.element.querySelector('.input-words')?.textContent;
    const held = () =>
      [...v.viewer.element.querySelectorAll<HTMLElement>('.input-arrow')]
        .filter((arrow) => arrow.dataset.held === 'true')
        .map((arrow) => arrow.dataset.dir);
    expect(words()).toBe('Held: nothing held');
    // Tick n ran on input n - 1 of the tape: at the last tick of a run of inputs the display
    // still shows that run's input, and the next tick the next run's.
    const NAMES: Record<number, string> = { 1: 'up', 2: 'right', 4: 'down', 8: 'left' };
    let checked = 0;
    for (let tick = 1; tick < perTick.length && checked < 4; tick++) {
      if (perTick[tick - 1] === perTick[tick]) continue;
      for (const at of [tick, tick + 1]) {
        const name = NAMES[perTick[at - 1] ?? -1];
        if (name === undefined) throw new Error('a tape of one direction at a time was expected');
        v.player.seek(at);
        expect([at, held(), words()]).toEqual([at, [name], `Held: ${name}`]);
      }
      checked += 1;
    }
    expect(checked).toBe(4);
  });

  it('lists the splits and highlights the last event at or before the tick on screen', () => {
    const v = setup();
    const splits = verifyReplay(replay, { splits: true }).splits ?? [];
    expect(splits.length).toBeGreaterThan(1);
    const rows = () => [...v.viewer.element.querySelectorAll('.theatre-splits tbody tr')];
    const current = () => rows().findIndex((row) => row.getAttribute('aria-current') === 'step');
    expect(rows()).toHaveLength(splits.length);
    expect(current()).toBe(-1);
    const [first, second] = splits;
    if (first === undefined || second === undefined) throw new Error('no splits');
    v.player.seek(first.tick - 1);
    expect(current()).toBe(-1);
    v.player.seek(first.tick);
    expect(current()).toBe(0);
    v.player.seek(second.tick - 1);
    expect(current()).toBe(0);
    v.player.seek(replay.final.tick);
    expect(current()).toBe(splits.length - 1);
    expect(rows().at(-1)?.querySelector('th')?.textContent).toBe('Exit');
  });

  it('compares with a second replay: its run kept at the same tick, deltas, and its table beside', () => {
    const v = setup();
    const later = winningReplay('ariadnes-thread', { wait: 10, player: 'Minos' });
    const compared = new ComparedRun(new Playback({ replay: later, level }));
    v.player.compareWith(compared);
    v.wall(510);
    expect(compared.playback.run.tick).toBe(v.playback.run.tick);
    expect(compared.playback.run.hash()).toBe(simulateTo(later, v.playback.run.tick).hash());
    v.player.seek(150);
    expect(compared.playback.run.hash()).toBe(simulateTo(later, 150).hash());
    const tables = v.viewer.element.querySelectorAll('.theatre-splits table');
    expect([...tables].map((t) => t.querySelector('caption')?.textContent)).toEqual([
      'Splits',
      'Compared: Minos',
    ]);
    const deltas = [...(tables[0]?.querySelectorAll('.split-delta') ?? [])].map(
      (d) => d.textContent,
    );
    // Standing 10 ticks first, the compared run is caught after the red door: 0.50 s behind at
    // its two splits, and nothing to compare from the third on.
    expect(verifyReplay(later, { splits: true }).splits?.map((split) => split.event)).toEqual([
      'key:red',
      'door:red',
    ]);
    expect(deltas).toEqual(['−0.50 ▼', '−0.50 ▼', '—', '—', '—', '—']);
    expect(v.viewer.element.querySelector('.theatre-splits .splits-note')?.textContent).toBe(
      'The routes part at split 3: no deltas from there on.',
    );
    expect(compared.view().player).toMatchObject({
      x: compared.playback.run.player.x,
      y: compared.playback.run.player.y,
    });
  });

  it("marks the compared run's current event when only that run has passed one", () => {
    const v = setup();
    // The opened replay waits 10 ticks; the compared one is the route at once, so each of its
    // events comes 10 ticks before the opened replay's own.
    const late = winningReplay('ariadnes-thread', { wait: 10, player: 'Minos' });
    const lateSplits = verifyReplay(late, { splits: true }).splits ?? [];
    const ownSplits = verifyReplay(replay, { splits: true }).splits ?? [];
    const viewer = new ReplayViewer(
      new ReplayPlayer({
        playback: new Playback({ replay: late, level }),
        loop: v.loop,
        title: 'Minos on Ariadne',
        onBack: () => undefined,
        onDownload: () => undefined,
        onEnd: () => undefined,
      }),
    );
    document.body.replaceChildren(viewer.element);
    viewer.player.compareWith(new ComparedRun(new Playback({ replay, level })));
    const current = (table: number) => {
      const tables = viewer.element.querySelectorAll('.theatre-splits table');
      const rows = [...(tables[table]?.querySelectorAll('tbody tr') ?? [])];
      return rows.findIndex((row) => row.getAttribute('aria-current') === 'step');
    };
    const key = ownSplits[0]?.tick ?? 0;
    expect(lateSplits[0]?.tick).toBe(key + 10);
    viewer.player.seek(key);
    viewer.refresh();
    expect([current(0), current(1)]).toEqual([-1, 0]);
    viewer.player.seek(key + 10);
    viewer.refresh();
    expect([current(0), current(1)]).toEqual([0, 0]);
  });
});
