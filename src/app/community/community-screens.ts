import type { ScreenFeature } from '../screen-models';
import type { CommunityBrowser } from './community-browser';

/**
 * The Community screen and the title's ways to the levels players made: the screen itself and
 * the level of the day. Without the service's catalogue (null) the buttons do nothing.
 */
export function communityScreens(
  community: Pick<CommunityBrowser, 'view' | 'show' | 'playToday'> | null,
): ScreenFeature<'community'> {
  return {
    actions: {
      community: () => {
        community?.show();
      },
      'level-of-day': () => void community?.playToday(),
    },
    models: {
      community: () => ({ screen: 'community', community: community?.view() ?? null }),
    },
  };
}
