// @vitest-environment happy-dom
import { say } from '../../../src/app/text/message-descriptor';
import { describe, expect, it } from 'vitest';
import type { BoardView, GlobalBoardView, GlobalRow } from '../../../src/app';
import { globalPostLine, globalPostText } from '../../../src/ui/replays/global-post-line';
import { leaderboardScreen } from '../../../src/ui/replays/leaderboard-screen';
import { titleScreen } from '../../../src/ui/screens/title-screen';
import { titleOptions } from '../screens/title-options';

const rows: GlobalRow[] = [
  {
    rank: 1,
    player: 'Ariadne',
    timeTicks: 233,
    gems: 2,
    recordedAt: '2026-03-14T09:26:53.589Z',
    replayHash: 'a'.repeat(64),
  },
  {
    rank: 2,
    player: 'Minos',
    timeTicks: 1200,
    gems: 0,
    recordedAt: '2026-11-02T23:59:59.000Z',
    replayHash: 'b'.repeat(64),
  },
];

function board(tab: BoardView['tab'], global: Partial<GlobalBoardView> | null) {
  const calls: string[] = [];
  const view: BoardView = {
    title: 'The Threshold',
    entries: [],
    position: 'Board 1 of 11',
    onNext: () => calls.push('next'),
    onPrevious: () => calls.push('previous'),
    onWatch: () => calls.push('watch local'),
    onBack: () => calls.push('back'),
    tab,
    onTab: (t) => calls.push(`tab ${t}`),
    global:
      global === null
        ? null
        : {
            state: 'rows',
            rows,
            message: '',
            onWatch: (row) => calls.push(`watch ${row.player}`),
            onRace: (row) => calls.push(`race ${row.player}`),
            ...global,
          },
  };
  return { element: leaderboardScreen(view), calls };
}

const button = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.getAttribute('aria-label')?.startsWith(name) === true || b.textContent === name,
  );

describe('the Global and This browser tabs', () => {
  it('are absent without a service, so the screen is as before', () => {
    const { element } = board('local', null);
    expect(element.querySelector('[role="tablist"]')).toBeNull();
  });

  it('lists the world’s runs with Watch and Race, the first raced as the world record', () => {
    const { element, calls } = board('global', {});
    const tabs = [...element.querySelectorAll('[role="tab"]')];
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Global', 'true'],
      ['This browser', 'false'],
    ]);
    const cells = [...element.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['1', 'Ariadne', '11.65 s', '2', '14 March 2026', 'WatchRace'],
      ['2', 'Minos', '60.00 s', '0', '2 November 2026', 'WatchRace'],
    ]);
    button(element, 'Race the world record, 11.65 s')?.click();
    button(element, "Watch Minos's run")?.click();
    button(element, "Race Minos's run, 60.00 s")?.click();
    button(element, 'This browser')?.click();
    expect(calls).toEqual(['race Ariadne', 'watch Minos', 'race Minos', 'tab local']);
  });

  it('says when the world is being asked, or cannot be reached', () => {
    expect(board('global', { state: 'loading', rows: [] }).element.textContent).toContain(
      'Asking the world…',
    );
    const failed = board('global', {
      state: 'failed',
      rows: [],
      message: 'The global leaderboard cannot be reached (no answer).',
    });
    expect(failed.element.querySelector('table')).toBeNull();
    expect(failed.element.textContent).toContain('cannot be reached (no answer)');
  });
});

describe('the end screen’s global line', () => {
  it('says what became of the post, and nothing while posting is off', () => {
    expect(globalPostText({ kind: 'none' })).toBe('');
    expect(globalPostText({ kind: 'ranked', rank: 12, scope: 'today' })).toBe(
      '#12 in the world today.',
    );
    expect(globalPostText({ kind: 'ranked', rank: 3, scope: 'level' })).toBe(
      '#3 in the world on this level.',
    );
    expect(globalPostText({ kind: 'waiting', reason: say('refusal.timeout') })).toMatch(
      /^Waiting to post: offline\./,
    );
    expect(globalPostText({ kind: 'refused', reason: say('refusal.token-refused') })).toBe(
      'Refused: the start token cannot be used for this run.',
    );
    expect(globalPostText({ kind: 'no-token' })).toMatch(/^Not posted: started offline/);
    expect(globalPostText({ kind: 'posting' })).toBe('Posting to the global leaderboard…');
  });

  it('follows the poster, hidden while there is nothing to say', () => {
    let tell: (s: Parameters<typeof globalPostText>[0]) => void = () => undefined;
    const line = globalPostLine((listener) => {
      tell = listener;
      listener({ kind: 'none' });
    });
    expect(line.hidden).toBe(true);
    tell({ kind: 'posting' });
    expect([line.hidden, line.textContent]).toEqual([false, 'Posting to the global leaderboard…']);
    tell({ kind: 'ranked', rank: 1, scope: 'today' });
    expect(line.textContent).toBe('#1 in the world today.');
    expect(line.getAttribute('role')).toBe('status');
  });
});

describe('today’s world daily board from the title', () => {
  it('is one press of G, and a button', () => {
    const calls: string[] = [];
    const title = titleScreen(titleOptions({ onWorldDaily: () => calls.push('world') }));
    document.body.append(title);
    const first = title.querySelector('button');
    first?.focus();
    first?.dispatchEvent(new KeyboardEvent('keydown', { key: 'g', bubbles: true }));
    first?.dispatchEvent(new KeyboardEvent('keydown', { key: 'g', ctrlKey: true, bubbles: true }));
    title.querySelector<HTMLButtonElement>('.world-daily')?.click();
    expect(calls).toEqual(['world', 'world']);
    title.remove();
  });
});
