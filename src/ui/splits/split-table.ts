import type { SplitTableRow } from '../../app/splits/live-splits';
import { h } from '../dom';
import { deltaSide, deltaText, deltaWords, eventName } from './split-text';
import { t } from '../../app/text/text';
import { formatRunTime } from '../../app/text/formats';

/** What a split table shows. */
export interface SplitTableOptions {
  readonly caption: string;
  readonly rows: readonly SplitTableRow[];
  /** The comparison's name for the delta column, or null for no delta column. */
  readonly label: string | null;
  /** A line under the table (a different route, a missing comparison), or ''. */
  readonly note: string;
  /** The row to highlight (the current event of a replay), or -1. */
  readonly current?: number;
}

/** The delta cell: sign, seconds and shape, coloured by side; "—" where there is none. */
function deltaCell(delta: number | null): HTMLElement {
  if (delta === null) return h('td', { className: 'split-delta', text: '—' });
  return h('td', {
    className: 'split-delta',
    text: deltaText(delta),
    attrs: { 'data-side': deltaSide(delta), 'aria-label': deltaWords(delta) },
  });
}

/** The gold cell: a star and words for a new best segment. */
function goldCell(gold: boolean): HTMLElement {
  return gold
    ? h('td', {
        className: 'split-gold',
        text: t('splits.newBest'),
        attrs: { 'aria-label': t('splits.newBestLabel') },
      })
    : h('td', { className: 'split-gold' });
}

/**
 * A run's splits as a table: each event, the run's time there, the delta against the
 * comparison and a gold mark where the segment was a new best; the current row is marked for
 * assistive technology too (`aria-current`).
 */
export function splitTable(options: SplitTableOptions): HTMLElement {
  const { rows, label } = options;
  const headings = [
    t('splits.split'),
    t('splits.time'),
    ...(label === null ? [] : [t('splits.delta', { label })]),
    t('splits.bestSegment'),
  ];
  const table = h(
    'table',
    { className: 'split-table' },
    h('caption', { text: options.caption }),
    h(
      'thead',
      {},
      h('tr', {}, ...headings.map((text) => h('th', { text, attrs: { scope: 'col' } }))),
    ),
    h(
      'tbody',
      {},
      ...rows.map((row, i) =>
        h(
          'tr',
          i === options.current ? { className: 'current', attrs: { 'aria-current': 'step' } } : {},
          h('th', { text: eventName(row.event), attrs: { scope: 'row' } }),
          h('td', { text: t('splits.seconds', { time: formatRunTime(row.tick) }) }),
          label === null ? null : deltaCell(row.delta),
          goldCell(row.gold),
        ),
      ),
    ),
  );
  return h(
    'div',
    { className: 'splits' },
    rows.length === 0
      ? h('p', { className: 'splits-empty', text: t('splits.none', { caption: options.caption }) })
      : table,
    options.note === '' ? null : h('p', { className: 'splits-note', text: options.note }),
  );
}
