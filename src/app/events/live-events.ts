import type { ScreenHost } from '../core/screen';
import type { Timer } from '../global/retrying-outbox';
import type { CupBook } from './cup-book';
import type { GameEvent } from './event-client';
import type { StandingsBook } from './standings-book';

/**
 * How long the Events screen (and the title, while a cup may seat the player) waits between
 * reads of what is running, in ms. 5 s: a cup's round is announced a minute before it starts
 * (its rooms' countdown), so a room shows up with most of its countdown left, while a screen
 * left open asks the service 12 times a minute, one request at a time.
 */
export const EVENTS_REFRESH_MS = 5_000;

/** What is read again, and when it is wanted. */
export interface LiveEventsOptions {
  /** The page's timer (the app has no clock of its own). */
  readonly timer: Timer;
  /**
   * Whether another read is wanted: the screen on show still shows something running. Asked
   * before each wait and again when the wait is over.
   */
  readonly wanted: () => boolean;
  /** Reads again what is running, one request after another; settles once all are answered. */
  readonly read: () => Promise<void>;
}

/**
 * Keeps what the Events screen or the title shows of running events fresh: one wait at a time
 * on the page's timer, then one round of reads, then the next wait, so never more than one
 * round is on its way. It stops when nothing running is on show (the screen closed, the
 * standings final, the cup decided) and starts again when `poke`d.
 */
export class LiveEvents {
  readonly #options: LiveEventsOptions;
  #cancel: (() => void) | null = null;
  #reading = false;

  constructor(options: LiveEventsOptions) {
    this.#options = options;
  }

  /** Waits for the next read unless a wait or a read is under way, or none is wanted. */
  poke(): void {
    if (this.#cancel !== null || this.#reading || !this.#options.wanted()) return;
    this.#cancel = this.#options.timer(EVENTS_REFRESH_MS, () => {
      this.#cancel = null;
      void this.#tick();
    });
  }

  /** Drops the wait under way (a read on its way finishes, and asks for no other). */
  stop(): void {
    this.#cancel?.();
    this.#cancel = null;
  }

  async #tick(): Promise<void> {
    if (!this.#options.wanted()) return;
    this.#reading = true;
    try {
      await this.#options.read();
    } finally {
      this.#reading = false;
    }
    this.poke();
  }
}

/** What the reads of running events are made from. */
export interface RunningEvents {
  readonly host: Pick<ScreenHost, 'screen'>;
  readonly standings: Pick<StandingsBook, 'get' | 'refresh'>;
  readonly cups: Pick<CupBook, 'undecided' | 'seatsPending' | 'read'>;
  /** The event chosen on the Events screen when it is listed as open now; else null. */
  readonly chosenRunning: () => GameEvent | null;
  /** Whether the title tells this player of events (posting on, or a key kept). */
  readonly offered: () => boolean;
}

/**
 * When and what to read again: on the Events screen the chosen running event's standings
 * until final, and its cup until decided; on the title, for a player it tells of events, the
 * cups that may still seat the player (its notice of their room).
 */
export function runningReads(parts: RunningEvents): Pick<LiveEventsOptions, 'wanted' | 'read'> {
  const { host, standings, cups } = parts;
  const live = (event: GameEvent) => ({
    standings: !isFinal(standings.get(event.id)),
    cup: event.format === 'cup' && cups.undecided(event.id),
  });
  const titleCups = () => (host.screen() === 'title' && parts.offered() ? cups.seatsPending() : []);
  const chosen = () => (host.screen() === 'events' ? parts.chosenRunning() : null);
  return {
    wanted: () => {
      const event = chosen();
      if (event === null) return titleCups().length > 0;
      const { standings: rows, cup } = live(event);
      return rows || cup;
    },
    read: async () => {
      const event = chosen();
      if (event !== null && live(event).standings) await standings.refresh(event.id);
      if (event !== null && live(event).cup) await cups.read(event.id);
      for (const id of event === null ? titleCups() : []) await cups.read(id);
    },
  };
}

function isFinal(read: ReturnType<StandingsBook['get']>): boolean {
  return read.state === 'rows' && read.final;
}
