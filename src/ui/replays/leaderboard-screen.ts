import { formatTicks } from '../../sim';
import type { LeaderboardEntry } from '../../app/replays/leaderboard';
import { button, h, menu } from '../dom';
import { formatDate, type BoardView, type GlobalBoardView, type GlobalRow } from '../../app';

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
  return known && !Number.isNaN(year + month + day) ? formatDate({ year, month, day }) : iso;
}

/** The rows of a board, fastest first, as the entries come. */
export function scoreRows(entries: readonly LeaderboardEntry[]): ScoreRow[] {
  return entries.map((entry, i) => ({
    rank: i + 1,
    name: entry.name,
    time: formatTicks(entry.ticks),
    gems: entry.gems,
    date: shownDate(entry.date),
  }));
}

/** The rows of a global board, as the service ranked them. */
export function globalScoreRows(rows: readonly GlobalRow[]): ScoreRow[] {
  return rows.map((row) => ({
    rank: row.rank,
    name: row.player,
    time: formatTicks(row.timeTicks),
    gems: row.gems,
    date: shownDate(row.recordedAt),
  }));
}

const HEADINGS = ['#', 'Name', 'Time', 'Gems', 'Date', ''];

/** A board's rows as a table, each row ending with its buttons. */
function scoreTable(rows: readonly ScoreRow[], actions: (row: ScoreRow, i: number) => Node[]) {
  return rows.length === 0
    ? h('p', { className: 'scores-empty', text: 'No wins here yet.' })
    : h(
        'table',
        { className: 'scores' },
        h(
          'thead',
          {},
          h('tr', {}, ...HEADINGS.map((text) => h('th', { text, attrs: { scope: 'col' } }))),
        ),
        h(
          'tbody',
          {},
          ...rows.map((row, i) =>
            h(
              'tr',
              {},
              h('td', { text: String(row.rank) }),
              h('td', { className: 'score-name', text: row.name }),
              h('td', { text: `${row.time} s` }),
              h('td', { text: String(row.gems) }),
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
      text: 'Asking the world…',
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
    const record = row.rank === 1 ? 'Race the world record' : `Race ${row.name}'s run`;
    return [
      button(
        'Watch',
        () => {
          if (found !== undefined) global.onWatch(found);
        },
        {
          attrs: { 'aria-label': `Watch ${row.name}'s run, ${row.time} s` },
        },
      ),
      button(
        'Race',
        () => {
          if (found !== undefined) global.onRace(found);
        },
        {
          className: 'race',
          attrs: { 'aria-label': `${record}, ${row.time} s, as a ghost` },
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
    { className: 'scores-tabs', attrs: { role: 'tablist', 'aria-label': 'Which runs' } },
    tab('global', 'Global'),
    tab('local', 'This browser'),
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
        'Watch',
        () => {
          const entry = options.entries[i];
          if (entry !== undefined) options.onWatch(entry);
        },
        { attrs: { 'aria-label': `Watch ${row.name}'s run, ${row.time} s` } },
      ),
    ]);
  const global = options.global;
  return h(
    'section',
    { className: 'screen scores-screen', attrs: { 'aria-labelledby': 'scores-heading' } },
    h('h2', { id: 'scores-heading', text: 'Leaderboard' }),
    h('p', { className: 'scores-board', text: options.title }),
    h('p', { className: 'scores-position', text: options.position }),
    global !== null && tabs(options),
    global !== null && options.tab === 'global' ? globalList(global) : local(),
    menu(
      'Boards',
      button('Next board', options.onNext, { className: 'primary' }),
      button('Previous board', options.onPrevious),
      button('Back', options.onBack, { className: 'back' }),
    ),
  );
}
