import type { PauseReason } from '../loop';
import type { Level, Simulation } from '../sim';
import type { Progress } from '../storage/progress';
import type { Settings } from '../storage/settings';
import { endScreen, type RunSummary } from './end-screen';
import { errorScreen } from './error-screen';
import { helpScreen } from './help-screen';
import { levelSelect } from './level-select';
import { pauseScreen } from './pause-screen';
import type { RunKind } from './session';
import { settingsScreen, type Toggle } from './settings-screen';
import { titleScreen } from './title-screen';
import { formatDate, type CalendarDate } from './utc-date';
import { h } from './h';

/** Which screen is up. 'playing' has none: only the HUD over the maze. */
export type Screen =
  | 'title'
  | 'levels'
  | 'help'
  | 'settings'
  | 'loading'
  | 'playing'
  | 'paused'
  | 'won'
  | 'lost'
  | 'error';

/** What the buttons of the screens do. */
export interface ScreenActions {
  readonly play: () => void;
  readonly levels: () => void;
  readonly daily: () => void;
  readonly help: () => void;
  readonly settings: () => void;
  readonly title: () => void;
  readonly pick: (level: Level) => void;
  readonly toggle: (toggle: Toggle) => void;
  readonly resume: () => void;
  readonly restart: () => void;
}

/** Everything a screen may show. */
export interface ScreenContext {
  readonly levels: readonly Level[];
  readonly progress: Progress;
  readonly settings: Settings;
  readonly today: CalendarDate;
  readonly notice: string | null;
  readonly pauseReason: PauseReason;
  readonly summary: RunSummary | null;
  readonly error: string;
  readonly run: Simulation | null;
  readonly kind: RunKind;
  readonly actions: ScreenActions;
}

/** The level after the run's, when the run was a built-in level that has one. */
function nextLevel(context: ScreenContext): Level | undefined {
  if (context.kind !== 'level' || context.run === null) return undefined;
  const index = context.levels.indexOf(context.run.level);
  return index < 0 ? undefined : context.levels[index + 1];
}

/** Builds the DOM of a screen, or null for 'playing'. */
export function buildScreen(screen: Screen, context: ScreenContext): HTMLElement | null {
  const { actions } = context;
  switch (screen) {
    case 'title':
      return titleScreen({
        nextLevelName:
          (context.levels.find((l) => !context.progress.has(l.id)) ?? context.levels.at(-1))
            ?.name ?? '',
        dailyDate: formatDate(context.today),
        notice: context.notice,
        onPlay: actions.play,
        onLevels: actions.levels,
        onDaily: actions.daily,
        onHelp: actions.help,
        onSettings: actions.settings,
      });
    case 'levels':
      return levelSelect({
        levels: context.levels,
        progress: context.progress,
        onPick: actions.pick,
        onBack: actions.title,
      });
    case 'help':
      return helpScreen(actions.title);
    case 'settings':
      return settingsScreen({
        settings: context.settings,
        onToggle: actions.toggle,
        onBack: actions.title,
      });
    case 'loading':
      return h(
        'section',
        { className: 'screen loading-screen', attrs: { 'aria-busy': 'true' } },
        h('h2', { text: 'Carving the labyrinth…' }),
      );
    case 'playing':
      return null;
    case 'paused':
      return pauseScreen({
        reason: context.pauseReason,
        onResume: actions.resume,
        onRestart: actions.restart,
        onQuit: actions.title,
      });
    case 'won':
    case 'lost': {
      const summary = context.summary;
      if (summary === null) return null;
      const next = summary.outcome === 'won' ? nextLevel(context) : undefined;
      return endScreen({
        summary,
        ...(next === undefined
          ? {}
          : {
              onNext: () => {
                actions.pick(next);
              },
            }),
        onRetry: actions.restart,
        onLevels: actions.levels,
        onTitle: actions.title,
      });
    }
    case 'error':
      return errorScreen({
        message: context.error,
        onRestart: context.run === null ? null : actions.restart,
        onTitle: actions.title,
      });
  }
}
