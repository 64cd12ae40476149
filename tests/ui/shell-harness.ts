import { vi } from 'vitest';
import { BUILT_IN_LEVELS, getBuiltInLevel } from '../../src/levels';
import { GameLoop, ManualFrameSource, ManualLifecycleSource } from '../../src/loop';
import type { RenderMode, SimView } from '../../src/render';
import { Simulation, type Level } from '../../src/sim';
import { LocalStore } from '../../src/storage/local-store';
import { loadProgress, type Progress } from '../../src/storage/progress';
import { DEFAULT_SETTINGS, type Settings } from '../../src/storage/settings';
import { DiagnosticsOverlay } from '../../src/ui/diagnostics-overlay';
import { Session } from '../../src/ui/session';
import { Shell } from '../../src/ui/shell';
import { FakeStorage } from '../support/fake-storage';

export interface Draw {
  readonly levelId: string;
  readonly tick: number;
  readonly alpha: number;
  readonly mode: RenderMode;
}

export interface HarnessOptions {
  readonly settings?: Partial<Settings>;
  readonly progress?: Progress;
  readonly storage?: FakeStorage;
  readonly makeSeeded?: (seed: number) => Promise<Level>;
  readonly render?: () => void;
}

/**
 * A Shell wired to a real GameLoop on manual frames (50 ms apart, so one tick a frame), a real
 * Session and store, and recording stand-ins for the renderer, keyboard and sounds.
 */
export function shellHarness(options: HarnessOptions = {}) {
  document.body.replaceChildren();
  const root = document.createElement('div');
  document.body.append(root);
  const frames = new ManualFrameSource();
  const lifecycle = new ManualLifecycleSource();
  const storage = options.storage ?? new FakeStorage();
  const store = new LocalStore({ storage: () => storage });
  const draws: Draw[] = [];
  const inputs: number[] = [];
  const keyboard = { clearLatched: vi.fn() };
  const sounds = { setMuted: vi.fn(), unlock: vi.fn() };
  const stall = vi.fn();
  const reportError = vi.fn();
  let shell: Shell | null = null;
  const session = new Session({ onEnd: (run) => shell?.onRunEnd(run) });
  const loop = new GameLoop({
    frames,
    lifecycle,
    tick: () => {
      session.tick(inputs.shift() ?? 0);
    },
    render: (alpha) => shell?.frame(alpha),
    onPauseChange: (paused, reason) => shell?.onPauseChange(paused, reason),
    onError: (error) => shell?.fail(error),
  });
  const renderer = {
    draw: (run: SimView, alpha: number, mode: RenderMode) => {
      options.render?.();
      draws.push({ levelId: run.level.id, tick: run.tick, alpha, mode });
    },
  };
  const backdropLevel = getBuiltInLevel('catacombs');
  if (backdropLevel === undefined) throw new Error('no backdrop level');
  const backdrop = new Simulation(backdropLevel);
  const created = new Shell({
    root,
    loop,
    session,
    renderer,
    keyboard,
    sounds,
    store,
    settings: { ...DEFAULT_SETTINGS, ...options.settings },
    progress: options.progress ?? loadProgress(store),
    levels: BUILT_IN_LEVELS,
    backdrop,
    today: () => ({ year: 2026, month: 3, day: 14 }),
    makeDaily: () => Promise.resolve(BUILT_IN_LEVELS[1] ?? backdropLevel),
    makeSeeded: options.makeSeeded ?? (() => Promise.resolve(BUILT_IN_LEVELS[2] ?? backdropLevel)),
    loadDiagnostics: () => Promise.resolve(DiagnosticsOverlay),
    isHidden: () => lifecycle.hidden,
    stall,
    reportError,
  });
  shell = created;
  loop.pause('menu');
  loop.start();
  let now = 0;
  /** Delivers `count` frames 50 ms apart. */
  const run = (count: number) => {
    for (let i = 0; i < count; i++) {
      frames.frame(now);
      now += 50;
    }
  };
  const buttons = () =>
    [...root.querySelectorAll<HTMLButtonElement>('.screens button')].map((b) => b.textContent);
  const click = (label: string) => {
    const found = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
      b.textContent.startsWith(label),
    );
    if (found === undefined) throw new Error(`no button '${label}' in [${buttons().join(' | ')}]`);
    found.click();
  };
  return {
    shell: created,
    root,
    loop,
    session,
    lifecycle,
    storage,
    draws,
    inputs,
    keyboard,
    sounds,
    stall,
    reportError,
    run,
    buttons,
    click,
  };
}
