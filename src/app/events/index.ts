export {
  EventClient,
  type EventLists,
  type EventStandings,
  type EventToken,
  type GameEvent,
  type StandingsRow,
} from './event-client';
export { EventPlay, type EventPlayOptions } from './event-play';
export { EventsBrowser, type EventsBrowserOptions } from './events-browser';
export type { CupRacerView, CupRoomView, CupRoundView, CupView } from './cup-view';
export type {
  CupPanel,
  EventCardView,
  EventsListState,
  EventsView,
  EventStandingsView,
  StandingsPlace,
} from './events-view';
export { countdownText, durationText, type EventGroup } from './event-texts';
