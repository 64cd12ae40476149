import type { Level, Simulation } from '../sim';
import type { Progress } from '../storage/progress';
import type { Settings } from '../storage/settings';
import type { LoopControl } from './game-options';
import type { GameView, ScreenPanel } from './game-view';
import type { EditorSession } from './editor/editor-session';
import type { MakerTime } from './editor/editor-flow';
import type { ReplayController } from './replays/replay-controller';
import type { RunKind } from './core/run-session';
import { BACK_TO, MENUS, OPENED_FROM_SETTINGS, type Screen, type ScreenHost } from './core/screen';
import type { RunSummary } from './score-run';
import type { CalendarDate } from './core/utc-date';

/** What the screens show that lives elsewhere: the run, progress, settings, the replay panels. */
export interface ScreenFlowOptions {
  readonly view: GameView;
  readonly loop: LoopControl;
  readonly levels: readonly Level[];
  readonly today: () => CalendarDate;
  readonly live: () => {
    readonly run: Simulation | null;
    readonly kind: RunKind;
    readonly progress: Progress;
    readonly settings: Settings;
    readonly maker: MakerTime | null;
  };
  /** The part of `screen` made by the replay side, or null. */
  readonly panel: (screen: Screen) => ScreenPanel | null;
  /** Told before any screen but the replay viewer goes up (the viewer closes). */
  readonly onLeaveReplay: () => void;
}

/**
 * Which screen is up and what the screens say (a notice on the title, the end of a run, an
 * error, what is loading), and the ticket that drops a slow request once the player moved on.
 * Putting a screen up hands the view everything it shows.
 */
export class ScreenFlow implements ScreenHost {
  readonly #options: ScreenFlowOptions;
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

  /** Back to the title (with a notice, or none); whatever was on its way is dropped. */
  /** Back (Escape, a pad's B) from a menu: one level up where there is one, else the title. */
  back(): void {
    const above = BACK_TO[this.#screen];
    if (above !== undefined) this.show(above);
    else if (this.#screen !== 'title' && this.#screen !== 'error') this.toTitle(null);
  }

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
    if (screen !== 'replay') this.#options.onLeaveReplay();
    const from = this.#screen;
    this.#screen = screen;
    const { run, kind, progress, settings, maker } = this.#options.live();
    this.#options.view.show({
      screen,
      levels: this.#options.levels,
      progress,
      settings,
      today: this.#options.today(),
      notice: this.#notice,
      pauseReason: this.#options.loop.pauseReason ?? 'user',
      summary: this.#summary,
      error: this.#error,
      run,
      kind,
      maker,
      loading: this.#loadingText,
      panel: this.#options.panel(screen),
      hud: screen === 'replay' || (!MENUS.has(screen) && screen !== 'error' && run !== null),
    });
    const opener = screen === 'settings' ? OPENED_FROM_SETTINGS[from] : undefined;
    if (opener !== undefined) this.#options.view.focusSetting(opener);
  }
}

/** The part of `screen` made elsewhere: the viewer, a board, an end screen's replay, the editor. */
export function replayPanel(
  screen: Screen,
  replays: ReplayController,
  editor: EditorSession | null,
): ScreenPanel | null {
  if (screen === 'editor') return editor === null ? null : { kind: 'editor', session: editor };
  if (screen === 'replay') {
    const player = replays.viewer;
    return player === null ? null : { kind: 'viewer', player };
  }
  if (screen === 'scores') {
    const board = replays.leaderboards.board();
    return board === null ? null : { kind: 'board', board };
  }
  if (screen === 'won' || screen === 'lost') {
    const actions = replays.live.endActions();
    return actions === null ? null : { kind: 'run-replay', actions };
  }
  return null;
}
