import type { RunSummary } from '../../app';
import type { SplitTableModel } from '../../app/splits/live-splits';
import { splitTable } from '../splits/split-table';
import { GEM_BONUS_TICKS } from '../../sim';
import { formatRunTime } from '../../app/text/formats';
import { t } from '../../app/text/text';
import { button, h, menu } from '../dom';
import { moderationNotes } from './moderation-notes';

/** What the end screen can do next. */
export interface EndScreenOptions {
  readonly summary: RunSummary;
  /** Starts the next level; absent when there is none. */
  readonly onNext?: () => void;
  readonly onRetry: () => void;
  readonly onLevels: () => void;
  readonly onTitle: () => void;
  /** Back to the editor after a playtest; when given, it replaces the level list. */
  readonly onEditor?: (() => void) | undefined;
  /** A line about the level, as the maker's time of a shared level, or null. */
  readonly note?: string | null;
  /** The run's replay buttons and news (see ReplayActions), or null. */
  readonly replay?: HTMLElement | null;
  /** The run's split table, or null. */
  readonly splits?: SplitTableModel | null;
  /** Races the world record of this level; absent when it has none to race. */
  readonly onRaceRecord?: (() => void) | undefined;
  /** What moderation did to the player's runs, name or key, with the reasons. */
  readonly moderation?: readonly string[];
}

function headline(summary: RunSummary): string {
  if (summary.outcome === 'won') return t('end.won');
  if (summary.outcome === 'timeout') return t('end.timeout');
  return summary.caughtBy === 'trap' ? t('end.trap') : t('end.minotaur');
}

/** Lines of the result: time, gem bonus, best. */
function resultLines(summary: RunSummary): string[] {
  if (summary.outcome !== 'won') {
    const best = summary.previousBestTicks;
    return [
      t('end.lasted', { time: formatRunTime(summary.ticks) }),
      best !== null && t('common.best', { time: formatRunTime(best) }),
    ].filter((line): line is string => line !== false);
  }
  const lines = [t('end.time', { time: formatRunTime(summary.finalTimeTicks) })];
  if (summary.gems > 0) {
    const bonus = formatRunTime(summary.gems * GEM_BONUS_TICKS);
    const run = formatRunTime(summary.ticks);
    lines.push(t('end.gemBonus', { run, count: summary.gems, bonus }));
  }
  if (summary.newBest) {
    lines.push(
      summary.previousBestTicks === null
        ? t('end.firstWin')
        : t('end.newBest', { time: formatRunTime(summary.previousBestTicks) }),
    );
  } else if (summary.previousBestTicks !== null) {
    lines.push(t('common.best', { time: formatRunTime(summary.previousBestTicks) }));
  }
  return lines;
}

/** The win or lose screen: the result and what to do next. */
export function endScreen(options: EndScreenOptions): HTMLElement {
  const { summary } = options;
  const won = summary.outcome === 'won';
  const retry = won ? t('end.playAgain') : t('end.tryAgain');
  return h(
    'section',
    {
      className: `screen end-screen ${won ? 'won' : 'lost'}`,
      attrs: { 'aria-labelledby': 'end-heading', 'data-outcome': summary.outcome },
    },
    h('h2', { id: 'end-heading', text: headline(summary) }),
    h('p', { className: 'end-level', text: summary.levelName }),
    ...resultLines(summary).map((line) => h('p', { className: 'result', text: line })),
    options.note != null && h('p', { className: 'result maker-time', text: options.note }),
    moderationNotes(options.moderation ?? []),
    menu(
      t('end.menu'),
      options.onNext !== undefined &&
        button(t('end.next'), options.onNext, { className: 'primary' }),
      options.onEditor !== undefined &&
        button(t('end.backToEditor'), options.onEditor, { className: 'primary' }),
      button(retry, options.onRetry, {
        className: options.onNext === undefined && options.onEditor === undefined ? 'primary' : '',
      }),
      options.onEditor === undefined && button(t('common.chooseLevel'), options.onLevels),
      options.onRaceRecord !== undefined &&
        button(t('end.raceRecord'), options.onRaceRecord, { className: 'race-record' }),
      button(t('common.quitToTitle'), options.onTitle),
    ),
    options.splits != null &&
      splitTable({
        caption: t('end.splits'),
        rows: options.splits.rows,
        label: options.splits.label,
        note: options.splits.note,
      }),
    options.replay,
  );
}
