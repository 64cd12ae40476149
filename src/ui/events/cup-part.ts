import type { CupPanel, CupRoomView, CupRoundView, CupView } from '../../app';
import { t } from '../../app/text/text';
import { button, h } from '../dom';

/** A countdown written again each second, and the app's text of it. */
export type Countdown = [HTMLElement, () => string];

/** One room: its racers in seat order (the player's own and who went out marked), its button. */
function roomItem(round: CupRoundView, room: CupRoomView, index: number): HTMLElement {
  const number = String(index + 1);
  const racers = room.racers.map((racer) =>
    h(
      'li',
      { className: [racer.mine && 'mine', racer.out && 'out'].filter(Boolean).join(' ') },
      racer.player,
      racer.mine && ` ${t('events.you')}`,
      racer.out && ` ${t('events.cupOut')}`,
    ),
  );
  const label = t('events.cupWatchLabel', { room: number, round: String(round.round) });
  return h(
    'li',
    {
      className: room.mine ? 'cup-room mine' : 'cup-room',
      attrs: { 'data-room': room.roomId },
    },
    h('span', { className: 'cup-room-name', text: t('events.cupRoom', { room: number }) }),
    h('ol', { className: 'cup-racers' }, ...racers),
    room.onJoin !== null && button(t('events.cupJoin'), room.onJoin, { className: 'primary' }),
    room.onWatch !== null &&
      button(t('events.cupWatch'), room.onWatch, { attrs: { 'aria-label': label } }),
  );
}

/** One round: its number, its state (a countdown to its start), its rooms. */
function roundPart(round: CupRoundView, countdowns: Countdown[]): HTMLElement {
  const status = h('p', { className: 'cup-round-status', attrs: { 'aria-live': 'off' } });
  countdowns.push([status, round.status]);
  return h(
    'li',
    { className: 'cup-round', attrs: { 'data-round': String(round.round) } },
    h('h4', { text: t('events.cupRound', { round: String(round.round) }) }),
    status,
    h('ul', { className: 'cup-rooms' }, ...round.rooms.map((room, i) => roomItem(round, room, i))),
  );
}

/** The player's room waiting in the round being raced, with its Join button, above the rest. */
function yourRoom(knockout: CupView): HTMLElement | false {
  const room = knockout.yourRoom;
  if (room?.onJoin == null) return false;
  return h(
    'div',
    { className: 'cup-your-room', attrs: { role: 'status' } },
    h('p', { text: t('events.cupYourRoom') }),
    button(t('events.cupJoin'), room.onJoin, { className: 'primary cup-join' }),
  );
}

function knockoutPart(knockout: CupView, countdowns: Countdown[]): HTMLElement[] {
  const qualifier = h('p', { className: 'cup-qualifier', attrs: { 'aria-live': 'off' } });
  countdowns.push([qualifier, knockout.qualifier]);
  const parts: (HTMLElement | false)[] = [
    qualifier,
    yourRoom(knockout),
    knockout.result !== '' &&
      h('p', { className: 'cup-result', attrs: { role: 'status' }, text: knockout.result }),
    knockout.rounds.length === 0
      ? h('p', { className: 'events-empty', text: t('events.cupNoRounds') })
      : h(
          'ol',
          { className: 'cup-rounds' },
          ...knockout.rounds.map((r) => roundPart(r, countdowns)),
        ),
  ];
  return parts.filter((part): part is HTMLElement => part !== false);
}

/**
 * A cup's knockout under its qualifier's standings: the qualifier's countdown, the player's
 * room waiting (Join your race), each round's rooms with who went out (Watch), and the winner.
 */
export function cupPart(panel: CupPanel, countdowns: Countdown[]): HTMLElement {
  const body =
    panel.knockout !== null
      ? knockoutPart(panel.knockout, countdowns)
      : [
          h('p', {
            className: 'events-empty',
            attrs: { role: 'status' },
            text: panel.state === 'failed' ? panel.message : t('events.cupLoading'),
          }),
        ];
  return h(
    'section',
    { className: 'events-cup', attrs: { 'aria-labelledby': 'events-cup-heading' } },
    h('h3', { id: 'events-cup-heading', text: t('events.cupHeading') }),
    ...body,
  );
}
