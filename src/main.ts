/** Composition root: builds the pieces of the game and wires them to the page. */
import { SoundBoard } from './audio';
import { Keyboard } from './input';
import { boundKeys } from './input/bound-keys';
import { Gamepads } from './input/gamepads';
import { PolledFrameSource } from './input/polled-frame-source';
// Built-in levels only: the generator loads when a daily or seeded level is first asked for.
import { BUILT_IN_LEVELS, getBuiltInLevel } from './levels/built-in-levels';
import { busyWait, DocumentLifecycleSource, GameLoop, RafFrameSource } from './loop';
import { CanvasSurface, domCanvasFactory, HIGH_CONTRAST_DARKNESS, Renderer } from './render';
import { Simulation } from './sim';
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
import { HudAnnouncer } from './ui/hud-announcer';
import { MotionPreference } from './ui/motion-preference';
import { padNavigation } from './ui/pad-navigation';
import { PadStatusView } from './ui/pad-status-view';

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

let shell: Shell | null = null;
const keyboard = new Keyboard({
  target: window,
  page: document,
  onCommand: (command) => shell?.command(command),
  keys: boundKeys(() => shell?.settings.bindings ?? settings.bindings),
});
const padStatus = new PadStatusView();
const padMenus = padNavigation({
  root: () => app.querySelector('.screens') ?? app,
  inPlay: () => shell?.screen === 'playing',
  command: (command) => shell?.command(command),
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
const motion = new MotionPreference(
  'matchMedia' in window ? window.matchMedia('(prefers-reduced-motion: reduce)') : null,
  (reduced) => {
    renderer.style = { ...renderer.style, steadyLight: reduced };
    document.documentElement.classList.toggle('reduce-motion', reduced);
  },
);
const announcer = new HudAnnouncer({ now: () => performance.now() });
const session = new Session({
  onAdvance: (_input, run) => {
    sounds.play(run.events);
  },
  onEnd: (run) => shell?.onRunEnd(run),
});
const loop = new GameLoop({
  // Pads have no button events: they are read once per animation frame, before its ticks.
  frames: new PolledFrameSource(new RafFrameSource(), () => {
    pads.poll();
  }),
  lifecycle: new DocumentLifecycleSource(),
  // Input is sampled here, once per tick, never per frame (a replay on screen ignores it).
  tick: () => {
    // One input byte per tick, whichever device gave it: replays are the same either way.
    shell?.tick(keyboard.sample() | pads.sample());
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
  keyboard: {
    clearLatched: () => {
      keyboard.clearLatched();
      pads.clearLatched();
    },
  },
  announcer,
  onApply: (applied) => {
    motion.set(applied.reducedMotion);
    renderer.style = {
      ...renderer.style,
      darknessStrength: applied.highContrast ? HIGH_CONTRAST_DARKNESS : 1,
    };
    document.documentElement.classList.toggle('high-contrast', applied.highContrast);
  },
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
      'clipboard' in navigator ? navigator.clipboard.writeText(text) : Promise.reject(new Error()),
    pageUrl: () => window.location.href,
  },
  notify: (message) => {
    toast.show(message);
  },
  recordedAt: () => new Date().toISOString(),
});

app.append(padStatus.element, announcer.element);

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
