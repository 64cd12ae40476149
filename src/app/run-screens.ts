import type { PauseReason } from '../loop';
import type { Level } from '../sim';
import type { Progress } from '../storage/progress';
import { nextToPlay } from './core/level-progress';
import type { RunKind } from './core/run-session';
import type { RunLauncher } from './run-launcher';
import type { ScreenFeature } from './screen-models';

/** What the screens that start and pause runs work with. */
export interface RunScreenParts {
  /** The built-in levels, in play order. */
  readonly levels: readonly Level[];
  /** Which levels were won. */
  readonly progress: { readonly progress: Progress };
  readonly launcher: Pick<RunLauncher, 'startLevel' | 'startDaily'>;
  readonly screens: { show(screen: 'levels'): void };
  /** Why the loop paused, for the pause screen. */
  readonly loop: { readonly pauseReason: PauseReason | null };
  /** The kind of the live run: a playtest's pause screen leads back to the editor. */
  readonly session: { readonly kind: RunKind };
}

/**
 * The screens of starting and playing runs: Play (the first level not yet won, or the last once
 * all are), the level select and a level picked on it, today's daily labyrinth, the maze in play
 * and the pause screen.
 */
export function runScreens(parts: RunScreenParts): ScreenFeature<'levels' | 'playing' | 'paused'> {
  const { levels, progress, launcher, loop, session } = parts;
  return {
    actions: {
      play: () => {
        const next = nextToPlay(levels, progress.progress);
        if (next !== undefined) launcher.startLevel(next);
      },
      levels: () => {
        parts.screens.show('levels');
      },
      pick: (level) => {
        launcher.startLevel(level);
      },
      daily: () => void launcher.startDaily(),
    },
    models: {
      levels: () => ({ screen: 'levels', levels, progress: progress.progress }),
      playing: () => ({ screen: 'playing' }),
      paused: () => ({
        screen: 'paused',
        pauseReason: loop.pauseReason ?? 'user',
        playtest: session.kind === 'editor',
      }),
    },
  };
}
