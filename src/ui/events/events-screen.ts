import type {
  EventCardView,
  EventGroup,
  EventsView,
  EventStandingsView,
  StandingsPlace,
} from '../../app';
import { formatNumber, formatRunTime } from '../../app/text/formats';
import { t, type MessageKey } from '../../app/text/text';
import { button, h, menu } from '../dom';
import { cupPart } from './cup-part';
import './events.css';

/** How often the countdowns are written again. */
const COUNTDOWN_MS = 1000;

const GROUP_HEADINGS: Readonly<Record<EventGroup, MessageKey>> = {
  now: 'events.now',
  next: 'events.next',
  past: 'events.past',
};

/**
 * Writes each countdown of `screen` now and every second while the screen is on the page: the
 * app says what each reads at the page's clock, the page only asks again.
 */
function keepCountdowns(screen: HTMLElement, countdowns: readonly [HTMLElement, () => string][]) {
  if (countdowns.length === 0) return;
  const write = () => {
    for (const [element, text] of countdowns) element.textContent = text();
  };
  write();
  const id = window.setInterval(() => {
    if (screen.isConnected) write();
    else window.clearInterval(id);
  }, COUNTDOWN_MS);
}

/** One event: its name, level, format, rules, countdown, registration and buttons. */
function eventCard(card: EventCardView, countdowns: [HTMLElement, () => string][]): HTMLElement {
  const countdown = h('p', { className: 'event-countdown', attrs: { 'aria-live': 'off' } });
  countdowns.push([countdown, card.countdown]);
  return h(
    'li',
    {
      className: card.selected ? 'event-card selected' : 'event-card',
      attrs: { 'data-event': card.id, 'data-group': card.group },
    },
    h('h4', { text: card.name }),
    h('p', { className: 'event-level', text: t('events.level', { level: card.level }) }),
    h('p', { className: 'event-rules' }, h('strong', { text: card.format }), ` ${card.rules}`),
    countdown,
    card.registration !== '' &&
      h('p', {
        className: 'event-registration',
        attrs: { role: 'status' },
        text: card.registration,
      }),
    h(
      'div',
      { className: 'event-actions' },
      card.onPlay !== null &&
        button(t('events.play'), card.onPlay, {
          className: 'primary',
          attrs: { 'aria-label': t('events.playLabel', { name: card.name }) },
        }),
      card.onRegister !== null &&
        button(t('events.register'), card.onRegister, {
          attrs: { 'aria-label': t('events.registerLabel', { name: card.name }) },
        }),
      card.onStandings !== null &&
        button(t('events.standings'), card.onStandings, {
          attrs: {
            'aria-label': t('events.standingsLabel', { name: card.name }),
            'aria-pressed': String(card.selected),
          },
        }),
    ),
  );
}

/** The events by group: open now, next, past; a group with none is left out. */
function eventList(view: EventsView, countdowns: [HTMLElement, () => string][]): HTMLElement {
  if (view.state !== 'rows' || view.cards.length === 0) {
    const text =
      view.state === 'loading'
        ? t('events.loading')
        : view.state === 'failed'
          ? view.message
          : t('events.none');
    return h('p', { className: 'events-empty', attrs: { role: 'status' }, text });
  }
  const groups: EventGroup[] = ['now', 'next', 'past'];
  return h(
    'div',
    { className: 'events-list' },
    ...groups.map((group) => {
      const cards = view.cards.filter((card) => card.group === group);
      if (cards.length === 0) return null;
      return h(
        'section',
        { className: 'events-group', attrs: { 'data-group': group } },
        h('h3', { text: t(GROUP_HEADINGS[group]) }),
        h('ul', {}, ...cards.map((card) => eventCard(card, countdowns))),
      );
    }),
  );
}

/** A standings row's Watch and Race buttons, named for a screen reader. */
function rowActions(standings: EventStandingsView, row: StandingsPlace): HTMLElement[] {
  const time = formatRunTime(row.timeTicks);
  const actions = [
    button(
      t('scores.watch'),
      () => {
        standings.onWatch(row);
      },
      { attrs: { 'aria-label': t('scores.watchLabel', { name: row.player, time }) } },
    ),
  ];
  const race = standings.onRace;
  if (race !== null) {
    actions.push(
      button(
        t('scores.race'),
        () => {
          race(row);
        },
        {
          className: 'race',
          attrs: { 'aria-label': t('scores.raceLabel', { name: row.player, time }) },
        },
      ),
    );
  }
  return actions;
}

/** How far a place is behind the leader: the leader's own row says it leads. */
function behindText(row: StandingsPlace): string {
  return row.rank === 1
    ? t('events.leads')
    : t('events.behindTime', { time: formatRunTime(row.behindTicks) });
}

/** One place: rank, name (the player's own marked), time, behind the leader, Watch and Race. */
function placeRow(standings: EventStandingsView, row: StandingsPlace, apart = false): HTMLElement {
  const classes = [row.mine ? 'mine' : '', apart ? 'apart' : ''].filter((c) => c !== '');
  return h(
    'tr',
    {
      ...(classes.length === 0 ? {} : { className: classes.join(' ') }),
      ...(row.mine ? { attrs: { 'aria-current': 'true' } } : {}),
    },
    h('td', { text: formatNumber(row.rank) }),
    h(
      'td',
      { className: 'score-name' },
      row.player,
      row.mine && ' ',
      row.mine && h('span', { className: 'you', text: t('events.you') }),
    ),
    h('td', { text: t('scores.seconds', { time: formatRunTime(row.timeTicks) }) }),
    h('td', { className: 'event-behind', text: behindText(row) }),
    h('td', { className: 'row-actions' }, ...rowActions(standings, row)),
  );
}

/** How many places there are, and the way to the next page of them while one is left. */
function standingsFooter(standings: EventStandingsView): HTMLElement {
  return h(
    'div',
    { className: 'events-more' },
    h('p', { text: t('events.total', { count: standings.total }) }),
    standings.onMore !== null && button(t('events.more'), standings.onMore),
    h('p', { attrs: { role: 'status' }, text: standings.moreStatus }),
  );
}

/** The standings table: rank, name, time, and the player's own row marked. */
function standingsTable(standings: EventStandingsView): HTMLElement {
  if (standings.state !== 'rows' || standings.rows.length === 0) {
    const text =
      standings.state === 'loading'
        ? t('scores.asking')
        : standings.state === 'failed'
          ? standings.message
          : t('events.noEntries');
    return h('p', { className: 'events-empty', attrs: { role: 'status' }, text });
  }
  const headings: MessageKey[] = ['scores.rank', 'scores.name', 'scores.time', 'events.behind'];
  const table = h(
    'table',
    { className: 'scores event-standings' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ...headings.map((key) => h('th', { text: t(key), attrs: { scope: 'col' } })),
        h('th', { text: '', attrs: { scope: 'col' } }),
      ),
    ),
    h(
      'tbody',
      {},
      ...standings.rows.map((row) => placeRow(standings, row)),
      standings.you !== null && placeRow(standings, standings.you, true),
    ),
  );
  return h('div', { className: 'events-table' }, table, standingsFooter(standings));
}

/** The chosen event's standings, with what they are (live, or final). */
function standingsPart(standings: EventStandingsView | null): HTMLElement {
  if (standings === null) {
    return h('section', { className: 'events-standings' }, h('p', { text: t('events.pick') }));
  }
  return h(
    'section',
    { className: 'events-standings', attrs: { 'aria-labelledby': 'events-standings-heading' } },
    h('h3', {
      id: 'events-standings-heading',
      text: t('events.standingsOf', { name: standings.event }),
    }),
    h('p', {
      className: 'events-final',
      text: standings.final ? t('events.final') : t('events.live'),
    }),
    // A refresh that failed: the rows last read stay, and say so.
    standings.state === 'rows' &&
      standings.message !== '' &&
      h('p', { className: 'events-stale', attrs: { role: 'status' }, text: standings.message }),
    standingsTable(standings),
  );
}

/**
 * The Events screen: the events open now, next and past (level, format, rules in words and a
 * countdown), registering and playing, and the standings of the one chosen, the player's row
 * marked, each with Watch and Race.
 */
export function eventsScreen(view: EventsView): HTMLElement {
  const countdowns: [HTMLElement, () => string][] = [];
  const screen = h(
    'section',
    { className: 'screen events-screen', attrs: { 'aria-labelledby': 'events-heading' } },
    h('h2', { id: 'events-heading', text: t('events.heading') }),
    h(
      'div',
      { className: 'events-body' },
      eventList(view, countdowns),
      view.state === 'rows' &&
        h(
          'div',
          { className: 'events-side' },
          standingsPart(view.standings),
          view.cup !== null && cupPart(view.cup, countdowns),
        ),
    ),
    menu(t('events.menu'), button(t('common.back'), view.onBack, { className: 'back' })),
  );
  keepCountdowns(screen, countdowns);
  return screen;
}
