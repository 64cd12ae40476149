import type { RoomRacerRow, RoomView } from '../../app';
import { formatNumber, formatRunTime } from '../../app/text/formats';
import { t, type MessageKey } from '../../app/text/text';
import { button, h, menu } from '../dom';
import './rooms.css';

const ROOM_STATES: Readonly<Record<NonNullable<RoomView['state']>, MessageKey>> = {
  waiting: 'rooms.state.waiting',
  countdown: 'rooms.state.countdown',
  racing: 'rooms.state.racing',
  over: 'rooms.state.over',
  closed: 'rooms.state.closed',
};

const RACER_STATES: Readonly<Record<RoomRacerRow['state'], MessageKey>> = {
  waiting: 'rooms.racer.waiting',
  racing: 'rooms.racer.racing',
  finished: 'rooms.racer.finished',
  abandoned: 'rooms.racer.abandoned',
};

/** A racer's Watch and Race, once the service verified their run. */
function rowActions(view: RoomView, row: RoomRacerRow): HTMLElement[] {
  const runId = row.runId;
  if (runId === null) return [];
  return [
    button(t('scores.watch'), () => {
      view.onWatch(runId);
    }),
    button(t('scores.race'), () => {
      view.onRace(runId);
    }),
  ];
}

/** The racers: place, name, state, game time, and whether the run was verified. */
function racerTable(view: RoomView): HTMLElement {
  const headings: MessageKey[] = [
    'scores.rank',
    'scores.name',
    'rooms.stateHeading',
    'scores.time',
  ];
  return h(
    'table',
    { className: 'scores room-racers' },
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
      ...view.racers.map((row) =>
        h(
          'tr',
          {
            className: row.you ? 'mine' : '',
            attrs: { 'data-racer': row.player, 'data-state': row.state },
          },
          h('td', { text: row.place === null ? '' : formatNumber(row.place) }),
          h(
            'td',
            { className: 'score-name' },
            row.player,
            row.you && ' ',
            row.you && h('span', { className: 'you', text: t('events.you') }),
          ),
          h(
            'td',
            { className: 'racer-state' },
            t(RACER_STATES[row.state]),
            row.runId !== null && ' ',
            row.runId !== null && h('span', { className: 'verified', text: t('rooms.verified') }),
          ),
          h('td', {
            text:
              row.timeTicks === null
                ? ''
                : t('scores.seconds', { time: formatRunTime(row.timeTicks) }),
          }),
          h('td', { className: 'row-actions' }, ...rowActions(view, row)),
        ),
      ),
    ),
  );
}

/** The room's link, to send to the racers, and a button that copies it. */
function linkPart(view: RoomView): HTMLElement {
  return h(
    'p',
    { className: 'room-link' },
    h('label', { text: t('rooms.link'), attrs: { for: 'room-link' } }),
    ' ',
    h('input', {
      id: 'room-link',
      attrs: { readonly: 'true', value: view.link, type: 'text' },
    }),
    ' ',
    button(t('rooms.copyLink'), view.onCopyLink, { className: 'copy-link' }),
  );
}

/** What the room says of itself: its level, state and the countdown. */
function statusPart(view: RoomView): HTMLElement {
  const state = view.state === null ? '' : t(ROOM_STATES[view.state]);
  return h(
    'div',
    { className: 'room-status' },
    h('p', { className: 'room-level', text: t('rooms.level', { level: view.level }) }),
    h('p', { className: 'room-state', attrs: { 'data-state': view.state ?? '' }, text: state }),
    view.countdown !== null &&
      h('p', {
        className: 'room-countdown',
        attrs: { role: 'timer', 'data-seconds': String(view.countdown) },
        text: t('rooms.startsIn', { seconds: formatNumber(view.countdown) }),
      }),
  );
}

/** The levels to make a room on (Race a friend). */
function choicesPart(view: RoomView): HTMLElement {
  return menu(
    t('rooms.chooseLevel'),
    ...view.choices.map((choice) =>
      button(choice.name, choice.onRace, {
        className: 'room-level-choice',
        attrs: { 'aria-label': t('rooms.raceLevel', { level: choice.name }) },
      }),
    ),
  );
}

/**
 * A race room: the level to make one on, or the room (its link, level, state and countdown, its
 * racers and the result), with Join for a player without a seat, Start for its creator and
 * Leave for a racer still to race.
 */
export function roomScreen(view: RoomView): HTMLElement {
  const busy = view.phase === 'loading';
  return h(
    'section',
    {
      className: 'screen room-screen',
      attrs: { 'aria-labelledby': 'room-heading', 'aria-busy': busy ? 'true' : 'false' },
    },
    h('h2', { id: 'room-heading', text: t('rooms.heading') }),
    view.phase === 'pick' && h('p', { text: t('rooms.intro') }),
    busy && h('p', { className: 'room-message', text: t('rooms.loading') }),
    view.message !== '' &&
      h('p', { className: 'room-message', attrs: { role: 'alert' }, text: view.message }),
    view.phase === 'pick' && choicesPart(view),
    view.phase === 'room' && linkPart(view),
    view.phase === 'room' && statusPart(view),
    view.phase === 'room' && racerTable(view),
    menu(
      t('rooms.menu'),
      view.onJoin !== null && button(t('rooms.join'), view.onJoin, { className: 'join' }),
      view.onStart !== null && button(t('rooms.start'), view.onStart, { className: 'start' }),
      view.onLeave !== null && button(t('rooms.leave'), view.onLeave, { className: 'leave' }),
      button(t('common.back'), view.onBack, { className: 'back' }),
    ),
  );
}
