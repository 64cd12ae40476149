import type { Replay } from '../../replay/format';
import { InputTimeline } from '../../replay/input-timeline';
import {
  Simulation,
  TICKS_PER_SECOND,
  type Direction,
  type GhostView,
  type Level,
} from '../../sim';

/** Ticks a ghost takes to fade out once its run has ended (one second). */
export const GHOST_FADE_TICKS = TICKS_PER_SECOND;

/** What a ghost is made from. */
export interface GhostOptions {
  /** A verified replay of `level` (the player's best run). */
  readonly replay: Replay;
  /** The live run's level: the ghost runs on the same one. */
  readonly level: Level;
}

/**
 * A recorded run replayed beside the live one: its own Simulation, advanced with the replay's
 * input for the same tick each time the live run ticks (the session steps it), never on its own
 * clock, so it never touches the live run. Once its run has ended it stands still and fades.
 */
export class Ghost {
  readonly run: Simulation;
  readonly #timeline: InputTimeline;
  /** Live ticks since the ghost's run ended (0 while it runs). */
  #afterEnd = 0;
  /** Reused each frame: the renderer reads it, nothing keeps it. */
  readonly #view = {
    player: { prevX: 0, prevY: 0, x: 0, y: 0, facing: 0 as Direction },
    opacity: 1,
  };

  constructor(options: GhostOptions) {
    this.run = new Simulation(options.level);
    this.#timeline = new InputTimeline(options.replay.inputs);
  }

  /** True once the ghost has no more inputs or its run has ended. */
  get ended(): boolean {
    return this.run.outcome !== 'playing' || this.run.tick >= this.#timeline.length;
  }

  /** Runs the ghost's next tick (one live tick has run); after its end, counts towards the fade. */
  step(): void {
    if (this.ended) {
      this.#afterEnd += 1;
      return;
    }
    this.run.advance(this.#timeline.inputAt(this.run.tick));
  }

  /** Steps until the ghost stands at `tick` of the live run (it attached late), or ends. */
  catchUp(tick: number): void {
    while (this.run.tick + this.#afterEnd < tick) this.step();
  }

  /**
   * What to draw at `alpha` of the way to the next tick: its Theseus (standing still once its
   * run ended, so nothing is interpolated past the end), and its opacity, 1 while running and
   * down to 0 over GHOST_FADE_TICKS after the end. The object is reused from frame to frame.
   */
  view(alpha: number): GhostView {
    const player = this.run.player;
    const view = this.#view;
    const still = this.#afterEnd > 0;
    view.player.prevX = still ? player.x : player.prevX;
    view.player.prevY = still ? player.y : player.prevY;
    view.player.x = player.x;
    view.player.y = player.y;
    view.player.facing = player.facing;
    const faded = still ? (this.#afterEnd - 1 + alpha) / GHOST_FADE_TICKS : 0;
    view.opacity = Math.max(0, 1 - faded);
    return view;
  }
}
