/**
 * Composition root, second part: builds the rest of the game and wires it to the page, around
 * the renderer and backdrop that main.ts made for the first frame.
 */
import { SoundBoard } from './audio';
import { Keyboard } from './input';
// Built-in levels only: the generator loads when a daily or seeded level is first asked for.
import { BUILT_IN_LEVELS } from './levels/built-in-levels';
import { busyWait, DocumentLifecycleSource, GameLoop, RafFrameSource } from './loop';
import type { Renderer } from './render';
import type { Simulation } from './sim';
import { LocalStore } from './storage/local-store';
import { loadProgress } from './storage/progress';
import { loadSettings } from './storage/settings';
import {
  acceptDroppedFiles,
  createTestHooks,
  downloadJson,
  noticeText,
  parseLaunch,
  Session,
  shareFragmentOf,
  Shell,
  todayUtc,
  Toast,
} from './ui';

/** What main.ts made before the rest of the game arrived. */
export interface FirstFrame {
  readonly app: HTMLElement;
  readonly renderer: Renderer;
  readonly backdrop: Simulation;
}

/** Builds the shell, loop, storage, input and audio, and opens the screen the page asks for. */
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

  let shell: Shell | null = null;
  const keyboard = new Keyboard({
    target: window,
    page: document,
    onCommand: (command) => shell?.command(command),
  });
  const session = new Session({
    onAdvance: (_input, run) => {
      sounds.play(run.events);
    },
    onEnd: (run) => shell?.onRunEnd(run),
  });
  const loop = new GameLoop({
    frames: new RafFrameSource(),
    lifecycle: new DocumentLifecycleSource(),
    // Input is sampled here, once per tick, never per frame (a replay on screen ignores it).
    tick: () => {
      shell?.tick(keyboard.sample());
    },
    render: (alpha) => shell?.frame(alpha),
    onPauseChange: (paused, reason) => shell?.onPauseChange(paused, reason),
    onError: (error) => shell?.fail(error),
    autoPauseOnBlur: settings.autoPauseOnBlur,
  });
  shell = new Shell({
    root: app,
    loop,
    session,
    renderer,
    keyboard,
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
    loadDiagnostics: async () => (await import('./ui/diagnostics-overlay')).DiagnosticsOverlay,
    isHidden: () => document.visibilityState === 'hidden',
    stall: (ms) => {
      busyWait(ms);
    },
    reportError: (error) => {
      console.error('Mythic Maze stopped after an error:', error);
    },
    loadReplayKit: () => import('./ui/replay-kit'),
    files: {
      download: (fileName, text) => {
        downloadJson(
          {
            document,
            createObjectURL: (blob) => URL.createObjectURL(blob),
            revokeObjectURL: (url) => {
              URL.revokeObjectURL(url);
            },
          },
          fileName,
          text,
        );
      },
      // Missing outside secure contexts; refused without permission: either way the link is shown.
      copy: (text) =>
        'clipboard' in navigator
          ? navigator.clipboard.writeText(text)
          : Promise.reject(new Error()),
      pageUrl: () => window.location.href,
    },
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

  loop.pause('menu');
  loop.start();
  const fragment = shareFragmentOf(window.location.hash);
  if (fragment !== null) {
    // Read once: a reload or a bookmark of the page then opens the title, not the replay again.
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    shell.launch({ kind: 'replay', fragment });
  } else {
    shell.launch(parseLaunch(window.location.search, BUILT_IN_LEVELS));
  }
  // The replay code comes after the first frame, so each run's replay and ghost are ready in time.
  shell.replays.preload();
  // So is the code of the screens a player may open next (daily and seeded levels, the
  // diagnostics): no screen then waits for a download. Each use imports it again and reports
  // its own failure, so a failed prefetch is only a missed head start.
  for (const prefetch of [
    () => import('./levels/daily'),
    () => import('./levels/generate-level'),
    () => import('./ui/diagnostics-overlay'),
  ]) {
    prefetch().catch(() => undefined);
  }

  // A share link pasted into the address bar of the open page changes only the hash.
  window.addEventListener('hashchange', () => {
    const pasted = shareFragmentOf(window.location.hash);
    if (pasted === null) return;
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    void shell.replays.openLink(pasted);
  });
  acceptDroppedFiles({
    target: document,
    onFile: (file) => void shell.replays.openFile(file),
    onHover: (hovering) => {
      app.classList.toggle('dropping', hovering);
    },
  });

  Object.defineProperty(window, 'mythicMaze', {
    value: createTestHooks({ shell, loop, probe: renderer.probe, levels: BUILT_IN_LEVELS }),
    enumerable: true,
  });
}
