import {
  type CommunityView,
  type ModelOf,
  type ReplayPlayer,
  type Screen,
  type ScreenAction,
  type ScreenModel,
} from '../../app';
import type { EditorSession } from '../../app/editor/editor-session';
import { formatDay, formatRunTime } from '../../app/text/formats';
import { t } from '../../app/text/text';
import { h } from '../dom';
import { liveScreen, watchPanel } from '../live';
import { roomScreen } from '../rooms';
import { leaderboardScreen, runReplayPart } from '../replays';
import { eventsScreen } from '../events/events-screen';
import { endScreen } from './end-screen';
import { errorScreen } from './error-screen';
import { helpScreen } from './help-screen';
import { levelSelect } from './level-select';
import { pauseScreen } from './pause-screen';
import { controlsScreen } from './controls-screen';
import { settingsScreen } from './settings-screen';
import { titleScreen } from './title-screen';

/**
 * The screens the shell keeps from one showing to the next, each drawn by its own code: the
 * replay viewer (for as long as its replay stays open), the editor and the Community screen.
 */
export interface KeptScreens {
  viewer(player: ReplayPlayer): HTMLElement;
  /** The editor's screen for `session`, or null while its code is not loaded. */
  editor(session: EditorSession): HTMLElement | null;
  community(view: CommunityView): HTMLElement;
}

/** What a screen's builder works with besides its model. */
interface ScreenKit {
  /** Makes the handler of a button that asks for `action`. */
  readonly to: (action: ScreenAction) => () => void;
  readonly act: (action: ScreenAction) => void;
  readonly kept: KeptScreens;
}

/** Builds the DOM of screen `S` from exactly its model. */
type ScreenBuilder<S extends Screen> = (model: ModelOf<S>, kit: ScreenKit) => HTMLElement | null;

/** The title, with the next level to play and today's daily. */
const title: ScreenBuilder<'title'> = (model, { to, act }) =>
  titleScreen({
    nextLevelName: model.nextLevel,
    dailyDate: formatDay(model.today),
    notice: model.notice,
    onPlay: to('play'),
    onLevels: to('levels'),
    onDaily: to('daily'),
    onScores: to('scores'),
    onEditor: to('editor'),
    onWorldDaily: to('world'),
    onCommunity: to('community'),
    onLive: to('live'),
    onLevelOfDay: to('level-of-day'),
    ...(model.events === true ? { onEvents: to('events') } : {}),
    ...(model.openEvent === undefined ? {} : { openEvent: model.openEvent }),
    ...(model.cupRoom === undefined ? {} : { cupRoom: model.cupRoom }),
    onOpenFile: (file) => {
      act({ open: file });
    },
    onHelp: to('help'),
    onSettings: to('settings'),
  });

/** The win and lose screens, with the next level after a win and the maker's time. */
const runEnd: ScreenBuilder<'won' | 'lost'> = (model, { to }) => {
  const { summary, next, maker } = model;
  if (summary === null) return null;
  return endScreen({
    summary,
    ...(next === null ? {} : { onNext: to({ pick: next }) }),
    onRetry: to('restart'),
    onLevels: to('levels'),
    onTitle: to('title'),
    onEditor: model.playtest ? to('editor') : undefined,
    note:
      maker === null
        ? null
        : t('end.makerTime', { player: maker.player, time: formatRunTime(maker.ticks) }),
    replay: model.replay === null ? null : runReplayPart(model.replay),
    splits: model.splits,
    onRaceRecord: model.raceRecord ? to('race-record') : undefined,
    moderation: model.moderation,
  });
};

/** Settings: every switch, the name and the player's account. */
const settings: ScreenBuilder<'settings'> = (model, { to, act }) =>
  settingsScreen({
    settings: model.settings,
    onToggle: (toggle) => {
      act({ toggle });
    },
    onRename: (name) => {
      act({ rename: name });
    },
    onBack: to('title'),
    onControls: to('controls'),
    account: model.account,
    onAccount: (account) => {
      act({ account });
    },
    onSignIn: (signIn) => {
      act({ signIn });
    },
    onLanguage: (language) => {
      act({ language });
    },
  });

/** Each screen's builder, one line a screen; 'playing' has none, only the HUD over the maze. */
const BUILDERS: { readonly [S in Screen]: ScreenBuilder<S> } = {
  title,
  levels: (model, { to, act }) =>
    levelSelect({
      levels: model.levels,
      progress: model.progress,
      onPick: (level) => {
        act({ pick: level });
      },
      onBack: to('title'),
    }),
  help: (model, { to }) => helpScreen({ bindings: model.bindings, onBack: to('title') }),
  settings,
  controls: (model, { to, act }) =>
    controlsScreen({
      bindings: model.bindings,
      onChange: (bindings) => {
        act({ bindings });
      },
      onBack: to('settings'),
    }),
  loading: (model) =>
    h(
      'section',
      { className: 'screen loading-screen', attrs: { 'aria-busy': 'true' } },
      h('h2', { text: model.loading }),
    ),
  scores: (model) => (model.board === null ? null : leaderboardScreen(model.board)),
  replay: (model, { kept }) => (model.player === null ? null : kept.viewer(model.player)),
  editor: (model, { kept }) => (model.session === null ? null : kept.editor(model.session)),
  community: (model, { kept }) =>
    model.community === null ? null : kept.community(model.community),
  live: (model, { to }) => (model.live === null ? null : liveScreen(model.live, to('race-room'))),
  room: (model) => (model.room === null ? null : roomScreen(model.room)),
  'live-watch': (model) => (model.watch === null ? null : watchPanel(model.watch)),
  events: (model) => (model.events === null ? null : eventsScreen(model.events)),
  playing: () => null,
  paused: (model, { to }) =>
    pauseScreen({
      reason: model.pauseReason,
      onResume: to('resume'),
      onRestart: to('restart'),
      // A playtest's way out is back to the editor, as it was.
      onQuit: model.playtest ? to('editor') : to('title'),
      quitLabel: model.playtest ? t('end.backToEditor') : undefined,
    }),
  won: runEnd,
  lost: runEnd,
  error: (model, { to }) =>
    errorScreen({
      message: model.error,
      onRestart: model.canRestart ? to('restart') : null,
      onTitle: to('title'),
    }),
};

/** Builds screen `S` with its own builder. */
function build<S extends Screen>(screen: S, model: ModelOf<S>, kit: ScreenKit): HTMLElement | null {
  return BUILDERS[screen](model, kit);
}

/** Builds the DOM of the screen `model` is of, or null for 'playing'. */
export function buildScreen(
  model: ScreenModel,
  options: { readonly act: (action: ScreenAction) => void; readonly kept: KeptScreens },
): HTMLElement | null {
  const { act, kept } = options;
  const to = (action: ScreenAction) => () => {
    act(action);
  };
  return build(model.screen, model, { to, act, kept });
}
