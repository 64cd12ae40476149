/**
 * The Events screen in the game (issue 44), on a recording view against a fake service: the
 * title's entry and notice, the lists with their countdowns from the page's clock, registering,
 * playing an event (its start through the event, its end line), and the standings' rows.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { de } from '../../../src/app/text/catalogues/de';
import { en } from '../../../src/app/text/en';
import { setTextLanguage } from '../../../src/app/text/text';
import { inWords } from '../../support/in-words';
import type { EventCardView, EventsView } from '../../../src/app/events';
import { gameHarness } from '../game-harness';
import { fakeKey, settle } from '../global/fake-service';
import { first, plan } from '../replays/replay-fixtures';
import { replaySplits } from '../../../src/replay';
import { winningReplay } from '../../replay/support/replays';
import { eventsService, placeOf, runAnswer, standingsOf } from './events-service';

/**
 * A game as Theseus (posting on, unless asked otherwise), whose service has three events around
 * the clock; `keyKept`: Theseus's key is kept in this browser.
 */
function setup(
  options: { keyKept?: boolean; globalPost?: boolean; splitComparison?: 'wr' | 'pb' } = {},
) {
  const fake = eventsService({ keyKept: options.keyKept ?? true });
  const { client, poster, identity, events } = fake;
  const harness = gameHarness({
    global: { client, poster, identity, events },
    settings: {
      globalPost: options.globalPost ?? true,
      playerName: 'Theseus',
      ghost: false,
      ...(options.splitComparison === undefined
        ? {}
        : { splitComparison: options.splitComparison }),
    },
  });
  return { ...harness, ...fake };
}

type Harness = ReturnType<typeof setup>;

/** Opens the Events screen as the title's button does, and lets the answers come. */
async function open(h: Harness): Promise<EventsView> {
  h.view.act('events');
  await settle();
  return events(h);
}

function events(h: Harness): EventsView {
  return h.view.panel('events').events;
}

function card(h: Harness, id: string): EventCardView {
  const found = events(h).cards.find((c) => c.id === id);
  if (found === undefined) throw new Error(`no event ${id} on the screen`);
  return found;
}

/** The requests sent, as method, path and key. */
function sent(h: Harness): string[][] {
  return h.service.sent.map((r) => [r.method, r.path, r.authorization ?? '']);
}

const KEY = `Bearer ${fakeKey('Theseus')}`;

/** Plays the first level's winning inputs to the end, and lets the posts answer. */
async function win(h: Harness): Promise<void> {
  h.inputs.push(...plan);
  h.run(plan.length + 3);
  await settle();
  await settle();
}

afterEach(() => {
  setTextLanguage('en', en);
});

describe('the title and the Events screen', () => {
  it('offers the Events screen to a player who posts, with a notice of the event open now', async () => {
    const h = setup();
    h.game.launch({ kind: 'title', notice: null });
    await settle();
    expect(sent(h)).toEqual([['GET', '/api/events', '']]);
    expect(h.view.model).toMatchObject({
      screen: 'title',
      events: true,
      openEvent: 'Saturday shot',
    });
  });

  it('offers them to a player with a key kept and posting off, too', async () => {
    const h = setup({ globalPost: false });
    h.game.launch({ kind: 'title', notice: null });
    await settle();
    expect(h.view.model).toMatchObject({ screen: 'title', events: true });
  });

  it('reads no events and offers none to a player who does not post and has no key', async () => {
    const h = setup({ keyKept: false, globalPost: false });
    h.game.launch({ kind: 'title', notice: null });
    await settle();
    expect(h.service.sent).toEqual([]);
    expect(h.view.model).not.toHaveProperty('events');
    expect(h.view.model).not.toHaveProperty('openEvent');
  });

  it('lists now, next and past with level, format, rules and a countdown from the page clock', async () => {
    const h = setup();
    const view = await open(h);
    expect(h.game.screen).toBe('events');
    expect(view.cards.map((c) => [c.group, c.name, c.level, c.format, c.countdown()])).toEqual([
      ['now', 'Saturday shot', 'The Threshold', 'One shot.', 'Ends in 1:30:00'],
      [
        'next',
        'Monday trial',
        'a labyrinth revealed at the start',
        'Time trial.',
        'Starts in 2 d 00:00:05',
      ],
      ['past', 'Old trial', 'labyrinth 77', 'Time trial.', 'Ended on 10 March 2026'],
    ]);
    expect(card(h, 'ev_now').rules).toBe(
      'One attempt each: the run you start is your entry, won or not.',
    );
    // Play only while open; registering until the end; standings once started.
    expect(
      view.cards.map((c) => [c.onPlay !== null, c.onRegister !== null, c.onStandings !== null]),
    ).toEqual([
      [true, true, true],
      [false, true, false],
      [false, false, true],
    ]);
  });

  it("shows the open event's standings with the player's own row marked, and the past one's when asked", async () => {
    const h = setup();
    const view = await open(h);
    expect(view.standings?.event).toBe('Saturday shot');
    expect(view.standings?.rows.map((r) => [r.rank, r.player, r.timeTicks, r.mine])).toEqual([
      [1, 'Ariadne', 70, false],
      [2, 'Theseus', 78, true],
    ]);
    h.answers.standings = () => standingsOf([['Minos', 90]], true);
    card(h, 'ev_past').onStandings?.();
    await settle();
    const past = events(h).standings;
    expect([past?.event, past?.final, past?.rows.map((r) => r.player)]).toEqual([
      'Old trial',
      true,
      ['Minos'],
    ]);
    // The key kept in this browser goes with it: the answer says the player's own place.
    expect(sent(h).at(-1)).toEqual(['GET', '/api/events/ev_past/standings', KEY]);
  });

  it('shows how far each place is behind the leader, and how many places there are', async () => {
    const h = setup();
    h.answers.standings = () =>
      standingsOf(
        [
          ['Ariadne', 70],
          ['Theseus', 78],
          ['Minos', 133],
        ],
        false,
        { total: 3 },
      );
    const view = await open(h);
    expect(view.standings?.rows.map((r) => [r.player, r.behindTicks])).toEqual([
      ['Ariadne', 0],
      ['Theseus', 8],
      ['Minos', 63],
    ]);
    expect([view.standings?.total, view.standings?.onMore]).toEqual([3, null]);
  });

  it('reads the next page by its cursor and adds it below, until the last', async () => {
    const h = setup();
    const cursor = '78.1773489600000.AAAAAAAAAAAAAAAA';
    h.answers.standings = (request) =>
      request.path.includes('?cursor=')
        ? standingsOf([['Minos', 90]], false, { firstRank: 3, total: 3 })
        : standingsOf(
            [
              ['Ariadne', 70],
              ['Theseus', 78],
            ],
            false,
            { total: 3, next: cursor },
          );
    const view = await open(h);
    expect([view.standings?.rows.length, view.standings?.total]).toEqual([2, 3]);
    view.standings?.onMore?.();
    expect(events(h).standings?.moreStatus).toBe('Asking for more places…');
    await settle();
    expect(sent(h).at(-1)).toEqual(['GET', `/api/events/ev_now/standings?cursor=${cursor}`, KEY]);
    const all = events(h).standings;
    expect(all?.rows.map((r) => [r.rank, r.player, r.behindTicks])).toEqual([
      [1, 'Ariadne', 0],
      [2, 'Theseus', 8],
      [3, 'Minos', 20],
    ]);
    expect([all?.onMore, all?.moreStatus]).toEqual([null, '']);
  });

  it('says why the next page could not be had, and keeps the places read', async () => {
    const h = setup();
    h.answers.standings = (request) =>
      request.path.includes('?cursor=')
        ? 'no-answer'
        : standingsOf([['Ariadne', 70]], false, {
            total: 2,
            next: '70.1773489600000.AAAAAAAAAAAAAAAA',
          });
    const view = await open(h);
    view.standings?.onMore?.();
    await settle();
    const after = events(h).standings;
    expect(after?.moreStatus).toMatch(/^The events could not be had: /);
    expect([after?.rows.map((r) => r.player), after?.onMore !== null]).toEqual([['Ariadne'], true]);
  });

  it("shows the player's own place below the places read when it is on none of them", async () => {
    const h = setup();
    h.answers.standings = () =>
      standingsOf(
        [
          ['Ariadne', 70],
          ['Minos', 75],
        ],
        false,
        { total: 40, next: '75.1773489600000.AAAAAAAAAAAAAAAA', you: placeOf(37, 'Theseus', 140) },
      );
    const view = await open(h);
    expect(view.standings?.rows.some((r) => r.mine)).toBe(false);
    expect(view.standings?.you).toMatchObject({
      rank: 37,
      player: 'Theseus',
      mine: true,
      behindTicks: 70,
    });
  });

  it('asks without a key, and claims no name, when this browser keeps none', async () => {
    const h = setup({ keyKept: false });
    const view = await open(h);
    const standings = sent(h).filter(([, path]) => path?.includes('/standings'));
    expect(standings).toEqual([['GET', '/api/events/ev_now/standings', '']]);
    expect(h.service.claims).toEqual([]);
    expect(view.standings?.you).toBeNull();
  });

  it("registers with the player's key, and says a refusal in words", async () => {
    const h = setup();
    await open(h);
    card(h, 'ev_next').onRegister?.();
    await settle();
    expect(sent(h).at(-1)).toEqual(['PUT', '/api/events/ev_next/registration', KEY]);
    expect(card(h, 'ev_next').registration).toBe('You are registered.');
    h.answers.register = () => ({
      status: 409,
      body: { type: '/api/problems#event-closed', title: 'Closed', status: 409 },
    });
    card(h, 'ev_now').onRegister?.();
    await settle();
    expect(card(h, 'ev_now').registration).toBe(
      'Not registered: the event is not open for this now.',
    );
    setTextLanguage('de', de);
    expect(card(h, 'ev_now').registration).toBe(
      'Nicht angemeldet: die Veranstaltung ist dafür gerade nicht offen.',
    );
  });

  it('says why the events could not be had', async () => {
    const h = setup();
    h.answers.list = () => 'no-answer';
    const view = await open(h);
    expect(view.state).toBe('failed');
    expect(view.message).toMatch(/^The events could not be had: /);
    setTextLanguage('de', de);
    expect(events(h).message).toBe(
      'Die Events waren nicht zu bekommen: keine Antwort (Failed to fetch)',
    );
  });
});

describe('playing an event', () => {
  it('registers, starts through the event with the key, and the end screen says the entry counted and its place', async () => {
    const h = setup();
    await open(h);
    card(h, 'ev_now').onPlay?.();
    await settle();
    expect(h.game.screen).toBe('playing');
    expect(h.session.run?.level.id).toBe('first-steps');
    const paths = sent(h).map(([method, path]) => `${method} ${path}`);
    expect(paths.slice(-2)).toEqual([
      'PUT /api/events/ev_now/registration',
      'POST /api/events/ev_now/start',
    ]);
    expect(paths).not.toContain('POST /api/runs/start');
    await win(h);
    expect(h.view.screen).toBe('won');
    const post = h.service.posts()[0];
    expect([post?.authorization, (post?.body as { token: string }).token]).toEqual([
      KEY,
      'event-token',
    ]);
    expect(h.view.globalNews.at(-1)).toEqual({
      kind: 'entered',
      event: 'Saturday shot',
      won: true,
      place: 2,
    });
  });

  it("says the player's place from the standings' own place of the key, past the first page", async () => {
    const h = setup();
    await open(h);
    h.answers.standings = (request) =>
      standingsOf([['Ariadne', 70]], false, {
        total: 80,
        next: '70.1773489600000.AAAAAAAAAAAAAAAA',
        ...(request.authorization === KEY ? { you: placeOf(57, 'Theseus', 78) } : {}),
      });
    card(h, 'ev_now').onPlay?.();
    await settle();
    await win(h);
    expect(h.view.globalNews.at(-1)).toEqual({
      kind: 'entered',
      event: 'Saturday shot',
      won: true,
      place: 57,
    });
  });

  it("compares an event run's splits with the event's leader in place of the world record", async () => {
    const h = setup({ splitComparison: 'wr' });
    // A split no run of first-steps has (its exit on tick 60): it can only come from her run.
    h.answers.run = () => ({
      status: 200,
      body: { ...runAnswer('Ariadne', 'a'.repeat(64)), splits: [{ tick: 60, event: 'exit' }] },
    });
    await open(h);
    card(h, 'ev_now').onPlay?.();
    await settle();
    const paths = h.service.sent.map((r) => r.path);
    expect(paths).toContain('/api/events/ev_now/standings?limit=1');
    expect(paths).toContain('/api/runs/run-Ariadne');
    expect(paths.some((path) => path.startsWith('/api/boards/'))).toBe(false);
    expect(h.view.splitLines.at(-1)).toMatchObject({ label: 'Leader', state: 'waiting' });
    await win(h);
    const [exit] = replaySplits(winningReplay('first-steps'));
    const onSplit = h.view.splitLines.filter((line) => line?.tick != null);
    expect(onSplit.map((line) => [line?.label, line?.event, line?.delta])).toEqual([
      ['Leader', 'exit', (exit?.tick ?? 0) - 60],
    ]);
  });

  it('says there is no leader to compare with while no run has a place', async () => {
    const h = setup({ splitComparison: 'wr' });
    await open(h);
    h.answers.standings = () => standingsOf([]);
    card(h, 'ev_now').onPlay?.();
    await settle();
    expect(inWords(h.view.splitLines.at(-1))).toMatchObject({
      label: 'Leader',
      state: 'missing',
      reason: 'no run has a place in the event yet',
    });
  });

  it("says a one-shot's second start did not enter, and why, and posts nothing", async () => {
    const h = setup();
    h.answers.start = () => ({
      status: 409,
      body: { type: '/api/problems#attempt-taken', title: 'Taken', status: 409 },
    });
    await open(h);
    card(h, 'ev_now').onPlay?.();
    await settle();
    await win(h);
    expect(inWords(h.service.posts())).toEqual([]);
    expect(inWords(h.view.globalNews.at(-1))).toEqual({
      kind: 'not-entered',
      event: 'Saturday shot',
      reason: "this key's one attempt at the event is already taken",
    });
  });

  it('enters a retry of the event, but not a run of the level started from the menus later', async () => {
    const h = setup();
    await open(h);
    card(h, 'ev_now').onPlay?.();
    await settle();
    h.game.restart();
    await settle();
    const starts = () =>
      sent(h)
        .map(([method, path]) => `${method} ${path}`)
        .filter((line) => line.endsWith('/start'));
    expect(starts()).toEqual(['POST /api/events/ev_now/start', 'POST /api/events/ev_now/start']);
    h.game.quitToTitle();
    h.view.act('levels');
    h.view.act({ pick: first });
    await settle();
    expect(starts().at(-1)).toBe('POST /api/runs/start');
  });

  it("watches and races a standings row's run, verified first", async () => {
    const h = setup();
    const view = await open(h);
    const ariadne = view.standings?.rows[0];
    if (ariadne === undefined) throw new Error('no first row');
    view.standings?.onWatch(ariadne);
    await settle();
    expect(h.game.screen).toBe('replay');
    expect(h.game.replays.progress()?.player).toBe('Ariadne');
    const again = await open(h);
    again.standings?.onRace?.(ariadne);
    await settle();
    expect(h.game.screen).toBe('playing');
    expect(h.game.ghost.ghost).not.toBeNull();
    // Racing is practice: the race's start is an ordinary one, not the event's.
    expect(
      sent(h)
        .filter(([, path]) => path?.endsWith('/start'))
        .map(([, path]) => path),
    ).toEqual(['/api/runs/start']);
  });
});
