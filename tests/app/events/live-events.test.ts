/**
 * The Events screen and the title stay live (issue 44), through the game on a fake service and
 * a timer stepped by hand: the chosen running event's standings and cup are read again every
 * 5 s while the screen is open, one read at a time, until it closes or the standings are final;
 * a failed refresh keeps the rows; the title's notice of a cup room appears without reopening.
 */
import { describe, expect, it } from 'vitest';
import type { EventsView } from '../../../src/app/events';
import { gameHarness } from '../game-harness';
import { fakeKey, ManualTimers, settle } from '../global/fake-service';
import { eventsService, NOW_EVENT, standingsOf } from './events-service';

const KEY = `Bearer ${fakeKey('Theseus')}`;

/**
 * A game as Theseus (posting on, key kept) whose page timer is stepped by hand; `serve` sets
 * the service's answers before the game starts (and reads the events).
 */
function setup(serve: (fake: ReturnType<typeof eventsService>) => void = () => undefined) {
  const fake = eventsService({ keyKept: true });
  serve(fake);
  const { client, poster, identity, events } = fake;
  const timers = new ManualTimers();
  const live = {
    connect: () => ({ send: () => undefined, close: () => undefined }),
    timer: timers.timer,
  };
  const h = gameHarness({
    global: { client, poster, identity, events, live },
    settings: { globalPost: true, playerName: 'Theseus', ghost: false },
  });
  return { ...h, ...fake, timers };
}

type Harness = ReturnType<typeof setup>;

function events(h: Harness): EventsView {
  return h.view.panel('events').events;
}

function players(h: Harness): string[] {
  return events(h).standings?.rows.map((row) => row.player) ?? [];
}

function standingsAsked(h: Harness): number {
  return h.service.sent.filter((r) => r.path.includes('/standings')).length;
}

async function open(h: Harness): Promise<void> {
  h.view.act('events');
  await settle();
  await settle();
}

describe('the Events screen stays live', () => {
  it('reads the running standings again every 5 s, one read at a time, without reopening', async () => {
    const h = setup();
    await open(h);
    expect([players(h), standingsAsked(h)]).toEqual([['Ariadne', 'Theseus'], 1]);
    expect(h.timers.due()).toEqual([5_000]);
    h.answers.standings = () =>
      standingsOf([
        ['Minos', 64],
        ['Ariadne', 70],
        ['Theseus', 78],
      ]);
    h.timers.fire(5_000);
    // While the read is on its way no other wait is set, even as the screen is drawn again
    // (registering draws it): one request at most.
    events(h).cards[0]?.onRegister?.();
    expect(h.timers.due()).toEqual([]);
    await settle();
    expect(players(h)).toEqual(['Minos', 'Ariadne', 'Theseus']);
    expect(events(h).standings?.rows[2]?.behindTicks).toBe(14);
    const asked = h.service.sent.filter((r) => r.path.includes('/standings')).at(-1);
    expect([asked?.path, asked?.authorization]).toEqual(['/api/events/ev_now/standings', KEY]);
    expect([standingsAsked(h), h.timers.due()]).toEqual([2, [5_000]]);
  });

  it('stops when the screen closes', async () => {
    const h = setup();
    await open(h);
    expect(h.timers.due()).toEqual([5_000]);
    events(h).onBack();
    await settle();
    expect(h.view.model.screen).toBe('title');
    expect(h.timers.due()).toEqual([]);
    h.timers.fire();
    await settle();
    expect(standingsAsked(h)).toBe(1);
  });

  it('stops once the standings are final', async () => {
    const h = setup();
    await open(h);
    h.answers.standings = () => standingsOf([['Ariadne', 70]], true);
    h.timers.fire(5_000);
    await settle();
    expect([events(h).standings?.final, players(h)]).toEqual([true, ['Ariadne']]);
    expect(h.timers.due()).toEqual([]);
    expect(standingsAsked(h)).toBe(2);
  });

  it('keeps the places read past the first page (More) on each refresh, read again', async () => {
    const cursor = '78.1773489600000.AAAAAAAAAAAAAAAA';
    let minos = 90;
    const h = setup(({ answers }) => {
      answers.standings = (request) =>
        request.path.includes('?cursor=')
          ? standingsOf([['Minos', minos]], false, { firstRank: 3, total: 3 })
          : standingsOf(
              [
                ['Ariadne', 70],
                ['Theseus', 78],
              ],
              false,
              { total: 3, next: cursor },
            );
    });
    await open(h);
    events(h).standings?.onMore?.();
    await settle();
    expect(players(h)).toEqual(['Ariadne', 'Theseus', 'Minos']);
    minos = 85;
    h.timers.fire(5_000);
    await settle();
    const asked = h.service.sent.filter((r) => r.path.includes('/standings')).map((r) => r.path);
    expect(asked.slice(-2)).toEqual([
      '/api/events/ev_now/standings',
      `/api/events/ev_now/standings?cursor=${cursor}&limit=1`,
    ]);
    const rows = events(h).standings?.rows.map((row) => [row.player, row.behindTicks]);
    expect(rows).toEqual([
      ['Ariadne', 0],
      ['Theseus', 8],
      ['Minos', 15],
    ]);
    expect([events(h).standings?.onMore, h.timers.due()]).toEqual([null, [5_000]]);
  });

  it('keeps the rows last read when a refresh fails, says so, and tries again', async () => {
    const h = setup();
    await open(h);
    h.answers.standings = () => 'no-answer';
    h.timers.fire(5_000);
    await settle();
    const standings = events(h).standings;
    expect([standings?.state, players(h)]).toEqual(['rows', ['Ariadne', 'Theseus']]);
    expect(standings?.message).toMatch(
      /^Could not refresh the standings \(.+\): these are the last ones read\.$/,
    );
    expect(h.timers.due()).toEqual([5_000]);
    h.answers.standings = () => standingsOf([['Ariadne', 70]]);
    h.timers.fire(5_000);
    await settle();
    expect([players(h), events(h).standings?.message]).toEqual([['Ariadne'], '']);
  });
});

const CUP_EVENT = { ...NOW_EVENT, id: 'ev_cup', name: 'Saturday cup', format: 'cup' };

/**
 * A cup in its qualifier, then with round 1 made and Theseus seated in room E (`seated`: the
 * answer names his room; `racing`: he is among its racers), or Ariadne and Minos there instead.
 */
function cupOf(round1: boolean, seat: { named: boolean; racing: boolean }) {
  const racers = seat.racing ? ['Theseus', 'Ariadne'] : ['Ariadne', 'Minos'];
  const rounds = round1
    ? [
        {
          round: 1,
          startsAt: '2026-03-14T12:01:00.000Z',
          state: 'next',
          rooms: [{ roomId: 'rm_EEEEEEEEEEEEEEEE', racers, out: null }],
        },
      ]
    : [];
  const yourRoomId = round1 && seat.named ? 'rm_EEEEEEEEEEEEEEEE' : null;
  return {
    ...{ qualifierEndsAt: '2026-03-14T12:00:30.000Z', roomSize: 2, rounds },
    ...{ winner: null, decided: false, yourRoomId },
  };
}

/** A game whose service lists one cup open now, round 1 made when the test says. */
function cupSetup(seat = { named: true, racing: true }) {
  let round1 = false;
  const h = setup(({ answers, service }) => {
    answers.list = () => ({ status: 200, body: { now: [CUP_EVENT], next: [], past: [] } });
    const listed = service.answer;
    service.answer = (request) =>
      request.path === '/api/events/ev_cup'
        ? { status: 200, body: { ...CUP_EVENT, cup: cupOf(round1, seat) } }
        : listed(request);
  });
  return {
    h,
    makeRound1: () => {
      round1 = true;
    },
  };
}

describe('a running cup stays live', () => {
  it("tells the title of the player's round-1 room as soon as it is made", async () => {
    const { h, makeRound1 } = cupSetup();
    h.game.launch({ kind: 'title', notice: null });
    await settle();
    await settle();
    expect(h.view.model).not.toHaveProperty('cupRoom');
    expect(h.timers.due()).toEqual([5_000]);
    makeRound1();
    h.timers.fire(5_000);
    await settle();
    expect(h.view.model).toMatchObject({ screen: 'title', cupRoom: 'Saturday cup' });
    expect(h.service.sent.at(-1)?.path).toBe('/api/events/ev_cup');
  });

  it("shows round 1's rooms on the open Events screen without reopening it", async () => {
    const { h, makeRound1 } = cupSetup();
    await open(h);
    expect(events(h).cup?.knockout?.rounds).toEqual([]);
    makeRound1();
    h.timers.fire(5_000);
    await settle();
    await settle();
    const knockout = events(h).cup?.knockout;
    expect(knockout?.rounds.map((round) => round.round)).toEqual([1]);
    expect(knockout?.yourRoom?.roomId).toBe('rm_EEEEEEEEEEEEEEEE');
    expect(h.timers.due()).toEqual([5_000]);
  });
});

describe('cups the player has no seat in are not asked about', () => {
  const cupReads = (h: Harness) =>
    h.service.sent.filter((r) => r.path === '/api/events/ev_cup').length;

  it('stops reading a cup for the title once round 1 is made without the player', async () => {
    const { h, makeRound1 } = cupSetup({ named: false, racing: false });
    h.game.launch({ kind: 'title', notice: null });
    await settle();
    await settle();
    // In the qualifier the player may yet be seated: the cup is read again.
    expect([cupReads(h), h.timers.due()]).toEqual([1, [5_000]]);
    h.timers.fire(5_000);
    await settle();
    expect([cupReads(h), h.timers.due()]).toEqual([2, [5_000]]);
    makeRound1();
    h.timers.fire(5_000);
    await settle();
    expect([cupReads(h), h.timers.due()]).toEqual([3, []]);
    expect(h.view.model).not.toHaveProperty('cupRoom');
  });

  it("keeps reading it while the player's name is among the latest round's racers", async () => {
    const { h, makeRound1 } = cupSetup({ named: false, racing: true });
    h.game.launch({ kind: 'title', notice: null });
    await settle();
    await settle();
    makeRound1();
    h.timers.fire(5_000);
    await settle();
    expect([cupReads(h), h.timers.due()]).toEqual([2, [5_000]]);
  });

  it('reads no past cup with the list, only the one chosen on the Events screen', async () => {
    const PAST_CUP = { ...CUP_EVENT, id: 'ev_oldcup', name: 'Old cup', state: 'ended' };
    const h = setup(({ answers }) => {
      answers.list = () => ({ status: 200, body: { now: [], next: [], past: [PAST_CUP] } });
    });
    const pastReads = () => h.service.sent.filter((r) => r.path === '/api/events/ev_oldcup');
    h.game.launch({ kind: 'title', notice: null });
    await settle();
    await settle();
    expect([h.service.sent.map((r) => r.path), h.timers.due()]).toEqual([['/api/events'], []]);
    await open(h);
    expect(events(h).cards.find((c) => c.selected)?.id).toBe('ev_oldcup');
    expect(pastReads().length).toBe(1);
  });
});
