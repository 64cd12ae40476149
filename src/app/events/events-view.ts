import type { EventGroup } from './event-texts';
import type { StandingsRow } from './event-client';
import type { CupView } from './cup-view';

/** How far a list on the Events screen got. */
export type EventsListState = 'loading' | 'rows' | 'failed';

/** One event on the Events screen, and what its buttons do (null: the button is not offered). */
export interface EventCardView {
  readonly id: string;
  readonly name: string;
  readonly group: EventGroup;
  /** Its level, its format and its rules, in words. */
  readonly level: string;
  readonly format: string;
  readonly rules: string;
  /** To its start or its end from the page's clock now: the screen asks again each second. */
  readonly countdown: () => string;
  /** Whether its standings are the ones on show. */
  readonly selected: boolean;
  /** What became of the player's registration ('' before they asked). */
  readonly registration: string;
  readonly onRegister: (() => void) | null;
  readonly onPlay: (() => void) | null;
  readonly onStandings: (() => void) | null;
}

/** One place of the standings as the screen lists it; `mine` is the player's own. */
export interface StandingsPlace extends StandingsRow {
  readonly mine: boolean;
  /** Game ticks behind the event's leader: 0 for the leader. */
  readonly behindTicks: number;
}

/** The standings of the event chosen, with Watch and Race on every row. */
export interface EventStandingsView {
  readonly event: string;
  readonly state: EventsListState;
  readonly final: boolean;
  /** Why they could not be had. */
  readonly message: string;
  readonly rows: readonly StandingsPlace[];
  /** How many places the standings have in all. */
  readonly total: number;
  /** The player's own place when it is on no page shown (else null: marked in `rows`). */
  readonly you: StandingsPlace | null;
  /** Shows the next page of places; null when every place is shown. */
  readonly onMore: (() => void) | null;
  /** How the next page's read stands, in words: '' when none is on its way or failed. */
  readonly moreStatus: string;
  readonly onWatch: (row: StandingsPlace) => void;
  /** Null when the event's level cannot be started here (sealed, or a community level). */
  readonly onRace: ((row: StandingsPlace) => void) | null;
}

/** The knockout of the cup chosen, as far as it was read. */
export interface CupPanel {
  readonly state: EventsListState;
  /** Why it could not be had. */
  readonly message: string;
  /** Its qualifier, rounds and winner once read; null until then. */
  readonly knockout: CupView | null;
}

/** The Events screen: now, next and past events, and the standings of the one chosen. */
export interface EventsView {
  readonly state: EventsListState;
  readonly message: string;
  readonly cards: readonly EventCardView[];
  readonly standings: EventStandingsView | null;
  /** The chosen event's knockout when it is a cup (its qualifier is the standings); else null. */
  readonly cup: CupPanel | null;
  readonly onBack: () => void;
}
