import type { PauseReason } from '../loop';
import type { Level } from '../sim';
import type { Progress } from '../storage/progress';
import type { Settings } from '../storage/settings';
import type { Bindings } from '../storage/stored-bindings';
import type { CommunityView } from './community/community-view';
import type { Screen } from './core/screen';
import type { ActionHandlers } from './core/screen-actions';
import type { MakerTime } from './core/shared-level';
import type { CalendarDate } from './core/utc-date';
import type { EditorSession } from './editor/editor-session';
import type { LiveListView, LiveWatchView } from './live/live-view';
import type { EventsView } from './events/events-view';
import type { AccountModel } from './global/account-flow';
import type { BoardView } from './replays/leaderboard-browser';
import type { ReplayPlayer } from './replays/replay-player';
import type { RunReplayActions } from './replays/run-replays';
import type { RoomView } from './rooms/room-view';
import type { RunSummary } from './score-run';
import type { SplitTableModel } from './splits/live-splits';
import type { MessageDescriptor } from './text/message-descriptor';

/**
 * The title: the level Play starts, today's daily, a notice (a refused link, a seed), whether
 * the Events screen is offered, and the event open now, whose one-line notice leads there.
 */
export interface TitleModel {
  /** The name of the level Play starts ('' with no levels). */
  readonly nextLevel: string;
  readonly today: CalendarDate;
  readonly notice: MessageDescriptor | null;
  /** True when the menu offers the Events screen (a player who posts); absent otherwise. */
  readonly events?: true;
  /** The name of an event open now; absent when none is. */
  readonly openEvent?: string;
  /** The name of a cup in which the player's race room waits; absent when none does. */
  readonly cupRoom?: string;
}

/** The level select: every built-in level, and which are won. */
export interface LevelSelectModel {
  readonly levels: readonly Level[];
  readonly progress: Progress;
}

/** Settings: every setting, and the player's name and key on the global leaderboard. */
export interface SettingsModel {
  readonly settings: Settings;
  /** The player's name and key on the global leaderboard, or null without the service. */
  readonly account: AccountModel | null;
}

/** The pause screen: why the run paused, and whether it is the editor's playtest. */
export interface PauseModel {
  readonly pauseReason: PauseReason;
  /** A playtest's way out is back to the editor. */
  readonly playtest: boolean;
}

/** The win and lose screens of a live run. */
export interface RunEndModel {
  /** How the run ended (null before any run ended: the screen shows nothing). */
  readonly summary: RunSummary | null;
  /** The built-in level after the one just won, or null. */
  readonly next: Level | null;
  /** An editor playtest: the way back to the editor is offered. */
  readonly playtest: boolean;
  /** The maker's winning time of the shared level in play, or null. */
  readonly maker: MakerTime | null;
  /** The run's replay buttons, or null. */
  readonly replay: RunReplayActions | null;
  /** The finished run's split table, or null. */
  readonly splits: SplitTableModel | null;
  /** Whether the screen offers to race the world record of the run's level. */
  readonly raceRecord: boolean;
  /** What moderation did to the player's runs, name or key, with why. */
  readonly moderation: readonly string[];
}

/** The error screen: what stopped the game, and whether a run can start again. */
export interface ErrorModel {
  readonly error: string;
  readonly canRestart: boolean;
}

/** A screen that shows nothing beyond what every screen has (the keys, the HUD). */
export type NoModel = object;

/** What each screen shows, by screen, beyond what every screen has. */
export interface ScreenContents {
  readonly title: TitleModel;
  readonly levels: LevelSelectModel;
  readonly help: NoModel;
  readonly settings: SettingsModel;
  readonly controls: NoModel;
  /** What the loading screen says. */
  readonly loading: { readonly loading: string };
  readonly scores: { readonly board: BoardView | null };
  readonly playing: NoModel;
  readonly paused: PauseModel;
  readonly won: RunEndModel;
  readonly lost: RunEndModel;
  readonly replay: { readonly player: ReplayPlayer | null };
  readonly editor: { readonly session: EditorSession | null };
  readonly community: { readonly community: CommunityView | null };
  readonly live: { readonly live: LiveListView | null };
  readonly 'live-watch': { readonly watch: LiveWatchView | null };
  readonly events: { readonly events: EventsView | null };
  readonly room: { readonly room: RoomView | null };
  readonly error: ErrorModel;
}

/** What the feature of each screen makes of it: the screen's name and what it shows. */
export type ScreenBodies = {
  readonly [S in Screen]: { readonly screen: S } & ScreenContents[S];
};

/** What every screen has: whether the HUD shows over it, and the keys as bound. */
export interface ScreenFrame {
  /** Whether the HUD shows over the maze. */
  readonly hud: boolean;
  /** The keys as bound, which the HUD, the replay viewer and the key screens name. */
  readonly bindings: Bindings;
}

/** The model of screen `S`: what every screen has, and what `S` shows. */
export type ModelOf<S extends Screen> = ScreenFrame & ScreenBodies[S];

/** What a screen shows: one member per screen, told apart by `screen`. */
export type ScreenModel = ModelOf<Screen>;

/** How the screens `S` make what they show, each called as its screen goes up. */
export type ModelBuilders<S extends Screen = Screen> = {
  readonly [K in S]: () => ScreenBodies[K];
};

/**
 * A feature's screens as it registers them, once: the actions of their buttons and how each
 * screen's model is made. A new screen is its feature's entry here and one registration line.
 */
export interface ScreenFeature<S extends Screen = never> {
  readonly actions?: ActionHandlers;
  readonly models?: ModelBuilders<S>;
}
