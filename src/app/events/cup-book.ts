import type { CupAnswer } from '../../api/events';
import type { ServiceFailure } from '../global/service-request';
import { writeMessage, type MessageDescriptor } from '../text/message-descriptor';
import type { EventClient, GameEvent } from './event-client';
import { cupView, type CupViewContext } from './cup-view';
import type { CupPanel } from './events-view';

/** A cup as far as it has been read. */
export type CupRead =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly message: MessageDescriptor }
  | { readonly state: 'rows'; readonly name: string; readonly cup: CupAnswer };

/** What the cups are read with. */
export interface CupBookOptions extends Omit<CupViewContext, 'player'> {
  /** The name the player races under. */
  readonly player: () => string;
  readonly client: Pick<EventClient, 'event'>;
  /** The key kept in this browser: the answer names that player's room. Null: none kept. */
  readonly keptKey: () => string | null;
  /** Why a cup could not be had, for the player (written when shown). */
  readonly failedText: (answer: ServiceFailure) => MessageDescriptor;
  /** Called when a read changed what the screen shows; true when the title's notice changed. */
  readonly changed: (noticeChanged: boolean) => void;
}

/**
 * The cups' knockouts (`GET /api/events/:id`, with the kept key so the answer names the
 * player's room): read for the cup chosen on the Events screen, and for every cup open now as
 * the list is read, so the title can tell the player their cup race is waiting.
 */
export class CupBook {
  readonly #options: CupBookOptions;
  readonly #reads = new Map<string, CupRead>();
  /** Counts the reads of each cup: an answer to an older read than the latest is dropped. */
  readonly #generation = new Map<string, number>();

  constructor(options: CupBookOptions) {
    this.#options = options;
  }

  /** The cup of event `id` as read so far. */
  get(id: string): CupRead {
    return this.#reads.get(id) ?? { state: 'loading' };
  }

  /** The knockout of the cup of event `id` as the Events screen shows it. */
  panel(id: string): CupPanel {
    const read = this.get(id);
    const { player, clockMs, openRoom } = this.#options;
    return {
      state: read.state,
      message: read.state === 'failed' ? writeMessage(read.message) : '',
      knockout:
        read.state === 'rows' ? cupView(read.cup, { player: player(), clockMs, openRoom }) : null,
    };
  }

  /** Reads the cups among `events` again (an answer that fails keeps the last one read). */
  async readAll(events: readonly GameEvent[]): Promise<void> {
    await Promise.all(
      events.filter((event) => event.format === 'cup').map((event) => this.read(event.id)),
    );
  }

  /**
   * Reads the cup of event `id` again. The list, the cup chosen and the live reads may ask at
   * once: only the answer to the latest is taken, so a round's rooms never go back.
   */
  async read(id: string): Promise<void> {
    const generation = (this.#generation.get(id) ?? 0) + 1;
    this.#generation.set(id, generation);
    const key = this.#options.keptKey();
    const answer = await this.#options.client.event(id, key ?? undefined);
    if (this.#generation.get(id) !== generation) return;
    const before = this.#reads.get(id);
    const notice = this.waiting();
    if (answer.kind === 'event' && answer.event.cup !== undefined) {
      this.#reads.set(id, { state: 'rows', name: answer.event.name, cup: answer.event.cup });
    } else if (answer.kind !== 'event' && before?.state !== 'rows') {
      this.#reads.set(id, { state: 'failed', message: this.#options.failedText(answer) });
    }
    this.#options.changed(this.waiting() !== notice);
  }

  /** Whether the cup of event `id` is yet to be decided (or has not been read). */
  undecided(id: string): boolean {
    const read = this.get(id);
    return read.state !== 'rows' || !read.cup.decided;
  }

  /** The cups read that may still seat the player (see `maySeat`). */
  seatsPending(): string[] {
    const player = this.#options.player();
    return [...this.#reads]
      .filter(([, read]) => read.state === 'rows' && maySeat(read.cup, player))
      .map(([id]) => id);
  }

  /**
   * The name of a cup in which the player has a room waiting (its round not over yet), for the
   * title's notice; null: none.
   */
  waiting(): string | null {
    for (const read of this.#reads.values()) {
      if (read.state !== 'rows' || read.cup.yourRoomId == null) continue;
      const last = read.cup.rounds.at(-1);
      const waits = last?.state !== 'over';
      const seated = last?.rooms.some((room) => room.roomId === read.cup.yourRoomId) ?? false;
      if (waits && seated) return read.name;
    }
    return null;
  }
}

/**
 * Whether `cup` may still seat `player`: not decided, the player out of no room, and either no
 * round made yet (round 1 seats the qualifier's places) or the player seated in the latest round
 * (their room named by the kept key, or among its racers): a knockout seats nobody new after
 * round 1, so a player without a seat there is never asked about again.
 */
function maySeat(cup: CupAnswer, player: string): boolean {
  if (cup.decided) return false;
  if (cup.rounds.some((round) => round.rooms.some((room) => room.out === player))) return false;
  const last = cup.rounds.at(-1);
  if (last === undefined) return true;
  return cup.yourRoomId != null || last.rooms.some((room) => room.racers.includes(player));
}
