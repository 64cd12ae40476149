import type { PauseReason } from '../loop';
import type { LevelRef } from '../replay/format';
import type { Level, Simulation } from '../sim';
import { saveProgress, type Progress } from '../storage/progress';
import type { Settings } from '../storage/settings';
import type { Command } from '../input';
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
import { Preferences } from './preferences';
import { ReplayFlow } from './replay-flow';

const MENUS: ReadonlySet<Screen> = new Set([
  'title',
  'levels',
  'help',
  'settings',
  'controls',
  'loading',
  'scores',
]);

/**
 * The game's flow: which screen is up, starting and ending runs, pausing, settings and
 * progress. The loop calls frame() to draw; keys arrive as commands; nothing here reads time.
 */
export class Shell {
  readonly #o: ShellOptions;
  readonly #host: HTMLElement;
  readonly #announce: HTMLElement;
  readonly #hud: Hud;
  readonly #prefs: Preferences;
  #screen: Screen = 'title';
  #progress: Progress;
  #notice: string | null = null;
  #summary: RunSummary | null = null;
  #error = '';
  #stallMs = 0;
  #loadingText = '';
  /** Counts requests, so a slow generation or replay cannot open after the player chose otherwise. */
  #ticket = 0;
  readonly #daily = new Map<string, { level: Level; ref: LevelRef }>();
  /** Replays: each run's, the viewer, share links and files, the ghost, the leaderboards. */
  readonly replays: ReplayFlow;

  constructor(options: ShellOptions) {
    this.#o = options;
    this.#progress = options.progress;
    this.#host = h('div', { className: 'screens' });
    this.#announce = h('p', { className: 'sr-only', attrs: { 'aria-live': 'polite' } });
    this.#hud = new Hud(() => {
      this.command('pause');
    });
    options.root.append(this.#hud.element, this.#host, this.#announce);
    this.replays = new ReplayFlow({
      ...options,
      loadKit: options.loadReplayKit,
      settings: () => this.#prefs.settings,
      host: {
        screen: () => this.#screen,
        show: (screen, loading) => {
          if (loading !== undefined) this.#loadingText = loading;
          this.#show(screen);
        },
        toTitle: (notice) => {
          this.#toTitle(notice);
        },
        claim: () => ++this.#ticket,
        isCurrent: (ticket) => ticket === this.#ticket,
      },
    });
    const { loop } = options;
    this.#prefs = new Preferences({
      ...options,
      diagnostics: {
        root: options.root,
        load: options.loadDiagnostics,
        stats: () => loop.stats(),
        ledger: () => loop.ledger,
        intervalHistory: () => loop.intervalHistory(),
        run: () => this.#shown(),
        onStall: (ms) => {
          this.simulateStall(ms);
        },
      },
    });
  }

  /** The screen on show. */
  get screen(): Screen {
    return this.#screen;
  }

  /** The player's settings as they are now. */
  get settings(): Settings {
    return this.#prefs.settings;
  }

  /** Won levels and best times as they are now. */
  get progress(): Progress {
    return this.#progress;
  }

  /** Opens what the page was asked for: a level, a seed, a shared replay, or the title. */
  launch(request: LaunchRequest): void {
    if (request.kind === 'level') this.startLevel(request.level);
    else if (request.kind === 'seed') void this.startSeed(request.seed);
    else if (request.kind === 'replay') {
      this.#toTitle(null);
      void this.replays.openLink(request.fragment);
    } else this.#toTitle(request.notice);
  }

  /** The loop's tick: the viewer's playback on the replay screen, else the live run. */
  tick(input: number): void {
    const viewer = this.#screen === 'replay' ? this.replays.viewer : null;
    if (viewer !== null) viewer.tick();
    else this.#o.session.tick(input);
  }

  /** A key command from the keyboard. */
  command(command: Command): void {
    const screen = this.#screen;
    if (screen === 'replay' && this.replays.command(command)) return;
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
    this.replays.live.runEnded();
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
    const viewer = this.#screen === 'replay' ? this.replays.viewer : null;
    const run = viewer?.playback.run ?? this.#o.session.run;
    if (run === null || MENUS.has(this.#screen)) {
      this.#o.renderer.draw(this.#o.backdrop, 0, 'backdrop');
    } else {
      const ghost = viewer === null ? this.replays.live.ghost : null;
      this.#o.renderer.draw(run, alpha, 'play', ghost?.view(alpha) ?? null);
      this.#hud.update(run);
      this.#o.announcer?.update(run);
      viewer?.refresh();
    }
    this.#prefs.frame();
  }

  /** What the testing hook reports: the run (or playback) on screen, or the last one shown. */
  state(): GameState {
    return readGameState(this.#screen, this.#shown(), this.#o.loop.paused);
  }

  /** The run on screen: the viewer's playback, or the live run (or the last one shown). */
  #shown(): Simulation | null {
    return this.replays.shownRun() ?? this.#o.session.run;
  }

  /** Starts a run of a built-in level from any screen. */
  startLevel(level: Level): void {
    this.#startRun(level, 'level', { id: level.id });
  }

  /** Starts a generated level; a seed the generator refuses brings up the title with its reason. */
  startSeed(seed: number): Promise<void> {
    return this.#generate(
      'seed',
      async () => ({ level: await this.#o.makeSeeded(seed), ref: { seed } }),
      `seed ${String(seed)}`,
    );
  }

  /** Starts today's daily labyrinth (UTC), generated once per day. */
  startDaily(): Promise<void> {
    const date = this.#o.today();
    const key = `${String(date.year)}-${String(date.month)}-${String(date.day)}`;
    return this.#generate(
      'daily',
      async () => {
        const daily = this.#daily.get(key) ?? (await this.#o.makeDaily(date));
        this.#daily.set(key, daily);
        return daily;
      },
      'the daily labyrinth',
    );
  }

  /** Pauses a run in play or a replay (as the P key). */
  pause(): void {
    if (this.#screen === 'playing') this.#o.loop.pause('user');
    else if (this.#screen === 'replay') this.replays.viewer?.pause();
  }

  /** Resumes from the pause screen, ignoring keys pressed while paused, or plays a replay. */
  resume(): void {
    if (this.#screen === 'replay') this.replays.viewer?.play();
    if (this.#screen !== 'paused') return;
    this.#o.keyboard.clearLatched();
    this.#show('playing');
    this.#o.loop.resume();
  }

  /** Starts the current level again from tick 0 (a replay, from its start). */
  restart(): void {
    if (this.#screen === 'replay') {
      this.replays.viewer?.restart();
      return;
    }
    this.#ticket += 1;
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
    await this.#prefs.setDiagnostics(on);
  }

  /** Shows 'loading' while a level is generated, then starts it unless the player moved on. */
  async #generate(
    kind: RunKind,
    make: () => Promise<{ level: Level; ref: LevelRef }>,
    what: string,
  ): Promise<void> {
    this.#o.loop.pause('menu');
    const ticket = ++this.#ticket;
    this.#loadingText = 'Carving the labyrinth…';
    this.#show('loading');
    let made: { level: Level; ref: LevelRef };
    try {
      made = await make();
    } catch (error) {
      if (ticket === this.#ticket) {
        this.#toTitle(
          `Could not make ${what}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      return;
    }
    if (ticket === this.#ticket && this.#screen === 'loading')
      this.#startRun(made.level, kind, made.ref);
  }

  #startRun(level: Level, kind: RunKind, ref: LevelRef): void {
    this.#ticket += 1;
    this.#o.session.start(level, kind, ref);
    this.#beginRun();
  }

  #beginRun(): void {
    const loop = this.#o.loop;
    if (!loop.running) loop.start();
    loop.setRate(1);
    loop.restartClock();
    this.#o.keyboard.clearLatched();
    this.replays.runStarted();
    const run = this.#o.session.run;
    // The HUD shows the new run at once, not only from its first frame.
    if (run !== null) this.#hud.update(run);
    this.#show('playing');
    loop.resume();
    if (this.#o.isHidden()) loop.pause('hidden');
  }

  #toTitle(notice: string | null): void {
    // Whatever was on its way (a level being made, a replay being opened) is not wanted now.
    this.#ticket += 1;
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
      else if ('open' in action) void this.replays.openFile(action.open);
      else if ('rename' in action) this.#prefs.rename(action.rename);
      else if ('bindings' in action) this.#prefs.update({ bindings: action.bindings });
      else this.#toggle(action.toggle);
    } else if (action === 'scores') void this.replays.leaderboards.show();
    else if (action === 'play') {
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
    this.#prefs.toggle(toggle);
    if (toggle === 'ghost') this.replays.live.ghostSettingChanged();
    if (this.#screen === 'settings') {
      this.#show('settings');
      this.#host.querySelector<HTMLElement>(`[data-setting="${toggle}"]`)?.focus();
    }
  }

  #show(screen: Screen): void {
    if (screen !== 'replay') this.replays.close();
    this.#screen = screen;
    const element = buildScreen(screen, {
      levels: this.#o.levels,
      progress: this.#progress,
      settings: this.#prefs.settings,
      today: this.#o.today(),
      notice: this.#notice,
      pauseReason: this.#o.loop.pauseReason ?? 'user',
      summary: this.#summary,
      error: this.#error,
      run: this.#o.session.run,
      kind: this.#o.session.kind,
      loading: this.#loadingText,
      panel: this.#panel(screen),
      act: this.#act,
    });
    this.#host.replaceChildren(...(element === null ? [] : [element]));
    this.#hud.setVisible(
      screen === 'replay' ||
        (!MENUS.has(screen) && screen !== 'error' && this.#o.session.run !== null),
    );
    if (screen === 'won' || screen === 'lost')
      this.#announce.textContent = element?.querySelector('h2')?.textContent ?? '';
    if (element === null) {
      if (isControl(document.activeElement)) (document.activeElement as HTMLElement).blur();
    } else {
      focusFirst(element);
    }
  }

  /** The part of a screen built elsewhere: the viewer, a leaderboard, an end screen's replay. */
  #panel(screen: Screen): HTMLElement | null {
    if (screen === 'replay') return this.replays.viewer?.element ?? null;
    if (screen === 'scores') return this.replays.leaderboards.panel();
    if (screen === 'won' || screen === 'lost') return this.replays.live.endActions();
    return null;
  }
}
