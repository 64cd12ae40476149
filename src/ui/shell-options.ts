import type { GameLoop } from '../loop';
import type { GhostView, RenderMode, SimView } from '../render';
import type { LevelRef } from '../replay/format';
import type { Level } from '../sim';
import type { LocalStore } from '../storage/local-store';
import type { Progress } from '../storage/progress';
import type { Settings } from '../storage/settings';
import type { DiagnosticsOverlay } from './diagnostics-overlay';
import type { ReplayFiles, ReplayKit } from './replay-options';
import type { Session } from './session';
import type { CalendarDate } from './utc-date';
import type { HudView } from './hud';

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
  | 'setRate'
  | 'rate'
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
  readonly renderer: {
    draw(run: SimView, alpha: number, mode: RenderMode, ghost?: GhostView | null): void;
  };
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
  /**
   * The daily labyrinth of a date, and how a replay names it (the generator loads on first use,
   * so this is async).
   */
  readonly makeDaily: (date: CalendarDate) => Promise<{ level: Level; ref: LevelRef }>;
  /** A generated level; rejects with the generator's reason for a seed it refuses. */
  readonly makeSeeded: (seed: number) => Promise<Level>;
  readonly isHidden: () => boolean;
  /** Loads the diagnostics overlay's code (a separate download: few players open it). */
  readonly loadDiagnostics: () => Promise<typeof DiagnosticsOverlay>;
  /** Blocks the main thread for ms (the diagnostics' simulated stall). */
  readonly stall: (ms: number) => void;
  /** Reports an error that stopped the game (console.error in the page). */
  readonly reportError: (error: unknown) => void;
  /** Loads the replay code: codec, viewer, leaderboard (a separate download, fetched early). */
  readonly loadReplayKit: () => Promise<ReplayKit>;
  /** Downloads, the clipboard and the page's address, for saving and sharing replays. */
  readonly files: ReplayFiles;
  /** Tells the player something in a message at the bottom of the screen. */
  readonly notify: (message: string) => void;
  /** The time a finished run's replay is stamped with, ISO 8601 (the page's clock). */
  readonly recordedAt: () => string;
  /** Tells assistive technology the HUD's time, keys and gems (told of every drawn run frame). */
  readonly announcer?: { update(run: HudView): void };
  /** Told of the settings at start and after each change, to apply motion and contrast. */
  readonly onApply?: (settings: Settings) => void;
}
