import type { ActionHandlers } from '../core/screen-actions';
import type { CommunityBrowser } from './community-browser';

/** The title's ways to the levels players made: the Community screen and the level of the day. */
export function communityActions(
  community: Pick<CommunityBrowser, 'show' | 'playToday'> | null,
): ActionHandlers {
  return {
    community: () => {
      community?.show();
    },
    'level-of-day': () => void community?.playToday(),
  };
}
