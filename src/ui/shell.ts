import type { GameLoop, PauseReason } from '../loop';
import type { RenderMode, SimView } from '../render';
import type { Level, Outcome, Simulation } from '../sim';
import type { LocalStore } from '../storage/local-store';
import { recordWin, saveProgress, type Progress } from '../storage/progress';
import { saveSettings, type Settings } from '../storage/settings';
import type { Command } from '../input';
import { DiagnosticsOverlay } from './diagnostics-overlay';
import { h } from './h';
import { Hud } from './hud';
import type { LaunchRequest } from './launch-params';
import { focusFirst } from './menu';
import { buildScreen, type Screen, type ScreenActions } from './screens';
import type { RunSummary } from './end-screen';
import type { RunKind, Session } from './session';
import type { Toggle } from './settings-screen';
import type { CalendarDate } from './utc-date';

/** The loop as the shell drives it. */
export type LoopControl = Pick<
  GameLoop,
  | 'start'
  | 'pause'
  | 'resume'
  | 'restartClock'
  | 'paused'
  | 'pauseReason'
  | 'running'
  | 'setAutoPauseOnBlur'
  | 'stats'
  | 'ledger'
  | 'intervalHistory'
>;

/** What the shell is built from; main.ts wires the real pieces, tests stand-ins. */
export interface ShellOptions {
  /** Where the screens, HUD and overlay go (over the canvas). */
  readonly root: HTMLElement;
  readonly loop: LoopControl;
  readonly session: Session;
  readonly renderer: { draw(run: SimView, alpha: number, mode: RenderMode): void };
  readonly keyboard: { clearLatched(): void };
  readonly sounds: { setMuted(muted: boolean): void; unlock(): void };
  readonly store: LocalStore;
  readonly settings: Settings;
  readonly progress: Progress;
  /** The built-in levels, in play order. */
  readonly levels: readonly Level[];
  /** The run drawn behind the menus (a level at tick 0). */
  readonly backdrop: SimView;
  readonly today: () => CalendarDate;
  /** The daily labyrinth of a date (the generator loads on first use, so this is async). */
  readonly makeDaily: (date: CalendarDate) => Promise<Level>;
  /** A generated level; rejects with the generator's reason for a seed it refuses. */
  readonly makeSeeded: (seed: number) => Promise<Level>;
  readonly isHidden: () => boolean;
  /** Blocks the main thread for ms (the diagnostics' simulated stall). */
  readonly stall: (ms: number) => void;
  /** Reports an error that stopped the game (console.error in the page). */
  readonly reportError: (error: unknown) => void;
}

/** What `window.mythicMaze.state()` reports about the run on screen. */
export interface GameState {
  readonly screen: Screen;
  readonly levelId: string | null;
  readonly tick: number;
  readonly hash: number | null;
  readonly outcome: Outcome | null;
  readonly paused: boolean;
  /** Theseus' position in sub-tile units (60 to a tile, a tile's centre at tile × 60). */
  readonly player: { readonly x: number; readonly y: number } | null;
}

const MENUS: ReadonlySet<Screen> = new Set(['title', 'levels', 'help', 'settings', 'loading']);

/**
 * The game's flow: which screen is up, starting and ending runs, pausing, settings and
 * progress. The loop calls frame() to draw; keys arrive as commands; nothing here reads time.
 */
export class Shell {
  readonly #o: ShellOptions;
  readonly #host: HTMLElement;
  readonly #live: HTMLElement;
  readonly #hud: Hud;
  readonly #diagnostics: DiagnosticsOverlay;
  #screen: Screen = 'title';
  #settings: Settings;
  #progress: Progress;
  #notice: string | null = null;
  #summary: RunSummary | null = null;
  #error = '';
  #stallMs = 0;
  /** Counts level requests, so a slow generation cannot start after the player chose otherwise. */
  #ticket = 0;
  readonly #daily = new Map<string, Level>();

  constructor(options: ShellOptions) {
    this.#o = options;
    this.#settings = options.settings;
    this.#progress = options.progress;
    this.#host = h('div', { className: 'screens' });
    this.#live = h('p', { className: 'sr-only', attrs: { 'aria-live': 'polite' } });
    this.#hud = new Hud(() => {
      this.command('pause');
    });
    this.#diagnostics = new DiagnosticsOverlay({
      stats: () => options.loop.stats(),
      ledger: () => options.loop.ledger,
      intervalHistory: () => options.loop.intervalHistory(),
      run: () => options.session.run,
      onStall: (ms) => {
        this.simulateStall(ms);
      },
    });
    options.root.append(this.#hud.element, this.#host, this.#diagnostics.element, this.#live);
    this.#applySettings();
  }

  get screen(): Screen {
    return this.#screen;
  }

  get settings(): Settings {
    return this.#settings;
  }

  get progress(): Progress {
    return this.#progress;
  }

  /** Opens what the page was asked for: a level, a seed, or the title. */
  launch(request: LaunchRequest): void {
    if (request.kind === 'level') this.startLevel(request.level);
    else if (request.kind === 'seed') void this.startSeed(request.seed);
    else this.#toTitle(request.notice);
  }

  /** A key command from the keyboard. */
  command(command: Command): void {
    const screen = this.#screen;
    if (command === 'diagnostics') this.#toggle('diagnostics');
    else if (
      command === 'pause' ||
      (command === 'back' && (screen === 'playing' || screen === 'paused'))
    ) {
      if (screen === 'playing') this.pause();
      else if (screen === 'paused') this.resume();
    } else if (command === 'back') {
      if (screen !== 'title' && screen !== 'error') this.#toTitle(null);
    } else if (command === 'restart') {
      if (!MENUS.has(screen) && screen !== 'error' && this.#o.session.run !== null) this.restart();
    } else if (!isControl(document.activeElement)) {
      // Enter on a focused button is the button's own business; otherwise it picks the first.
      this.#host.querySelector<HTMLButtonElement>('button:not([disabled])')?.click();
    }
  }

  /** The loop paused or resumed: a pause during play brings up the pause screen. */
  onPauseChange(paused: boolean, reason: PauseReason): void {
    if (paused && reason !== 'menu' && this.#screen === 'playing') this.#show('paused');
  }

  /** A run ended on this tick: stop ticking, keep score, show the result. */
  onRunEnd(run: Simulation): void {
    this.#o.loop.pause('menu');
    const kind = this.#o.session.kind;
    const keeps = kind !== 'seed';
    let previousBestTicks = keeps ? (this.#progress.get(run.level.id)?.bestTicks ?? null) : null;
    let newBest = false;
    if (keeps && run.outcome === 'won') {
      const win = recordWin(this.#progress, run.level.id, run.finalTimeTicks);
      previousBestTicks = win.previousBestTicks;
      newBest = win.newBest;
      if (win.progress !== this.#progress) {
        this.#progress = win.progress;
        saveProgress(this.#o.store, this.#progress);
      }
    }
    const outcome = run.outcome === 'playing' ? 'timeout' : run.outcome;
    this.#summary = {
      outcome,
      caughtBy: run.caughtBy,
      levelName: run.level.name,
      ticks: run.tick,
      gems: run.gemsTaken,
      finalTimeTicks: run.finalTimeTicks,
      previousBestTicks,
      newBest,
    };
    this.#show(outcome === 'won' ? 'won' : 'lost');
  }

  /** The loop stopped on an error: report it once and offer a way back; nothing is saved. */
  fail(error: unknown): void {
    this.#o.reportError(error);
    this.#error = error instanceof Error ? error.message : String(error);
    this.#show('error');
  }

  /** Draws one frame (the loop's render callback). */
  frame(alpha: number): void {
    if (this.#stallMs > 0) {
      const ms = this.#stallMs;
      this.#stallMs = 0;
      this.#o.stall(ms);
    }
    const run = this.#o.session.run;
    if (run === null || MENUS.has(this.#screen)) {
      this.#o.renderer.draw(this.#o.backdrop, 0, 'backdrop');
    } else {
      this.#o.renderer.draw(run, alpha, 'play');
      this.#hud.update(run);
    }
    this.#diagnostics.frame();
  }

  /** What the testing hook reports: the run on screen, or the last one until a new one starts. */
  state(): GameState {
    const run = this.#o.session.run;
    return {
      screen: this.#screen,
      levelId: run?.level.id ?? null,
      tick: run?.tick ?? 0,
      hash: run === null ? null : run.hash(),
      outcome: run?.outcome ?? null,
      paused: this.#o.loop.paused,
      player: run === null ? null : { x: run.player.x, y: run.player.y },
    };
  }

  startLevel(level: Level): void {
    this.#startRun(level, 'level');
  }

  /** Starts a generated level; a seed the generator refuses brings up the title with its reason. */
  startSeed(seed: number): Promise<void> {
    return this.#generate('seed', () => this.#o.makeSeeded(seed), `seed ${String(seed)}`);
  }

  /** Starts today's daily labyrinth (UTC), generated once per day. */
  startDaily(): Promise<void> {
    const date = this.#o.today();
    const key = `${String(date.year)}-${String(date.month)}-${String(date.day)}`;
    return this.#generate(
      'daily',
      async () => {
        const level = this.#daily.get(key) ?? (await this.#o.makeDaily(date));
        this.#daily.set(key, level);
        return level;
      },
      'the daily labyrinth',
    );
  }

  pause(): void {
    if (this.#screen === 'playing') this.#o.loop.pause('user');
  }

  resume(): void {
    if (this.#screen !== 'paused') return;
    this.#o.keyboard.clearLatched();
    this.#show('playing');
    this.#o.loop.resume();
  }

  restart(): void {
    this.#o.session.restart();
    this.#beginRun();
  }

  quitToTitle(): void {
    this.#toTitle(null);
  }

  /** Busy-waits `ms` inside the next drawn frame, as a stall would. */
  simulateStall(ms: number): void {
    this.#stallMs = Math.max(0, Math.min(ms, 5000));
  }

  setDiagnostics(on: boolean): void {
    if (this.#settings.diagnostics !== on) this.#toggle('diagnostics');
  }

  /** Shows 'loading' while a level is generated, then starts it unless the player moved on. */
  async #generate(kind: RunKind, make: () => Promise<Level>, what: string): Promise<void> {
    this.#o.loop.pause('menu');
    const ticket = ++this.#ticket;
    this.#show('loading');
    let level: Level;
    try {
      level = await make();
    } catch (error) {
      if (ticket === this.#ticket) {
        this.#toTitle(
          `Could not make ${what}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      return;
    }
    if (ticket === this.#ticket && this.#screen === 'loading') this.#startRun(level, kind);
  }

  #startRun(level: Level, kind: RunKind): void {
    this.#ticket += 1;
    this.#o.session.start(level, kind);
    this.#beginRun();
  }

  #beginRun(): void {
    const loop = this.#o.loop;
    if (!loop.running) loop.start();
    loop.restartClock();
    this.#o.keyboard.clearLatched();
    const run = this.#o.session.run;
    // The HUD shows the new run at once, not only from its first frame.
    if (run !== null) this.#hud.update(run);
    this.#show('playing');
    loop.resume();
    if (this.#o.isHidden()) loop.pause('hidden');
  }

  #toTitle(notice: string | null): void {
    const loop = this.#o.loop;
    // After an error the loop has stopped; the title needs frames for its backdrop.
    if (!loop.running) loop.start();
    loop.pause('menu');
    this.#notice = notice;
    this.#show('title');
  }

  #toggle(toggle: Toggle): void {
    this.#settings = { ...this.#settings, [toggle]: !this.#settings[toggle] };
    saveSettings(this.#o.store, this.#settings);
    this.#applySettings();
    if (toggle === 'sound') this.#o.sounds.unlock();
    if (this.#screen === 'settings') {
      this.#show('settings');
      this.#host.querySelector<HTMLElement>(`[data-setting="${toggle}"]`)?.focus();
    }
  }

  #applySettings(): void {
    this.#o.sounds.setMuted(!this.#settings.sound);
    this.#o.loop.setAutoPauseOnBlur(this.#settings.autoPauseOnBlur);
    this.#diagnostics.setVisible(this.#settings.diagnostics);
  }

  #show(screen: Screen): void {
    this.#screen = screen;
    const actions: ScreenActions = {
      play: () => {
        const next = this.#o.levels.find((l) => !this.#progress.has(l.id)) ?? this.#o.levels.at(-1);
        if (next !== undefined) this.startLevel(next);
      },
      levels: () => {
        this.#show('levels');
      },
      daily: () => {
        void this.startDaily();
      },
      help: () => {
        this.#show('help');
      },
      settings: () => {
        this.#show('settings');
      },
      title: () => {
        this.#toTitle(null);
      },
      pick: (level) => {
        this.startLevel(level);
      },
      toggle: (toggle) => {
        this.#toggle(toggle);
      },
      resume: () => {
        this.resume();
      },
      restart: () => {
        this.restart();
      },
    };
    const element = buildScreen(screen, {
      levels: this.#o.levels,
      progress: this.#progress,
      settings: this.#settings,
      today: this.#o.today(),
      notice: this.#notice,
      pauseReason: this.#o.loop.pauseReason ?? 'user',
      summary: this.#summary,
      error: this.#error,
      run: this.#o.session.run,
      kind: this.#o.session.kind,
      actions,
    });
    this.#host.replaceChildren(...(element === null ? [] : [element]));
    this.#hud.setVisible(!MENUS.has(screen) && screen !== 'error' && this.#o.session.run !== null);
    if (screen === 'won' || screen === 'lost')
      this.#live.textContent = element?.querySelector('h2')?.textContent ?? '';
    if (element === null) {
      if (isControl(document.activeElement)) (document.activeElement as HTMLElement).blur();
    } else {
      focusFirst(element);
    }
  }
}

function isControl(element: Element | null): boolean {
  return (
    element !== null && ['BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'A'].includes(element.tagName)
  );
}
