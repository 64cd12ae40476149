// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { getBuiltInLevel } from '../../../src/levels';
import { GameLoop, ManualFrameSource, ManualLifecycleSource } from '../../../src/loop';
import { Simulation } from '../../../src/sim';
import { DiagnosticsOverlay, diagnosticsText } from '../../../src/ui/overlay/diagnostics-overlay';
import { DEFAULT_BINDINGS } from '../../../src/input/bindings';
import { Hud } from '../../../src/ui/hud/hud';
import { noticeText } from '../../../src/app/notice-text';
import { Toast } from '../../../src/ui/overlay/toast';
import { de } from '../../../src/app/text/catalogues/de';
import { en } from '../../../src/app/text/en';
import { setTextLanguage } from '../../../src/app/text/text';
import { say, writeMessage } from '../../../src/app/text/message-descriptor';

function loopWithFrames(timestampsMs: readonly number[]) {
  const frames = new ManualFrameSource();
  const loop = new GameLoop({
    frames,
    lifecycle: new ManualLifecycleSource(),
    tick: () => undefined,
    render: () => undefined,
  });
  loop.start();
  frames.frames(timestampsMs);
  return { loop, frames };
}

describe('diagnosticsText', () => {
  it('shows rates, cadence, the run, drops, pauses and a balanced ledger', () => {
    const timestamps = Array.from({ length: 61 }, (_, i) => (i * 1000) / 60);
    // A 600 ms stall, then a pause.
    const { loop, frames } = loopWithFrames([...timestamps, 1600, 1616.7]);
    loop.pause('user');
    frames.frame(1633.3);
    const run = { tick: 42, hash: () => 0xdeadbeef };
    const text = diagnosticsText(loop.stats(), loop.ledger, run);
    expect(text).toContain('display ~60.0 Hz');
    expect(text).toMatch(/ticks\/frame 0:\d+ 1:\d+ 2:0 3:0 4\+:1/);
    expect(text).toContain('tick 42   hash deadbeef');
    expect(text).toMatch(/dropped 1 events, \d+\.\d ms \(\d+ ticks\)/);
    expect(text).toContain('pauses user 1, menu 0, hidden 0, blur 0');
    expect(text).toContain('✓');
    expect(text).toContain('paused (user)');
  });

  it('says so when there is no run yet', () => {
    const { loop } = loopWithFrames([0]);
    expect(diagnosticsText(loop.stats(), loop.ledger, null)).toContain('tick -   hash -');
  });
});

describe('DiagnosticsOverlay', () => {
  it('refreshes a few times a second of frames, not every frame, and asks for a stall', () => {
    const stats = vi.fn(() => loopWithFrames([0, 16.7, 33.3]).loop.stats());
    const onStall = vi.fn();
    const { loop } = loopWithFrames([0, 16.7]);
    const overlay = new DiagnosticsOverlay({
      stats,
      ledger: () => loop.ledger,
      intervalHistory: () => Float64Array.from([16_700, 16_600, 50_000]),
      run: () => null,
      onStall,
    });
    overlay.frame();
    expect(stats).not.toHaveBeenCalled();
    overlay.setVisible(true);
    expect(stats).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 60; i++) overlay.frame();
    // About 60 Hz measured: every 15th frame.
    expect(stats).toHaveBeenCalledTimes(5);
    overlay.element.querySelector('button')?.click();
    expect(onStall).toHaveBeenCalledWith(500);
    overlay.setVisible(false);
    expect(overlay.element.hidden).toBe(true);
  });
});

describe('Hud', () => {
  it('shows the run and writes to the page only when a shown value changes', () => {
    const level = getBuiltInLevel('red-key');
    if (level === undefined) throw new Error('no level');
    const hud = new Hud(() => undefined);
    const run = new Simulation(level);
    hud.update(run);
    const text = (selector: string) => hud.element.querySelector(selector)?.textContent;
    expect(text('.hud-level')).toBe(level.name);
    expect(text('.hud-countdown')).toBe((level.timeLimitTicks / 20).toFixed(2));
    expect(text('.hud-gems')).toBe(`◆ 0/${String(level.gemCount)}`);
    expect(text('.sr-only')).toBe('No keys');
    expect(hud.element.querySelector<HTMLElement>('.story')?.hidden).toBe(false);
    const observer = new MutationObserver(() => undefined);
    observer.observe(hud.element, {
      childList: true,
      characterData: true,
      subtree: true,
      attributes: true,
    });
    hud.update(run);
    hud.update(run);
    expect(observer.takeRecords()).toEqual([]);
    run.advance(0);
    hud.update(run);
    expect(observer.takeRecords().length).toBeGreaterThan(0);
    for (let i = 0; i < 60; i++) run.advance(0);
    hud.update(run);
    expect(text('.hud-elapsed')).toBe('3.05');
    expect(hud.element.querySelector<HTMLElement>('.story')?.hidden).toBe(true);
  });

  it('lights the keys held and names them for screen readers', () => {
    const hud = new Hud(() => undefined);
    const level = getBuiltInLevel('first-steps');
    if (level === undefined) throw new Error('no level');
    const run = { ...viewOf(new Simulation(level)), keysHeld: 0b101 };
    hud.update(run);
    const held = [...hud.element.querySelectorAll('.hud-key')].map((k) =>
      k.classList.contains('held'),
    );
    expect(held).toEqual([true, false, true]);
    expect(hud.element.querySelector('.sr-only')?.textContent).toBe('Keys: red, blue');
  });

  it("announces the pause button's keys as bound, Escape always among them", () => {
    const hud = new Hud(() => undefined);
    const pause = hud.element.querySelector('.hud-pause');
    const shortcuts = () => pause?.getAttribute('aria-keyshortcuts');
    hud.setBindings(DEFAULT_BINDINGS);
    expect(shortcuts()).toBe('P Escape');
    hud.setBindings({ ...DEFAULT_BINDINGS, pause: [null, 'KeyK'] });
    expect(shortcuts()).toBe('K Escape');
    hud.setBindings({ ...DEFAULT_BINDINGS, pause: ['ShiftLeft', 'ShiftRight'] });
    expect(shortcuts()).toBe('Shift Escape');
    hud.setBindings({ ...DEFAULT_BINDINGS, pause: [null, null] });
    expect(shortcuts()).toBe('Escape');
    // The same keys again: the page is left alone.
    const observer = new MutationObserver(() => undefined);
    observer.observe(hud.element, { attributes: true, subtree: true });
    hud.setBindings({ ...DEFAULT_BINDINGS, pause: [null, null] });
    expect(observer.takeRecords()).toEqual([]);
  });
});

function viewOf(sim: Simulation) {
  return {
    level: sim.level,
    tick: sim.tick,
    ticksLeft: sim.ticksLeft,
    keysHeld: sim.keysHeld,
    gemsTaken: sim.gemsTaken,
    gemsTotal: sim.gemsTotal,
    outcome: sim.outcome,
  };
}

describe('Toast and notices', () => {
  it('tells the player about storage trouble once, in plain words, until dismissed', () => {
    const toast = new Toast();
    const message = noticeText({ kind: 'write-failed', name: 'progress', reason: 'quota' });
    expect(writeMessage(message)).toBe(
      "Could not save progress and best times: the browser's storage is full.",
    );
    toast.show(message);
    toast.show(message);
    expect(toast.element.querySelectorAll('.toast')).toHaveLength(1);
    toast.element.querySelector('button')?.click();
    expect(toast.element.querySelectorAll('.toast')).toHaveLength(0);
  });

  it('words every kind of notice', () => {
    expect(writeMessage(noticeText({ kind: 'unavailable' }))).toMatch(/not keeping saved data/);
    expect(
      writeMessage(noticeText({ kind: 'recovered', name: 'settings', backupKey: 'k' })),
    ).toMatch(/valid parts were kept and the damaged data was set aside/);
    expect(
      writeMessage(noticeText({ kind: 'recovered', name: 'settings', backupKey: null })),
    ).toMatch(/nothing more will be saved this visit/);
    expect(
      writeMessage(noticeText({ kind: 'write-failed', name: 'settings', reason: 'error' })),
    ).toBe('Could not save settings: the browser refused.');
  });
});

describe('the last English words, in the language on screen (issue 45)', () => {
  it('writes every toast on screen again when the language changes, until dismissed', () => {
    const toast = new Toast();
    toast.show(say('runs.fetchFailed', { reason: 'offline' }));
    toast.show(say('viewer.noBoardRun'));
    const texts = () =>
      [...toast.element.querySelectorAll('.toast')].map((item) => item.textContent);
    expect(texts()).toEqual([
      'The run could not be fetched: offline.Dismiss',
      "This level's leaderboard has no run to compare with.Dismiss",
    ]);
    setTextLanguage('de', de);
    try {
      expect(texts()).toEqual([
        'Der Lauf war nicht abrufbar: offline.Schließen',
        'Die Bestenliste dieses Levels hat keinen Lauf zum Vergleichen.Schließen',
      ]);
      toast.element.querySelector('button')?.click();
      setTextLanguage('en', en);
      expect(texts()).toEqual(["This level's leaderboard has no run to compare with.Dismiss"]);
    } finally {
      setTextLanguage('en', en);
    }
  });

  it("words a toast's Dismiss button in German", () => {
    setTextLanguage('de', de);
    try {
      const toast = new Toast();
      toast.show(say('runs.kept'));
      expect(toast.element.querySelector('button')?.textContent).toBe('Schließen');
    } finally {
      setTextLanguage('en', en);
    }
  });
});
