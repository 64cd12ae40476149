import type { PauseReason } from '../loop';
import type { Level } from '../sim';
import type { Progress } from '../storage/progress';
import type { Settings } from '../storage/settings';
import type { Command } from './core/command';
import type { RunSession } from './core/run-session';
import { MENUS, type Screen, type ScreenAction, type Toggle } from './core/screen';
import { ScreenActions } from './core/screen-actions';
import type { LiveWatch } from './live/live-watch';
import type { RivalReport } from './rooms/room-rivals';
import { toggleSetting } from './toggle-setting';
import { composeGame, type GameParts } from './compose-game';
import { registerGameScreens } from './game-screens';
import type { EditorFlow } from './editor/editor-flow';
import type { GameOptions, LoopControl } from './game-options';
import { readGameState, type GameState } from './game-state';
import type { LaunchRequest } from './launch-params';
import type { LaunchRouter } from './launch-router';
import type { LeaderboardBrowser } from './replays/leaderboard-browser';
import type { LiveGhost } from './replays/live-ghost';
import type { LiveSplits } from './splits/live-splits';
import type { ReplayController } from './replays/replay-controller';
import type { RunReplays } from './replays/run-replays';
import type { UpdateFlow } from './update-flow';

/** The screens of a run, where the comparison key switches what the splits compare with. */
const RUN_SCREENS: ReadonlySet<Screen> = new Set(['playing', 'paused', 'won', 'lost']);

/**
 * The game as the player and the page drive it: key commands, the screens' buttons, the testing
 * hook's actions, pausing and the end of an error. Its parts are composed in compose-game.ts; the
 * loop ticks and draws whatever stage is up. It reads no time and reaches the page only through
 * the ports it was given.
 */
export class GameController {
  /** The loop the game was built with (the testing hook reads its figures). */
  readonly loop: LoopControl;
  /** The run on screen and every input it was given. */
  readonly session: RunSession;
  /** Opening and watching replays. */
  readonly replays: ReplayController;
  /** Each live run's replay and its entry on the leaderboards. */
  readonly runReplays: RunReplays;
  /** The ghost racing the live run. */
  readonly ghost: LiveGhost;
  /** The live run's splits against the comparison. */
  readonly splits: LiveSplits;
  /** The leaderboard screens. */
  readonly leaderboards: LeaderboardBrowser;
  /** The level editor between screens, its playtests, and shared level links. */
  readonly editor: EditorFlow;
  /** Opens launch links: the page's address, and each link pasted into it. */
  readonly router: LaunchRouter;
  /** New builds of the game, and a leaderboard service ahead of it. */
  readonly updates: UpdateFlow;
  readonly #parts: GameParts;
  /** Each screen action's owner. */
  readonly #actions: ScreenActions;
  readonly #reportError: (error: unknown) => void;

  constructor(options: GameOptions) {
    this.#reportError = options.page.reportError;
    const parts = composeGame(options, {
      command: (command) => {
        this.command(command);
      },
      act: (action) => {
        this.act(action);
      },
      pauseChanged: (paused, reason) => {
        this.#pauseChanged(paused, reason);
      },
      fail: (error) => {
        this.fail(error);
      },
    });
    this.#parts = parts;
    this.loop = parts.loop;
    this.session = parts.session;
    this.replays = parts.replays;
    this.runReplays = parts.runReplays;
    this.ghost = parts.ghost;
    this.splits = parts.splits;
    this.leaderboards = parts.leaderboards;
    this.editor = parts.editor;
    this.router = parts.router;
    this.updates = parts.updates;
    this.#actions = new ScreenActions();
    const own = {
      title: () => {
        this.quitToTitle();
      },
      help: () => {
        parts.screens.show('help');
      },
      resume: () => {
        this.resume();
      },
      restart: () => {
        this.restart();
      },
      pause: () => {
        this.pause();
      },
    };
    registerGameScreens(options, parts, own, (feature) => {
      if (feature.actions !== undefined) this.#actions.register(feature.actions);
      if (feature.models !== undefined) parts.screens.register(feature.models);
    });
  }

  /** The screen on show. */
  get screen(): Screen {
    return this.#parts.screens.screen();
  }

  /** The player's settings as they are now. */
  get settings(): Settings {
    return this.#parts.preferences.settings;
  }

  /** Won levels and best times as they are now. */
  get progress(): Progress {
    return this.#parts.progress.progress;
  }

  /** Opens what the page was asked for: a level, a seed, a shared replay or level, or the title. */
  launch(request: LaunchRequest): void {
    this.router.open(request);
  }

  /** A key command from the keyboard or a pad. */
  command(command: Command): void {
    const screen = this.screen;
    if (this.#parts.stages.command(command)) return;
    if (command === 'step-back' || command === 'step-forward') return;
    if (command === 'comparison') {
      if (RUN_SCREENS.has(screen)) this.#toggle('splitComparison');
    } else if (command === 'diagnostics') this.#toggle('diagnostics');
    else if (
      command === 'pause' ||
      (command === 'back' && (screen === 'playing' || screen === 'paused'))
    ) {
      if (screen === 'playing') this.pause();
      else if (screen === 'paused') this.resume();
    } else if (command === 'back') {
      this.#parts.screens.back();
    } else if (command === 'restart') {
      if (!MENUS.has(screen) && screen !== 'error' && this.session.run !== null) this.restart();
    } else {
      this.#parts.view.confirm();
    }
  }

  /** What a screen's button asks for: handed to the feature that owns the action. */
  act(action: ScreenAction): void {
    this.#actions.act(action);
  }

  /** The loop stopped on an error: report it once and offer a way back; nothing is saved. */
  fail(error: unknown): void {
    this.#reportError(error);
    this.#parts.screens.showError(error instanceof Error ? error.message : String(error));
  }

  /** What the testing hook reports: the run (or playback) on screen, or the last one shown. */
  state(): GameState {
    return readGameState(this.screen, this.#parts.reported.run(), this.loop.paused);
  }

  /** Starts a run of a built-in level from any screen. */
  startLevel(level: Level): void {
    this.#parts.launcher.startLevel(level);
  }

  /** Starts a generated level; a seed the generator refuses brings up the title with its reason. */
  startSeed(seed: number): Promise<void> {
    return this.#parts.launcher.startSeed(seed);
  }

  /** Starts today's daily labyrinth (UTC), generated once per day. */
  startDaily(): Promise<void> {
    return this.#parts.launcher.startDaily();
  }

  /** Pauses a run in play or a replay (as the P key): the stage up knows how. */
  pause(): void {
    this.#parts.stages.pause();
  }

  /** Resumes from the pause screen, ignoring keys pressed while paused, or plays a replay. */
  resume(): void {
    this.#parts.stages.resume();
  }

  /** Starts the current level again from tick 0 (a replay, from its start). */
  restart(): void {
    this.#parts.stages.restart();
  }

  /**
   * Back to the title; the last run stays reported until the next starts. A run left while
   * playing is abandoned (posted as an attempt when it lasted long enough: run-replays.ts).
   */
  quitToTitle(): void {
    this.session.abandon();
    this.#parts.screens.toTitle(null);
  }

  /** The live run the watch view follows, or null (the testing hook reads it). */
  get watching(): LiveWatch | null {
    return this.#parts.live?.watching ?? null;
  }

  /** The rivals of the race run in play, as its ghosts stand (the testing hook reads them). */
  get rivals(): RivalReport[] {
    return this.#parts.rivals.reports();
  }

  /** Busy-waits `ms` inside the next drawn frame, as a stall would. */
  simulateStall(ms: number): void {
    this.#parts.stall.request(ms);
  }

  /** Shows or hides the overlay and saves the setting; resolves once it is on screen. */
  async setDiagnostics(on: boolean): Promise<void> {
    await this.#parts.preferences.setDiagnostics(on);
  }

  /** Saves the chosen language ('' follows the browser), as Settings' picker does. */
  setLanguage(language: string): void {
    this.#parts.preferences.update({ language });
  }

  /** The loop paused or resumed: a pause during play brings up the pause screen. */
  #pauseChanged(paused: boolean, reason: PauseReason): void {
    if (paused && reason !== 'menu' && this.screen === 'playing') {
      this.#parts.screens.show('paused');
    }
    // The watch view says when it stopped in the background, and when it watches on.
    if ((reason === 'hidden' || reason === 'blur') && this.screen === 'live-watch') {
      this.#parts.screens.show('live-watch');
    }
  }

  #toggle(toggle: Toggle): void {
    toggleSetting(this.#parts, toggle);
  }
}
