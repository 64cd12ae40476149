/** Composition root: builds the pieces of the game and wires them to the page. */
import { createTestHooks, GameController, noticeText, routeLaunch, todayUtc } from './app';
import type { TestHooks } from './app';
import { SoundBoard } from './audio';
import { Keyboard } from './input';
// Built-in levels only: the generator loads when a daily or seeded level is first asked for.
import { BUILT_IN_LEVELS, getBuiltInLevel } from './levels/built-in-levels';
import { busyWait, DocumentLifecycleSource, GameLoop, RafFrameSource } from './loop';
import { CanvasSurface, domCanvasFactory, Renderer, type RenderProbe } from './render';
import { Simulation } from './sim';
import { LocalStore } from './storage/local-store';
import { loadProgress } from './storage/progress';
import { loadSettings } from './storage/settings';
import { acceptDroppedFiles, browserReplayFiles, pageAddress, ShellView, Toast } from './ui';

declare global {
  interface Window {
    /** The testing hook (see e2e/README.md); set once, below. */
    readonly mythicMaze?: TestHooks<RenderProbe>;
  }
}

/** Height of the HUD strip in CSS pixels (see .hud in the stylesheet): the maze is framed below it. */
const HUD_HEIGHT = 48;

const app = document.querySelector<HTMLElement>('#app');
const canvas = document.querySelector<HTMLCanvasElement>('#game');
if (app === null || canvas === null)
  throw new Error('index.html has no #app with a <canvas id="game">');
const context = canvas.getContext('2d', { alpha: false });
if (context === null) throw new Error('Canvas2D is not available in this browser');

const surface = new CanvasSurface({ canvas });
const renderer = new Renderer({
  context,
  surface,
  createCanvas: domCanvasFactory,
  topInset: HUD_HEIGHT,
});
const backdropLevel = getBuiltInLevel('catacombs') ?? BUILT_IN_LEVELS[0];
if (backdropLevel === undefined) throw new Error('no built-in levels');
const backdrop = new Simulation(backdropLevel);
// The first frame goes up now, before storage, audio or fonts are touched.
renderer.draw(backdrop, 0, 'backdrop');

const toast = new Toast();
app.append(toast.element);
const store = new LocalStore({
  storage: () => window.localStorage,
  onNotice: (notice) => {
    toast.show(noticeText(notice));
  },
});
const settings = loadSettings(store);
const sounds = new SoundBoard({ muted: !settings.sound, createContext: () => new AudioContext() });

const game = new GameController({
  createView: (act) => new ShellView({ root: app, act }),
  createInput: (onCommand) => new Keyboard({ target: window, page: document, onCommand }),
  createLoop: (handlers) =>
    new GameLoop({
      frames: new RafFrameSource(),
      lifecycle: new DocumentLifecycleSource(),
      autoPauseOnBlur: settings.autoPauseOnBlur,
      ...handlers,
    }),
  renderer,
  sounds,
  store,
  settings,
  progress: loadProgress(store),
  levels: BUILT_IN_LEVELS,
  backdrop,
  today: () => todayUtc(),
  makeDaily: async ({ year, month, day }) => {
    const daily = await import('./levels/daily');
    const ref = { seed: daily.dailySeed(year, month, day), ...daily.DAILY_OPTIONS };
    return { level: daily.dailyLevel(year, month, day), ref };
  },
  makeSeeded: async (seed) => (await import('./levels/generate-level')).generateLevel(seed),
  loadDiagnostics: async (source) => {
    const { DiagnosticsOverlay } = await import('./ui/overlay/diagnostics-overlay');
    const overlay = new DiagnosticsOverlay(source);
    app.append(overlay.element);
    return overlay;
  },
  isHidden: () => document.visibilityState === 'hidden',
  stall: (ms) => {
    busyWait(ms);
  },
  reportError: (error) => {
    console.error('Mythic Maze stopped after an error:', error);
  },
  loadReplayKit: () => import('./app/replays/replay-kit'),
  files: browserReplayFiles(window),
  notify: (message) => {
    toast.show(message);
  },
  recordedAt: () => new Date().toISOString(),
});

// Browsers start audio only from a user gesture.
for (const type of ['keydown', 'pointerdown']) {
  window.addEventListener(
    type,
    () => {
      sounds.unlock();
    },
    { capture: true },
  );
}

game.loop.pause('menu');
game.loop.start();
routeLaunch(pageAddress(window), game, BUILT_IN_LEVELS);
// The replay code comes after the first frame, so each run's replay and ghost are ready in time.
game.replays.preload();

acceptDroppedFiles({
  target: document,
  onFile: (file) => void game.replays.openFile(file),
  onHover: (hovering) => {
    app.classList.toggle('dropping', hovering);
  },
});

Object.defineProperty(window, 'mythicMaze', {
  value: createTestHooks({
    game: game,
    loop: game.loop,
    probe: renderer.probe,
    levels: BUILT_IN_LEVELS,
  }),
  enumerable: true,
});
