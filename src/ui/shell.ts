import type { PauseReason } from '../loop';
import type { Level, Simulation } from '../sim';
import { saveProgress, type Progress } from '../storage/progress';
import { saveSettings, type Settings } from '../storage/settings';
import type { Command } from '../input';
import type { DiagnosticsOverlay } from './diagnostics-overlay';
import { h } from './h';
import { Hud } from './hud';
import type { LaunchRequest } from './launch-params';
import { focusFirst, isControl } from './menu';
import { buildScreen, type Screen, type ScreenAction } from './screens';
import type { RunSummary } from './end-screen';
import { scoreRun } from './score-run';
import type { RunKind } from './session';
import { readGameState, type GameState } from './game-state';
import type { ShellOptions } from './shell-options';
import type { Toggle } from './settings-screen';

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
  /** Loaded on first use: most players never open it, so it stays out of the first download. */
  #diagnostics: DiagnosticsOverlay | null = null;
  #diagnosticsLoading: Promise<void> | null = null;
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
    options.root.append(this.#hud.element, this.#host, this.#live);
    this.#applySettings();
  }

  /** The screen on show. */
  get screen(): Screen {
    return this.#screen;
  }

  /** The player's settings as they are now. */
  get settings(): Settings {
    return this.#settings;
  }

  /** Won levels and best times as they are now. */
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
    const scored = scoreRun({ run, kind: this.#o.session.kind, progress: this.#progress });
    if (scored.progress !== this.#progress) {
      this.#progress = scored.progress;
      saveProgress(this.#o.store, this.#progress);
    }
    this.#summary = scored.summary;
    this.#show(scored.summary.outcome === 'won' ? 'won' : 'lost');
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
    this.#diagnostics?.frame();
  }

  /** What the testing hook reports: the run on screen, or the last one until a new one starts. */
  state(): GameState {
    return readGameState(this.#screen, this.#o.session.run, this.#o.loop.paused);
  }

  /** Starts a run of a built-in level from any screen. */
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

  /** Pauses a run in play (as the P key). */
  pause(): void {
    if (this.#screen === 'playing') this.#o.loop.pause('user');
  }

  /** Resumes from the pause screen, ignoring keys pressed while paused. */
  resume(): void {
    if (this.#screen !== 'paused') return;
    this.#o.keyboard.clearLatched();
    this.#show('playing');
    this.#o.loop.resume();
  }

  /** Starts the current level again from tick 0. */
  restart(): void {
    this.#o.session.restart();
    this.#beginRun();
  }

  /** Back to the title; the last run stays reported until the next starts. */
  quitToTitle(): void {
    this.#toTitle(null);
  }

  /** Busy-waits `ms` inside the next drawn frame, as a stall would. */
  simulateStall(ms: number): void {
    this.#stallMs = Math.max(0, Math.min(ms, 5000));
  }

  /** Shows or hides the overlay and saves the setting; resolves once it is on screen. */
  async setDiagnostics(on: boolean): Promise<void> {
    if (this.#settings.diagnostics !== on) this.#toggle('diagnostics');
    if (on) await this.#loadDiagnostics();
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

  readonly #act = (action: ScreenAction): void => {
    if (typeof action === 'object') {
      if ('pick' in action) this.startLevel(action.pick);
      else this.#toggle(action.toggle);
    } else if (action === 'play') {
      const levels = this.#o.levels;
      const next = levels.find((l) => !this.#progress.has(l.id)) ?? levels.at(-1);
      if (next !== undefined) this.startLevel(next);
    } else if (action === 'daily') void this.startDaily();
    else if (action === 'title') this.#toTitle(null);
    else if (action === 'resume') this.resume();
    else if (action === 'restart') this.restart();
    else this.#show(action);
  };

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
    const show = this.#settings.diagnostics;
    if (this.#diagnostics !== null) this.#diagnostics.setVisible(show);
    else if (show) void this.#loadDiagnostics();
  }

  /** Loads and shows the overlay (once), unless it was switched off meanwhile. */
  #loadDiagnostics(): Promise<void> {
    this.#diagnosticsLoading ??= this.#o.loadDiagnostics().then((Overlay) => {
      const { loop, session } = this.#o;
      const overlay = new Overlay({
        stats: () => loop.stats(),
        ledger: () => loop.ledger,
        intervalHistory: () => loop.intervalHistory(),
        run: () => session.run,
        onStall: (ms) => {
          this.simulateStall(ms);
        },
      });
      this.#o.root.append(overlay.element);
      this.#diagnostics = overlay;
      overlay.setVisible(this.#settings.diagnostics);
    });
    return this.#diagnosticsLoading;
  }

  #show(screen: Screen): void {
    this.#screen = screen;
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
      act: this.#act,
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
