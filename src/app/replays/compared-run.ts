import type { Direction, GhostView } from '../../sim';
import type { Playback } from './playback';

/** How opaque the compared run's Theseus is drawn: a ghost beside the replay's own. */
export const COMPARED_OPACITY = 0.6;

/**
 * The second replay of the theatre's compare, drawn as a ghost: its own playback, kept at the
 * tick of the replay on screen (ticked with it, and sought with it). Once its run has ended it
 * stands still where it ended.
 */
export class ComparedRun {
  readonly playback: Playback;
  /** Reused each frame: the renderer reads it, nothing keeps it. */
  readonly #view = {
    player: { prevX: 0, prevY: 0, x: 0, y: 0, facing: 0 as Direction },
    opacity: COMPARED_OPACITY,
  };

  constructor(playback: Playback) {
    this.playback = playback;
  }

  /** Brings the compared run to `tick` (or its end): a tick on from where it was, or a seek. */
  follow(tick: number): void {
    const run = this.playback.run;
    if (tick === run.tick + 1) this.playback.tick();
    else if (tick !== run.tick) this.playback.seek(tick);
  }

  /**
   * Its Theseus as the renderer interpolates it between its last two ticks (standing still once
   * its run ended); the renderer brings the frame's alpha.
   */
  view(): GhostView {
    const player = this.playback.run.player;
    const still = this.playback.ended;
    const view = this.#view;
    view.player.prevX = still ? player.x : player.prevX;
    view.player.prevY = still ? player.y : player.prevY;
    view.player.x = player.x;
    view.player.y = player.y;
    view.player.facing = player.facing;
    return view;
  }
}
