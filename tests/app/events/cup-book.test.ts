/**
 * The cup book's reads of one cup asked at once (issue 44: the list, the cup chosen and the
 * live reads may ask together): only the answer to the latest read is shown, whichever lands
 * last, so a round's rooms never go back and the title's notice does not flicker.
 */
import { describe, expect, it } from 'vitest';
import type { CupAnswer } from '../../../src/api/events';
import type { GameEvent } from '../../../src/app/events';
import { CupBook } from '../../../src/app/events/cup-book';
import { say } from '../../../src/app/text/message-descriptor';
import { settle } from '../global/fake-service';
import { CUP_EVENT } from './events-service';

interface EventAnswer {
  kind: 'event';
  event: GameEvent;
}

const CUP: GameEvent = CUP_EVENT;

/** The cup in its qualifier, or with round 1 made and Theseus seated in room E. */
function cupAnswer(round1: boolean): EventAnswer {
  const cup: CupAnswer = {
    qualifierEndsAt: '2026-03-14T11:15:00.000Z',
    roomSize: 2,
    rounds: round1
      ? [
          {
            round: 1,
            startsAt: '2026-03-14T12:01:00.000Z',
            state: 'next',
            rooms: [{ roomId: 'rm_EEEEEEEEEEEEEEEE', racers: ['Theseus', 'Ariadne'], out: null }],
          },
        ]
      : [],
    winner: null,
    decided: false,
    yourRoomId: round1 ? 'rm_EEEEEEEEEEEEEEEE' : null,
  };
  return { kind: 'event', event: { ...CUP, cup } };
}

/** A book whose reads wait until the test answers them, in any order. */
function setup() {
  const asked: ((answer: EventAnswer) => void)[] = [];
  const notices: boolean[] = [];
  const book = new CupBook({
    player: () => 'Theseus',
    clockMs: () => Date.parse('2026-03-14T12:00:00.000Z'),
    openRoom: () => undefined,
    client: {
      event: () =>
        new Promise<EventAnswer>((resolve) => {
          asked.push(resolve);
        }),
    },
    keptKey: () => null,
    failedText: () => say('refusal.unreadable'),
    changed: (noticeChanged) => notices.push(noticeChanged),
  });
  const rounds = () => book.panel('ev_cup').knockout?.rounds.map((round) => round.round);
  return { book, asked, notices, rounds };
}

describe('two reads of one cup at once', () => {
  it('shows the answer to the later read when the earlier one is answered last', async () => {
    const s = setup();
    void s.book.read('ev_cup');
    void s.book.readAll([CUP]);
    expect(s.asked.length).toBe(2);
    s.asked[1]?.(cupAnswer(true));
    await settle();
    expect([s.rounds(), s.book.waiting()]).toEqual([[1], 'Saturday cup']);
    // The first read's answer, from before round 1 was made, lands last: it is dropped.
    s.asked[0]?.(cupAnswer(false));
    await settle();
    expect([s.rounds(), s.book.waiting()]).toEqual([[1], 'Saturday cup']);
    expect(s.notices).toEqual([true]);
  });

  it('shows the later answer when the reads are answered in order', async () => {
    const s = setup();
    void s.book.read('ev_cup');
    void s.book.read('ev_cup');
    // An answer to a read already asked again is not shown: the later one is on its way.
    s.asked[0]?.(cupAnswer(false));
    await settle();
    expect(s.rounds()).toBeUndefined();
    s.asked[1]?.(cupAnswer(true));
    await settle();
    expect([s.rounds(), s.book.waiting()]).toEqual([[1], 'Saturday cup']);
  });
});
