import type { LevelRef } from '../../replay/format';
import type { Level } from '../../sim';
import type { ScreenHost } from '../core/screen';
import type { EventClient, EventLists, GameEvent } from './event-client';
import type { EventPlay } from './event-play';
import type { EventCardView, EventStandingsView, EventsView } from './events-view';
import { StandingsBook } from './standings-book';
import { standingsView } from './standings-view';
import { CupBook } from './cup-book';
import {
  countdownText,
  formatText,
  isOpenAt,
  levelText,
  rulesText,
  type EventGroup,
} from './event-texts';
import type { Timer } from '../global/retrying-outbox';
import { LiveEvents, runningReads } from './live-events';
import {
  eventsFailure,
  startable,
  StandingsRuns,
  type StandingsRunsOptions,
} from './standings-runs';
import { say, writeMessage, type MessageDescriptor } from '../text/message-descriptor';

/** What the Events screen is made from. */
export interface EventsBrowserOptions extends StandingsRunsOptions {
  readonly host: ScreenHost;
  readonly client: Pick<EventClient, 'list' | 'register' | 'standings' | 'replayHash' | 'event'>;
  readonly play: Pick<EventPlay, 'enter' | 'refOf'>;
  /** Starts a run of the level `ref` names (a built-in level or a labyrinth's seed). */
  readonly startRef: (ref: LevelRef) => Promise<void>;
  /** Opens a race room as its link does (a cup's rooms). */
  readonly openRoom: (roomId: string) => void;
  /** The player's key, claimed for their name as posting does; null without one. */
  readonly key: () => Promise<string | null>;
  /** The key kept in this browser, claiming nothing: the standings say its place. */
  readonly keptKey: () => string | null;
  /** The name the player's runs go under: their place is the row of that name. */
  readonly player: () => string;
  readonly levels: readonly Level[];
  /** The page's clock, in milliseconds since 1970 UTC: the countdowns and the title's notice. */
  readonly clockMs: () => number;
  /** The page's timer, to read running events again (`LiveEvents`); null: read on opening only. */
  readonly timer: Timer | null;
  /** Whether the title tells this player of events (posting on, or a key kept). */
  readonly offered: () => boolean;
}

type Fetched<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'rows'; readonly value: T }
  | { readonly state: 'failed'; readonly message: MessageDescriptor };

/**
 * The Events screen (issue 44): the service's events open now, next and past, each with its
 * level, format, rules and countdown; registering with the player's key, playing an open one
 * (its runs enter it: `EventPlay`), and the standings of the event chosen, the player's place
 * marked, each row to watch or race. The list is also read as the game starts, for the title's
 * notice of an event open now.
 */
export class EventsBrowser {
  readonly #options: EventsBrowserOptions;
  #list: Fetched<EventLists> = { state: 'loading' };
  #chosen: string | null = null;
  readonly #standings: StandingsBook;
  readonly #cups: CupBook;
  readonly #registration = new Map<string, MessageDescriptor>();
  readonly #live: LiveEvents | null;
  readonly #runs: StandingsRuns;
  /** Counts the lists asked for: an answer to an older request than the latest is dropped. */
  #asked = 0;

  constructor(options: EventsBrowserOptions) {
    this.#options = options;
    this.#standings = new StandingsBook({
      client: options.client,
      keptKey: options.keptKey,
      failedText: eventsFailure,
      staleText: (answer) => say('events.stale', { reason: answer.reason }),
      changed: () => {
        this.#redraw();
      },
    });
    this.#cups = new CupBook({
      ...{ client: options.client, keptKey: options.keptKey, openRoom: options.openRoom },
      ...{ player: options.player, clockMs: options.clockMs },
      failedText: eventsFailure,
      changed: (noticeChanged) => {
        if (noticeChanged || this.#options.host.screen() === 'events') this.#redraw();
        this.#live?.poke();
      },
    });
    const reads = runningReads({
      ...{ host: options.host, standings: this.#standings, cups: this.#cups },
      ...{ chosenRunning: () => this.#chosenRunning(), offered: options.offered },
    });
    this.#live = options.timer === null ? null : new LiveEvents({ timer: options.timer, ...reads });
    this.#runs = new StandingsRuns(options);
  }

  /** Stops reading running events again (the screen on show no longer shows them). */
  leave(): void {
    this.#live?.stop();
  }

  /** Reads running events again in a while when the screen on show shows them. */
  resume(): void {
    this.#live?.poke();
  }

  /** Reads the events again; the title or the Events screen on show is drawn again with them. */
  async refresh(): Promise<void> {
    const asked = ++this.#asked;
    const answer = await this.#options.client.list();
    if (asked !== this.#asked) return;
    const notice = this.openNow();
    this.#list =
      answer.kind === 'events'
        ? { state: 'rows', value: answer }
        : { state: 'failed', message: eventsFailure(answer) };
    const events = answer.kind === 'events' ? answer : null;
    if (events !== null && !this.#known(events, this.#chosen)) {
      this.#chosen = events.now[0]?.id ?? events.past[0]?.id ?? null;
    }
    if (this.#chosen !== null && this.#options.host.screen() === 'events') {
      void this.#standings.read(this.#chosen);
    }
    if (events !== null) void this.#cups.readAll(this.#cupsToRead(events));
    // The title is drawn again only when its notice changes: its focus stays where it was.
    if (this.#options.host.screen() === 'events' || this.openNow() !== notice) this.#redraw();
  }

  /** Opens the Events screen and reads the events and standings afresh. */
  show(): void {
    this.#list = { state: 'loading' };
    this.#standings.clear();
    this.#options.host.show('events');
    void this.refresh();
  }

  /** The name of an event open now by the page's clock, for the title's notice; null: none. */
  openNow(): string | null {
    if (this.#list.state !== 'rows') return null;
    const now = this.#options.clockMs();
    return this.#list.value.now.find((event) => isOpenAt(event, now))?.name ?? null;
  }

  /** The name of a cup in which the player's race room waits, for the title's notice; null: none. */
  cupWaiting(): string | null {
    return this.#cups.waiting();
  }

  /** The Events screen as it stands. */
  view(): EventsView {
    const list = this.#list;
    const onBack = () => {
      this.#options.host.toTitle(null);
    };
    if (list.state !== 'rows') {
      const message = list.state === 'failed' ? writeMessage(list.message) : '';
      return { state: list.state, message, cards: [], standings: null, cup: null, onBack };
    }
    const groups: [EventGroup, readonly GameEvent[]][] = [
      ['now', list.value.now],
      ['next', list.value.next],
      ['past', list.value.past],
    ];
    const cards = groups.flatMap(([group, events]) =>
      events.map((event) => this.#card(event, group)),
    );
    const chosen = groups.flatMap(([, events]) => events).find((e) => e.id === this.#chosen);
    const standings = chosen === undefined ? null : this.#standingsView(chosen);
    const cup = chosen?.format === 'cup' ? this.#cups.panel(chosen.id) : null;
    return { state: 'rows', message: '', cards, standings, cup, onBack };
  }

  #card(event: GameEvent, group: EventGroup): EventCardView {
    const { levels, clockMs } = this.#options;
    return {
      id: event.id,
      name: event.name,
      group,
      level: levelText(event, levels),
      format: formatText(event),
      rules: rulesText(event),
      countdown: () => countdownText(event, clockMs()),
      selected: event.id === this.#chosen,
      registration: this.#registrationOf(event.id),
      onRegister: group === 'past' ? null : () => void this.#register(event),
      onPlay: group === 'now' && startable(event) ? () => void this.#play(event) : null,
      onStandings:
        group === 'next'
          ? null
          : () => {
              this.#choose(event);
            },
    };
  }

  #standingsView(event: GameEvent): EventStandingsView {
    return standingsView(this.#standings.get(event.id), {
      ...{ name: event.name, player: this.#options.player() },
      onMore: () => void this.#standings.more(event.id),
      onWatch: (row) => void this.#runs.watch(row),
      onRace: startable(event) ? (row) => void this.#runs.race(event, row) : null,
    });
  }

  #registrationOf(id: string): string {
    const said = this.#registration.get(id);
    return said === undefined ? '' : writeMessage(said);
  }

  #choose(event: GameEvent): void {
    this.#chosen = event.id;
    this.#redraw();
    void this.#standings.read(event.id);
    if (event.format === 'cup') void this.#cups.read(event.id);
  }

  /** Registers the player's key; true once the service took it (again keeps the first time). */
  async #register(event: GameEvent): Promise<boolean> {
    this.#registration.set(event.id, say('events.registering'));
    this.#redraw();
    const key = await this.#options.key();
    if (key === null) {
      this.#registration.set(event.id, say('events.needKey'));
      this.#redraw();
      return false;
    }
    const answer = await this.#options.client.register(event.id, key);
    const registered = answer.kind === 'registered';
    this.#registration.set(
      event.id,
      registered
        ? say('events.registered')
        : say('events.notRegistered', { reason: answer.reason }),
    );
    this.#redraw();
    return registered;
  }

  /** Plays an open event: its registration first (a second one keeps the first), then its level. */
  async #play(event: GameEvent): Promise<void> {
    if (!(await this.#register(event))) return;
    const ref = await this.#options.play.enter(event);
    if (ref !== null) await this.#options.startRef(ref);
  }

  #chosenRunning(): GameEvent | null {
    const list = this.#list.state === 'rows' ? this.#list.value.now : [];
    return list.find((event) => event.id === this.#chosen) ?? null;
  }

  /**
   * The cups read with the list: those open now (the title's notice of a room), and on the
   * Events screen the past one chosen (its knockout shown); no other past cup is asked about.
   */
  #cupsToRead(events: EventLists): GameEvent[] {
    const onScreen = this.#options.host.screen() === 'events';
    return [...events.now, ...events.past.filter((e) => onScreen && e.id === this.#chosen)];
  }

  #known(events: EventLists, id: string | null): boolean {
    return [...events.now, ...events.past].some((event) => event.id === id);
  }

  /** Draws the title (its notice) or the Events screen again when one of them is on show. */
  #redraw(): void {
    const { host } = this.#options;
    const screen = host.screen();
    if (screen === 'events' || screen === 'title') host.show(screen);
    this.#live?.poke();
  }
}
