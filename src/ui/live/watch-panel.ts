import type { LiveWatchView } from '../../app/live/live-view';
import type { WatchState } from '../../app/live/live-watch';
import { eventName } from '../../app/splits/split-names';
import { formatRunTime } from '../../app/text/formats';
import { t, type MessageKey } from '../../app/text/text';
import { button, h } from '../dom';

/** What each state of a watched run says. */
const STATE_TEXT: Readonly<Record<WatchState, MessageKey>> = {
  connecting: 'live.state.connecting',
  live: 'live.state.live',
  paused: 'live.state.paused',
  ended: 'live.state.ended',
  abandoned: 'live.state.abandoned',
  gone: 'live.state.gone',
};

/**
 * The watch view's panel under the maze (the run itself is drawn on the canvas, with the HUD):
 * whose run on which level, where it stands (live, paused, ended, abandoned), the runner's
 * splits so far, and the way back to the list.
 */
export function watchPanel(view: LiveWatchView): HTMLElement {
  const splits = view.splits.map((split) =>
    h(
      'li',
      {},
      h('span', { text: eventName(split.event) }),
      h('span', { className: 'live-split-time', text: formatRunTime(split.tick) }),
    ),
  );
  return h(
    'section',
    { className: 'live-watch', attrs: { 'aria-labelledby': 'live-watch-heading' } },
    h('h2', {
      id: 'live-watch-heading',
      className: 'live-watch-title',
      text: t('live.watching', { player: view.player, level: view.level }),
    }),
    h('p', {
      className: `live-state live-state-${view.state}`,
      attrs: { role: 'status' },
      text: t(STATE_TEXT[view.state]),
    }),
    view.held && h('p', { className: 'live-held', text: t('live.held') }),
    view.held && button(t('live.watchOn'), view.onWatchOn, { className: 'primary' }),
    splits.length === 0
      ? h('p', { className: 'live-splits-none', text: t('live.noSplits') })
      : h('ol', { className: 'live-splits', attrs: { 'aria-label': t('live.splits') } }, ...splits),
    button(t('live.backToList'), view.onBack, { className: 'back' }),
  );
}
