import type { Outcome, Simulation } from '../sim';
import type { Screen } from './core/screen';

/** What `window.mythicMaze.state()` reports about the run on screen. */
export interface GameState {
  readonly screen: Screen;
  readonly levelId: string | null;
  readonly tick: number;
  readonly hash: number | null;
  readonly outcome: Outcome | null;
  readonly paused: boolean;
  /** Theseus' position in sub-tile units (60 to a tile, a tile's centre at tile × 60). */
  readonly player: { readonly x: number; readonly y: number } | null;
}

/** The state report of the run on screen (or the last one), as plain data. */
export function readGameState(screen: Screen, run: Simulation | null, paused: boolean): GameState {
  return {
    screen,
    levelId: run?.level.id ?? null,
    tick: run?.tick ?? 0,
    hash: run === null ? null : run.hash(),
    outcome: run?.outcome ?? null,
    paused,
    player: run === null ? null : { x: run.player.x, y: run.player.y },
  };
}
