import type { Level } from '../sim';
import type { ActionHandlers } from './core/screen-actions';
import type { RunLauncher } from './run-launcher';

/** What the buttons that start runs work with. */
export interface RunActionParts {
  /** The built-in levels, in play order. */
  readonly levels: readonly Level[];
  /** Whether a level was won. */
  readonly progress: { readonly progress: { has(id: string): boolean } };
  readonly launcher: Pick<RunLauncher, 'startLevel' | 'startDaily'>;
  readonly screens: { show(screen: 'levels'): void };
}

/**
 * The actions that start runs: Play (the first level not yet won, or the last once all are), a
 * level picked on the level select (and the select itself), and today's daily labyrinth.
 */
export function runActions(parts: RunActionParts): ActionHandlers {
  const { levels, progress, launcher } = parts;
  return {
    play: () => {
      const next = levels.find((l) => !progress.progress.has(l.id)) ?? levels.at(-1);
      if (next !== undefined) launcher.startLevel(next);
    },
    levels: () => {
      parts.screens.show('levels');
    },
    pick: (level) => {
      launcher.startLevel(level);
    },
    daily: () => void launcher.startDaily(),
  };
}
