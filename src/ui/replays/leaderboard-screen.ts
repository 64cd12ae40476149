import type { LeaderboardEntry } from '../../app/replays/leaderboard';
import { button, h, menu } from '../dom';
import type { BoardView, GlobalBoardView, GlobalRow } from '../../app';
import { formatDay, formatNumber, formatRunTime } from '../../app/text/formats';
import { t, type MessageKey } from '../../app/text/text';

/** One line of a leaderboard as the screen shows it. */
export interface ScoreRow {
  readonly rank: number;
  readonly name: string;
  /** Final time in seconds, e.g. "11.65". */
  readonly time: string;
  readonly gems: number;
  /** The UTC date of the run, e.g. "14 March 2026". */
  readonly date: string;
}

/** "14 March 2026" for an ISO 8601 time; the text itself when it is no date. */
function shownDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  const known = year !== undefined && month !== undefined && day !== undefined;
  return known && !Number.isNaN(year + month + day) ? formatDay({ year, month, day }) : iso;
}

/** The rows of a board, fastest first, as the entries come. */
export function scoreRows(entries: readonly LeaderboardEntry[]): ScoreRow[] {
  return entries.map((entry, i) => ({
    rank: i + 1,
    name: entry.name,
    time: formatRunTime(entry.ticks),
    gems: entry.gems,
    date: shownDate(entry.date),
  }));
}

/** The rows of a global board, as the service ranked them. */
export function globalScoreRows(rows: readonly GlobalRow[]): ScoreRow[] {
  return rows.map((row) => ({
    rank: row.rank,
    name: row.player,
    time: formatRunTime(row.timeTicks),
    gems: row.gems,
    date: shownDate(row.recordedAt),
  }));
}

const HEADINGS: readonly (MessageKey | null)[] = [
  'scores.rank',
  'scores.name',
  'scores.time',
  'scores.gems',
  'scores.date',
  null,
];

/** A board's rows as a table, each row ending with its buttons. */
function scoreTable(rows: readonly ScoreRow[], actions: (row: ScoreRow, i: number) => Node[]) {
  return rows.length === 0
    ? h('p', { className: 'scores-empty', text: t('scores.empty') })
    : h(
        'table',
        { className: 'scores' },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            ...HEADINGS.map((key) =>
              h('th', { text: key === null ? '' : t(key), attrs: { scope: 'col' } }),
            ),
          ),
        ),
        h(
          'tbody',
          {},
          ...rows.map((row, i) =>
            h(
              'tr',
              {},
              h('td', { text: formatNumber(row.rank) }),
              h('td', { className: 'score-name', text: row.name }),
              h('td', { text: t('scores.seconds', { time: row.time }) }),
              h('td', { text: formatNumber(row.gems) }),
              h('td', { text: row.date }),
              h('td', {}, ...actions(row, i)),
            ),
          ),
        ),
      );
}

/** The global list: its rows with Watch and Race, or what it is waiting for. */
function globalList(global: GlobalBoardView): HTMLElement {
  if (global.state === 'loading') {
    return h('p', {
      className: 'scores-empty',
      attrs: { role: 'status' },
      text: t('scores.asking'),
    });
  }
  const status = h('p', {
    className: 'scores-empty',
    attrs: { role: 'status' },
    text: global.message,
  });
  if (global.state === 'failed') return status;
  const table = scoreTable(globalScoreRows(global.rows), (row, i) => {
    const found = global.rows[i];
    const race =
      row.rank === 1
        ? t('scores.raceRecordLabel', { time: row.time })
        : t('scores.raceLabel', { name: row.name, time: row.time });
    return [
      button(
        t('scores.watch'),
        () => {
          if (found !== undefined) global.onWatch(found);
        },
        {
          attrs: { 'aria-label': t('scores.watchLabel', { name: row.name, time: row.time }) },
        },
      ),
      button(
        t('scores.race'),
        () => {
          if (found !== undefined) global.onRace(found);
        },
        {
          className: 'race',
          attrs: { 'aria-label': race },
        },
      ),
    ];
  });
  // Offline, the rows last seen follow the line that says so and how old they are.
  return global.state === 'seen' ? h('div', { className: 'scores-seen' }, status, table) : table;
}

/** The Global and This browser tabs of a board. */
function tabs(options: BoardView): HTMLElement {
  const tab = (name: BoardView['tab'], label: string) =>
    button(
      label,
      () => {
        options.onTab(name);
      },
      {
        className: 'scores-tab',
        attrs: { role: 'tab', 'aria-selected': String(options.tab === name), 'data-tab': name },
      },
    );
  return h(
    'div',
    { className: 'scores-tabs', attrs: { role: 'tablist', 'aria-label': t('scores.tabs') } },
    tab('global', t('scores.global')),
    tab('local', t('scores.local')),
  );
}

/**
 * One board: the fastest verified wins of a level, each with its replay to watch; with the
 * service, a Global tab lists the world's, each also to race as a ghost.
 */
export function leaderboardScreen(options: BoardView): HTMLElement {
  const local = () =>
    scoreTable(scoreRows(options.entries), (row, i) => [
      button(
        t('scores.watch'),
        () => {
          const entry = options.entries[i];
          if (entry !== undefined) options.onWatch(entry);
        },
        { attrs: { 'aria-label': t('scores.watchLabel', { name: row.name, time: row.time }) } },
      ),
    ]);
  const global = options.global;
  return h(
    'section',
    { className: 'screen scores-screen', attrs: { 'aria-labelledby': 'scores-heading' } },
    h('h2', { id: 'scores-heading', text: t('scores.heading') }),
    h('p', { className: 'scores-board', text: options.title }),
    h('p', { className: 'scores-position', text: options.position }),
    global !== null && tabs(options),
    global !== null && options.tab === 'global' ? globalList(global) : local(),
    menu(
      t('scores.menu'),
      button(t('scores.next'), options.onNext, { className: 'primary' }),
      button(t('scores.previous'), options.onPrevious),
      button(t('common.back'), options.onBack, { className: 'back' }),
    ),
  );
}
