/**
 * The standings book's refresh against the player's More (issue 44): a refresh reads again
 * every place read (More's pages too, from the first page's new cursor), and a More asked
 * around a refresh is read once, after it, never dropped nor left "asking" for good. The
 * service is a hand-answered stand-in, so each test chooses which answer lands first.
 */
import { describe, expect, it } from 'vitest';
import type { EventStandings, StandingsRow } from '../../../src/app/events';
import type { StandingsPageRequest } from '../../../src/app/events/event-client';
import { StandingsBook, type StandingsRead } from '../../../src/app/events/standings-book';
import type { ServiceFailure } from '../../../src/app/global/service-request';
import { say } from '../../../src/app/text/message-descriptor';
import { settle } from '../global/fake-service';

type Answer = EventStandings | ServiceFailure;

const C1 = '78.1773489600000.AAAAAAAAAAAAAAAA';
const C2 = '90.1773489600000.BBBBBBBBBBBBBBBB';
const C3 = '78.1773489600000.CCCCCCCCCCCCCCCC';

const FAILED: ServiceFailure = { kind: 'unreachable', reason: say('refusal.unreadable') };

/** A page of standings from place `firstRank`: the players' times are 70, 71, 72… */
function page(players: string[], firstRank: number, next: string | null, total = 4): Answer {
  const rows: StandingsRow[] = players.map((player, i) => ({
    rank: firstRank + i,
    player,
    runId: `run-${player}`,
    timeTicks: 70 + firstRank + i,
  }));
  return { kind: 'standings', final: false, rows, total, next, you: null };
}

/** A book of event ev_now whose requests wait until the test answers them, in any order. */
function setup() {
  const asked: { page: StandingsPageRequest; answer: (a: Answer) => void }[] = [];
  const client = {
    standings: (_id: string, request: StandingsPageRequest = {}) =>
      new Promise<Answer>((resolve) => {
        asked.push({ page: request, answer: resolve });
      }),
  };
  const book = new StandingsBook({
    client,
    keptKey: () => null,
    failedText: () => say('events.moreLoading'),
    staleText: () => say('events.stale', { reason: say('refusal.unreadable') }),
    changed: () => undefined,
  });
  /** Answers the request `index` (in the order asked) once sent, and lets the book take it in. */
  const answer = async (index: number, value: Answer) => {
    await settle();
    const request = asked[index];
    if (request === undefined) throw new Error(`request ${String(index)} was not sent`);
    request.answer(value);
    await settle();
  };
  const rows = () => {
    const read: StandingsRead = book.get('ev_now');
    return read.state === 'rows' ? read.rows.map((row) => `${row.rank} ${row.player}`) : [];
  };
  const state = () => {
    const read = book.get('ev_now');
    return read.state === 'rows'
      ? { next: read.next, more: read.more.state, stale: read.stale !== null }
      : read.state;
  };
  return { book, asked, answer, rows, state, pages: () => asked.map((a) => a.page) };
}

/** The first page read (Ariadne, Theseus, then C1), and More's page after it (Minos, then C2). */
async function readTwoPages(s: ReturnType<typeof setup>): Promise<void> {
  void s.book.read('ev_now');
  await s.answer(0, page(['Ariadne', 'Theseus'], 1, C1));
  void s.book.more('ev_now');
  await s.answer(1, page(['Minos'], 3, C2));
}

/** The first page of the event's standings read: Ariadne and Theseus, then cursor C1. */
async function firstPageRead() {
  const s = setup();
  void s.book.read('ev_now');
  await s.answer(0, page(['Ariadne', 'Theseus'], 1, C1));
  return s;
}

describe('a refresh of standings read past their first page', () => {
  it("reads again every place read, More's page too, from the first page's new cursor", async () => {
    const s = setup();
    await readTwoPages(s);
    expect(s.rows()).toEqual(['1 Ariadne', '2 Theseus', '3 Minos']);
    const refreshed = s.book.refresh('ev_now');
    // Icarus has come in second: the first page now ends on Icarus (cursor C3), and the one
    // place held past it is read from there.
    await s.answer(2, page(['Ariadne', 'Icarus'], 1, C3, 5));
    await s.answer(3, page(['Theseus'], 3, C2, 5));
    await refreshed;
    expect(s.pages()).toEqual([{}, { cursor: C1 }, {}, { cursor: C3, limit: 1 }]);
    expect(s.rows()).toEqual(['1 Ariadne', '2 Icarus', '3 Theseus']);
    expect(s.state()).toEqual({ next: C2, more: 'idle', stale: false });
  });

  it('keeps every place read, saying why, when a page after the first fails', async () => {
    const s = setup();
    await readTwoPages(s);
    void s.book.refresh('ev_now');
    await s.answer(2, page(['Ariadne', 'Icarus'], 1, C3, 5));
    await s.answer(3, FAILED);
    expect(s.rows()).toEqual(['1 Ariadne', '2 Theseus', '3 Minos']);
    expect(s.state()).toEqual({ next: C2, more: 'idle', stale: true });
  });
});

describe('More asked around a refresh', () => {
  it('is read once the refresh under way is answered, from where the refresh ends', async () => {
    const s = await firstPageRead();
    void s.book.refresh('ev_now');
    void s.book.more('ev_now');
    await settle();
    expect([s.asked.length, s.state()]).toEqual([2, { next: C1, more: 'loading', stale: false }]);
    await s.answer(1, page(['Ariadne', 'Icarus'], 1, C3, 5));
    // The refresh is shown, More still on its way: it is not offered twice.
    expect([s.rows(), s.state()]).toEqual([
      ['1 Ariadne', '2 Icarus'],
      { next: C3, more: 'loading', stale: false },
    ]);
    await s.answer(2, page(['Theseus'], 3, null, 5));
    expect(s.pages()).toEqual([{}, {}, { cursor: C3 }]);
    expect(s.rows()).toEqual(['1 Ariadne', '2 Icarus', '3 Theseus']);
    expect(s.state()).toEqual({ next: null, more: 'idle', stale: false });
  });

  it('is read, and stays usable, when a refresh asked while it was on its way fails', async () => {
    const s = await firstPageRead();
    void s.book.more('ev_now');
    void s.book.refresh('ev_now');
    await s.answer(1, page(['Minos'], 3, C2));
    expect(s.rows()).toEqual(['1 Ariadne', '2 Theseus', '3 Minos']);
    await s.answer(2, FAILED);
    expect(s.rows()).toEqual(['1 Ariadne', '2 Theseus', '3 Minos']);
    expect(s.state()).toEqual({ next: C2, more: 'idle', stale: true });
    void s.book.more('ev_now');
    await settle();
    expect(s.pages()).toEqual([{}, { cursor: C1 }, {}, { cursor: C2 }]);
    expect(s.state()).toEqual({ next: C2, more: 'loading', stale: true });
  });

  it('is read from the last cursor when the refresh before it fails', async () => {
    const s = await firstPageRead();
    void s.book.refresh('ev_now');
    void s.book.more('ev_now');
    await s.answer(1, FAILED);
    expect(s.state()).toEqual({ next: C1, more: 'loading', stale: true });
    await s.answer(2, page(['Minos'], 3, null));
    expect(s.pages()).toEqual([{}, {}, { cursor: C1 }]);
    expect(s.rows()).toEqual(['1 Ariadne', '2 Theseus', '3 Minos']);
    expect(s.state()).toEqual({ next: null, more: 'idle', stale: false });
  });
});
