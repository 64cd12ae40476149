/**
 * Composition root, second part: builds the rest of the game and wires it to the page, around
 * the renderer and backdrop that main.ts made for the first frame.
 */
import {
  type BuildPort,
  createTestHooks,
  GameController,
  type Command,
  type GameContent,
  type GlobalPorts,
  type LoopControl,
  type LoopHandlers,
  type PagePorts,
  type Screen,
  noticeText,
  todayUtc,
} from './app';
import type { TestHooks } from './app';
import { SoundBoard } from './audio';
import { deviceInput } from './input/device-input';
import type { Gamepads } from './input/gamepads';
import { PolledFrameSource } from './input/polled-frame-source';
// Built-in levels only: the generator loads when a daily or seeded level is first asked for.
import { BUILT_IN_LEVELS } from './levels/built-in-levels';
import { busyWait, DocumentLifecycleSource, GameLoop, RafFrameSource } from './loop';
import type { Renderer, RenderProbe } from './render';
import type { Simulation } from './sim';
import { LocalStore } from './storage/local-store';
import { loadProgress } from './storage/progress';
import { loadSettings, type Settings } from './storage/settings';
import {
  acceptDroppedFiles,
  browserReplayFiles,
  globalService,
  pageAddress,
  ShellView,
  Toast,
} from './ui';
import { pageLook } from './ui/access/page-look';
import { pagePads } from './ui/access/page-pads';
import { pageLanguage } from './ui/page/page-language';

declare global {
  interface Window {
    /** The testing hook (see e2e/README.md); set once, below. */
    readonly mythicMaze?: TestHooks<RenderProbe>;
  }
}

/** What main.ts made before the rest of the game arrived. */
export interface FirstFrame {
  readonly app: HTMLElement;
  readonly renderer: Renderer;
  readonly backdrop: Simulation;
}

/**
 * What the page's devices and the global service ask of the game as it is now. They ask only
 * after it is built (a key, a pad, a post), never while it is being built.
 */
interface GameNow {
  readonly screen: () => Screen;
  readonly settings: () => Settings;
  readonly command: (command: Command) => void;
  readonly serviceRuns: (version: number) => void;
}

/**
 * Builds the controller, loop, storage, input and audio, and opens the screen the page asks for,
 * in the player's language (its text fetched first, unless English).
 */
export async function startGame({ app, renderer, backdrop }: FirstFrame): Promise<void> {
  const toast = new Toast();
  app.append(toast.element);
  const store = new LocalStore({
    storage: () => window.localStorage,
    onNotice: (notice) => {
      toast.show(noticeText(notice));
    },
  });
  const settings = loadSettings(store);
  const language = pageLanguage();
  await language(settings.language);
  const sounds = new SoundBoard({
    muted: !settings.sound,
    createContext: () => new AudioContext(),
  });
  const now: GameNow = {
    screen: () => game.screen,
    settings: () => game.settings,
    command: (command) => {
      game.command(command);
    },
    serviceRuns: (version) => {
      game.updates.serviceRuns(version);
    },
  };
  const pads = pagePads({
    app,
    inPlay: () => now.screen() === 'playing',
    command: now.command,
    onPress: () => {
      sounds.unlock();
    },
  });
  const global = globalService(
    store,
    () => now.settings().globalPost,
    now.serviceRuns,
    () => now.settings().playerName,
  );
  // The service worker's registration: it arrives after the first frame (openPage).
  const installed: { build: BuildPort | null } = { build: null };
  const content: GameContent = {
    levels: BUILT_IN_LEVELS,
    backdrop,
    settings,
    progress: loadProgress(store),
    makeDaily: async ({ year, month, day }) => {
      const daily = await import('./levels/daily');
      const ref = { seed: daily.dailySeed(year, month, day), ...daily.DAILY_OPTIONS };
      return { level: daily.dailyLevel(year, month, day), ref };
    },
    makeSeeded: async (seed) => (await import('./levels/generate-level')).generateLevel(seed),
  };
  const page = pagePorts({
    app,
    renderer,
    sounds,
    store,
    toast,
    pads: pads.pads,
    now,
    settings,
    global,
    installed,
    language,
  });
  const game = new GameController({ page, content });
  app.append(pads.status.element);
  openPage({ app, game, sounds, global, probe: renderer.probe, installed });
}

/** The page as the game reaches it, in the browser. */
function pagePorts(options: {
  readonly app: HTMLElement;
  readonly renderer: Renderer;
  readonly sounds: SoundBoard;
  readonly store: LocalStore;
  readonly toast: Toast;
  readonly pads: Gamepads;
  readonly now: GameNow;
  /** As loaded: the loop starts with their auto-pause. */
  readonly settings: Settings;
  readonly global: GlobalPorts;
  readonly installed: { readonly build: BuildPort | null };
  /** Puts the chosen language on the page (see pageLanguage). */
  readonly language: (chosen: string | null) => Promise<void>;
}): PagePorts {
  const { app, now, pads, renderer, sounds, store, toast, global, installed } = options;
  const look = pageLook(renderer);
  return {
    createView: (act) =>
      new ShellView({
        root: app,
        act,
        loadEditorScreens: () => import('./ui/editor'),
        messages: toast.element,
      }),
    createInput: (onCommand) =>
      deviceInput({
        target: window,
        page: document,
        pads,
        onCommand,
        bindings: () => now.settings().bindings,
      }),
    createLoop: (handlers) => loopOnFrames(pads, handlers, options.settings.autoPauseOnBlur),
    today: () => todayUtc(new Date()),
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
    // The editor's model: a download of its own, on first use (the view loads its screen).
    loadEditor: () => import('./app/editor/editor-kit'),
    files: browserReplayFiles(window),
    recordedAt: () => new Date().toISOString(),
    clockMs: () => Date.now(),
    renderer,
    sounds,
    store,
    onApply: (applied) => {
      look(applied);
      void options.language(applied.language);
    },
    notify: (message) => {
      toast.show(message);
    },
    global,
    build: () => installed.build,
  };
}

/** The loop on the browser's animation frames and the document's lifecycle. */
function loopOnFrames(
  pads: Gamepads,
  handlers: LoopHandlers,
  autoPauseOnBlur: boolean,
): LoopControl {
  const { tick, render, onPauseChange, onError } = handlers;
  return new GameLoop({
    // Pads have no button events: they are read once per animation frame, before its ticks.
    frames: new PolledFrameSource(new RafFrameSource(), () => {
      pads.poll();
    }),
    lifecycle: new DocumentLifecycleSource(),
    autoPauseOnBlur,
    tick,
    render,
    onPauseChange,
    onError,
  });
}

/** Starts the loop, opens what the address asks for, and hooks the page's last parts in. */
function openPage(options: {
  readonly app: HTMLElement;
  readonly game: GameController;
  readonly sounds: SoundBoard;
  readonly global: Required<GlobalPorts>;
  readonly probe: RenderProbe;
  readonly installed: { build: BuildPort | null };
}): void {
  const { app, game, sounds } = options;
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
  // Levels published earlier that the service has not accepted yet go now (posting on).
  void options.global.levels.flush();
  game.router.route(pageAddress(window));
  // The replay code comes after the first frame, so each run's replay and ghost are ready in time.
  game.replays.preload();
  // Code a player may open soon, fetched after the first frame: each import handles its own
  // failure, so a failed prefetch is only a missed head start.
  for (const prefetch of [
    () => import('./levels/daily'),
    () => import('./levels/generate-level'),
    () => import('./ui/overlay/diagnostics-overlay'),
  ]) {
    prefetch().catch(() => undefined);
  }
  // The service worker (the game offline, and its updates) is registered after the first frame,
  // from its own chunk; the dev server has none.
  if (import.meta.env.PROD) {
    import('./ui/page/service-worker').then(
      ({ registerServiceWorker }) => {
        options.installed.build = registerServiceWorker({
          url: './sw.js',
          onUpdateReady: () => {
            game.updates.buildWaiting();
          },
        });
      },
      () => undefined,
    );
  }
  acceptDroppedFiles({
    target: document,
    onFile: (file) => void game.replays.openFile(file),
    onHover: (hovering) => {
      app.classList.toggle('dropping', hovering);
    },
  });
  Object.defineProperty(window, 'mythicMaze', {
    value: createTestHooks({
      game,
      loop: game.loop,
      probe: options.probe,
      levels: BUILT_IN_LEVELS,
    }),
    enumerable: true,
  });
}
