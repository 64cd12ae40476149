import type { PauseReason } from '../loop';
import type { Level, Simulation } from '../sim';
import type { Progress } from '../storage/progress';
import type { Settings } from '../storage/settings';
import type { EditorSession } from './editor/editor-session';
import type { MakerTime } from './core/shared-level';
import type { BoardView } from './replays/leaderboard-browser';
import type { ReplayPlayer } from './replays/replay-player';
import type { RunReplayActions } from './replays/run-replays';
import type { RunKind } from './core/run-session';
import type { Screen, SettingsControl } from './core/screen';
import type { RunSummary } from './score-run';
import type { CalendarDate } from './core/utc-date';
import type { UpdateNotice } from './update-flow';
import type { SplitLineModel, SplitTableModel } from './splits/live-splits';
import type { AccountModel } from './global/account-flow';

/** The part of a screen made elsewhere: the viewer, a board, an end screen's replay, the editor. */
export type ScreenPanel =
  | { readonly kind: 'viewer'; readonly player: ReplayPlayer }
  | { readonly kind: 'board'; readonly board: BoardView }
  | { readonly kind: 'run-replay'; readonly actions: RunReplayActions }
  | { readonly kind: 'editor'; readonly session: EditorSession };

/** Everything a screen may show. */
export interface ScreenModel {
  readonly screen: Screen;
  readonly levels: readonly Level[];
  readonly progress: Progress;
  readonly settings: Settings;
  readonly today: CalendarDate;
  readonly notice: string | null;
  readonly pauseReason: PauseReason;
  readonly summary: RunSummary | null;
  readonly error: string;
  readonly run: Simulation | null;
  readonly kind: RunKind;
  /** The maker's winning time of the shared level in play, or null. */
  readonly maker: MakerTime | null;
  /** What the loading screen says. */
  readonly loading: string;
  readonly panel: ScreenPanel | null;
  /** Whether the HUD shows over the maze. */
  readonly hud: boolean;
  /** The finished run's split table (its end screen), or null. */
  readonly splits: SplitTableModel | null;
  /** Whether the end screen offers to race the world record of the run's level. */
  readonly raceRecord: boolean;
  /** Settings' part on the player's name and key on the global leaderboard, or null. */
  readonly account: AccountModel | null;
  /** On the end screens: what moderation did to the player's runs, name or key, with why. */
  readonly moderation?: readonly string[];
}

/** The screens on the page, as the game drives them (the DOM shell in the browser). */
export interface GameView {
  /** Puts up `model.screen`, replacing the one before, and shows or hides the HUD. */
  show(model: ScreenModel): void;
  /** A frame of `run` is drawn: the HUD shows it, and the replay viewer follows its playback. */
  frame(run: Simulation): void;
  /** The HUD's split line changed (on the tick of a split), or is hidden (null). */
  splitLine(line: SplitLineModel | null): void;
  /** Enter with no control focused: the first enabled button of the screen acts. */
  confirm(): void;
  /**
   * After the settings screen is rebuilt, focus goes back to the control just used: the switch
   * just flipped, or the Controls button on the way back from the Controls screen.
   */
  focusSetting(control: SettingsControl): void;
  /** Loads what the editor's screen needs (its code is a download of its own), before it shows. */
  prepareEditor(): Promise<void>;
  /** Shows where the game stands with its updates: "A new version is ready", and its button. */
  showUpdate(notice: UpdateNotice): void;
}
