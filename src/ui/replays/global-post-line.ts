import type { GlobalPostStatus } from '../../app';
import { h } from '../dom';
import { t } from '../../app/text/text';
import { writeMessage } from '../../app/text/message-descriptor';

/** What the end screen says about a run's global post; '' says nothing (posting is off). */
export function globalPostText(status: GlobalPostStatus): string {
  switch (status.kind) {
    case 'none':
      return '';
    case 'posting':
      return t('postLine.posting');
    case 'waiting':
      return t('postLine.waiting');
    case 'no-token':
      return t('postLine.offlineStart');
    case 'ranked':
      return status.scope === 'today'
        ? t('postLine.rankToday', { rank: status.rank })
        : t('postLine.rankLevel', { rank: status.rank });
    case 'attempt':
      return t('postLine.attempt');
    case 'refused':
      return t('postLine.refused', { reason: writeMessage(status.reason) });
    case 'update-needed':
      return t('postLine.update');
    case 'entered':
      if (!status.won) return t('postLine.enteredUnplaced', { event: status.event });
      return status.place === null
        ? t('postLine.entered', { event: status.event })
        : t('postLine.enteredPlace', { event: status.event, place: status.place });
    case 'not-entered':
      return t('postLine.notEntered', { event: status.event, reason: writeMessage(status.reason) });
  }
}

/**
 * The end screen's line about the global leaderboard, kept up to date by the poster. Hidden while
 * there is nothing to say, so a player who has not opted in sees the screen as before.
 */
export function globalPostLine(
  attach: (listener: (status: GlobalPostStatus) => void) => void,
): HTMLElement {
  const line = h('p', {
    className: 'replay-status global-status',
    attrs: { role: 'status', 'aria-live': 'polite' },
  });
  line.hidden = true;
  attach((status) => {
    line.dataset.status = status.kind;
    line.textContent = globalPostText(status);
    line.hidden = line.textContent === '';
  });
  return line;
}
