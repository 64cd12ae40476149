import type { MessageDescriptor } from '../text/message-descriptor';
import type { ServiceFailure } from '../global/service-request';
import { MAX_BOARD_LIMIT } from '../../api/requests';
import type {
  EventClient,
  EventStandings,
  StandingsPageRequest,
  StandingsRow,
} from './event-client';

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
 * when an event is chosen, the next ones when the player asks for more (every place read is
 * read again on each refresh), and with each page the player's own place, so it shows even
 * when it is on no page read.
 */
export class StandingsBook {
  readonly #options: StandingsBookOptions;
  readonly #reads = new Map<string, StandingsRead>();
  /** Counts the first-page reads of each event: a page that follows an older one is dropped. */
  readonly #generation = new Map<string, number>();
  /** The refresh or next page of each event under way, the next one waiting on it. */
  readonly #queue = new Map<string, Promise<void>>();

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
    const answer = await this.#page(id, {});
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
   * Reads the standings of event `id` again, as many places as were read (the pages after the
   * first too, so a player's More holds), while the rows last read stay on show; when that
   * fails they stay, saying why. Reads as `read` does before any row was read.
   */
  async refresh(id: string): Promise<void> {
    if (this.#reads.get(id)?.state !== 'rows') return this.read(id);
    const generation = this.#generation.get(id);
    return this.#after(id, async () => {
      const before = this.#reads.get(id);
      if (this.#generation.get(id) !== generation || before?.state !== 'rows') return;
      const answer = await this.#reread(id, before.rows.length);
      const now = this.#reads.get(id);
      if (this.#generation.get(id) !== generation || now?.state !== 'rows') return;
      this.#reads.set(
        id,
        answer.kind === 'standings'
          ? {
              ...now,
              ...pageOf(answer),
              rows: answer.rows,
              // A More asked while this refresh was read waits for it, and reads on from it.
              more: now.more.state === 'loading' ? now.more : { state: 'idle' },
              stale: null,
            }
          : { ...now, stale: this.#options.staleText(answer) },
      );
      this.#options.changed();
    });
  }

  /**
   * Reads the page after the last one read of event `id`, when there is one: after the refresh
   * under way, if any, from where it ends.
   */
  async more(id: string): Promise<void> {
    const read = this.#reads.get(id);
    if (read?.state !== 'rows' || read.next === null || read.more.state === 'loading') return;
    const generation = this.#generation.get(id);
    this.#reads.set(id, { ...read, more: { state: 'loading' } });
    this.#options.changed();
    return this.#after(id, async () => {
      const before = this.#reads.get(id);
      if (this.#generation.get(id) !== generation || before?.state !== 'rows') return;
      const answer = before.next === null ? null : await this.#page(id, { cursor: before.next });
      const now = this.#reads.get(id);
      if (this.#generation.get(id) !== generation || now?.state !== 'rows') return;
      this.#reads.set(
        id,
        answer === null
          ? { ...now, more: { state: 'idle' } }
          : answer.kind === 'standings'
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
    });
  }

  /**
   * Runs `job` once the refresh or next page of event `id` under way is answered: one at a
   * time, so a page is never read from a cursor a refresh has moved.
   */
  #after(id: string, job: () => Promise<void>): Promise<void> {
    const run = (this.#queue.get(id) ?? Promise.resolve()).then(job, job);
    this.#queue.set(id, run);
    return run;
  }

  /**
   * The first `held` places of event `id` read again: the first page (as `read` reads it, so
   * new places show), then the next ones by their cursors until `held` are read or none is left.
   */
  async #reread(id: string, held: number): Promise<EventStandings | ServiceFailure> {
    const first = await this.#page(id, {});
    if (first.kind !== 'standings') return first;
    let answer = first;
    while (answer.next !== null && answer.rows.length < held) {
      const limit = Math.min(MAX_BOARD_LIMIT, held - answer.rows.length);
      const page = await this.#page(id, { cursor: answer.next, limit });
      if (page.kind !== 'standings') return page;
      if (page.rows.length === 0) return { ...page, rows: answer.rows };
      answer = { ...page, rows: [...answer.rows, ...page.rows] };
    }
    return answer;
  }

  #page(id: string, page: Omit<StandingsPageRequest, 'key'>): ReturnType<EventClient['standings']> {
    const key = this.#options.keptKey();
    return this.#options.client.standings(id, { ...page, ...(key === null ? {} : { key }) });
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
