import type { GlobalPostStatus } from '../../app';
import { h } from '../dom';

/** What the end screen says about a run's global post; '' says nothing (posting is off). */
export function globalPostText(status: GlobalPostStatus): string {
  switch (status.kind) {
    case 'none':
      return '';
    case 'posting':
      return 'Posting to the global leaderboard…';
    case 'waiting':
      return 'Waiting to post: offline. The run is kept and will be posted when the service answers.';
    case 'no-token':
      return 'Not posted: started offline (the leaderboard service could not be reached).';
    case 'ranked':
      return `#${String(status.rank)} in the world ${status.scope === 'today' ? 'today' : 'on this level'}.`;
    case 'attempt':
      return 'Posted as an attempt: it counts as your play of this level, off the boards.';
    case 'refused':
      return `Refused: ${status.reason}.`;
    case 'update-needed':
      return 'Not posted yet: the global leaderboard plays by newer rules, so this game needs an update to post. The run is kept in this browser.';
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
