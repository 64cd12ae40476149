import type { Split } from '../../replay/split-events';
import type { WatchState } from './live-watch';

/** One run in progress on the Live screen. */
export interface LiveRunCard {
  readonly liveId: string;
  readonly player: string;
  /** The level's name as the player reads it. */
  readonly level: string;
  /** Ticks played so far, as the spectator delay shows them. */
  readonly ticks: number;
  readonly paused: boolean;
  readonly viewers: number;
  /** The level's world record, in ticks; null when it has none or it is not known yet. */
  readonly recordTicks: number | null;
}

/** How far the list got: loading, its runs, or why it could not be had. */
export type LiveListState = 'loading' | 'rows' | 'failed';

/** The Live screen: the runs being played now, and what its buttons do. */
export interface LiveListView {
  readonly state: LiveListState;
  readonly runs: readonly LiveRunCard[];
  /** Why the list is missing ('' when it is not). */
  readonly message: string;
  /** How often the list is asked for again, in ms. */
  readonly pollMs: number;
  readonly onWatch: (liveId: string) => void;
  readonly onBack: () => void;
}

/** The watch view's panel beside the maze: whose run, where it stands, its splits so far. */
export interface LiveWatchView {
  readonly player: string;
  readonly level: string;
  readonly state: WatchState;
  readonly splits: readonly Split[];
  /** The game stopped while its window was hidden or left: the run waits for Watch on. */
  readonly held: boolean;
  readonly onWatchOn: () => void;
  readonly onBack: () => void;
}
