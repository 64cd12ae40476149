import type { MessageDescriptor } from '../text/message-descriptor';
import type { ServiceFailure } from '../global/service-request';
import type { EventClient, EventStandings, StandingsRow } from './event-client';

/** The standings of one event as far as the screen has read them. */
export type StandingsRead =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly message: MessageDescriptor }
  | {
      readonly state: 'rows';
      readonly final: boolean;
      /** The pages read so far, in the standings' order. */
      readonly rows: readonly StandingsRow[];
      readonly total: number;
      /** The cursor of the page after the last one read; null when every page is read. */
      readonly next: string | null;
      /** The place of the key kept in this browser, wherever it stands; null: none. */
      readonly you: StandingsRow | null;
      /** How the read of the next page stands: not asked, on its way, or failed (and why). */
      readonly more:
        { readonly state: 'idle' | 'loading' } | { state: 'failed'; message: MessageDescriptor };
      /** Why the last refresh failed (these rows are the last read); null when it did not. */
      readonly stale: MessageDescriptor | null;
    };

/** What the standings are read with. */
export interface StandingsBookOptions {
  readonly client: Pick<EventClient, 'standings'>;
  /** The key kept in this browser: reading a place claims no name. Null: none kept. */
  readonly keptKey: () => string | null;
  /** Why a page could not be had, for the player. */
  readonly failedText: (answer: ServiceFailure) => MessageDescriptor;
  /** Why a refresh could not be had, the rows last read kept, for the player. */
  readonly staleText: (answer: ServiceFailure) => MessageDescriptor;
  /** Called when a read changed what the screen shows. */
  readonly changed: () => void;
}

/**
 * The events' standings, page by page (the service's pages, by its cursor): the first page
 * when an event is chosen (read again on each refresh), the next ones when the player asks for
 * more, and with each page the player's own place, so it shows even when it is on no page read.
 */
export class StandingsBook {
  readonly #options: StandingsBookOptions;
  readonly #reads = new Map<string, StandingsRead>();
  /** Counts the first-page reads of each event: a page that follows an older one is dropped. */
  readonly #generation = new Map<string, number>();

  constructor(options: StandingsBookOptions) {
    this.#options = options;
  }

  /** The standings of event `id` as read so far. */
  get(id: string): StandingsRead {
    return this.#reads.get(id) ?? { state: 'loading' };
  }

  /** Forgets every read: the screen opens afresh. */
  clear(): void {
    this.#reads.clear();
  }

  /** Reads the first page of event `id` again (the pages after it are dropped). */
  async read(id: string): Promise<void> {
    if (this.#reads.get(id)?.state === 'loading') return;
    const generation = (this.#generation.get(id) ?? 0) + 1;
    this.#generation.set(id, generation);
    this.#reads.set(id, { state: 'loading' });
    const answer = await this.#page(id, undefined);
    if (this.#generation.get(id) !== generation) return;
    this.#reads.set(
      id,
      answer.kind === 'standings'
        ? firstPage(answer)
        : { state: 'failed', message: this.#options.failedText(answer) },
    );
    this.#options.changed();
  }

  /**
   * Reads the first page of event `id` again while the rows last read stay on show; when that
   * fails they stay, saying why. Reads as `read` does before any row was read.
   */
  async refresh(id: string): Promise<void> {
    const before = this.#reads.get(id);
    if (before?.state !== 'rows') return this.read(id);
    const generation = (this.#generation.get(id) ?? 0) + 1;
    this.#generation.set(id, generation);
    const answer = await this.#page(id, undefined);
    const now = this.#reads.get(id);
    if (this.#generation.get(id) !== generation || now?.state !== 'rows') return;
    this.#reads.set(
      id,
      answer.kind === 'standings'
        ? firstPage(answer)
        : { ...now, stale: this.#options.staleText(answer) },
    );
    this.#options.changed();
  }

  /** Reads the page after the last one read of event `id`, when there is one. */
  async more(id: string): Promise<void> {
    const read = this.#reads.get(id);
    if (read?.state !== 'rows' || read.next === null || read.more.state === 'loading') return;
    const generation = this.#generation.get(id);
    this.#reads.set(id, { ...read, more: { state: 'loading' } });
    this.#options.changed();
    const answer = await this.#page(id, read.next);
    const now = this.#reads.get(id);
    if (this.#generation.get(id) !== generation || now?.state !== 'rows') return;
    this.#reads.set(
      id,
      answer.kind === 'standings'
        ? {
            ...now,
            ...pageOf(answer),
            rows: [...now.rows, ...answer.rows],
            more: { state: 'idle' },
            stale: null,
          }
        : { ...now, more: { state: 'failed', message: this.#options.failedText(answer) } },
    );
    this.#options.changed();
  }

  #page(id: string, cursor: string | undefined): ReturnType<EventClient['standings']> {
    const key = this.#options.keptKey();
    return this.#options.client.standings(id, {
      ...(cursor === undefined ? {} : { cursor }),
      ...(key === null ? {} : { key }),
    });
  }
}

/** What every page says of the whole standings: whether final, how many places, the next. */
function pageOf(answer: EventStandings) {
  const { final, total, next, you } = answer;
  return { final, total, next, you };
}

/** The standings as their first page says. */
function firstPage(answer: EventStandings): StandingsRead {
  return {
    state: 'rows',
    ...pageOf(answer),
    rows: answer.rows,
    more: { state: 'idle' },
    stale: null,
  };
}
