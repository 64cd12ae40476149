import type { Level, Simulation } from '../sim';
import type { Progress } from '../storage/progress';
import type { Settings } from '../storage/settings';
import type { LoopControl } from './game-options';
import type { GameView, ScreenPanel } from './game-view';
import type { EditorSession } from './editor/editor-session';
import type { BoardView } from './replays/leaderboard-browser';
import type { ReplayPlayer } from './replays/replay-player';
import type { RunReplayActions } from './replays/run-replays';
import { postsGlobally, type RunKind } from './core/run-session';
import { BACK_TO, MENUS, OPENED_FROM_SETTINGS, type Screen, type ScreenHost } from './core/screen';
import type { MakerTime } from './core/shared-level';
import type { RunSummary } from './score-run';
import type { CalendarDate } from './core/utc-date';
import type { SplitTableModel } from './splits/live-splits';
import type { AccountModel } from './global/account-flow';

/** What the screens show that lives elsewhere, built before them. */
export interface ScreenFlowOptions {
  readonly view: GameView;
  readonly loop: Pick<LoopControl, 'running' | 'start' | 'pause' | 'pauseReason'>;
  readonly levels: readonly Level[];
  readonly today: () => CalendarDate;
  /** The live run (or the last one) and its kind. */
  readonly session: { readonly run: Simulation | null; readonly kind: RunKind };
  readonly progress: { readonly progress: Progress };
  readonly settings: { readonly settings: Settings };
  /** The shared level in play, whose maker's time its end screen shows. */
  readonly shared: { readonly maker: MakerTime | null };
  /** Told of each screen put up: the stage that goes with it goes up. */
  readonly stages: { screenShown(screen: Screen): void };
  /** Told of each screen put up: a waiting build may take over between runs. */
  readonly updates: { screenShown(screen: Screen): void };
  /** Whether the game reaches the global leaderboard (world records to race). */
  readonly worldBoards: boolean;
}

/**
 * The parts of screens made by the parts that open screens (and so are built after them),
 * handed in once the game is composed: the replay viewer, the board on show, the replay buttons
 * of a run's end, the editor.
 */
export interface ScreenPanels {
  readonly viewer: () => ReplayPlayer | null;
  readonly board: () => BoardView | null;
  readonly endActions: () => RunReplayActions | null;
  readonly editor: () => EditorSession | null;
  /** The finished run's split table, for its end screen. */
  readonly splitTable: () => SplitTableModel | null;
  /** The player's name and key on the global leaderboard, for Settings (null without it). */
  readonly account: () => AccountModel | null;
  /** Told before any screen but the replay viewer goes up (the viewer closes). */
  readonly onLeaveReplay: () => void;
  /** What moderation did to the player's runs, name or key, for the end screens. */
  readonly moderation?: () => readonly string[];
}

/** Before the panels are in: no screen has a part made elsewhere. */
const NO_PANELS: ScreenPanels = {
  viewer: () => null,
  board: () => null,
  endActions: () => null,
  editor: () => null,
  splitTable: () => null,
  account: () => null,
  onLeaveReplay: () => undefined,
};

/**
 * Which screen is up and what the screens say (a notice on the title, the end of a run, an
 * error, what is loading), and the ticket that drops a slow request once the player moved on.
 * Putting a screen up hands the view everything it shows, and puts the stage that goes with it
 * up.
 */
export class ScreenFlow implements ScreenHost {
  readonly #options: ScreenFlowOptions;
  #panels: ScreenPanels = NO_PANELS;
  #screen: Screen = 'title';
  #notice: string | null = null;
  #summary: RunSummary | null = null;
  #error = '';
  #loadingText = '';
  /** Counts requests, so a slow generation or replay cannot open after the player chose otherwise. */
  #ticket = 0;

  constructor(options: ScreenFlowOptions) {
    this.#options = options;
  }

  /** Hands in the parts of screens made elsewhere (once, as the game is composed). */
  furnish(panels: ScreenPanels): void {
    this.#panels = panels;
  }

  screen(): Screen {
    return this.#screen;
  }

  claim(): number {
    this.#ticket += 1;
    return this.#ticket;
  }

  isCurrent(ticket: number): boolean {
    return ticket === this.#ticket;
  }

  /** Shows how a run ended: the win or lose screen. */
  showEnd(summary: RunSummary): void {
    this.#summary = summary;
    this.show(summary.outcome === 'won' ? 'won' : 'lost');
  }

  /** Shows the error screen with the message of what stopped the game. */
  showError(message: string): void {
    this.#error = message;
    this.show('error');
  }

  /** Back (Escape, a pad's B) from a menu: one level up where there is one, else the title. */
  back(): void {
    const above = BACK_TO[this.#screen];
    if (above !== undefined) this.show(above);
    else if (this.#screen !== 'title' && this.#screen !== 'error') this.toTitle(null);
  }

  /** Back to the title (with a notice, or none); whatever was on its way is dropped. */
  toTitle(notice: string | null): void {
    this.claim();
    const loop = this.#options.loop;
    // After an error the loop has stopped; the title needs frames for its backdrop.
    if (!loop.running) loop.start();
    loop.pause('menu');
    this.#notice = notice;
    this.show('title');
  }

  show(screen: Screen, loading?: string): void {
    if (loading !== undefined) this.#loadingText = loading;
    if (screen !== 'replay') this.#panels.onLeaveReplay();
    const from = this.#screen;
    this.#screen = screen;
    this.#options.stages.screenShown(screen);
    const { view, session, loop } = this.#options;
    const run = session.run;
    view.show({
      screen,
      levels: this.#options.levels,
      progress: this.#options.progress.progress,
      settings: this.#options.settings.settings,
      today: this.#options.today(),
      notice: this.#notice,
      pauseReason: loop.pauseReason ?? 'user',
      summary: this.#summary,
      error: this.#error,
      run,
      kind: session.kind,
      maker: session.kind === 'shared' ? this.#options.shared.maker : null,
      loading: this.#loadingText,
      panel: this.#panel(screen),
      hud: screen === 'replay' || (!MENUS.has(screen) && screen !== 'error' && run !== null),
      splits: screen === 'won' || screen === 'lost' ? this.#panels.splitTable() : null,
      raceRecord: this.#options.worldBoards && postsGlobally(session.kind),
      account: screen === 'settings' ? this.#panels.account() : null,
      ...(screen === 'won' || screen === 'lost'
        ? { moderation: this.#panels.moderation?.() ?? [] }
        : {}),
    });
    const opener = screen === 'settings' ? OPENED_FROM_SETTINGS[from] : undefined;
    if (opener !== undefined) view.focusSetting(opener);
    this.#options.updates.screenShown(screen);
  }

  /** The part of `screen` made elsewhere: the viewer, a board, an end screen's replay, the editor. */
  #panel(screen: Screen): ScreenPanel | null {
    const panels = this.#panels;
    if (screen === 'editor') {
      const session = panels.editor();
      return session === null ? null : { kind: 'editor', session };
    }
    if (screen === 'replay') {
      const player = panels.viewer();
      return player === null ? null : { kind: 'viewer', player };
    }
    if (screen === 'scores') {
      const board = panels.board();
      return board === null ? null : { kind: 'board', board };
    }
    if (screen === 'won' || screen === 'lost') {
      const actions = panels.endActions();
      return actions === null ? null : { kind: 'run-replay', actions };
    }
    return null;
  }
}
