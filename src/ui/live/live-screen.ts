import type { LiveListView, LiveRunCard } from '../../app/live/live-view';
import { formatNumber, formatRunTime } from '../../app/text/formats';
import { t } from '../../app/text/text';
import { button, h, menu } from '../dom';

/** Where the run stands against its level's world record: the record's time, or how far past it. */
function recordLine(run: LiveRunCard): string {
  const record = run.recordTicks;
  if (record === null) return t('live.noRecord');
  if (run.ticks > record) return t('live.pastRecord', { time: formatRunTime(run.ticks - record) });
  return t('live.record', { time: formatRunTime(record) });
}

/** One run in progress: its button watches it. */
function runButton(run: LiveRunCard, onWatch: (liveId: string) => void): HTMLButtonElement {
  const time = t('live.timeSoFar', { time: formatRunTime(run.ticks) });
  const viewers = t('live.viewers', { count: run.viewers });
  return button(
    [
      h('span', { className: 'live-player', text: run.player }),
      h('span', { className: 'live-level', text: run.level }),
      h(
        'small',
        { className: 'live-figures' },
        h('span', { className: 'live-time', text: time }),
        h('span', { className: 'live-record', text: recordLine(run) }),
        h('span', { className: 'live-viewers', text: viewers }),
        run.paused && h('span', { className: 'live-paused', text: t('live.paused') }),
      ),
    ],
    () => {
      onWatch(run.liveId);
    },
    {
      className: 'live-run',
      attrs: {
        'data-live': run.liveId,
        'aria-label': t('live.watchRun', { player: run.player, level: run.level }),
      },
    },
  );
}

/** The Live screen: the runs being played now, each watched by its button; refreshed as they change. */
export function liveScreen(view: LiveListView, onRaceFriend?: () => void): HTMLElement {
  const busy = view.state === 'loading';
  return h(
    'section',
    {
      className: 'screen live-screen',
      attrs: { 'aria-labelledby': 'live-heading', 'aria-busy': busy ? 'true' : 'false' },
    },
    h('h2', { id: 'live-heading', text: t('live.heading') }),
    h('p', {
      text: t('live.intro', { seconds: formatNumber(Math.round(view.pollMs / 1000)) }),
    }),
    busy && h('p', { className: 'live-message', text: t('live.loading') }),
    view.message !== '' &&
      h('p', {
        className: 'live-message',
        attrs: view.state === 'failed' ? { role: 'alert' } : {},
        text: view.message,
      }),
    menu(
      t('live.menu'),
      ...view.runs.map((run) => runButton(run, view.onWatch)),
      onRaceFriend !== undefined &&
        button(t('rooms.raceFriend'), onRaceFriend, { className: 'race-friend' }),
      button(t('common.back'), view.onBack, { className: 'back' }),
    ),
  );
}
