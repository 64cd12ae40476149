import type { OwnModerationNotes } from './global/own-moderation';
import type { GameLoop, PauseReason } from '../loop';
import type { LevelRef } from '../replay/format';
import type { GhostView, Level, Simulation } from '../sim';
import type { LocalStore } from '../storage/local-store';
import type { Progress } from '../storage/progress';
import type { Settings } from '../storage/settings';
import type { Command } from './core/command';
import type { DiagnosticsDisplay, DiagnosticsSource } from './diagnostics-loader';
import type { EditorKit } from './editor/editor-flow';
import type { GameView } from './game-view';
import type { GlobalClient } from './global/global-client';
import type { CatalogueClient } from './community/catalogue-client';
import type { EventClient } from './events/event-client';
import type { GlobalPoster } from './global/global-poster';
import type { Timer } from './global/retrying-outbox';
import type { LiveConnect } from './live/live-runner';
import type { RoomClient } from './rooms/room-client';
import type { LevelPublisher } from './global/level-publisher';
import type { PlayerIdentity } from './global/player-identity';
import type { ReplayFiles } from './replays/replay-files';
import type { ReplayKit } from './replays/replay-library';
import type { ScreenAction } from './core/screen';
import type { CalendarDate } from './core/utc-date';
import type { BuildPort } from './update-flow';
import type { MessageDescriptor } from './text/message-descriptor';

/** The loop as the game drives it. */
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
  | 'setRate'
  | 'rate'
  | 'stats'
  | 'ledger'
  | 'intervalHistory'
>;

/** What the game hands the loop it is built with: one tick, one frame, and the loop's news. */
export interface LoopHandlers {
  readonly tick: () => void;
  readonly render: (alpha: number) => void;
  readonly onPauseChange: (paused: boolean, reason: PauseReason) => void;
  readonly onError: (error: unknown) => void;
}

/** Per-tick input, sampled once per tick, and the key presses held over from a pause. */
export interface TickInput {
  sample(): number;
  clearLatched(): void;
}

/** How a frame is drawn: a run (or the backdrop) at `alpha`, with the ghosts racing it. */
export interface FrameDrawer {
  draw(
    run: Simulation,
    alpha: number,
    mode: 'play' | 'backdrop',
    ghosts?: readonly GhostView[],
  ): void;
}

/** The sound effects, as the game plays and mutes them. */
export interface GameSounds {
  setMuted(muted: boolean): void;
  /** Browsers start audio only from a user gesture: this is one. */
  unlock(): void;
  /** Plays what the simulation's events of one tick sound like. */
  play(events: number): void;
}

/**
 * The global leaderboard: the service's client, the poster of won runs and the publisher of
 * levels made in the editor (both read the opt-in setting). Absent, the game keeps only this
 * browser's boards; without `levels`, published levels stay in this browser.
 */
export interface GlobalPorts {
  readonly client: GlobalClient;
  readonly poster: GlobalPoster;
  readonly levels?: LevelPublisher;
  /** The player's key (claimed name, recovery code); absent: Settings offers no sign-in. */
  readonly identity?: PlayerIdentity;
  /** What moderation did to the player's runs, levels, name and key, with the reasons. */
  readonly moderation?: OwnModerationNotes;
  /** The catalogue of community levels; absent: the title offers no Community screen. */
  readonly catalogue?: CatalogueClient;
  /** The service's events (issue 44); absent: the title offers no Events screen. */
  readonly events?: EventClient;
  /** Live sockets to the service and a timer; absent: runs are posted at their end only. */
  readonly live?: { readonly connect: LiveConnect; readonly timer: Timer };
  /** The service's race rooms (with `live`); absent: the Live screen offers no Race a friend. */
  readonly rooms?: RoomClient;
}

/**
 * The page as the game reaches it: the screens, the loop, the input, the canvas, sound,
 * storage, the clock and the code loaded on first use. main.ts wires the browser's, tests
 * stand-ins. The view, the loop and the input call back into the game, so the game makes them,
 * from these factories.
 */
export interface PagePorts {
  /** Builds the screens on the page; `act` is how their buttons reach the game. */
  readonly createView: (act: (action: ScreenAction) => void) => GameView;
  /** Builds the loop around the game's tick and frame. */
  readonly createLoop: (handlers: LoopHandlers) => LoopControl;
  /** Builds the input that is sampled each tick and tells of command keys. */
  readonly createInput: (onCommand: (command: Command) => void) => TickInput;
  readonly renderer: FrameDrawer;
  readonly sounds: GameSounds;
  readonly store: LocalStore;
  /** Today's date (UTC), which names the daily labyrinth. */
  readonly today: () => CalendarDate;
  readonly isHidden: () => boolean;
  /** Loads the diagnostics overlay's code (a separate download) and places it on the page. */
  readonly loadDiagnostics: (source: DiagnosticsSource) => Promise<DiagnosticsDisplay>;
  /** Blocks the main thread for ms (the diagnostics' simulated stall). */
  readonly stall: (ms: number) => void;
  /** Reports an error that stopped the game (console.error in the page). */
  readonly reportError: (error: unknown) => void;
  /** Loads the replay code: codec, verification, leaderboard (a separate download, fetched early). */
  readonly loadReplayKit: () => Promise<ReplayKit>;
  /** Loads the level editor's code (a separate download, on first use). */
  readonly loadEditor: () => Promise<EditorKit>;
  /** Downloads, the clipboard and the page's address, for saving and sharing replays. */
  readonly files: ReplayFiles;
  /** Tells the player something in a message at the bottom of the screen. */
  readonly notify: (message: MessageDescriptor) => void;
  /** The time a finished run's replay is stamped with, ISO 8601 (the page's clock). */
  readonly recordedAt: () => string;
  /** The page's clock in milliseconds since 1970 UTC (Date.now), for the age of what was kept. */
  readonly clockMs: () => number;
  /** Told of the settings at start and after each change, to apply motion and contrast. */
  readonly onApply?: (settings: Settings) => void;
  readonly global?: GlobalPorts;
  /**
   * The installed build (the service worker's registration, which arrives after the first
   * frame): null until then, and where the page has none. Absent: updates are never announced.
   */
  readonly build?: () => BuildPort | null;
}

/** What the game is made of: its levels, the backdrop, and the player's saved state as loaded. */
export interface GameContent {
  /** The built-in levels, in play order. */
  readonly levels: readonly Level[];
  /** The run drawn behind the menus (a level at tick 0). */
  readonly backdrop: Simulation;
  /** The settings as loaded from storage. */
  readonly settings: Settings;
  /** Won levels and best times as loaded from storage. */
  readonly progress: Progress;
  /**
   * The daily labyrinth of a date, and how a replay names it (the generator loads on first use,
   * so this is async).
   */
  readonly makeDaily: (date: CalendarDate) => Promise<{ level: Level; ref: LevelRef }>;
  /** A generated level; rejects with the generator's reason for a seed it refuses. */
  readonly makeSeeded: (seed: number) => Promise<Level>;
}

/** What the game is built from: the page's ports and the game's content. */
export interface GameOptions {
  readonly page: PagePorts;
  readonly content: GameContent;
}
