export {
  EventClient,
  type EventLists,
  type EventStandings,
  type EventToken,
  type GameEvent,
  type StandingsRow,
} from './event-client';
export { EventPlay, type EventPlayOptions } from './event-play';
export {
  EventsBrowser,
  type EventCardView,
  type EventsBrowserOptions,
  type EventsListState,
  type EventsView,
  type EventStandingsView,
  type StandingsPlace,
} from './events-browser';
export { countdownText, durationText, type EventGroup } from './event-texts';
