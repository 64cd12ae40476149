import type { RunSession } from '../core/run-session';
import type { ReplayPlayer } from '../replays/replay-player';
import type { FrameScene } from './frame-painter';
import type { Stage } from './stage-switch';

/** How a stage draws: one scene a frame (the backdrop when the run is null). */
export interface ScenePainter {
  paint(scene: FrameScene, alpha: number): void;
}

/** What the live run's stage works with. */
export interface LiveStageOptions {
  readonly session: RunSession;
  readonly painter: ScenePainter;
  /** The ghost racing the live run now, or null (it may join a run late). */
  readonly ghost: () => FrameScene['ghost'];
}

/**
 * The live run: each tick advances it with the player's input (the session tells its end to
 * the parts that follow runs); each frame draws it with its ghost (the backdrop before the
 * first run).
 */
export class LiveStage implements Stage {
  readonly #options: LiveStageOptions;

  constructor(options: LiveStageOptions) {
    this.#options = options;
  }

  tick(input: number): void {
    this.#options.session.tick(input);
  }

  render(alpha: number): void {
    const { session, painter } = this.#options;
    painter.paint({ run: session.run, ghost: this.#options.ghost() }, alpha);
  }
}

/**
 * Behind the menus: the backdrop is drawn. A run left in play under a menu (the loading screen
 * of a replay file dropped mid-run) goes on ticking, as the live stage would tick it.
 */
export class MenuStage implements Stage {
  readonly #live: Stage;
  readonly #painter: ScenePainter;

  constructor(live: Stage, painter: ScenePainter) {
    this.#live = live;
    this.#painter = painter;
  }

  tick(input: number): void {
    this.#live.tick(input);
  }

  render(alpha: number): void {
    this.#painter.paint({ run: null, ghost: null }, alpha);
  }
}

/**
 * The replay viewer's playback: ticked by its player (the player's input is ignored), with the
 * compared replay as its ghost.
 */
export class PlaybackStage implements Stage {
  readonly #player: ReplayPlayer;
  readonly #painter: ScenePainter;

  constructor(player: ReplayPlayer, painter: ScenePainter) {
    this.#player = player;
    this.#painter = painter;
  }

  tick(): void {
    this.#player.tick();
  }

  render(alpha: number): void {
    this.#painter.paint({ run: this.#player.playback.run, ghost: this.#player.compared }, alpha);
  }
}
