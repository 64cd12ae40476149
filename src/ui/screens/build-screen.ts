import { formatDate, type Screen, type ScreenAction, type ScreenModel } from '../../app';
import { formatTicks, type Level } from '../../sim';
import { h } from '../dom';
import { endScreen } from './end-screen';
import { errorScreen } from './error-screen';
import { helpScreen } from './help-screen';
import { levelSelect } from './level-select';
import { pauseScreen } from './pause-screen';
import { controlsScreen } from './controls-screen';
import { settingsScreen } from './settings-screen';
import { titleScreen } from './title-screen';

/** Everything a screen may show, with the replay side's part already built. */
export interface ScreenContext extends Omit<ScreenModel, 'panel'> {
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

/** How a button asks the game for `action`. */
type To = (action: ScreenAction) => () => void;

/** Builds one screen's DOM from the context; `to` makes its buttons' handlers. */
type ScreenBuilder = (context: ScreenContext, to: To) => HTMLElement | null;

/** The title, with the next level to play and today's daily. */
const title: ScreenBuilder = (context, to) =>
  titleScreen({
    nextLevelName:
      (context.levels.find((l) => !context.progress.has(l.id)) ?? context.levels.at(-1))?.name ??
      '',
    dailyDate: formatDate(context.today),
    notice: context.notice,
    onPlay: to('play'),
    onLevels: to('levels'),
    onDaily: to('daily'),
    onScores: to('scores'),
    onEditor: to('editor'),
    onWorldDaily: to('world'),
    onOpenFile: (file) => {
      context.act({ open: file });
    },
    onHelp: to('help'),
    onSettings: to('settings'),
  });

/** The win and lose screens, with the next level after a win and the maker's time. */
const runEnd: ScreenBuilder = (context, to) => {
  const summary = context.summary;
  if (summary === null) return null;
  const next = summary.outcome === 'won' ? nextLevel(context) : undefined;
  return endScreen({
    summary,
    ...(next === undefined ? {} : { onNext: to({ pick: next }) }),
    onRetry: to('restart'),
    onLevels: to('levels'),
    onTitle: to('title'),
    onEditor: context.kind === 'editor' ? to('editor') : undefined,
    note:
      context.maker === null
        ? null
        : `The maker, ${context.maker.player}, won it in ${formatTicks(context.maker.ticks)} s.`,
    replay: context.panel,
    splits: context.splits,
    onRaceRecord: context.raceRecord ? to('race-record') : undefined,
    moderation: context.moderation ?? [],
  });
};

/** A screen made elsewhere (the leaderboard, the replay viewer, the editor): the panel. */
const panel: ScreenBuilder = (context) => context.panel;

/** Each screen's builder; 'playing' has none, only the HUD over the maze. */
const BUILDERS: Readonly<Record<Screen, ScreenBuilder>> = {
  title,
  levels: (context, to) =>
    levelSelect({
      levels: context.levels,
      progress: context.progress,
      onPick: (level) => {
        context.act({ pick: level });
      },
      onBack: to('title'),
    }),
  help: (context, to) => helpScreen({ bindings: context.settings.bindings, onBack: to('title') }),
  settings: (context, to) =>
    settingsScreen({
      settings: context.settings,
      onToggle: (toggle) => {
        context.act({ toggle });
      },
      onRename: (name) => {
        context.act({ rename: name });
      },
      onBack: to('title'),
      onControls: to('controls'),
      account: context.account,
      onAccount: (account) => {
        context.act({ account });
      },
      onSignIn: (signIn) => {
        context.act({ signIn });
      },
    }),
  controls: (context, to) =>
    controlsScreen({
      bindings: context.settings.bindings,
      onChange: (bindings) => {
        context.act({ bindings });
      },
      onBack: to('settings'),
    }),
  loading: (context) =>
    h(
      'section',
      { className: 'screen loading-screen', attrs: { 'aria-busy': 'true' } },
      h('h2', { text: context.loading }),
    ),
  scores: panel,
  replay: panel,
  editor: panel,
  playing: () => null,
  paused: (context, to) =>
    pauseScreen({
      reason: context.pauseReason,
      onResume: to('resume'),
      onRestart: to('restart'),
      // A playtest's way out is back to the editor, as it was.
      onQuit: context.kind === 'editor' ? to('editor') : to('title'),
      quitLabel: context.kind === 'editor' ? 'Back to the editor' : undefined,
    }),
  won: runEnd,
  lost: runEnd,
  error: (context, to) =>
    errorScreen({
      message: context.error,
      onRestart: context.run === null ? null : to('restart'),
      onTitle: to('title'),
    }),
};

/** Builds the DOM of a screen, or null for 'playing'. */
export function buildScreen(context: ScreenContext): HTMLElement | null {
  const to: To = (action) => () => {
    context.act(action);
  };
  return BUILDERS[context.screen](context, to);
}
