import { vi } from 'vitest';
import {
  BUILT_IN_LEVELS,
  DAILY_OPTIONS,
  dailyLevel,
  dailySeed,
  getBuiltInLevel,
} from '../../src/levels';
import { GameLoop, ManualFrameSource, ManualLifecycleSource } from '../../src/loop';
import type { GhostView, RenderMode, SimView } from '../../src/render';
import { Simulation, type Level } from '../../src/sim';
import { LocalStore } from '../../src/storage/local-store';
import { loadProgress, type Progress } from '../../src/storage/progress';
import { DEFAULT_SETTINGS, type Settings } from '../../src/storage/settings';
import { GameController } from '../../src/app/game-controller';
import type { GameOptions } from '../../src/app/game-options';
import * as replayKit from '../../src/app/replays/replay-kit';
import { DiagnosticsOverlay } from '../../src/ui/overlay/diagnostics-overlay';
import { ShellView } from '../../src/ui/shell-view';
import { FakeStorage } from '../support/fake-storage';

export interface Draw {
  readonly levelId: string;
  readonly tick: number;
  readonly alpha: number;
  readonly mode: RenderMode;
  /** The ghost's current position and opacity, when one was drawn. */
  readonly ghost: { readonly x: number; readonly y: number; readonly opacity: number } | null;
}

export interface HarnessOptions {
  readonly settings?: Partial<Settings>;
  readonly progress?: Progress;
  readonly storage?: FakeStorage;
  readonly makeSeeded?: (seed: number) => Promise<Level>;
  readonly render?: () => void;
  /** Resolves the replay code (default: at once). */
  readonly loadReplayKit?: () => Promise<typeof replayKit>;
  /** Rejects, as a browser refusing the clipboard does. */
  readonly refuseClipboard?: boolean;
  /** The global leaderboard's client and poster (none by default). */
  readonly global?: GameOptions['global'];
}

/** A file the harness "downloaded". */
export interface Download {
  readonly fileName: string;
  readonly text: string;
}

/** A fixed stamp for the replays of harness runs. */
export const HARNESS_RECORDED_AT = '2026-03-14T12:00:00.000Z';

/**
 * A GameController and its DOM view wired to a real GameLoop on manual frames (50 ms apart, so
 * one tick a frame), a real RunSession and store, and recording stand-ins for the renderer, keyboard and sounds.
 */
export function gameHarness(options: HarnessOptions = {}) {
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
  const sounds = { setMuted: vi.fn(), unlock: vi.fn(), play: vi.fn() };
  const stall = vi.fn();
  const reportError = vi.fn();
  const downloads: Download[] = [];
  const copied: string[] = [];
  const notices: string[] = [];
  const built: { loop: GameLoop | null } = { loop: null };
  const renderer = {
    draw: (run: SimView, alpha: number, mode: RenderMode, ghost?: GhostView | null) => {
      options.render?.();
      draws.push({
        levelId: run.level.id,
        tick: run.tick,
        alpha,
        mode,
        ghost:
          ghost === null || ghost === undefined
            ? null
            : { x: ghost.player.x, y: ghost.player.y, opacity: ghost.opacity },
      });
    },
  };
  const backdropLevel = getBuiltInLevel('catacombs');
  if (backdropLevel === undefined) throw new Error('no backdrop level');
  const backdrop = new Simulation(backdropLevel);
  let shell: ShellView | null = null;
  const created = new GameController({
    createView: (act) => (shell = new ShellView({ root, act })),
    createInput: () => ({ sample: () => inputs.shift() ?? 0, clearLatched: keyboard.clearLatched }),
    createLoop: (handlers) => {
      const loop = new GameLoop({ frames, lifecycle, ...handlers });
      built.loop = loop;
      return loop;
    },
    renderer,
    sounds,
    store,
    settings: { ...DEFAULT_SETTINGS, ...options.settings },
    progress: options.progress ?? loadProgress(store),
    levels: BUILT_IN_LEVELS,
    backdrop,
    today: () => ({ year: 2026, month: 3, day: 14 }),
    makeDaily: ({ year, month, day }) =>
      Promise.resolve({
        level: dailyLevel(year, month, day),
        ref: { seed: dailySeed(year, month, day), ...DAILY_OPTIONS },
      }),
    makeSeeded: options.makeSeeded ?? (() => Promise.resolve(BUILT_IN_LEVELS[2] ?? backdropLevel)),
    loadDiagnostics: (source) => {
      const overlay = new DiagnosticsOverlay(source);
      root.append(overlay.element);
      return Promise.resolve(overlay);
    },
    isHidden: () => lifecycle.hidden,
    stall,
    reportError,
    loadReplayKit: options.loadReplayKit ?? (() => Promise.resolve(replayKit)),
    loadEditor: async () => {
      const [kit, screens] = await Promise.all([
        import('../../src/app/editor/editor-kit'),
        import('../../src/ui/editor'),
      ]);
      shell?.useEditor(screens);
      return kit;
    },
    files: {
      download: (fileName, text) => downloads.push({ fileName, text }),
      copy: (text) => {
        if (options.refuseClipboard === true) return Promise.reject(new Error('refused'));
        copied.push(text);
        return Promise.resolve();
      },
      pageUrl: () => 'https://maze.example/play/?level=first-steps#old',
    },
    notify: (message) => notices.push(message),
    recordedAt: () => HARNESS_RECORDED_AT,
    ...(options.global === undefined ? {} : { global: options.global }),
  });
  const gameLoop = built.loop;
  if (gameLoop === null) throw new Error('the game built no loop');
  gameLoop.pause('menu');
  gameLoop.start();
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
    game: created,
    root,
    loop: gameLoop,
    session: created.session,
    lifecycle,
    storage,
    draws,
    inputs,
    keyboard,
    sounds,
    stall,
    reportError,
    downloads,
    copied,
    notices,
    run,
    buttons,
    click,
  };
}
