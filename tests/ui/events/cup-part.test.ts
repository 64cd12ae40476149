// @vitest-environment happy-dom
/**
 * A cup's knockout on the Events screen's page: the qualifier's countdown, the player's room
 * waiting with Join your race, each round's rooms with who went out and Watch named for a
 * screen reader, the winner; and the title's notice of a cup race waiting.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CupPanel, CupRoomView, EventsView } from '../../../src/app';
import { eventsScreen } from '../../../src/ui/events/events-screen';
import { titleScreen } from '../../../src/ui/screens/title-screen';
import { titleOptions } from '../screens/title-options';

function room(
  roomId: string,
  racers: [string, boolean, boolean][],
  actions: Partial<Pick<CupRoomView, 'onJoin' | 'onWatch'>>,
): CupRoomView {
  return {
    roomId,
    racers: racers.map(([player, out, mine]) => ({ player, out, mine })),
    mine: racers.some(([, , mine]) => mine),
    onJoin: actions.onJoin ?? null,
    onWatch: actions.onWatch ?? null,
  };
}

function screenOf(cup: CupPanel): HTMLElement {
  const view: EventsView = {
    state: 'rows',
    message: '',
    cards: [],
    standings: null,
    cup,
    onBack: vi.fn(),
  };
  const screen = eventsScreen(view);
  document.body.append(screen);
  return screen;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("a cup's knockout on the page", () => {
  it("lists each round's rooms, marks who went out and the player's seat, and joins the player's room", () => {
    const join = vi.fn();
    const watchOver = vi.fn();
    const watchOther = vi.fn();
    const mineNow = room(
      'rm_b',
      [
        ['Theseus', false, true],
        ['Minos', false, false],
      ],
      {
        onJoin: join,
      },
    );
    const screen = screenOf({
      state: 'rows',
      message: '',
      knockout: {
        qualifier: () => 'The qualifier is over: its standings seeded round 1.',
        rounds: [
          {
            round: 1,
            status: () => 'Over.',
            rooms: [
              room(
                'rm_a',
                [
                  ['Theseus', false, true],
                  ['Icarus', true, false],
                ],
                { onWatch: watchOver },
              ),
            ],
          },
          {
            round: 2,
            status: () => 'Starts in 00:42',
            rooms: [mineNow, room('rm_c', [['Ariadne', false, false]], { onWatch: watchOther })],
          },
        ],
        result: '',
        yourRoom: mineNow,
      },
    });
    expect(screen.querySelector('.cup-qualifier')?.textContent).toBe(
      'The qualifier is over: its standings seeded round 1.',
    );
    const rounds = [...screen.querySelectorAll('.cup-round')].map((r) => [
      r.querySelector('h4')?.textContent,
      r.querySelector('.cup-round-status')?.textContent,
      [...r.querySelectorAll('.cup-racers li')].map((li) => li.textContent),
    ]);
    expect(rounds).toEqual([
      ['Round 1', 'Over.', ['Theseus (you)', 'Icarus (out)']],
      ['Round 2', 'Starts in 00:42', ['Theseus (you)', 'Minos', 'Ariadne']],
    ]);
    const watch = [...screen.querySelectorAll('.cup-room button')]
      .filter((b) => b.textContent === 'Watch')
      .map((b) => b.getAttribute('aria-label'));
    expect(watch).toEqual(['Watch room 1 of round 1', 'Watch room 2 of round 2']);
    expect(screen.querySelector('.cup-your-room p')?.textContent).toBe(
      'Your race room of this round is ready.',
    );
    screen.querySelector<HTMLButtonElement>('.cup-your-room button')?.click();
    expect(join).toHaveBeenCalledOnce();
    screen.querySelector<HTMLButtonElement>('[data-room="rm_c"] button')?.click();
    expect(watchOther).toHaveBeenCalledOnce();
    expect(watchOver).not.toHaveBeenCalled();
  });

  it('says the winner, and that no round is drawn before the qualifier ends', () => {
    const decided = screenOf({
      state: 'rows',
      message: '',
      knockout: { qualifier: () => '', rounds: [], result: 'Winner: Ariadne', yourRoom: null },
    });
    expect(decided.querySelector('.cup-result')?.textContent).toBe('Winner: Ariadne');
    expect(decided.querySelector('.events-cup .events-empty')?.textContent).toBe(
      "No rounds yet: round 1 is drawn from the qualifier's standings once it ends.",
    );
    expect(decided.querySelector('.cup-your-room')).toBeNull();
  });

  it('says why the cup could not be had', () => {
    const screen = screenOf({
      state: 'failed',
      message: 'The events could not be had: offline',
      knockout: null,
    });
    expect(screen.querySelector('.events-cup [role="status"]')?.textContent).toBe(
      'The events could not be had: offline',
    );
  });

  it('tells the title a cup race waits before an event open now, and leads to the Events screen', () => {
    const onEvents = vi.fn();
    const title = titleScreen(
      titleOptions({
        onEvents,
        openEvent: 'Saturday shot',
        cupRoom: 'Saturday cup',
      }),
    );
    const notice = title.querySelector<HTMLButtonElement>('.event-notice button');
    expect(notice?.textContent).toBe('Your cup race is waiting: Saturday cup');
    notice?.click();
    expect(onEvents).toHaveBeenCalledOnce();
  });
});
