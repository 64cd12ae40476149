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
import { controlsScreen } from './controls-screen';
import type { Bindings } from '../input/bindings';
import { titleScreen } from './title-screen';
import { formatDate, type CalendarDate } from './utc-date';
import { h } from './h';

/**
 * Which screen is up. 'playing' has none: only the HUD over the maze. 'replay' is the replay
 * viewer over a playback, 'scores' the leaderboards.
 */
export type Screen =
  | 'title'
  | 'levels'
  | 'help'
  | 'settings'
  | 'controls'
  | 'loading'
  | 'scores'
  | 'playing'
  | 'paused'
  | 'won'
  | 'lost'
  | 'replay'
  | 'error';

/** What a screen's button asks for: a screen by name, a run, or a setting. */
export type ScreenAction =
  | 'play'
  | 'levels'
  | 'daily'
  | 'help'
  | 'settings'
  | 'title'
  | 'resume'
  | 'restart'
  | 'scores'
  | 'controls'
  | { readonly pick: Level }
  | { readonly bindings: Bindings }
  | { readonly toggle: Toggle }
  | { readonly rename: string }
  | { readonly open: File };

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
  /** What the loading screen says. */
  readonly loading: string;
  /** A screen built elsewhere: the replay viewer, the leaderboard, or an end screen's replay part. */
  readonly panel: HTMLElement | null;
  readonly act: (action: ScreenAction) => void;
}

/** The level after the run's, when the run was a built-in level that has one. */
function nextLevel(context: ScreenContext): Level | undefined {
  if (context.kind !== 'level' || context.run === null) return undefined;
  const index = context.levels.indexOf(context.run.level);
  return index < 0 ? undefined : context.levels[index + 1];
}

/** Builds the DOM of a screen, or null for 'playing'. */
export function buildScreen(screen: Screen, context: ScreenContext): HTMLElement | null {
  const { act } = context;
  const to = (action: ScreenAction) => () => {
    act(action);
  };
  switch (screen) {
    case 'title':
      return titleScreen({
        nextLevelName:
          (context.levels.find((l) => !context.progress.has(l.id)) ?? context.levels.at(-1))
            ?.name ?? '',
        dailyDate: formatDate(context.today),
        notice: context.notice,
        onPlay: to('play'),
        onLevels: to('levels'),
        onDaily: to('daily'),
        onScores: to('scores'),
        onOpenFile: (file) => {
          act({ open: file });
        },
        onHelp: to('help'),
        onSettings: to('settings'),
      });
    case 'levels':
      return levelSelect({
        levels: context.levels,
        progress: context.progress,
        onPick: (level) => {
          act({ pick: level });
        },
        onBack: to('title'),
      });
    case 'help':
      return helpScreen(to('title'));
    case 'settings':
      return settingsScreen({
        settings: context.settings,
        onToggle: (toggle) => {
          act({ toggle });
        },
        onRename: (name) => {
          act({ rename: name });
        },
        onBack: to('title'),
        onControls: to('controls'),
      });
    case 'controls':
      return controlsScreen({
        bindings: context.settings.bindings,
        onChange: (bindings) => {
          act({ bindings });
        },
        onBack: to('settings'),
      });
    case 'loading':
      return h(
        'section',
        { className: 'screen loading-screen', attrs: { 'aria-busy': 'true' } },
        h('h2', { text: context.loading }),
      );
    case 'scores':
    case 'replay':
      return context.panel;
    case 'playing':
      return null;
    case 'paused':
      return pauseScreen({
        reason: context.pauseReason,
        onResume: to('resume'),
        onRestart: to('restart'),
        onQuit: to('title'),
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
              onNext: to({ pick: next }),
            }),
        onRetry: to('restart'),
        onLevels: to('levels'),
        onTitle: to('title'),
        replay: context.panel,
      });
    }
    case 'error':
      return errorScreen({
        message: context.error,
        onRestart: context.run === null ? null : to('restart'),
        onTitle: to('title'),
      });
  }
}
