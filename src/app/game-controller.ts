import type { PauseReason } from '../loop';
import type { Level, Simulation } from '../sim';
import { saveProgress, type Progress } from '../storage/progress';
import type { Settings } from '../storage/settings';
import type { Command } from './core/command';
import { readGameState, type GameState } from './game-state';
import type { GameOptions, LoopControl, TickInput } from './game-options';
import type { GameView } from './game-view';
import { diagnosticsSource } from './diagnostics-loader';
import { FramePainter } from './frame-painter';
import type { LaunchRequest } from './launch-params';
import { Preferences } from './preferences';
import { EditorFlow } from './editor/editor-flow';
import { ReplayController } from './replays/replay-controller';
import { RunLauncher } from './run-launcher';
import { RunSession } from './core/run-session';
import { MENUS, type Screen, type ScreenAction, type Toggle } from './core/screen';
import { replayPanel, ScreenFlow } from './screen-flow';
import { actOnScreen, launchRequest } from './screen-actions';
import { scoreRun } from './score-run';

/**
 * The game's flow: screens, runs, pausing, settings and progress. The loop calls it each tick and
 * frame, keys arrive as commands, the page is reached only through the view; it reads no time.
 */
export class GameController {
  /** The loop the game was built with (the testing hook reads its figures). */
  readonly loop: LoopControl;
  /** The run on screen and every input it was given. */
  readonly session: RunSession;
  /** Replays: each run's, the viewer, share links and files, the ghost, the leaderboards. */
  readonly replays: ReplayController;
  /** The level editor between screens, its playtests, and shared level links. */
  readonly editor: EditorFlow;
  readonly #options: GameOptions;
  readonly #view: GameView;
  readonly #input: TickInput;
  readonly #preferences: Preferences;
  readonly #launcher: RunLauncher;
  readonly #screens: ScreenFlow;
  #progress: Progress;
  readonly #painter: FramePainter;

  constructor(options: GameOptions) {
    this.#options = options;
    this.#progress = options.progress;
    this.#view = options.createView(this.#act);
    this.#input = options.createInput((command) => {
      this.command(command);
    });
    this.session = new RunSession({
      onAdvance: (_input, run) => {
        options.sounds.play(run.events);
      },
      onEnd: (run) => {
        this.onRunEnd(run);
      },
    });
    const loop = options.createLoop({
      // Input is sampled here, once per tick, never per frame (a replay on screen ignores it).
      tick: () => {
        this.tick(this.#input.sample());
      },
      render: (alpha) => {
        this.frame(alpha);
      },
      onPauseChange: (paused, reason) => {
        this.onPauseChange(paused, reason);
      },
      onError: (error) => {
        this.fail(error);
      },
    });
    this.loop = loop;
    const host = new ScreenFlow({
      ...options,
      view: this.#view,
      loop,
      live: () => ({
        run: this.session.run,
        kind: this.session.kind,
        progress: this.#progress,
        settings: this.#preferences.settings,
        maker: this.session.kind === 'shared' ? this.editor.maker : null,
      }),
      panel: (screen) => replayPanel(screen, this.replays, this.editor.session),
      onLeaveReplay: () => {
        this.replays.close();
      },
    });
    this.#screens = host;
    this.replays = new ReplayController({
      ...options,
      host,
      loop,
      session: this.session,
      settings: () => this.#preferences.settings,
      onRunKept: (replay, run) => {
        this.editor.runKept(replay, run, this.session.kind);
      },
      startRun: (ref) => void this.#launcher.startRef(ref),
      sharedDocument: () => this.editor.sharedDocument,
    });
    this.#preferences = new Preferences({
      ...options,
      loop,
      loadDiagnostics: () =>
        options.loadDiagnostics(
          diagnosticsSource(loop, this.replays, (ms) => {
            this.simulateStall(ms);
          }),
        ),
    });
    this.#painter = new FramePainter({
      ...options,
      view: this.#view,
      overlayFrame: () => {
        this.#preferences.frame();
      },
    });
    this.#launcher = new RunLauncher({
      ...options,
      host,
      loop,
      session: this.session,
      input: this.#input,
      onRunStart: () => {
        this.replays.runStarted();
        const run = this.session.run;
        // The HUD shows the new run at once, not only from its first frame.
        if (run !== null) this.#view.frame(run);
      },
    });
    this.editor = new EditorFlow({
      ...options,
      host,
      loop,
      library: this.replays.library,
      launcher: this.#launcher,
    });
  }

  /** The screen on show. */
  get screen(): Screen {
    return this.#screens.screen();
  }

  /** The player's settings as they are now. */
  get settings(): Settings {
    return this.#preferences.settings;
  }

  /** Won levels and best times as they are now. */
  get progress(): Progress {
    return this.#progress;
  }

  /** Opens what the page was asked for: a level, a seed, a shared replay or level, or the title. */
  launch(request: LaunchRequest): void {
    launchRequest(request, this, this.#screens);
  }

  /** The loop's tick: the viewer's playback on the replay screen, else the live run. */
  tick(input: number): void {
    const viewer = this.screen === 'replay' ? this.replays.viewer : null;
    if (viewer !== null) viewer.tick();
    else this.session.tick(input);
  }

  /** A key command from the keyboard. */
  command(command: Command): void {
    const screen = this.screen;
    if (screen === 'replay' && this.replays.command(command)) return;
    if (command === 'diagnostics') this.#toggle('diagnostics');
    else if (
      command === 'pause' ||
      (command === 'back' && (screen === 'playing' || screen === 'paused'))
    ) {
      if (screen === 'playing') this.pause();
      else if (screen === 'paused') this.resume();
    } else if (command === 'back') {
      this.#screens.back();
    } else if (command === 'restart') {
      if (!MENUS.has(screen) && screen !== 'error' && this.session.run !== null) this.restart();
    } else {
      this.#view.confirm();
    }
  }

  /** The loop paused or resumed: a pause during play brings up the pause screen. */
  onPauseChange(paused: boolean, reason: PauseReason): void {
    if (paused && reason !== 'menu' && this.screen === 'playing') this.#screens.show('paused');
  }

  /** A run ended on this tick: stop ticking, keep score, show the result. */
  onRunEnd(run: Simulation): void {
    this.loop.pause('menu');
    const scored = scoreRun({ run, kind: this.session.kind, progress: this.#progress });
    if (scored.progress !== this.#progress) {
      this.#progress = scored.progress;
      saveProgress(this.#options.store, this.#progress);
    }
    this.replays.live.runEnded();
    this.#screens.showEnd(scored.summary);
  }

  /** The loop stopped on an error: report it once and offer a way back; nothing is saved. */
  fail(error: unknown): void {
    this.#options.reportError(error);
    this.#screens.showError(error instanceof Error ? error.message : String(error));
  }

  /** Draws one frame (the loop's render callback). */
  frame(alpha: number): void {
    const viewer = this.screen === 'replay' ? this.replays.viewer : null;
    const run = viewer?.playback.run ?? this.session.run;
    const menu = run === null || MENUS.has(this.screen);
    const ghost = viewer === null ? this.replays.live.ghost : null;
    this.#painter.paint({ run: menu ? null : run, ghost }, alpha);
  }

  /** What the testing hook reports: the run (or playback) on screen, or the last one shown. */
  state(): GameState {
    return readGameState(this.screen, this.replays.runOnScreen(), this.loop.paused);
  }

  /** Starts a run of a built-in level from any screen. */
  startLevel(level: Level): void {
    this.#launcher.startLevel(level);
  }

  /** Starts a generated level; a seed the generator refuses brings up the title with its reason. */
  startSeed(seed: number): Promise<void> {
    return this.#launcher.startSeed(seed);
  }

  /** Starts today's daily labyrinth (UTC), generated once per day. */
  startDaily(): Promise<void> {
    return this.#launcher.startDaily();
  }

  /** Pauses a run in play or a replay (as the P key). */
  pause(): void {
    if (this.screen === 'playing') this.loop.pause('user');
    else if (this.screen === 'replay') this.replays.viewer?.pause();
  }

  /** Resumes from the pause screen, ignoring keys pressed while paused, or plays a replay. */
  resume(): void {
    if (this.screen === 'replay') this.replays.viewer?.play();
    if (this.screen !== 'paused') return;
    this.#input.clearLatched();
    this.#screens.show('playing');
    this.loop.resume();
  }

  /** Starts the current level again from tick 0 (a replay, from its start). */
  restart(): void {
    if (this.screen === 'replay') this.replays.viewer?.restart();
    else this.#launcher.restart();
  }

  /** Back to the title; the last run stays reported until the next starts. */
  quitToTitle(): void {
    this.#screens.toTitle(null);
  }

  /** Busy-waits `ms` inside the next drawn frame, as a stall would. */
  simulateStall(ms: number): void {
    this.#painter.stallNextFrame(ms);
  }

  /** Shows or hides the overlay and saves the setting; resolves once it is on screen. */
  async setDiagnostics(on: boolean): Promise<void> {
    await this.#preferences.setDiagnostics(on);
  }

  readonly #act = (action: ScreenAction): void => {
    actOnScreen(action, this, {
      levels: this.#options.levels,
      preferences: this.#preferences,
      toggle: (toggle) => {
        this.#toggle(toggle);
      },
      show: (screen) => {
        this.#screens.show(screen);
      },
    });
  };

  #toggle(toggle: Toggle): void {
    this.#preferences.toggle(toggle);
    if (toggle === 'ghost') this.replays.live.ghostSettingChanged();
    if (this.screen === 'settings') {
      this.#screens.show('settings');
      this.#view.focusSetting(toggle);
    }
  }
}
