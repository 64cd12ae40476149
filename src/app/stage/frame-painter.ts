import type { GhostView, Simulation } from '../../sim';
import type { RunSession } from '../core/run-session';
import type { FrameDrawer } from '../game-options';
import type { GameView } from '../game-view';
import type { FrameStall } from './frame-stall';

/** A ghost racing the run on screen, as it stands at a frame's alpha. */
export interface GhostSource {
  view(alpha: number): GhostView;
}

/** What a frame shows: the run on screen (null over the menus) and the ghosts racing it. */
export interface FrameScene {
  readonly run: Simulation | null;
  readonly ghosts: readonly GhostSource[];
}

/** What frames are drawn with. */
export interface FramePainterOptions {
  readonly renderer: FrameDrawer;
  readonly view: Pick<GameView, 'frame'>;
  /** Says when a run starts: the HUD shows it at once, not only from its first frame. */
  readonly runs: Pick<RunSession, 'on'>;
  /** The run drawn behind the menus (a level at tick 0). */
  readonly backdrop: Simulation;
  /** The diagnostics' simulated stall, which happens inside a frame. */
  readonly stall: FrameStall;
  /** The diagnostics overlay, whose figures the painter redraws after each frame it draws. */
  readonly overlay: { frame(): void };
}

/**
 * Draws each frame: the backdrop behind the menus, else the run on screen at the frame's alpha
 * with its ghosts and HUD; then the overlay. A stall asked for by the diagnostics happens inside
 * the next frame, where a real one would.
 */
export class FramePainter {
  readonly #options: FramePainterOptions;
  /** The ghosts' views of the frame drawn, one array kept for every frame. */
  readonly #views: GhostView[] = [];

  constructor(options: FramePainterOptions) {
    this.#options = options;
    options.runs.on('run-started', ({ run }) => {
      options.view.frame(run);
    });
  }

  /** Draws one frame of `scene`. */
  paint(scene: FrameScene, alpha: number): void {
    const { renderer, view } = this.#options;
    this.#options.stall.run();
    const { run, ghosts } = scene;
    if (run === null) {
      renderer.draw(this.#options.backdrop, 0, 'backdrop');
    } else {
      const views = this.#views;
      views.length = 0;
      for (const ghost of ghosts) views.push(ghost.view(alpha));
      renderer.draw(run, alpha, 'play', views);
      view.frame(run);
    }
    this.#options.overlay.frame();
  }
}
