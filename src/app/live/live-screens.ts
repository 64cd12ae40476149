import type { ScreenFeature } from '../screen-models';
import type { LiveBrowser } from './live-browser';

/**
 * The Live screen (the runs being played now) and its watch view, reached from the title's Live
 * button. Without the service's live sockets (null) the button does nothing.
 */
export function liveScreens(
  live: Pick<LiveBrowser, 'show' | 'view' | 'watchView'> | null,
): ScreenFeature<'live' | 'live-watch'> {
  return {
    actions: {
      live: () => {
        live?.show();
      },
    },
    models: {
      live: () => ({ screen: 'live', live: live?.view() ?? null }),
      'live-watch': () => ({ screen: 'live-watch', watch: live?.watchView() ?? null }),
    },
  };
}
