import type { ScreenFeature } from '../screen-models';
import type { EventsBrowser } from './events-browser';

/**
 * The Events screen and the title's way to it (its button, and the notice of an event open
 * now). Without the service's events (null) the button does nothing.
 */
export function eventsScreens(
  events: Pick<EventsBrowser, 'view' | 'show'> | null,
): ScreenFeature<'events'> {
  return {
    actions: {
      events: () => {
        events?.show();
      },
    },
    models: {
      events: () => ({ screen: 'events', events: events?.view() ?? null }),
    },
  };
}
