import type { RunSummary } from '../../app';
import type { SplitTableModel } from '../../app/splits/live-splits';
import { splitTable } from '../splits/split-table';
import { formatTicks, GEM_BONUS_TICKS } from '../../sim';
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
  if (summary.outcome === 'won') return 'Out of the labyrinth!';
  if (summary.outcome === 'timeout') return 'The torch burned out';
  return summary.caughtBy === 'trap' ? 'Caught on the spikes' : 'Caught by the Minotaur';
}

/** Lines of the result: time, gem bonus, best. */
function resultLines(summary: RunSummary): string[] {
  if (summary.outcome !== 'won') {
    const best = summary.previousBestTicks;
    return [
      `You lasted ${formatTicks(summary.ticks)} s.`,
      best !== null && `Best ${formatTicks(best)} s`,
    ].filter((line): line is string => line !== false);
  }
  const lines = [`Time ${formatTicks(summary.finalTimeTicks)} s`];
  if (summary.gems > 0) {
    const bonus = formatTicks(summary.gems * GEM_BONUS_TICKS);
    lines.push(`${formatTicks(summary.ticks)} s run, ${String(summary.gems)} gems −${bonus} s`);
  }
  if (summary.newBest) {
    lines.push(
      summary.previousBestTicks === null
        ? 'Your first win here.'
        : `New best! (was ${formatTicks(summary.previousBestTicks)} s)`,
    );
  } else if (summary.previousBestTicks !== null) {
    lines.push(`Best ${formatTicks(summary.previousBestTicks)} s`);
  }
  return lines;
}

/** The win or lose screen: the result and what to do next. */
export function endScreen(options: EndScreenOptions): HTMLElement {
  const { summary } = options;
  const won = summary.outcome === 'won';
  const retry = won ? 'Play again' : 'Try again';
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
      'What next',
      options.onNext !== undefined &&
        button('Next level', options.onNext, { className: 'primary' }),
      options.onEditor !== undefined &&
        button('Back to the editor', options.onEditor, { className: 'primary' }),
      button(retry, options.onRetry, {
        className: options.onNext === undefined && options.onEditor === undefined ? 'primary' : '',
      }),
      options.onEditor === undefined && button('Choose a level', options.onLevels),
      options.onRaceRecord !== undefined &&
        button('Race the world record', options.onRaceRecord, { className: 'race-record' }),
      button('Quit to title', options.onTitle),
    ),
    options.splits != null &&
      splitTable({
        caption: 'Splits',
        rows: options.splits.rows,
        label: options.splits.label,
        note: options.splits.note,
      }),
    options.replay,
  );
}
