// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { LeaderboardEntry } from '../../../src/app/replays/leaderboard';
import { scoreRows, leaderboardScreen } from '../../../src/ui/replays/leaderboard-screen';
import { winningReplay } from '../../replay/support/replays';

const replay = winningReplay('first-steps');
const entries: LeaderboardEntry[] = [
  { name: 'Ariadne', ticks: 233, gems: 2, date: '2026-03-14T09:26:53.589Z', replay },
  { name: '<b>Minos</b>', ticks: 1200, gems: 0, date: '2026-11-02T23:59:59.000Z', replay },
];

function screen(list: readonly LeaderboardEntry[]) {
  const calls: string[] = [];
  const element = leaderboardScreen({
    title: 'The Threshold',
    entries: list,
    position: 'Board 1 of 11',
    onNext: () => calls.push('next'),
    onPrevious: () => calls.push('previous'),
    onWatch: (entry) => calls.push(`watch ${entry.name}`),
    onBack: () => calls.push('back'),
    tab: 'local',
    onTab: (tab) => calls.push(`tab ${tab}`),
    global: null,
  });
  return { element, calls };
}

describe('the leaderboard screen', () => {
  it('lists rank, name, time, gems and date, fastest first as given', () => {
    expect(scoreRows(entries)).toEqual([
      { rank: 1, name: 'Ariadne', time: '11.65', gems: 2, date: '14 March 2026' },
      { rank: 2, name: '<b>Minos</b>', time: '60.00', gems: 0, date: '2 November 2026' },
    ]);
  });

  it('shows each run as text with a Watch button for its replay', () => {
    const { element, calls } = screen(entries);
    const rows = [...element.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['1', 'Ariadne', '11.65 s', '2', '14 March 2026', 'Watch'],
      ['2', '<b>Minos</b>', '60.00 s', '0', '2 November 2026', 'Watch'],
    ]);
    // A name is text, never markup.
    expect(element.querySelector('tbody b')).toBeNull();
    const watch = [...element.querySelectorAll<HTMLButtonElement>('tbody button')];
    watch[1]?.click();
    expect(watch[1]?.getAttribute('aria-label')).toBe("Watch <b>Minos</b>'s run, 60.00 s");
    for (const label of ['Next board', 'Previous board', 'Back']) {
      [...element.querySelectorAll('button')].find((b) => b.textContent === label)?.click();
    }
    expect(calls).toEqual(['watch <b>Minos</b>', 'next', 'previous', 'back']);
    expect(element.textContent).toContain('The Threshold');
    expect(element.textContent).toContain('Board 1 of 11');
  });

  it('says so when a board is empty', () => {
    const { element } = screen([]);
    expect(element.querySelector('table')).toBeNull();
    expect(element.querySelector('.scores-empty')?.textContent).toBe('No wins here yet.');
  });
});
