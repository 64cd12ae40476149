// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventCardView, EventsView, StandingsPlace } from '../../../src/app';
import { eventsScreen } from '../../../src/ui/events/events-screen';

/** An open event's card whose countdown reads `left()` each time it is asked. */
function openCard(left: () => string): EventCardView {
  return {
    id: 'ev_now',
    name: 'Saturday shot',
    group: 'now',
    level: 'The Threshold',
    format: 'One shot.',
    rules: 'One attempt each.',
    countdown: left,
    selected: true,
    registration: 'You are registered.',
    onRegister: vi.fn(),
    onPlay: vi.fn(),
    onStandings: vi.fn(),
  };
}

const ROWS: StandingsPlace[] = [
  { rank: 1, player: 'Ariadne', runId: 'r1', timeTicks: 70, mine: false, behindTicks: 0 },
  { rank: 2, player: 'Theseus', runId: 'r2', timeTicks: 78, mine: true, behindTicks: 8 },
];

/** What the standings' footer and the player's place apart are, where a test sets them. */
interface Paging {
  readonly total?: number;
  readonly you?: StandingsPlace | null;
  readonly onMore?: (() => void) | null;
  readonly moreStatus?: string;
  readonly rows?: StandingsPlace[];
}

function view(
  card: EventCardView,
  onRace: ((row: StandingsPlace) => void) | null,
  paging: Paging = {},
): EventsView {
  return {
    state: 'rows',
    message: '',
    cards: [card],
    standings: {
      event: 'Saturday shot',
      state: 'rows',
      final: false,
      message: '',
      rows: paging.rows ?? ROWS,
      total: paging.total ?? ROWS.length,
      you: paging.you ?? null,
      onMore: paging.onMore ?? null,
      moreStatus: paging.moreStatus ?? '',
      onWatch: vi.fn(),
      onRace,
    },
    cup: null,
    onBack: vi.fn(),
  };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('the Events screen on the page', () => {
  it("marks the player's own row, and names each row's Watch and Race for a screen reader", () => {
    const onRace = vi.fn();
    const screen = eventsScreen(
      view(
        openCard(() => 'Ends in 04:00'),
        onRace,
      ),
    );
    document.body.append(screen);
    const mine = [...screen.querySelectorAll('tbody tr')].map((tr) => [
      tr.getAttribute('aria-current'),
      tr.querySelector('td')?.textContent,
      tr.querySelector('.score-name')?.textContent,
    ]);
    expect(mine).toEqual([
      [null, '1', 'Ariadne'],
      ['true', '2', 'Theseus (you)'],
    ]);
    const labels = [...screen.querySelectorAll('tbody button')].map((b) =>
      b.getAttribute('aria-label'),
    );
    expect(labels).toEqual([
      "Watch Ariadne's run, 3.50 s",
      "Race Ariadne's run, 3.50 s, as a ghost",
      "Watch Theseus's run, 3.90 s",
      "Race Theseus's run, 3.90 s, as a ghost",
    ]);
    screen.querySelectorAll<HTMLButtonElement>('tbody button.race')[1]?.click();
    expect(onRace).toHaveBeenCalledWith(ROWS[1]);
  });

  it('says how far each place is behind the leader, and how many places there are', () => {
    const screen = eventsScreen(
      view(
        openCard(() => ''),
        null,
      ),
    );
    const behind = [...screen.querySelectorAll('tbody .event-behind')].map((td) => td.textContent);
    expect(behind).toEqual(['Leads', '+0.40 s']);
    expect(screen.querySelector('thead')?.textContent).toContain('Behind');
    expect(screen.querySelector('.events-more p')?.textContent).toBe('2 places in all');
    expect(screen.querySelector('.events-more button')).toBeNull();
  });

  it("lists the player's own place apart below the page, and asks for more places", () => {
    const onMore = vi.fn();
    const you = { rank: 37, player: 'Theseus', runId: 'r9', timeTicks: 140, mine: true };
    const rows = ROWS.slice(0, 1);
    const screen = eventsScreen(
      view(
        openCard(() => ''),
        null,
        {
          rows,
          total: 40,
          you: { ...you, behindTicks: 70 },
          onMore,
          moreStatus: 'Asking for more places…',
        },
      ),
    );
    const lines = [...screen.querySelectorAll('tbody tr')].map((tr) => [
      tr.className,
      tr.querySelector('td')?.textContent,
      tr.querySelector('.event-behind')?.textContent,
    ]);
    expect(lines).toEqual([
      ['', '1', 'Leads'],
      ['mine apart', '37', '+3.50 s'],
    ]);
    const footer = [...screen.querySelectorAll('.events-more p')].map((p) => p.textContent);
    expect(footer).toEqual(['40 places in all', 'Asking for more places…']);
    const more = screen.querySelector<HTMLButtonElement>('.events-more button');
    expect(more?.textContent).toBe('More places');
    more?.click();
    expect(onMore).toHaveBeenCalledOnce();
  });

  it('says a refresh failed above the rows last read, and nothing while none did', () => {
    const fresh = eventsScreen(
      view(
        openCard(() => ''),
        null,
      ),
    );
    expect(fresh.querySelector('.events-stale')).toBeNull();
    const stale = view(
      openCard(() => ''),
      null,
    );
    const message = 'Could not refresh the standings (no answer): these are the last ones read.';
    const standings = stale.standings === null ? null : { ...stale.standings, message };
    const screen = eventsScreen({ ...stale, standings });
    const status = screen.querySelector('.events-stale');
    expect([status?.getAttribute('role'), status?.textContent]).toEqual(['status', message]);
    expect(
      [...screen.querySelectorAll('tbody tr td:nth-child(2)')].map((td) => td.textContent),
    ).toEqual(['Ariadne', 'Theseus (you)']);
  });

  it('offers no Race where the level cannot be started here', () => {
    const screen = eventsScreen(
      view(
        openCard(() => ''),
        null,
      ),
    );
    expect(screen.querySelectorAll('tbody button.race')).toHaveLength(0);
    expect(screen.querySelectorAll('tbody button')).toHaveLength(2);
  });

  it('writes the countdown again each second while on the page, and stops once it is gone', () => {
    vi.useFakeTimers();
    let left = 3;
    const countdown = vi.fn(() => `Ends in 00:0${String(left)}`);
    const screen = eventsScreen(view(openCard(countdown), null));
    document.body.append(screen);
    const shown = () => screen.querySelector('.event-countdown')?.textContent;
    expect(shown()).toBe('Ends in 00:03');
    left = 2;
    vi.advanceTimersByTime(1000);
    expect(shown()).toBe('Ends in 00:02');
    screen.remove();
    const asked = countdown.mock.calls.length;
    vi.advanceTimersByTime(5000);
    expect(countdown.mock.calls.length).toBe(asked);
  });
});
