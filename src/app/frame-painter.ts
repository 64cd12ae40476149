import type { GhostView, Simulation } from '../sim';
import type { FrameDrawer } from './game-options';
import type { GameView } from './game-view';

/** What a frame shows: the run on screen (null over the menus) and the ghost racing it. */
export interface FrameScene {
  readonly run: Simulation | null;
  readonly ghost: { view(alpha: number): GhostView } | null;
}

/** What frames are drawn with. */
export interface FramePainterOptions {
  readonly renderer: FrameDrawer;
  readonly view: GameView;
  /** The run drawn behind the menus (a level at tick 0). */
  readonly backdrop: Simulation;
  /** Blocks the main thread for ms (the diagnostics' simulated stall). */
  readonly stall: (ms: number) => void;
  /** Redraws the diagnostics overlay's figures. */
  readonly overlayFrame: () => void;
}

/**
 * Draws each frame: the backdrop behind the menus, else the run on screen at the frame's alpha
 * with its ghost and HUD; then the overlay. A stall asked for by the diagnostics happens inside
 * the next frame, where a real one would.
 */
export class FramePainter {
  readonly #options: FramePainterOptions;
  #stallMs = 0;

  constructor(options: FramePainterOptions) {
    this.#options = options;
  }

  /** Busy-waits `ms` (at most 5 s) inside the next drawn frame, as a stall would. */
  stallNextFrame(ms: number): void {
    this.#stallMs = Math.max(0, Math.min(ms, 5000));
  }

  /** Draws one frame of `scene`. */
  paint(scene: FrameScene, alpha: number): void {
    const { renderer, view } = this.#options;
    if (this.#stallMs > 0) {
      const ms = this.#stallMs;
      this.#stallMs = 0;
      this.#options.stall(ms);
    }
    const { run, ghost } = scene;
    if (run === null) {
      renderer.draw(this.#options.backdrop, 0, 'backdrop');
    } else {
      renderer.draw(run, alpha, 'play', ghost?.view(alpha) ?? null);
      view.frame(run);
    }
    this.#options.overlayFrame();
  }
}
