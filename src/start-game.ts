/**
 * Composition root, second part: builds the rest of the game and wires it to the page, around
 * the renderer and backdrop that main.ts made for the first frame.
 */
import {
  createTestHooks,
  GameController,
  GlobalClient,
  GlobalPoster,
  LevelPublisher,
  type Timer,
  noticeText,
  routeLaunch,
  todayUtc,
} from './app';
import type { TestHooks } from './app';
import { SoundBoard } from './audio';
import { Keyboard } from './input';
import { boundKeys } from './input/bound-keys';
import { Gamepads } from './input/gamepads';
import { PolledFrameSource } from './input/polled-frame-source';
// Built-in levels only: the generator loads when a daily or seeded level is first asked for.
import { BUILT_IN_LEVELS } from './levels/built-in-levels';
import { busyWait, DocumentLifecycleSource, GameLoop, RafFrameSource } from './loop';
import { DEFAULT_RENDER_STYLE, HIGH_CONTRAST_DARKNESS } from './render';
import type { Renderer, RenderProbe, RenderStyle } from './render';
import type { Simulation } from './sim';
import { LocalStore } from './storage/local-store';
import { loadProgress } from './storage/progress';
import { loadSettings } from './storage/settings';
import { acceptDroppedFiles, browserReplayFiles, pageAddress, ShellView, Toast } from './ui';
import { MotionPreference } from './ui/access/motion-preference';
import { padNavigation } from './ui/access/pad-navigation';
import { PadStatusView } from './ui/hud/pad-status-view';

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

/** Builds the controller, loop, storage, input and audio, and opens the screen the page asks for. */
export function startGame({ app, renderer, backdrop }: FirstFrame): void {
  const toast = new Toast();
  app.append(toast.element);
  const store = new LocalStore({
    storage: () => window.localStorage,
    onNotice: (notice) => {
      toast.show(noticeText(notice));
    },
  });
  const settings = loadSettings(store);
  const sounds = new SoundBoard({
    muted: !settings.sound,
    createContext: () => new AudioContext(),
  });

  const padStatus = new PadStatusView();
  const padMenus = padNavigation({
    root: () => app.querySelector('.screens') ?? app,
    inPlay: () => game.screen === 'playing',
    command: (command) => {
      game.command(command);
    },
    activeElement: () => document.activeElement,
  });
  const pads = new Gamepads({
    read: 'getGamepads' in navigator ? () => navigator.getGamepads() : null,
    onCommand: (command) => {
      sounds.unlock();
      padMenus.command(command);
    },
    onDirection: (directions) => {
      padMenus.direction(directions);
    },
    onStatus: (status) => {
      padStatus.show(status);
    },
  });
  padStatus.show(pads.status);
  let style: RenderStyle = DEFAULT_RENDER_STYLE;
  const restyle = (changes: Partial<RenderStyle>): void => {
    style = { ...style, ...changes };
    renderer.setStyle(style);
  };
  const motion = new MotionPreference(
    'matchMedia' in window ? window.matchMedia('(prefers-reduced-motion: reduce)') : null,
    (reduced) => {
      restyle({ steadyLight: reduced });
      document.documentElement.classList.toggle('reduce-motion', reduced);
    },
  );

  let shell: ShellView | null = null;
  // The leaderboard service: the page's own origin, unless the build names another
  // (VITE_LEADERBOARD_ORIGIN; the page's CSP connect-src follows it, see page-headers.ts).
  const client = new GlobalClient({
    fetch: (url, init) => window.fetch(url, init),
    base: (import.meta.env.VITE_LEADERBOARD_ORIGIN ?? '').replace(/\/+$/, ''),
  });
  const timer: Timer = (ms, run) => {
    const id = window.setTimeout(run, ms);
    return () => {
      window.clearTimeout(id);
    };
  };
  const poster = new GlobalPoster({
    client,
    store,
    enabled: () => game.settings.globalPost,
    timer,
    now: () => new Date().toISOString(),
  });
  const levels = new LevelPublisher({
    client,
    store,
    enabled: () => game.settings.globalPost,
    timer,
  });
  window.addEventListener('online', () => {
    poster.online();
    levels.online();
  });

  const game: GameController = new GameController({
    createView: (act) => (shell = new ShellView({ root: app, act })),
    createInput: (onCommand) => {
      const keyboard = new Keyboard({
        target: window,
        page: document,
        onCommand,
        keys: boundKeys(() => game.settings.bindings),
      });
      return {
        // One input byte per tick, whichever device gave it: replays are the same either way.
        sample: () => keyboard.sample() | pads.sample(),
        clearLatched: () => {
          keyboard.clearLatched();
          pads.clearLatched();
        },
      };
    },
    createLoop: (handlers) =>
      new GameLoop({
        // Pads have no button events: they are read once per animation frame, before its ticks.
        frames: new PolledFrameSource(new RafFrameSource(), () => {
          pads.poll();
        }),
        lifecycle: new DocumentLifecycleSource(),
        autoPauseOnBlur: settings.autoPauseOnBlur,
        ...handlers,
      }),
    onApply: (applied) => {
      motion.set(applied.reducedMotion);
      restyle({ darknessStrength: applied.highContrast ? HIGH_CONTRAST_DARKNESS : 1 });
      document.documentElement.classList.toggle('high-contrast', applied.highContrast);
    },
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
    // The editor's model and screen: a download of their own, on first use.
    loadEditor: async () => {
      const [kit, screens] = await Promise.all([
        import('./app/editor/editor-kit'),
        import('./ui/editor'),
      ]);
      shell?.useEditor(screens);
      return kit;
    },
    files: browserReplayFiles(window),
    notify: (message) => {
      toast.show(message);
    },
    recordedAt: () => new Date().toISOString(),
    global: { client, poster, levels },
  });

  app.append(padStatus.element);

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
  void levels.flush();
  routeLaunch(pageAddress(window), game, BUILT_IN_LEVELS);
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
}
