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
import type { ScreenAction } from '../../src/app/core/screen';
import type { DiagnosticsDisplay, DiagnosticsSource } from '../../src/app/diagnostics-loader';
import { GameController } from '../../src/app/game-controller';
import type { GlobalPorts } from '../../src/app/game-options';
import type { BuildPort } from '../../src/app/update-flow';
import type { GameView } from '../../src/app/game-view';
import * as replayKit from '../../src/app/replays/replay-kit';
import { FakeStorage } from '../support/fake-storage';
import { RecordingView } from '../support/recording-view';
import { writeMessage, type MessageDescriptor } from '../../src/app/text/message-descriptor';

export interface Draw {
  readonly levelId: string;
  readonly tick: number;
  readonly alpha: number;
  readonly mode: RenderMode;
  /** The (first) ghost's current position and opacity, when one was drawn. */
  readonly ghost: DrawnGhost | null;
  /** Every ghost drawn, in the order given. */
  readonly ghosts: readonly DrawnGhost[];
}

/** A ghost as a frame was asked to draw it: position, opacity, and its tag when it has one. */
export interface DrawnGhost {
  readonly x: number;
  readonly y: number;
  readonly opacity: number;
  readonly tag?: { readonly mark: number; readonly label: string };
}

export interface HarnessOptions {
  readonly settings?: Partial<Settings>;
  readonly progress?: Progress;
  readonly storage?: FakeStorage;
  readonly makeSeeded?: (seed: number) => Promise<Level>;
  readonly render?: () => void;
  /** The page's clock in ms (default: HARNESS_RECORDED_AT, standing still). */
  readonly clockMs?: () => number;
  /** Resolves the replay code (default: at once). */
  readonly loadReplayKit?: () => Promise<typeof replayKit>;
  /** Rejects, as a browser refusing the clipboard does. */
  readonly refuseClipboard?: boolean;
  /** The global leaderboard's client and poster (none by default). */
  readonly global?: GlobalPorts;
  /** The installed build (none by default: the page has no service worker). */
  readonly build?: BuildPort;
  /** Told of the settings at start and after each change, as the page's look and language are. */
  readonly onApply?: (settings: Settings) => void;
}

/** How a harness puts its screens up: a view, and the diagnostics overlay's stand-in. */
export interface HarnessView<View extends GameView> {
  readonly createView: (act: (action: ScreenAction) => void) => View;
  readonly loadDiagnostics: (source: DiagnosticsSource) => Promise<DiagnosticsDisplay>;
}

/** A file the harness "downloaded". */
export interface Download {
  readonly fileName: string;
  readonly text: string;
}

/** A fixed stamp for the replays of harness runs. */
export const HARNESS_RECORDED_AT = '2026-03-14T12:00:00.000Z';

/** The diagnostics overlay as the recording harness keeps it: shown or not, frames drawn. */
export interface RecordedOverlay extends DiagnosticsDisplay {
  readonly source: DiagnosticsSource;
  readonly visible: boolean;
  readonly frames: number;
}

/**
 * A GameController on a recording view (no DOM): a real GameLoop on manual frames (50 ms apart,
 * so one tick a frame), a real RunSession and store, and recording stand-ins for the renderer,
 * keyboard, sounds and overlay.
 */
export function gameHarness(options: HarnessOptions = {}) {
  const overlays: RecordedOverlay[] = [];
  const harness = buildHarness(options, {
    createView: (act) => new RecordingView(act),
    loadDiagnostics: (source) => {
      const overlay = { source, visible: false, frames: 0 };
      const display: RecordedOverlay = {
        get source() {
          return overlay.source;
        },
        get visible() {
          return overlay.visible;
        },
        get frames() {
          return overlay.frames;
        },
        setVisible: (show) => {
          overlay.visible = show;
        },
        frame: () => {
          overlay.frames += 1;
        },
      };
      overlays.push(display);
      return Promise.resolve(display);
    },
  });
  return { ...harness, overlays };
}

/**
 * The game built around `view` (a recording view, or the page's own in the DOM flow tests) on a
 * real GameLoop fed frames by hand, with recording stand-ins for everything else on the page.
 */
export function buildHarness<View extends GameView>(
  options: HarnessOptions,
  view: HarnessView<View>,
) {
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
  const messages: MessageDescriptor[] = [];
  const built: { loop: GameLoop | null; view: View | null } = { loop: null, view: null };
  const renderer = {
    draw: (run: SimView, alpha: number, mode: RenderMode, ghosts: readonly GhostView[] = []) => {
      options.render?.();
      // Copied: a ghost's view may be one object updated in place.
      const drawn = ghosts.map(({ player, opacity, tag }): DrawnGhost => {
        const figures = { x: player.x, y: player.y, opacity };
        return tag === undefined ? figures : { ...figures, tag: { ...tag } };
      });
      draws.push({
        levelId: run.level.id,
        tick: run.tick,
        alpha,
        mode,
        ghost: drawn[0] ?? null,
        ghosts: drawn,
      });
    },
  };
  const backdropLevel = getBuiltInLevel('catacombs');
  if (backdropLevel === undefined) throw new Error('no backdrop level');
  const game = new GameController({
    page: {
      createView: (act) => (built.view = view.createView(act)),
      createInput: () => ({
        sample: () => inputs.shift() ?? 0,
        clearLatched: keyboard.clearLatched,
      }),
      createLoop: (handlers) => (built.loop = new GameLoop({ frames, lifecycle, ...handlers })),
      renderer,
      sounds,
      store,
      today: () => ({ year: 2026, month: 3, day: 14 }),
      loadDiagnostics: view.loadDiagnostics,
      isHidden: () => lifecycle.hidden,
      stall,
      reportError,
      loadReplayKit: options.loadReplayKit ?? (() => Promise.resolve(replayKit)),
      loadEditor: () => import('../../src/app/editor/editor-kit'),
      files: {
        download: (fileName, text) => downloads.push({ fileName, text }),
        copy: (text) => {
          if (options.refuseClipboard === true) return Promise.reject(new Error('refused'));
          copied.push(text);
          return Promise.resolve();
        },
        pageUrl: () => 'https://maze.example/play/?level=first-steps#old',
      },
      notify: (message) => {
        // As a toast shows it at once; the message itself is kept to be written again.
        notices.push(writeMessage(message));
        messages.push(message);
      },
      recordedAt: () => HARNESS_RECORDED_AT,
      clockMs: options.clockMs ?? (() => Date.parse(HARNESS_RECORDED_AT)),
      global: options.global,
      ...(options.onApply === undefined ? {} : { onApply: options.onApply }),
      ...(options.build === undefined ? {} : { build: () => options.build ?? null }),
    },
    content: {
      levels: BUILT_IN_LEVELS,
      backdrop: new Simulation(backdropLevel),
      settings: { ...DEFAULT_SETTINGS, ...options.settings },
      progress: options.progress ?? loadProgress(store),
      makeDaily: ({ year, month, day }) =>
        Promise.resolve({
          level: dailyLevel(year, month, day),
          ref: { seed: dailySeed(year, month, day), ...DAILY_OPTIONS },
        }),
      makeSeeded:
        options.makeSeeded ?? (() => Promise.resolve(BUILT_IN_LEVELS[2] ?? backdropLevel)),
    },
  });
  const { loop, view: shown } = built;
  if (loop === null || shown === null) throw new Error('the game built no loop or view');
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
  return {
    game,
    view: shown,
    loop,
    session: game.session,
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
    messages,
    run,
  };
}
