import { formatTicks } from '../../sim';
import type { LeaderboardEntry } from '../../storage/leaderboard';
import { button, h, menu } from '../dom';
import { formatDate, type BoardView } from '../../app';

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

/** The rows of a board, fastest first, as the entries come. */
export function scoreRows(entries: readonly LeaderboardEntry[]): ScoreRow[] {
  return entries.map((entry, i) => {
    const [year, month, day] = entry.date.slice(0, 10).split('-').map(Number);
    const known = year !== undefined && month !== undefined && day !== undefined;
    return {
      rank: i + 1,
      name: entry.name,
      time: formatTicks(entry.ticks),
      gems: entry.gems,
      date: known ? formatDate({ year, month, day }) : entry.date,
    };
  });
}

const HEADINGS = ['#', 'Name', 'Time', 'Gems', 'Date', ''];

/** One board: the ten fastest verified wins of a level, each with its replay to watch. */
export function leaderboardScreen(options: BoardView): HTMLElement {
  const rows = scoreRows(options.entries);
  const table =
    rows.length === 0
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
                h(
                  'td',
                  {},
                  button(
                    'Watch',
                    () => {
                      const entry = options.entries[i];
                      if (entry !== undefined) options.onWatch(entry);
                    },
                    { attrs: { 'aria-label': `Watch ${row.name}'s run, ${row.time} s` } },
                  ),
                ),
              ),
            ),
          ),
        );
  return h(
    'section',
    { className: 'screen scores-screen', attrs: { 'aria-labelledby': 'scores-heading' } },
    h('h2', { id: 'scores-heading', text: 'Leaderboard' }),
    h('p', { className: 'scores-board', text: options.title }),
    h('p', { className: 'scores-position', text: options.position }),
    table,
    menu(
      'Boards',
      button('Next board', options.onNext, { className: 'primary' }),
      button('Previous board', options.onPrevious),
      button('Back', options.onBack, { className: 'back' }),
    ),
  );
}
