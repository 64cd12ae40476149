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
  { rank: 1, player: 'Ariadne', runId: 'r1', timeTicks: 70, mine: false },
  { rank: 2, player: 'Theseus', runId: 'r2', timeTicks: 78, mine: true },
];

function view(card: EventCardView, onRace: ((row: StandingsPlace) => void) | null): EventsView {
  return {
    state: 'rows',
    message: '',
    cards: [card],
    standings: {
      event: 'Saturday shot',
      state: 'rows',
      final: false,
      message: '',
      rows: ROWS,
      onWatch: vi.fn(),
      onRace,
    },
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
